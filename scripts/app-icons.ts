import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { STAFF_APP_ICONS } from "~/components/offline/staff-app";

/** The drawn mark's own dark corner: a maskable icon's bleed, which a phone may crop to any shape. */
const MASKABLE_BLEED = "#2a1466";
/** A maskable icon keeps what matters inside the middle 80% (the safe zone's circle). */
const SAFE_ZONE = 0.8;

/** Writes the staff app's PNG icons (app/components/offline/staff-app.ts) from public/logo.svg into the client build. */
export async function writeAppIcons(clientDir: string) {
  const svg = fs.readFileSync(path.resolve("public/logo.svg"));
  for (const { src, size, purpose } of STAFF_APP_ICONS) {
    const file = path.join(clientDir, src.slice(1));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (purpose === "any") {
      await sharp(svg, { density: 300 }).resize(size, size).png().toFile(file);
      continue;
    }
    const inner = Math.round(size * SAFE_ZONE);
    const mark = await sharp(svg, { density: 300 }).resize(inner, inner).png().toBuffer();
    await sharp({ create: { width: size, height: size, channels: 4, background: MASKABLE_BLEED } })
      .composite([{ input: mark, gravity: "center" }])
      .png()
      .toFile(file);
  }
}
