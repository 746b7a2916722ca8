import type { Route } from "./+types/museum-info";
import { MuseumInfoSections, SECTIONS } from "~/components/museum-info/MuseumInfoSections";
import { PageHero } from "~/components/ui/PageHero";
import { formatMuseumDay } from "~/utils/museum-date.server";
import { specialDaysAhead } from "~/models/hours/hours";
import { museumClock } from "~/models/hours/museum-clock";
import { readHoursAhead } from "~/models/hours/hours.server";
import { museumJsonLd, regularHoursText } from "~/models/hours/museum-info";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { museumIn, useMuseum } from "~/utils/museum";
import { readOrNull } from "~/utils/soft-read.server";
import { jsonLd, seo } from "~/utils/seo";
import { DAY_NAMES } from "~/utils/time";

/** A pill in the phone's row of section links, a plain link in the side list from `lg` up. */
const SECTION_LINK = [
  "inline-flex min-h-9 items-center rounded-full border border-slate-200 px-3 text-sm font-medium text-slate-700",
  "hover:border-brand-300 hover:text-brand-700 dark:border-white/10 dark:text-slate-300 dark:hover:text-brand-300",
  "lg:rounded-lg lg:border-transparent lg:px-2",
].join(" ");

const PAGE = { title: "Museum Information", path: "/museum-info" };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const museum = museumIn(matches);
  return [
    ...seo(matches, ({ longName, city, regionName }) => ({
      ...PAGE,
      description: `Facts about ${longName} in ${city}, ${regionName}: address, hours, admission prices, collection, events and services.`,
    })),
    ...(loaderData && museum
      ? [
          // Without the hours, no structured data rather than a museum that is never open.
          ...(loaderData.weekly ? [jsonLd(museumJsonLd(loaderData.weekly, loaderData.publicUrl, museum))] : []),
          jsonLd({
            "@context": "https://schema.org",
            "@type": "WebPage",
            name: `${PAGE.title} | ${museum.longName}`,
            url: `${loaderData.publicUrl}${PAGE.path}`,
            dateModified: loaderData.today,
            about: { "@id": `${loaderData.publicUrl}/#museum` },
          }),
        ]
      : []),
  ];
};

export async function loader() {
  const config = getConfig();
  const today = museumClock(new Date(), config.timeZone).date;
  const hours = await readOrNull("museum information: business hours", () => readHoursAhead(getDb(), today));
  return {
    weekly: hours?.weekly ?? null,
    hours: hours?.weekly.map((day) => ({ day: DAY_NAMES[day.day_of_week] ?? "", text: regularHoursText(day) })) ?? null,
    specialDays: hours ? specialDaysAhead(hours.special, today) : [],
    today,
    lastUpdated: formatMuseumDay(today, "MMMM d, yyyy"),
    publicUrl: config.publicUrl,
  };
}

export default function MuseumInfo({ loaderData }: Route.ComponentProps) {
  const { hours, specialDays, lastUpdated, publicUrl } = loaderData;
  const museum = useMuseum();
  return (
    <>
      <PageHero
        eyebrow="Fact sheet"
        title={PAGE.title}
        lead={`Key facts about ${museum.longName}, kept up to date for visitors, journalists, search engines and AI assistants.`}
      />
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[14rem_1fr] lg:gap-14">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-xs font-bold tracking-[0.18em] text-slate-600 uppercase dark:text-slate-400">
            On this page
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={SECTION_LINK}>
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="max-w-3xl min-w-0">
          <MuseumInfoSections hours={hours} specialDays={specialDays} publicUrl={publicUrl} lastUpdated={lastUpdated} />
        </div>
      </div>
    </>
  );
}
