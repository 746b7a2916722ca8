import { Link, useLocation } from "react-router";
import { ROLE_LABELS } from "~/models/account/role-labels";
import type { RootData } from "~/utils/root-data";
import { useMuseum } from "~/utils/museum";
import { Logo } from "./Logo";
import { ME_PLACE, STAFF_LINKS } from "./staff-nav";
import { ThemeToggle } from "./ThemeToggle";
import { staffName } from "~/models/account/staff-name";
import { SignOutButton, SignOutContent, SignOutIcon } from "./SignOutButton";
import { QueueBadge, SignOutForm } from "./staff-queue";

type SignedIn = NonNullable<NonNullable<RootData>["user"]>;

const ROW = "mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6";
const PLACE_LINK =
  "rounded-md px-2 py-2 lg:px-2.5 text-sm font-semibold whitespace-nowrap transition-colors hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-white/10 dark:hover:text-white";
const PLACE_HERE = "bg-slate-100 text-slate-900 dark:bg-white/10 dark:text-white";
const PLACE_AWAY = "text-slate-600 dark:text-slate-300";
const ICON_BUTTON =
  "inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/10";

/**
 * The staff pages' header: the way back to the public site, the main staff places (from `md` up; a phone has
 * the bottom bar), who is signed in (their name first, the e-mail beside it), the theme and Sign Out.
 */
export function StaffHeader({ user }: { user: SignedIn | null }) {
  const museum = useMuseum();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur-md dark:border-white/10 dark:bg-ink-950/90 print:hidden">
      <div className={ROW}>
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg text-slate-900 dark:text-white">
          {/* The mark alone: the museum's name is beside it from lg up, over the way back. */}
          <Logo wordsClassName="hidden!" />
          <span className="flex flex-col leading-tight">
            <span className="hidden font-display text-sm font-extrabold tracking-tight lg:block">{museum.name}</span>
            <span className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
              View site
            </span>
          </span>
        </Link>

        <nav aria-label="Staff" className="hidden min-w-0 md:block">
          <ul className="flex items-center gap-0.5">
            {STAFF_LINKS.map((place) => {
              const here = place.isHere(pathname);
              return (
                <li key={place.to}>
                  <Link
                    to={place.to}
                    aria-current={here ? "page" : undefined}
                    className={`${PLACE_LINK} ${here ? PLACE_HERE : PLACE_AWAY}`}
                  >
                    {place.short ? (
                      <>
                        <span className="max-lg:hidden">{place.label}</span>
                        <span className="lg:hidden">{place.short}</span>
                      </>
                    ) : (
                      place.label
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex min-w-0 items-center gap-1">
          {user ? <WhoIsSignedIn user={user} here={ME_PLACE.isHere(pathname)} /> : null}
          <ThemeToggle />
          {user ? (
            <SignOutForm
              className={ICON_BUTTON}
              plain={<SignOutButton className={ICON_BUTTON} />}
              icon={<SignOutIcon />}
            >
              <SignOutContent />
            </SignOutForm>
          ) : null}
        </div>
      </div>
      {/* From md up, a row of its own under the places while there is something to say (a phone has its bar's). */}
      {user ? (
        <QueueBadge className="mx-auto flex max-w-7xl justify-end px-3 has-[button]:pb-2 max-md:hidden sm:px-6" />
      ) : null}
    </header>
  );
}

/** The account's name, its e-mail and role only beside it, leading to the Me page. */
function WhoIsSignedIn({ user, here }: { user: SignedIn; here: boolean }) {
  return (
    <Link
      to={ME_PLACE.to}
      aria-current={here ? "page" : undefined}
      data-testid="staff-signed-in"
      className={`flex min-h-11 min-w-0 flex-col justify-center rounded-lg px-2 text-right leading-tight hover:bg-slate-100 dark:hover:bg-white/10 ${here ? PLACE_HERE : ""}`}
    >
      <span className="truncate text-sm font-semibold text-slate-900 dark:text-white">
        {staffName(user.name, user.email)}
      </span>
      <span className="hidden truncate text-xs text-slate-600 lg:block dark:text-slate-400">
        {user.email} ·{ROLE_LABELS[user.role]}
      </span>
    </Link>
  );
}
