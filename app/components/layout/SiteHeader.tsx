import { LayoutDashboard, Menu, Phone, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useMuseum } from "~/utils/museum";
import { homeLinkLabel, Logo } from "./Logo";
import { ADMIN_LINK, NAV_LINKS } from "./nav";
import { ThemeToggle } from "./ThemeToggle";

/** The phone number, shown from `lg` up where the header has room for it. */
const PHONE_LINK = [
  "hidden items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-slate-800",
  "hover:bg-slate-100",
  "lg:inline-flex",
  "dark:text-slate-100 dark:hover:bg-white/10",
].join(" ");

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-[0.95rem] font-semibold underline-offset-[6px] decoration-2 decoration-brand-500 transition-colors hover:text-brand-700 dark:hover:text-brand-300 ${
    isActive ? "underline text-brand-700 dark:text-brand-300" : "text-slate-800 dark:text-slate-100"
  }`;

/** `signedIn`: staff get the way to the Admin Dashboard from every page, on a phone too. */
export function SiteHeader({ signedIn = false }: { signedIn?: boolean }) {
  const museum = useMuseum();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  // The phone menu closes whenever the page changes.
  useEffect(() => setOpen(false), [location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur-md dark:border-white/10 dark:bg-ink-950/85 print:hidden">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Link to="/" aria-label={homeLinkLabel(museum.name)} className="rounded-lg text-slate-900 dark:text-white">
          {/* Between md and lg the words give way to the six links; the link's name still says them. */}
          <Logo wordsClassName="md:max-lg:sr-only" />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} prefetch="intent">
                  {link.label}
                </NavLink>
              </li>
            ))}
            {signedIn ? (
              <li>
                {/* An icon until lg: beside the six links the words would push the theme toggle off a tablet. */}
                <NavLink
                  to={ADMIN_LINK.to}
                  end
                  aria-label={ADMIN_LINK.label}
                  title={ADMIN_LINK.label}
                  className={(state) => `${linkClass(state)} inline-flex items-center`}
                >
                  <LayoutDashboard aria-hidden className="size-5 lg:hidden" />
                  <span className="hidden lg:inline">{ADMIN_LINK.label}</span>
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <a href={museum.phoneHref} className={PHONE_LINK}>
            <Phone aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
            {museum.phone}
          </a>
          <a
            href={museum.phoneHref}
            aria-label={`Call ${museum.phone}`}
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-white/10"
          >
            <Phone aria-hidden className="size-5" />
          </a>
          <ThemeToggle />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 md:hidden dark:text-slate-100 dark:hover:bg-white/10"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? "Close menu" : "Open menu"}
            data-testid="mobile-menu-button"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!open}
        data-testid="mobile-menu"
        className="border-t border-slate-200 bg-white md:hidden dark:border-white/10 dark:bg-ink-950"
      >
        <ul className="container-page flex flex-col py-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `flex min-h-12 items-center rounded-lg px-3 text-base font-semibold decoration-brand-500 decoration-2 underline-offset-[6px] ${
                    isActive ? "text-brand-700 underline dark:text-brand-300" : "text-slate-800 dark:text-slate-100"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          {signedIn ? (
            <li>
              <NavLink
                to={ADMIN_LINK.to}
                end
                className={({ isActive }) =>
                  `flex min-h-12 items-center gap-2 rounded-lg px-3 text-base font-semibold decoration-brand-500 decoration-2 underline-offset-[6px] ${
                    isActive ? "text-brand-700 underline dark:text-brand-300" : "text-slate-800 dark:text-slate-100"
                  }`
                }
              >
                <LayoutDashboard aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
                {ADMIN_LINK.label}
              </NavLink>
            </li>
          ) : null}
          <li>
            <a
              href={museum.phoneHref}
              className="flex min-h-12 items-center gap-2 rounded-lg px-3 text-base font-semibold text-slate-800 dark:text-slate-100"
            >
              <Phone aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
              {museum.phone}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
