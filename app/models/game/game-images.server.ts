import type { DB } from "~/utils/db.server";
import { getFileStore, type FileStore } from "~/utils/file-store.server";
import { storedImageId } from "~/utils/storage.server";

/**
 * Which stored images (`/uploads/{id}-{width}.webp`) are still wanted. Games name theirs in image_url,
 * thumbnail_url and all_images; the shop's products keep theirs in the same store (the demo seed puts
 * them there), so they count too, and so do the repair floor's photos (a repair's first comment and its work
 * entries) and maintenance's (a task done), and so does the museum's logo (its settings), and so do the home page's hero slides (the demo's slides show static files of the build).
 */

/** An upload no saved row refers to after this long belongs to a form that was abandoned. */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

const IMAGE_ID_RE = /[0-9a-f]{32}/g;

/** Whether any game, product or repair refers to the stored image `id` (32 hex characters, so LIKE needs no escaping). */
export async function imageInUse(db: DB, id: string): Promise<boolean> {
  const pattern = `%${id}%`;
  const game = await db
    .selectFrom("games")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("image_url", "like", pattern),
        eb("thumbnail_url", "like", pattern),
        eb("all_images", "like", pattern),
      ]),
    )
    .executeTakeFirst();
  if (game) return true;
  const product = await db.selectFrom("products").select("id").where("image_url", "like", pattern).executeTakeFirst();
  if (product) return true;
  const repair = await db.selectFrom("repairs").select("id").where("photos", "like", pattern).executeTakeFirst();
  if (repair) return true;
  const entry = await db.selectFrom("repair_entries").select("id").where("photos", "like", pattern).executeTakeFirst();
  if (entry) return true;
  const done = await db.selectFrom("maintenance_done").select("id").where("photos", "like", pattern).executeTakeFirst();
  if (done) return true;
  const logo = await db
    .selectFrom("museum_settings")
    .select("id")
    .where("settings", "like", pattern)
    .executeTakeFirst();
  if (logo) return true;
  const slide = await db.selectFrom("hero_slides").select("id").where("image_url", "like", pattern).executeTakeFirst();
  return slide !== undefined;
}

/** Who uploaded the stored image `id`, as its upload's audit row records; null when no row says. */
export async function imageUploader(db: DB, id: string): Promise<number | null> {
  const row = await db
    .selectFrom("audit_log")
    .select("user_id")
    .where("action", "=", "game_image_uploaded")
    .where("entity", "=", "image")
    .where("entity_id", "=", id)
    .orderBy("id")
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Every stored image id some game, product or repair refers to: one pass over both tables instead of a query per file. */
async function imageIdsInUse(db: DB): Promise<Set<string>> {
  const [games, products, repairs, entries, done, settings, slides] = await Promise.all([
    db.selectFrom("games").select(["image_url", "thumbnail_url", "all_images"]).execute(),
    db.selectFrom("products").select("image_url").execute(),
    db.selectFrom("repairs").select("photos").where("photos", "!=", "[]").execute(),
    db.selectFrom("repair_entries").select("photos").where("photos", "!=", "[]").execute(),
    db.selectFrom("maintenance_done").select("photos").where("photos", "!=", "[]").execute(),
    db.selectFrom("museum_settings").select("settings").execute(),
    db.selectFrom("hero_slides").select("image_url").execute(),
  ]);
  const texts = [
    ...games.flatMap((g) => [g.image_url, g.thumbnail_url, g.all_images]),
    ...products.map((p) => p.image_url),
    ...repairs.map((r) => r.photos),
    ...entries.map((e) => e.photos),
    ...done.map((d) => d.photos),
    ...settings.map((s) => s.settings),
    ...slides.map((s) => s.image_url),
  ];
  return new Set(texts.flatMap((text) => text?.match(IMAGE_ID_RE) ?? []));
}

type StoredFiles = { names: string[]; modified: number };

/** Each stored image's files and the newest of their modification times; other files are not ours to judge. */
async function storedImagesIn(store: FileStore): Promise<Map<string, StoredFiles>> {
  const images = new Map<string, StoredFiles>();
  for await (const file of store.list()) {
    const id = storedImageId(file.name);
    if (!id) continue;
    const image = images.get(id) ?? { names: [], modified: 0 };
    image.names.push(file.name);
    image.modified = Math.max(image.modified, file.modified.getTime());
    images.set(id, image);
  }
  return images;
}

/**
 * Deletes the files of stored images that no game or product refers to and that are older than a day:
 * uploads of forms that were never saved, and leftovers of a removal that failed. A form's own uploads
 * stay while anyone could still be filling it in. Returns how many images it removed.
 */
export async function sweepOrphanImages(db: DB, now = new Date()): Promise<number> {
  const store = getFileStore();
  const cutoff = now.getTime() - ORPHAN_AGE_MS;
  const old = [...(await storedImagesIn(store))].filter(([, image]) => image.modified < cutoff);
  if (old.length === 0) return 0;
  // Read after the listing, so an image saved to a game meanwhile is seen as in use.
  const inUse = await imageIdsInUse(db);
  const orphans = old.filter(([id]) => !inUse.has(id));
  for (const [, image] of orphans) await Promise.all(image.names.map((name) => store.remove(name)));
  return orphans.length;
}
