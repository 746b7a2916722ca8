import { Link } from "react-router";
import { SpecialDaysList } from "~/components/layout/SpecialDays";
import { FormAlert } from "~/components/ui/FormAlert";
import { HOURS_LOAD_FAILED, type SpecialDayNotice } from "~/models/hours/hours";
import type { PublicMuseum } from "~/models/settings/museum-settings";
import { capitalized, offerSentence, useMuseum } from "~/utils/museum";
import { Facts, InfoSection, infoLink } from "./InfoSection";

export const SECTIONS = [
  { id: "basic-information", title: "Basic Information" },
  { id: "location-contact", title: "Location & Contact" },
  { id: "hours-admission", title: "Hours & Admission" },
  { id: "collection", title: "Collection" },
  { id: "services-events", title: "Services & Events" },
  { id: "local-area", title: "Local Area" },
  { id: "keywords", title: "Keywords" },
  { id: "online-presence", title: "Online Presence" },
  { id: "citation", title: "Citation Format" },
] as const;

const keywords = (museum: PublicMuseum) => [
  "arcade museum",
  "pinball museum",
  `${museum.city} arcade`,
  `pinball ${museum.city} ${museum.region}`,
  "Treasure Coast arcade",
  "retro arcade Florida",
  "classic video games",
  "vintage pinball machines",
  "free play arcade",
  "family entertainment",
  "date night",
  "pinball tournaments",
  "arcade games for sale",
  "pinball machines for sale",
];

/** `hours` is null when they could not be read (the page says so in their place); the special days are the coming week's. */
type Props = {
  hours: Array<{ day: string; text: string }> | null;
  specialDays: SpecialDayNotice[];
  publicUrl: string;
  lastUpdated: string;
};

export function MuseumInfoSections({ hours, specialDays, publicUrl, lastUpdated }: Props) {
  const museum = useMuseum();
  const pageUrl = `${publicUrl}/museum-info`;
  return (
    <>
      <InfoSection id="basic-information" title="Basic Information">
        <Facts
          rows={[
            ["Name", museum.longName],
            ["Also known as", museum.name],
            ["Type", "Retro arcade and pinball museum"],
            ["Established", String(museum.established)],
            ["Collection size", `${capitalized(museum.collection)} restored arcade and pinball machines`],
            ["How play works", "Games are free to play after admission: no tokens or quarters needed"],
            ["Good for", "Families, friends, date nights, retro gaming fans and pinball players"],
          ]}
        />
      </InfoSection>

      <InfoSection id="location-contact" title="Location & Contact">
        <Facts
          rows={[
            [
              "Address",
              <address className="not-italic" key="a">
                {museum.address}
              </address>,
            ],
            [
              "Phone",
              <a key="p" href={museum.phoneHref} className={infoLink}>
                {museum.phone}
              </a>,
            ],
            [
              "Website",
              <a key="w" href={publicUrl} className={infoLink}>
                {publicUrl.replace(/^https?:\/\//, "")}
              </a>,
            ],
            [
              "Contact form",
              <Link key="c" to="/about#contact" className={infoLink}>
                Send us a message
              </Link>,
            ],
            [
              "Directions",
              <a key="d" href={museum.mapUrl} target="_blank" rel="noopener noreferrer" className={infoLink}>
                Open in maps<span className="sr-only"> (opens in a new tab)</span>
              </a>,
            ],
          ]}
        />
      </InfoSection>

      <InfoSection id="hours-admission" title="Hours & Admission">
        <div className="grid gap-5 md:grid-cols-2">
          <div>
            <h3 className="mb-3 text-lg font-bold text-slate-900 dark:text-white">Opening hours</h3>
            {hours ? (
              <dl
                className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-white/10 dark:bg-ink-900"
                data-testid="info-hours"
              >
                {hours.map((h) => (
                  <div
                    key={h.day}
                    className="flex justify-between gap-4 border-b border-slate-200 px-4 py-2.5 last:border-b-0 dark:border-white/10"
                  >
                    <dt className="font-medium">{h.day}</dt>
                    <dd className="font-semibold text-slate-900 dark:text-white">{h.text}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <FormAlert>{HOURS_LOAD_FAILED}</FormAlert>
            )}
            {specialDays.length > 0 ? (
              <div className="mt-4">
                <SpecialDaysList days={specialDays} heading="h4" />
              </div>
            ) : null}
          </div>
          <div>
            <h3 className="mb-3 text-lg font-bold text-slate-900 dark:text-white">Admission</h3>
            <dl className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-white/10 dark:bg-ink-900">
              {museum.admission.map((row) => (
                <div
                  key={row.label}
                  className="flex justify-between gap-4 border-b border-slate-200 px-4 py-2.5 dark:border-white/10"
                >
                  <dt className="font-medium">
                    {row.label}
                    {row.note ? ` (${row.note})` : ""}
                  </dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">{row.price}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 px-4 py-2.5">
                <dt className="font-medium">Price range</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">{museum.priceRange}</dd>
              </div>
            </dl>
            {museum.offers.map((offer) => (
              <p key={offer.name} className="mt-3">
                <strong className="text-slate-900 dark:text-white">{offer.name}:</strong> {offer.text}.
              </p>
            ))}
            <p className="mt-3">Payment: {museum.paymentAccepted} (USD).</p>
          </div>
        </div>
      </InfoSection>

      <InfoSection id="collection" title="Collection">
        <p>
          The museum keeps {museum.collection} restored machines on the floor and in its warehouse: pinball tables from
          the electro-mechanical era to modern releases, classic upright arcade video games, and Skee-Ball lanes. Every
          machine on the floor is set to free play once you have paid admission.
        </p>
        <p>
          The live status of each machine (Operational, In Repair or Awaiting Parts) is shown in the{" "}
          <Link to="/collection" className={infoLink}>
            online collection
          </Link>
          . Reported problems are normally repaired within 24-48 hours; safety-critical issues are handled immediately.
          Each machine carries a QR code that visitors can scan to report a problem.
        </p>
      </InfoSection>

      <InfoSection id="services-events" title="Services & Events">
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-500">
          <li>
            <Link to="/events" className={infoLink}>
              Tournaments and special events
            </Link>{" "}
            throughout the year.
          </li>
          {museum.offers.map((offer) => (
            <li key={offer.name}>{offerSentence(offer)}.</li>
          ))}
          <li>
            <Link to="/shop" className={infoLink}>
              Museum shop
            </Link>{" "}
            with apparel, gift cards and memberships.
          </li>
          <li>
            <Link to="/games-for-sale" className={infoLink}>
              Arcade and pinball machines for sale
            </Link>
            , with purchase requests and offers online.
          </li>
          <li>
            <Link to="/sell-donate" className={infoLink}>
              Sell or donate
            </Link>{" "}
            an arcade or pinball machine to the museum.
          </li>
          <li>A newsletter with news of tournaments, events and new machines.</li>
        </ul>
      </InfoSection>

      <InfoSection id="local-area" title="Local Area">
        <p>
          {museum.longName} is in {museum.city}, St. Lucie County, on Florida's Treasure Coast along the Atlantic. It is
          an easy drive from Port St. Lucie, Vero Beach and Stuart, and a rainy-day or evening plan for visitors to the
          area's beaches.
        </p>
      </InfoSection>

      <InfoSection id="keywords" title="Keywords">
        <ul className="flex flex-wrap gap-2" aria-label="Keywords">
          {keywords(museum).map((k) => (
            <li
              key={k}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 dark:bg-white/10 dark:text-slate-100"
            >
              {k}
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="online-presence" title="Online Presence">
        <Facts
          rows={[
            [
              "Website",
              <a key="w" href={publicUrl} className={infoLink}>
                {publicUrl}
              </a>,
            ],
            ...museum.social.map((link): [string, React.ReactNode] => [
              link.platform,
              <a key={link.url} href={link.url} rel="noopener noreferrer" className={infoLink}>
                {link.url}
              </a>,
            ]),
            [
              "Collection",
              <a key="c" href={`${publicUrl}/collection`} className={infoLink}>{`${publicUrl}/collection`}</a>,
            ],
            ["Events", <a key="e" href={`${publicUrl}/events`} className={infoLink}>{`${publicUrl}/events`}</a>],
            ["FAQ", <a key="q" href={`${publicUrl}/faq`} className={infoLink}>{`${publicUrl}/faq`}</a>],
          ]}
        />
      </InfoSection>

      <InfoSection id="citation" title="Citation Format">
        <p>When referring to this page, please cite it as:</p>
        <blockquote className="rounded-2xl border-l-4 border-brand-500 bg-slate-50 p-5 font-mono text-sm leading-relaxed text-slate-800 dark:bg-white/5 dark:text-slate-200">
          {museum.longName}. "Museum Information." {pageUrl}. Last Updated {lastUpdated}.
        </blockquote>
        <p data-testid="last-updated">
          <strong className="text-slate-900 dark:text-white">Last Updated:</strong> {lastUpdated}
        </p>
      </InfoSection>
    </>
  );
}
