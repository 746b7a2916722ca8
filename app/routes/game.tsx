import { ArrowLeft, Lock, TriangleAlert, Wrench } from "lucide-react";
import { lazy, Suspense } from "react";
import { href, isRouteErrorResponse, Link, redirect } from "react-router";
import type { Route } from "./+types/game";
import { GameFacts } from "~/components/collection/GameFacts";
import { GameGallery } from "~/components/collection/GameGallery";
import { GameImage } from "~/components/collection/GameImage";
import { KnownIssue } from "~/components/report/KnownIssue";
import { QrToggle } from "~/components/collection/QrToggle";
import { StatusBadge } from "~/components/collection/StatusBadge";
import { displayLocation, displayType, reportIssuePath, type PublicGame } from "~/models/game/game";
import { staffGameData } from "~/models/game/game-admin.server";
import { timelineLimit } from "~/models/game/game-timeline";
import { currentSlugFor, getPublicGameById, getPublicGameBySlug } from "~/models/game/game.server";
import { publicKnownIssue } from "~/models/repair/known-issue.server";
import { readSignedInUser } from "~/utils/auth.server";
import { useRootData } from "~/utils/root-data";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { getDb } from "~/utils/db.server";
import { imageVariant } from "~/utils/images";
import type { PublicMuseum } from "~/models/settings/museum-settings";
import { titled, useMuseum } from "~/utils/museum";
import { seo, uploadsBase } from "~/utils/seo";
import { parseId } from "~/utils/ids";

/** Staff tools come as their own chunk, downloaded only by a signed-in page. */
const StaffGameSections = lazy(() => import("~/components/admin-games/StaffGameSections"));

const SLUG_RE = /^[a-z0-9-]{1,200}$/;

/** Museum-time calendar date, or the spec's texts for a missing or broken one. */
function formatDay(iso: string | null) {
  if (!iso) return "Not set";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "Invalid date" : formatMuseumDate(time, "day");
}

/**
 * Visitors get a PublicGame only: condition notes and repairs are never read
 * here (docs/departures.md#private-data). /game/{id} redirects to the game's slug.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const param = params.slug;
  const db = getDb();
  const id = parseId(param);
  if (id) {
    const byId = await getPublicGameById(db, id);
    if (byId) throw redirect(href("/game/:slug", { slug: byId.slug }), 301);
  }
  if (!SLUG_RE.test(param)) throw new Response("Invalid Game ID", { status: 400 });
  const game = await getPublicGameBySlug(db, param);
  if (!game) {
    // A renamed or moved game keeps its old links: they answer permanently with the current address.
    const current = await currentSlugFor(db, param);
    if (current) throw redirect(`${href("/game/:slug", { slug: current })}${new URL(request.url).search}`, 301);
    throw new Response("Game Not Found", { status: 404 });
  }
  const dates = { added: formatDay(game.dateAdded), updated: formatDay(game.lastUpdated) };
  // Missing parts are staff business on this page: a visitor's data goes without them.
  const { missingParts, ...visible } = game;
  // That staff know of a problem, since when and when it is expected back: never what the repairs say.
  const knownIssue = await publicKnownIssue(db, game.id);
  const user = await readSignedInUser(request);
  if (!user) return { game: { ...visible, missingParts: [] as string[] }, dates, knownIssue, staff: null };
  return {
    game: { ...visible, missingParts: [] as string[] },
    dates,
    knownIssue,
    staff: await staffGameData(db, game.id, missingParts, timelineLimit(new URL(request.url).searchParams)),
  };
}

function describe(game: PublicGame, museum: PublicMuseum) {
  const made = game.yearMade ? `${game.yearMade} ` : "";
  const where =
    game.location === "Replay"
      ? `on the floor at ${museum.longName} in ${museum.city}, ${museum.regionName}`
      : `at our ${displayLocation(game)} location`;
  return `${game.name}: a ${made}${displayType(game).toLowerCase()} machine ${where}. Status: ${game.status}.`;
}

/** One friendly line on where the machine is and whether it can be played. */
function availability(game: PublicGame) {
  if (game.location !== "Replay")
    return `Kept at our ${displayLocation(game)} location, so it is not on the museum floor right now.`;
  if (game.status === "In Repair")
    return "On the museum floor, but our techs are working on it right now. Check back soon!";
  if (game.status === "Awaiting Parts") return "On the museum floor, waiting for parts before it can be played again.";
  return "On the museum floor and ready to play, free with admission.";
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: titled(matches, "Game Not Found") }, { name: "robots", content: "noindex" }];
  const { game } = loaderData;
  return seo(matches, (museum) => ({
    title: game.name,
    description: describe(game, museum),
    path: href("/game/:slug", { slug: game.slug }),
    image: game.imageUrl ? imageVariant(game.imageUrl, 1200, uploadsBase(matches)) : undefined,
    type: "website",
  }));
};

export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { game, dates, knownIssue, staff } = loaderData;
  const publicUrl = useRootData()?.publicUrl ?? "";
  const museum = useMuseum();
  const reportPath = reportIssuePath(game.id);

  return (
    <div className="container-page py-6 sm:py-10">
      <Link
        to="/collection"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Collection
      </Link>

      <div className="mt-4 grid gap-8 lg:grid-cols-12 lg:gap-10">
        <div className="lg:col-span-7">
          <GameImage
            url={game.imageUrl}
            alt={`${game.name} at ${museum.name}`}
            sizes="(min-width: 1280px) 700px, (min-width: 1024px) 56vw, 100vw"
            width={1200}
            eager
            fit="contain"
            className="aspect-[4/3] rounded-3xl ring-1 ring-slate-200 dark:ring-white/10"
          />
        </div>

        <div className="lg:col-span-5">
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge status={game.status} className="text-sm" />
            <span className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
              {displayType(game)}
            </span>
          </div>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {game.name}
          </h1>
          <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{availability(game)}</p>
          {knownIssue ? (
            <div className="mt-4">
              <KnownIssue issue={knownIssue} />
            </div>
          ) : null}

          <div className="mt-6">
            <GameFacts game={game} dates={dates} />
          </div>

          <div className="mt-6 rounded-2xl bg-slate-50 p-4 dark:bg-white/5">
            <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-neon-amber" />
              Something not working on this machine? Let us know and our techs will take a look, usually within 24-48
              hours.
            </p>
            <div className="mt-4">
              <QrToggle value={`${publicUrl}${reportPath}`} gameName={game.name}>
                <Link to={reportPath} className="btn-primary">
                  <Wrench aria-hidden className="size-4" />
                  Report an issue
                </Link>
              </QrToggle>
            </div>
          </div>
        </div>
      </div>

      {/* Without photos the main picture already says 'Game Image Coming Soon'; an empty Gallery adds nothing. */}
      {game.images.length ? (
        <section aria-labelledby="gallery-heading" className="mt-12">
          <h2 id="gallery-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            Gallery
          </h2>
          <div className="mt-4">
            <GameGallery images={game.images} name={game.name} />
          </div>
        </section>
      ) : null}

      {staff ? (
        <div className="mt-12">
          <Suspense fallback={<p className="text-slate-600 dark:text-slate-300">Loading staff tools...</p>}>
            <StaffGameSections staff={staff} gameName={game.name} />
          </Suspense>
        </div>
      ) : (
        <section aria-labelledby="repairs-heading" className="mt-12">
          <h2 id="repairs-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            Repair History
          </h2>
          <p className="mt-4 flex items-center gap-2 rounded-2xl border border-slate-200 px-4 py-4 text-slate-700 dark:border-white/10 dark:text-slate-300">
            <Lock aria-hidden className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
            Repair history is only visible to staff members
          </p>
        </section>
      )}
    </div>
  );
}

const ERRORS: Record<number, { title: string; text: string }> = {
  400: {
    title: "Invalid Game ID",
    text: "That link does not point to a game. Check the address, or find the game in our collection.",
  },
  404: { title: "Game Not Found", text: "We could not find that game. It may have moved or left the collection." },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = ERRORS[status] ?? {
    title: "Something went wrong",
    text: "Sorry, this game could not be shown. Please try again in a moment.",
  };
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      {/* Decoration: the heading below says what happened, and a big bare number read as text looks like a heading to assistive tools. */}
      <div
        aria-hidden
        className="bg-gradient-to-br from-brand-500 to-neon-cyan bg-clip-text font-display text-6xl font-black tracking-tight text-transparent"
      >
        {status === 404 ? "TILT" : status}
      </div>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {copy.title}
      </h1>
      <p className="mt-4 max-w-lg text-lg text-slate-600 dark:text-slate-300">{copy.text}</p>
      <Link to="/collection" className="mt-8 btn-primary">
        <ArrowLeft aria-hidden className="size-4" />
        Back to Collection
      </Link>
    </section>
  );
}
