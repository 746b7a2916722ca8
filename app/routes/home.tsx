import { CircleCheck } from "lucide-react";
import { href, Link } from "react-router";
import type { Route } from "./+types/home";
import { AdmissionCard } from "~/components/home/AdmissionCard";
import { HeroSlideshow } from "~/components/home/HeroSlideshow";
import { HoursCard, HoursUnavailableCard } from "~/components/home/HoursCard";
import { LocationCard } from "~/components/home/LocationCard";
import { NewsletterBand } from "~/components/home/NewsletterBand";
import { UpcomingEvents } from "~/components/home/UpcomingEvents";
import { fillPlaceholders, placeholderValues } from "~/models/content/page-text";
import { pageTextHtml } from "~/models/content/page-text.server";
import { UPCOMING_EVENTS_ERROR, type PublicEvent } from "~/models/event/event";
import { listHomeEvents } from "~/models/event/event.server";
import { getPublicGameBySlug } from "~/models/game/game.server";
import { listPublicHeroSlides } from "~/models/hero/hero-slide.server";
import { isOpenNow, museumClock } from "~/models/hours/museum-clock";
import { readHoursAhead } from "~/models/hours/hours.server";
import { museumJsonLd } from "~/models/hours/museum-info";
import { playingNowText } from "~/models/stats/playing-now";
import { readPlayingNow } from "~/models/stats/playing-now.server";
import { loadPublicMuseum } from "~/models/settings/museum-settings.server";
import { readSignedInUser } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { UPLOADS_BASE } from "~/utils/images";
import { logger } from "~/utils/logger.server";
import { capitalized, museumIn } from "~/utils/museum";
import { jsonLd, seo } from "~/utils/seo";
import { readOrNull } from "~/utils/soft-read.server";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const publicUrl =
    (matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined)?.publicUrl ?? "";
  const museum = museumIn(matches);
  return [
    ...seo(matches, (museum) => ({
      title: `${museum.name} | Retro Arcade & Pinball Museum in ${museum.city}, ${museum.regionName}`,
      description: `${capitalized(museum.collection)} restored arcade and pinball machines in ${museum.city}, ${museum.regionName}, all free to play after admission. Hours, admission prices, tournaments and events.`,
      path: "/",
    })),
    ...(loaderData?.hours && museum ? [jsonLd(museumJsonLd(loaderData.hours.weekly, publicUrl, museum))] : []),
  ];
};

/** After /add: the new game's name and page, for a staff member only (the link is a staff member's redirect). */
async function addedGame(request: Request, db: ReturnType<typeof getDb>) {
  const slug = new URL(request.url).searchParams.get("added");
  if (!slug || !(await readSignedInUser(request))) return null;
  const game = await getPublicGameBySlug(db, slug);
  return game ? { name: game.name, slug: game.slug } : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const { timeZone } = getConfig();
  const now = new Date();
  const clock = museumClock(now, timeZone);

  const [hours, playing, slides, intro] = await Promise.all([
    // A failing hours read shows the spec's message in the Hours card; the rest of the page still works.
    readOrNull("home: business hours", () => readHoursAhead(db, clock.date)),
    // Without it the hero simply leaves the line out.
    readOrNull("home: machines playing now", () => readPlayingNow(db)),
    // Without them the hero is drawn as for a museum with no slide yet.
    readOrNull("home: hero slides", () => listPublicHeroSlides(db, getConfig().storagePublicUrl ?? UPLOADS_BASE)),
    pageTextHtml(db, "home_intro"),
  ]);
  // Filled in here rather than by the page, so the home page ships no code for it (its JavaScript budget).
  const introHtml = intro && fillPlaceholders(intro, placeholderValues(await loadPublicMuseum(db)));

  // A failing events query shows the spec's message in its block; the rest of the page still works.
  let events: PublicEvent[] = [];
  let eventsError: string | null = null;
  try {
    events = await listHomeEvents(db, now, timeZone);
  } catch (error) {
    logger.error({ err: error }, "home: upcoming events failed to load");
    eventsError = UPCOMING_EVENTS_ERROR;
  }

  return {
    added: await addedGame(request, db),
    hours,
    timeZone,
    openNow: hours ? isOpenNow(hours.weekly, hours.special, now, timeZone) : false,
    today: clock.date,
    dayOfWeek: clock.dayOfWeek,
    computedAt: now.getTime(),
    events,
    eventsError,
    playingNow: playing && playingNowText(playing),
    slides: slides ?? [],
    intro: introHtml,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { added, hours, timeZone, openNow, today, dayOfWeek, computedAt, events, eventsError, playingNow } = loaderData;
  const { slides, intro } = loaderData;
  return (
    <>
      {added ? <AddedBanner name={added.name} slug={added.slug} /> : null}
      <HeroSlideshow slides={slides} intro={intro} playingNow={playingNow} />
      <NewsletterBand />
      <div className="bg-slate-50 dark:bg-ink-950">
        <div className="container-page grid gap-5 py-14 sm:py-16 md:grid-cols-2 lg:grid-cols-3">
          {hours ? (
            <HoursCard
              weekly={hours.weekly}
              special={hours.special}
              timeZone={timeZone}
              initialOpen={openNow}
              initialDate={today}
              initialDayOfWeek={dayOfWeek}
              computedAt={computedAt}
            />
          ) : (
            <HoursUnavailableCard />
          )}
          <LocationCard />
          <AdmissionCard />
        </div>
      </div>
      <UpcomingEvents events={events} error={eventsError} />
    </>
  );
}

function AddedBanner({ name, slug }: { name: string; slug: string }) {
  return (
    <div
      role="status"
      className="border-b border-emerald-300 bg-emerald-50 dark:border-emerald-500/40 dark:bg-emerald-500/10"
    >
      <p className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm font-medium text-emerald-900 dark:text-emerald-200">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        <span>{name} was added to the collection.</span>
        <Link to={href("/game/:slug", { slug })} className="font-semibold underline underline-offset-2">
          View its page
        </Link>
      </p>
    </div>
  );
}
