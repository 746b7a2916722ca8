import type { Route } from "./+types/sitemap[.]xml";
import { latestEventUpdate } from "~/models/event/event.server";
import { listGameSlugs } from "~/models/game/game.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { buildSitemap, PUBLIC_PAGES, type SitemapEntry } from "~/utils/sitemap";

const newest = (values: Array<string | null | undefined>) =>
  values.reduce<string | null>((max, v) => (v && (!max || v > max) ? v : max), null);

export async function loader(_: Route.LoaderArgs) {
  const db = getDb();
  const [games, eventsUpdated] = await Promise.all([listGameSlugs(db), latestEventUpdate(db)]);
  const gamesUpdated = newest(games.map((g) => g.updated_at));
  const lastmodOf: Partial<Record<(typeof PUBLIC_PAGES)[number], string | null>> = {
    "/": newest([gamesUpdated, eventsUpdated]),
    "/collection": gamesUpdated,
    "/games-for-sale": gamesUpdated,
    "/events": eventsUpdated,
  };
  const entries: SitemapEntry[] = [
    ...PUBLIC_PAGES.map((path) => ({
      path,
      lastmod: lastmodOf[path],
      changefreq:
        path === "/" || path === "/collection" || path === "/events" ? ("daily" as const) : ("weekly" as const),
      priority: path === "/" ? 1 : path === "/collection" || path === "/events" ? 0.9 : 0.7,
    })),
    ...games.map((g) => ({
      path: `/game/${encodeURIComponent(g.slug)}`,
      lastmod: g.updated_at,
      changefreq: "weekly" as const,
      priority: 0.6,
    })),
  ];
  return new Response(buildSitemap(getConfig().publicUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
