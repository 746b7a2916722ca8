import { getConfig } from "~/utils/config.server";
import { buildRobots } from "~/utils/sitemap";

export function loader() {
  return new Response(buildRobots(getConfig().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
