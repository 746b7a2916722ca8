import crypto from "node:crypto";
import { loadPublicMuseum } from "~/models/settings/museum-settings.server";
import { webManifest } from "~/models/settings/web-manifest.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { UPLOADS_BASE } from "~/utils/images";
import type { Route } from "./+types/manifest[.]webmanifest";

/**
 * The web app manifest every page links to, and with `?app=staff` the staff app's, which staff pages link to too.
 * Browsers ask again each time they use it (no-cache) and get a 304 while it is unchanged, so a new name or logo
 * shows on the next request.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const museum = await loadPublicMuseum(getDb());
  const app = new URL(request.url).searchParams.get("app") === "staff" ? "staff" : "site";
  const body = JSON.stringify(await webManifest(museum, getConfig().storagePublicUrl ?? UPLOADS_BASE, app));
  const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = { "Content-Type": "application/manifest+json", "Cache-Control": "public, no-cache", ETag: etag };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
