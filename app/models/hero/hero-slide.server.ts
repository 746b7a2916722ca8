import { lockForWrite, nowIso, type DB } from "~/utils/db.server";
import { STORED_IMAGE_RE, UPLOADS_BASE } from "~/utils/images";
import { imageStored } from "~/utils/storage.server";
import { audit, type Actor } from "../audit/audit.server";
import { removeUnusedImages } from "../game/game-admin.server";
import { heroPicture } from "./hero-picture";
import {
  HERO_SLIDES_MAX,
  HERO_SLIDES_MIN,
  isExternalTarget,
  type HeroDirection,
  type HeroSlide,
  type PublicHeroSlide,
} from "./hero-slide";
import type { HeroSlideInput } from "./hero-slide.schema";

/**
 * The hero slides' rows: in `position` order; a new one goes last; moving one swaps it with its neighbour
 * (the positions numbered afresh). Each write is one transaction with its Activity row, holding the table's write lock, so two
 * managers at once never pass the limits (1 to 6) or leave two slides in one place. A photo no slide (nor
 * anything else) uses any more leaves the store after the commit.
 */

/** What a write did, for the screen's sentence; or why it did nothing. */
export type HeroWrite =
  { done: true; heading: string; position: number } | { done: false; why: "missing" | "full" | "last" | "photo" };

const COLUMNS = ["id", "position", "image_url", "alt", "heading", "line", "button_label", "button_target"] as const;

type Row = Record<"image_url" | "alt" | "heading" | "line" | "button_label" | "button_target", string> & { id: number };

const toSlide = (row: Row): HeroSlide => ({
  id: Number(row.id),
  imageUrl: row.image_url,
  alt: row.alt,
  heading: row.heading,
  line: row.line,
  buttonLabel: row.button_label,
  buttonTarget: row.button_target,
});

export async function listHeroSlides(db: DB): Promise<HeroSlide[]> {
  const rows = await db.selectFrom("hero_slides").select(COLUMNS).orderBy("position").orderBy("id").execute();
  return rows.map(toSlide);
}

const columnsOf = (input: HeroSlideInput, actor: Actor) => ({
  image_url: input.imageUrl,
  alt: input.alt,
  heading: input.heading,
  line: input.line,
  button_label: input.buttonLabel,
  button_target: input.buttonTarget,
  updated_at: nowIso(),
  updated_by: actor.id,
});

/** A photo a save may use: the slide's own, or an upload of ours that is in the store. */
const photoAllowed = async (url: string, current?: string) =>
  url === current || (STORED_IMAGE_RE.test(url) && (await imageStored(url)));

export async function createHeroSlide(db: DB, input: HeroSlideInput, actor: Actor): Promise<HeroWrite> {
  if (!(await photoAllowed(input.imageUrl))) return { done: false, why: "photo" };
  return db.transaction().execute(async (trx) => {
    await lockForWrite(trx, "hero_slides");
    const slides = await listHeroSlides(trx);
    if (slides.length >= HERO_SLIDES_MAX) return { done: false, why: "full" };
    const { last } = await trx
      .selectFrom("hero_slides")
      .select((eb) => eb.fn.max("position").as("last"))
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto("hero_slides")
      .values({ ...columnsOf(input, actor), position: Number(last ?? 0) + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, {
      action: "hero_slide_created",
      userId: actor.id,
      entity: "hero_slide",
      entityId: id,
      details: { heading: input.heading },
      ip: actor.ip,
    });
    return { done: true, heading: input.heading, position: slides.length + 1 };
  });
}

export async function updateHeroSlide(db: DB, id: number, input: HeroSlideInput, actor: Actor): Promise<HeroWrite> {
  const before = await db.selectFrom("hero_slides").select("image_url").where("id", "=", id).executeTakeFirst();
  if (!before) return { done: false, why: "missing" };
  if (!(await photoAllowed(input.imageUrl, before.image_url))) return { done: false, why: "photo" };
  const written = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("hero_slides")
      .set(columnsOf(input, actor))
      .where("id", "=", id)
      .returning("position")
      .executeTakeFirst();
    if (!row) return false;
    await audit(trx, {
      action: "hero_slide_updated",
      userId: actor.id,
      entity: "hero_slide",
      entityId: id,
      details: { heading: input.heading, photoReplaced: input.imageUrl !== before.image_url },
      ip: actor.ip,
    });
    return true;
  });
  if (!written) return { done: false, why: "missing" };
  if (input.imageUrl !== before.image_url) await removeUnusedImages(db, [before.image_url]);
  const position = (await listHeroSlides(db)).findIndex((s) => s.id === id) + 1;
  return { done: true, heading: input.heading, position };
}

/** Refused while it is the only slide: the home page's hero needs one (a museum without any is a fresh one). */
export async function deleteHeroSlide(db: DB, id: number, actor: Actor): Promise<HeroWrite> {
  const result = await db.transaction().execute(async (trx) => {
    await lockForWrite(trx, "hero_slides");
    const slides = await listHeroSlides(trx);
    const at = slides.findIndex((s) => s.id === id);
    if (at === -1) return { done: false as const, why: "missing" as const };
    if (slides.length <= HERO_SLIDES_MIN) return { done: false as const, why: "last" as const };
    const slide = slides[at];
    await trx.deleteFrom("hero_slides").where("id", "=", id).execute();
    await audit(trx, {
      action: "hero_slide_deleted",
      userId: actor.id,
      entity: "hero_slide",
      entityId: id,
      details: { heading: slide.heading },
      ip: actor.ip,
    });
    return { done: true as const, heading: slide.heading, position: at + 1, imageUrl: slide.imageUrl };
  });
  if (!result.done) return result;
  await removeUnusedImages(db, [result.imageUrl]);
  return { done: true, heading: result.heading, position: result.position };
}

/** Swaps the slide with the one before (up) or after (down) it; already first or last, nothing moves. */
export async function moveHeroSlide(db: DB, id: number, direction: HeroDirection, actor: Actor): Promise<HeroWrite> {
  return db.transaction().execute(async (trx) => {
    await lockForWrite(trx, "hero_slides");
    const rows = await trx.selectFrom("hero_slides").select(COLUMNS).orderBy("position").orderBy("id").execute();
    const at = rows.findIndex((r) => Number(r.id) === id);
    if (at === -1) return { done: false, why: "missing" };
    const to = direction === "up" ? at - 1 : at + 1;
    const slide = rows[at];
    if (to < 0 || to >= rows.length) return { done: true, heading: slide.heading, position: at + 1 };
    // Numbered afresh from 1, so positions a hand edit left equal still come out in a real order.
    const order = rows.map((r) => Number(r.id));
    [order[at], order[to]] = [order[to], order[at]];
    for (const [i, rowId] of order.entries())
      await trx
        .updateTable("hero_slides")
        .set({ position: i + 1 })
        .where("id", "=", rowId)
        .execute();
    await audit(trx, {
      action: "hero_slide_moved",
      userId: actor.id,
      entity: "hero_slide",
      entityId: id,
      details: { heading: slide.heading, direction, to: to + 1 },
      ip: actor.ip,
    });
    return { done: true, heading: slide.heading, position: to + 1 };
  });
}

/** The slides as the home page draws them: their pictures worked out here, so the page ships no code for it. */
/** Slides whose photo the museum uploaded, not the demo's drawn art. */
export async function countUploadedHeroPhotos(db: DB) {
  const row = await db
    .selectFrom("hero_slides")
    .where("image_url", "like", `${UPLOADS_BASE}/%`)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listPublicHeroSlides(db: DB, uploadsBase: string): Promise<PublicHeroSlide[]> {
  return (await listHeroSlides(db)).flatMap((slide) => {
    const picture = heroPicture(slide.imageUrl, uploadsBase);
    if (!picture) return [];
    const { id, alt, heading, line, buttonLabel: label, buttonTarget: target } = slide;
    return [
      { id, picture, alt, heading, line, button: label ? { label, target, external: isExternalTarget(target) } : null },
    ];
  });
}
