import sharp from "sharp";
import { getFileStore } from "~/utils/file-store.server";
import { IMAGE_WIDTHS, imageVariant, UPLOADS_BASE, type ImageWidth } from "~/utils/images";
import { logger } from "~/utils/logger.server";
import { STAFF_APP_ICONS } from "~/components/offline/staff-app";
import { BACKGROUND_COLOUR, THEME_COLOUR } from "~/utils/site-colours";
import { storedImageNames } from "~/utils/storage.server";
import type { PublicMuseum } from "./museum-settings";

/**
 * The web app manifest (/manifest.webmanifest): what a phone names and shows when a visitor adds the site to
 * the home screen. Its icons are the museum's logo, else the drawn mark.
 */

export type ManifestIcon = { src: string; sizes: string; type: string; purpose: "any" | "maskable" };

/** The drawn mark: an SVG drawn at any size. */
export const DRAWN_MARK_ICONS: ManifestIcon[] = [
  { src: "/logo.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
];

/**
 * The logo's stored widths a home screen uses. The image pipeline writes 400, 800 and 1200 px wide WebP, in
 * the upload's own proportions and never enlarged, so the sizes a manifest must state are read from the files.
 */
const ICON_WIDTHS = [400, 800] as const satisfies readonly ImageWidth[];

/** A logo's icons by its address: a stored image never changes, a new logo is a new address. */
const iconsKept = new Map<string, ManifestIcon[]>();

async function logoIcons(logoUrl: string, uploadsBase: string): Promise<ManifestIcon[]> {
  const key = `${uploadsBase} ${logoUrl}`;
  const kept = iconsKept.get(key);
  if (kept) return kept;
  const names = storedImageNames(logoUrl);
  if (!names) return [];
  const store = getFileStore();
  const icons: ManifestIcon[] = [];
  for (const width of ICON_WIDTHS) {
    const bytes = await store.get(names[IMAGE_WIDTHS.indexOf(width)]);
    if (!bytes) return [];
    const { width: w, height: h } = await sharp(bytes).metadata();
    if (!w || !h) return [];
    // A small logo's wider variants are the same size: one icon per size.
    if (icons.some((icon) => icon.sizes === `${w}x${h}`)) continue;
    icons.push({
      src: imageVariant(logoUrl, width, uploadsBase),
      sizes: `${w}x${h}`,
      type: "image/webp",
      purpose: "any",
    });
  }
  iconsKept.set(key, icons);
  return icons;
}

/** The drawn mark as the staff app's PNGs: Chromium offers to install an app with a 192 and a 512 px icon. */
const DRAWN_MARK_APP_ICONS: ManifestIcon[] = STAFF_APP_ICONS.map(({ src, size, purpose }) => ({
  src,
  sizes: `${size}x${size}`,
  type: "image/png",
  purpose,
}));

/**
 * Which app the manifest describes: the public site, or the staff app that only staff pages link to. The staff app
 * has an identity of its own, so a phone may hold both, and opens on the Repair Dashboard.
 */
export type ManifestApp = "site" | "staff";

export async function webManifest(museum: PublicMuseum, uploadsBase = UPLOADS_BASE, app: ManifestApp = "site") {
  let icons: ManifestIcon[] = [];
  if (museum.logoUrl)
    icons = await logoIcons(museum.logoUrl, uploadsBase).catch((error: unknown) => {
      logger.warn({ err: error }, "manifest: the logo's sizes could not be read");
      return [];
    });
  if (app === "staff")
    return {
      id: "/repairs",
      name: `${museum.name} Staff`,
      short_name: `${museum.name} Staff`,
      description: "Repairs and upkeep on the floor, also where the Wi-Fi drops.",
      lang: "en",
      start_url: "/repairs",
      scope: "/",
      display: "standalone",
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      icons: icons.length ? icons : DRAWN_MARK_APP_ICONS,
    };
  return {
    // The app's identity stays "/" whatever the museum is renamed to, so an installed site is not installed twice.
    id: "/",
    name: museum.longName,
    short_name: museum.name,
    description: museum.tagline,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: icons.length ? icons : DRAWN_MARK_ICONS,
  };
}
