import type { Route } from "./+types/sitemap[.]xml";
import { latestEventUpdate } from "~/models/event/event.server";
import { listGameSlugs } from "~/models/game/game.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { buildSitemap, sitemapEntries } from "~/utils/sitemap";

export async function loader(_: Route.LoaderArgs) {
  const db = getDb();
  const [games, eventsUpdated] = await Promise.all([listGameSlugs(db), latestEventUpdate(db)]);
  return new Response(buildSitemap(getConfig().publicUrl, sitemapEntries({ games, eventsUpdated })), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
