import sharp from "sharp";
import { data } from "react-router";
import type { Route } from "./+types/game-images";
import { audit } from "~/models/audit.server";
import { imageInUse } from "~/models/game-admin.server";
import { MAX_UPLOAD_BYTES, NOT_AN_IMAGE, REMOVE_FAILED, TOO_LARGE, UPLOAD_FAILED } from "~/models/game-images";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { readFormData } from "~/utils/forms";
import { STORED_IMAGE_RE } from "~/utils/images";
import { logger } from "~/utils/logger.server";
import { InvalidImageError, removeImage, storedImageId, storeImage } from "~/utils/storage.server";

/**
 * The game form's uploads (issue 9). The server trusts nothing the browser says: the bytes must decode
 * as a raster photo format (a renamed PDF, an SVG or a text file is refused), at most 15 MB; metadata
 * (EXIF, GPS) is dropped and 400/800/1200 px WebP variants are stored under a random name. `remove`
 * deletes an upload the form no longer wants, but never an image a saved game uses.
 */

const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await readFormData(request);
  const intent = form.get("intent");

  if (intent === "remove") {
    const url = form.get("url");
    const id = typeof url === "string" && STORED_IMAGE_RE.test(url) ? storedImageId(url) : null;
    if (!id) return data({ error: REMOVE_FAILED }, { status: 400 });
    try {
      if (await imageInUse(getDb(), id)) return data({ error: REMOVE_FAILED }, { status: 409 });
      await removeImage(url as string);
      await audit(getDb(), { action: "game_image_removed", userId: user.id, entity: "image", entityId: id, ip: context.ip });
      return { ok: true as const };
    } catch (error) {
      logger.error({ err: error, id }, "removing an upload failed");
      return data({ error: REMOVE_FAILED }, { status: 500 });
    }
  }

  if (intent !== "upload") return data({ error: UPLOAD_FAILED }, { status: 400 });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data({ error: NOT_AN_IMAGE }, { status: 400 });
  if (file.size > MAX_UPLOAD_BYTES) return data({ error: TOO_LARGE }, { status: 413 });
  const bytes = Buffer.from(await file.arrayBuffer());
  try {
    const format = (await sharp(bytes).metadata()).format;
    if (!format || !RASTER_FORMATS.has(format)) return data({ error: NOT_AN_IMAGE }, { status: 400 });
    const stored = await storeImage(bytes);
    await audit(getDb(), { action: "game_image_uploaded", userId: user.id, entity: "image", entityId: storedImageId(stored.imageUrl), ip: context.ip });
    return { url: stored.imageUrl, thumbnailUrl: stored.thumbnailUrl };
  } catch (error) {
    if (error instanceof InvalidImageError || (error instanceof Error && /unsupported image format|Input buffer/i.test(error.message))) {
      return data({ error: NOT_AN_IMAGE }, { status: 400 });
    }
    logger.error({ err: error }, "storing an upload failed");
    return data({ error: UPLOAD_FAILED }, { status: 500 });
  }
}
