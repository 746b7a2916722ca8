import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Form, Link } from "react-router";
import { HOURS_LOAD_FAILED, specialDaysAhead, type HoursAhead } from "~/models/hours/hours";
import { useMuseum } from "~/utils/museum";
import { DAY_NAMES, formatTimeRange } from "~/utils/time";
import { homeLinkLabel, Logo } from "./Logo";
import { NewsletterForm } from "./NewsletterForm";
import { SpecialDaysList } from "./SpecialDays";

const footerLink = "rounded text-slate-300 underline-offset-4 hover:text-white hover:underline";

/** `hours` is null when they could not be read (the footer says so in their place); `today` is the museum's date. */
export function SiteFooter({
  hours,
  today,
  signedIn,
  year,
}: {
  hours: HoursAhead | null;
  today: string | null;
  signedIn: boolean;
  year?: number;
}) {
  const museum = useMuseum();
  return (
    <footer className="mt-16 bg-ink-950 text-slate-300 dark:border-t dark:border-white/10 print:hidden">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Link to="/" className="inline-block rounded-lg text-white" aria-label={homeLinkLabel(museum.name)}>
            <Logo />
          </Link>
          <address className="space-y-3 text-sm not-italic">
            <a href={museum.mapUrl} target="_blank" rel="noopener noreferrer" className={`flex gap-2 ${footerLink}`}>
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                {museum.street}
                <br />
                {museum.city}, {museum.region} {museum.postalCode}
                <span className="sr-only"> (opens map in a new tab)</span>
              </span>
            </a>
            <a href={museum.phoneHref} className={`flex items-center gap-2 ${footerLink}`}>
              <Phone aria-hidden className="size-4 shrink-0 text-brand-300" />
              {museum.phone}
            </a>
            <Link to="/about#contact" className={`flex items-center gap-2 ${footerLink}`}>
              <Mail aria-hidden className="size-4 shrink-0 text-brand-300" />
              Contact Us
            </Link>
          </address>
        </div>

        <div>
          <h2 className="mb-3 flex items-center gap-2 text-sm font-bold tracking-wider text-white uppercase">
            <Clock aria-hidden className="size-4 text-brand-300" /> Hours
          </h2>
          {hours ? (
            <>
              <dl className="space-y-1.5 text-sm" data-testid="footer-hours">
                {hours.weekly.map((h) => (
                  <div key={h.day_of_week} className="flex justify-between gap-4">
                    <dt className="text-slate-400">{DAY_NAMES[h.day_of_week]}</dt>
                    <dd className="font-medium text-slate-200">
                      {h.is_closed ? "Closed" : formatTimeRange(h.open_time, h.close_time)}
                    </dd>
                  </div>
                ))}
              </dl>
              {today ? (
                <div className="mt-3">
                  <SpecialDaysList days={specialDaysAhead(hours.special, today)} tone="footer" />
                </div>
              ) : null}
            </>
          ) : (
            <p role="alert" className="text-sm font-medium text-red-300" data-testid="footer-hours-error">
              {HOURS_LOAD_FAILED}
            </p>
          )}
          {museum.offerLine ? (
            <p className="mt-3 text-sm font-semibold text-neon-amber" data-testid="footer-offer">
              {museum.offerLine}
            </p>
          ) : null}
        </div>

        <div className="sm:col-span-2 lg:col-span-2" id="newsletter">
          <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">Newsletter</h2>
          <div className="dark max-w-md">
            <NewsletterForm tone="band" />
          </div>
          <nav aria-label="Footer" className="mt-6">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <li>
                <Link to="/museum-info" className={footerLink}>
                  Museum Information
                </Link>
              </li>
              {signedIn ? (
                <>
                  <li>
                    <Link to="/admin" className={footerLink}>
                      Admin Dashboard
                    </Link>
                  </li>
                  <li>
                    <Form method="post" action="/logout" replace>
                      <button type="submit" className={`${footerLink} cursor-pointer`}>
                        Sign Out
                      </button>
                    </Form>
                  </li>
                </>
              ) : (
                <li>
                  <Link to="/login" className={footerLink}>
                    Employee Login
                  </Link>
                </li>
              )}
              <li>
                <Link to="/games-for-sale" className={footerLink}>
                  Games for Sale
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-xs text-slate-400">
          © {year ? `${year} ` : ""}
          {museum.longName}. {museum.address}. Established {museum.established}.
        </p>
      </div>
    </footer>
  );
}
