import sharp from "sharp";
import { data } from "react-router";
import type { Route } from "./+types/game-images";
import { audit, type Actor, actorOf } from "~/models/audit/audit.server";
import {
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  NOT_YOUR_UPLOAD,
  REMOVE_FAILED,
  TOO_LARGE,
  UPLOAD_FAILED,
} from "~/models/game/game-images";
import { imageInUse, imageUploader } from "~/models/game/game-images.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { readFormData } from "~/utils/forms";
import { STORED_IMAGE_RE } from "~/utils/images";
import { logger } from "~/utils/logger.server";
import { InvalidImageError, removeImage, storedImageId, storeImage } from "~/utils/storage.server";

/**
 * The game form's uploads (docs/departures.md#webp-uploads), answered in JSON for ImageUploader. The server trusts
 * nothing the browser says: the bytes must decode as a raster photo format (a renamed PDF, an SVG or a text file is
 * refused), at most 15 MB; metadata (EXIF, GPS) is dropped and 400/800/1200 px WebP variants are stored under a random
 * name. `remove` throws away an upload the form no longer wants, but never an image a saved game (or product) uses:
 * those go with the game's own save or delete; and only its uploader's (or a manager's).
 */

/** Besides the photo, a body holds the intent, the part headers and a file name: this covers them many times over. */
const ENVELOPE_BYTES = 64 * 1024;
const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

/** Only posts come here; a GET (a typed address, a crawler) is told so. */
export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await readFormDataWithin(request, MAX_UPLOAD_BYTES + ENVELOPE_BYTES);
  if (!form) return data({ error: TOO_LARGE }, { status: 413 });
  const actor = actorOf(user, context);
  const intent = form.get("intent");
  if (intent === "upload") return storeUpload(form.get("file"), actor);
  if (intent === "remove") return removeUpload(form.get("url"), actor, user.role === "manager");
  return data({ error: "Unknown image action" }, { status: 400 });
}

async function storeUpload(file: FormDataEntryValue | null, actor: Actor) {
  if (!(file instanceof File) || file.size === 0) return data({ error: NOT_AN_IMAGE }, { status: 400 });
  if (file.size > MAX_UPLOAD_BYTES) return data({ error: TOO_LARGE }, { status: 413 });
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!(await isRasterImage(bytes))) return data({ error: NOT_AN_IMAGE }, { status: 400 });
  try {
    const stored = await storeImage(bytes);
    await audit(getDb(), {
      action: "game_image_uploaded",
      userId: actor.id,
      entity: "image",
      entityId: storedImageId(stored.imageUrl),
      details: { bytes: file.size },
      ip: actor.ip,
    });
    return { url: stored.imageUrl, thumbnailUrl: stored.thumbnailUrl };
  } catch (error) {
    // The header looked like a photo but the pixels do not decode (a truncated or forged file).
    if (error instanceof InvalidImageError) return data({ error: NOT_AN_IMAGE }, { status: 400 });
    logger.error({ err: error }, "storing an upload failed");
    return data({ error: UPLOAD_FAILED }, { status: 500 });
  }
}

/** By the bytes' own header, never the name or type the browser gave: SVG (a script carrier) and PDF are not photos. */
async function isRasterImage(bytes: Buffer) {
  try {
    const { format } = await sharp(bytes).metadata();
    return format !== undefined && RASTER_FORMATS.has(format);
  } catch {
    return false;
  }
}

async function removeUpload(url: FormDataEntryValue | null, actor: Actor, isManager: boolean) {
  const id = typeof url === "string" && STORED_IMAGE_RE.test(url) ? storedImageId(url) : null;
  if (!id) return data({ error: REMOVE_FAILED }, { status: 400 });
  try {
    // 409 tells the form the image belongs to a saved game: it leaves the form's list, its files stay.
    if (await imageInUse(getDb(), id)) return data({ error: REMOVE_FAILED }, { status: 409 });
    // A colleague's form may still want its unsaved upload; an upload with no known uploader is a manager's to remove.
    if (!isManager && (await imageUploader(getDb(), id)) !== actor.id)
      return data({ error: NOT_YOUR_UPLOAD }, { status: 403 });
    await removeImage(url as string);
    await audit(getDb(), {
      action: "game_image_removed",
      userId: actor.id,
      entity: "image",
      entityId: id,
      ip: actor.ip,
    });
    return { ok: true as const };
  } catch (error) {
    logger.error({ err: error, id }, "removing an upload failed");
    return data({ error: REMOVE_FAILED }, { status: 500 });
  }
}

/**
 * request.formData(), but a body over `limit` bytes is refused (null) while it streams in, so no more than
 * that is ever held. The rest of a refused body is read and dropped rather than the connection cut, so the
 * browser hears the answer; the server has already capped this route's bodies at 25 MB by their declared length.
 */
async function readFormDataWithin(request: Request, limit: number): Promise<FormData | null> {
  if (!request.body) return readFormData(request);
  const reader = request.body.getReader();
  const drain = async () => {
    while (!(await reader.read()).done);
  };
  if (Number(request.headers.get("content-length")) > limit) {
    await drain();
    return null;
  }
  let received = 0;
  const bounded = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      received += value.byteLength;
      if (received > limit) controller.error(new RangeError(`request body over ${limit} bytes`));
      else controller.enqueue(value);
    },
  });
  try {
    return await readFormData(
      new Request(request.url, {
        method: "POST",
        headers: request.headers,
        body: bounded,
        duplex: "half",
      } as RequestInit),
    );
  } catch (error) {
    if (received <= limit) throw error;
    await drain();
    return null;
  }
}
