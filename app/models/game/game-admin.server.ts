import { sql } from "kysely";
import type { Game } from "~/db/schema";
import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { imageVariant, STORED_IMAGE_RE } from "~/utils/images";
import { logger } from "~/utils/logger.server";
import { imageStored, removeImage, storedImageId } from "~/utils/storage.server";
import { audit, type Actor } from "../audit/audit.server";
import type { PublicGame, StaffGameData } from "./game";
import { liveGames, parseList, PUBLIC_GAME_COLUMNS, toPublicGame } from "./game.server";
import { saleFlag, type GameFormInput } from "./game.schema";
import { imageInUse } from "./game-images.server";
import { recordStatusChange } from "./game-status-history.server";
import { assetIdTaken, freeSlug, recordSlugChange } from "./game-identity.server";
import { toRepairEntry } from "../repair/repair-entry.server";
import { repairHistory } from "../repair/repair.server";
import { TIMELINE_PAGE } from "./game-timeline";
import { gameTimeline } from "./game-timeline.server";
import { readGameFigures } from "../stats/stats-screen.server";
import { getConfig } from "~/utils/config.server";
import { readSafetyOverdue } from "../maintenance/safety-overdue.server";

/**
 * Staff writes to games. Every write is one transaction with its audit row and, when the
 * status changes, its status-history row; stored image files are removed only after the commit, and
 * only when no other game or product refers to them.
 */

/** A game as staff see and edit it: the public fields plus condition notes and the version a save must name. */
export type StaffGame = PublicGame & { conditionNotes: string | null; assetId: string | null; version: number };

export const STAFF_GAME_COLUMNS = [...PUBLIC_GAME_COLUMNS, "condition_notes", "asset_id", "version"] as const;

export const toStaffGame = (row: Pick<Game, (typeof STAFF_GAME_COLUMNS)[number]>): StaffGame => ({
  ...toPublicGame(row),
  conditionNotes: row.condition_notes,
  assetId: row.asset_id,
  version: Number(row.version),
});

export async function getStaffGame(db: DB, id: number): Promise<StaffGame | null> {
  const row = await liveGames(db).select(STAFF_GAME_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toStaffGame(row) : null;
}

export type SaveResult =
  | { ok: true; id: number; slug: string; name: string }
  | { ok: false; code: "missing" | "stale" | "bad_image" | "asset_id_taken" };

/** Images a save may keep: those the game already has, and our own uploads that are in the uploads store. */
async function imagesAllowed(urls: readonly string[], current: readonly string[]) {
  for (const url of urls) {
    if (current.includes(url)) continue;
    if (!STORED_IMAGE_RE.test(url) || !(await imageStored(url))) return false;
  }
  return true;
}

/** The columns of what a game's form (and the collection's CSV) sets, its photos apart. */
export function gameFieldColumns(input: Omit<GameFormInput, "images">) {
  return {
    name: input.name,
    asset_id: input.assetId,
    type: input.type,
    type_other: input.otherType,
    location: input.location,
    location_other: input.otherLocation,
    status: input.status,
    condition_notes: input.conditionNotes,
    for_sale: saleFlag(input),
    asking_price: input.askingPrice,
    sale_condition_notes: input.saleConditionNotes,
    missing_parts: JSON.stringify(input.missingParts),
    sale_notes: input.saleNotes,
    year_made: input.yearMade,
    high_score: input.highScore,
  };
}

function columns(input: GameFormInput) {
  const main = input.images[0] ?? null;
  return {
    ...gameFieldColumns(input),
    image_url: main,
    thumbnail_url: main && STORED_IMAGE_RE.test(main) ? imageVariant(main, 400) : main,
    all_images: JSON.stringify(input.images),
  };
}

export async function createGame(db: DB, input: GameFormInput, actor: Actor, now = nowIso()): Promise<SaveResult> {
  if (!(await imagesAllowed(input.images, []))) return { ok: false, code: "bad_image" };
  return db.transaction().execute(async (trx): Promise<SaveResult> => {
    if (await assetIdTaken(trx, input.assetId, null)) return { ok: false, code: "asset_id_taken" };
    const slug = await freeSlug(trx, input.name, input.location, null);
    const { id } = await trx
      .insertInto("games")
      .values({ ...columns(input), slug, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordStatusChange(trx, { gameId: id, from: null, to: input.status, by: actor.id, source: "edit", at: now });
    await audit(trx, {
      action: "game_created",
      userId: actor.id,
      entity: "game",
      entityId: id,
      details: { name: input.name, slug },
      ip: actor.ip,
    });
    return { ok: true, id, slug, name: input.name };
  });
}

/**
 * Saves over version `version` only: a colleague's newer save is never overwritten (code "stale").
 * Images no longer listed are removed from storage after the commit.
 */
export async function updateGame(
  db: DB,
  id: number,
  version: number,
  input: GameFormInput,
  actor: Actor,
  now = nowIso(),
): Promise<SaveResult> {
  const current = await liveGames(db)
    .select(["all_images", "image_url", "version"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) return { ok: false, code: "missing" };
  const before = parseList(current.all_images);
  if (current.image_url && !before.includes(current.image_url)) before.unshift(current.image_url);
  if (!(await imagesAllowed(input.images, before))) return { ok: false, code: "bad_image" };

  const result = await db.transaction().execute(async (trx): Promise<SaveResult> => {
    const row = await liveGames(trx).select(["status", "version", "slug"]).where("id", "=", id).executeTakeFirst();
    if (!row) return { ok: false, code: "missing" };
    if (Number(row.version) !== version) return { ok: false, code: "stale" };
    if (await assetIdTaken(trx, input.assetId, id)) return { ok: false, code: "asset_id_taken" };
    const slug = await freeSlug(trx, input.name, input.location, id);
    const updated = await trx
      .updateTable("games")
      .set({ ...columns(input), slug, updated_at: now, version: sql`version + 1` })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, code: "stale" };
    await recordSlugChange(trx, id, row.slug, slug, now);
    await recordStatusChange(trx, {
      gameId: id,
      from: row.status,
      to: input.status,
      by: actor.id,
      source: "edit",
      at: now,
    });
    await audit(trx, {
      action: "game_updated",
      userId: actor.id,
      entity: "game",
      entityId: id,
      details: { name: input.name, slug, version: version + 1 },
      ip: actor.ip,
    });
    return { ok: true, id, slug, name: input.name };
  });
  if (result.ok)
    await removeUnusedImages(
      db,
      before.filter((url) => !input.images.includes(url)),
    );
  return result;
}

/**
 * Staff delete moves the game to the Trash (docs/departures.md#trash): it disappears from every page, but its
 * repairs, inquiries, manager notes, status history and photos stay until a manager restores it or the
 * Trash is purged 30 days later (game-trash.server.ts). False when there is no such game outside the Trash.
 */
export async function deleteGame(db: DB, id: number, actor: Actor, now = nowIso()): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await liveGames(trx).select(["name", "slug"]).where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    await trx.updateTable("games").set({ deleted_at: now, deleted_by: actor.id }).where("id", "=", id).execute();
    await audit(trx, {
      action: "game_deleted",
      userId: actor.id,
      entity: "game",
      entityId: id,
      details: { name: row.name, slug: row.slug },
      ip: actor.ip,
    });
    return true;
  });
}

/**
 * Removes the stored files of images no game or product refers to any more. A failure leaves files behind (the
 * hourly sweep of unreferenced uploads takes them later), never a game without its images.
 */
export async function removeUnusedImages(db: DB, urls: readonly string[]) {
  for (const url of urls) {
    const id = storedImageId(url);
    if (!id) continue;
    try {
      if (!(await imageInUse(db, id))) await removeImage(url);
    } catch (error) {
      logger.warn({ err: error, url }, "an image of a changed or deleted game could not be removed; the sweep will");
    }
  }
}

/** A game's condition notes alone: the game page's fallback when its repair history cannot be read. */
export async function staffGameNotes(db: DB, gameId: number) {
  const row = await liveGames(db).select("condition_notes").where("id", "=", gameId).executeTakeFirst();
  return row?.condition_notes ?? null;
}

/** The staff-only parts of the game page: condition notes and the repair history, open ones first, then newest. */
export async function staffGameDetails(db: DB, gameId: number) {
  const [notes, repairs] = await Promise.all([
    liveGames(db).select(["condition_notes", "version"]).where("id", "=", gameId).executeTakeFirst(),
    repairHistory(db, gameId),
  ]);
  return { conditionNotes: notes?.condition_notes ?? null, repairs };
}

/**
 * The game page's staff sections; a failure to read the repairs shows the spec's text instead of the list, and
 * a failure to read the timeline leaves the rest of the page standing.
 */
export async function staffGameData(
  db: DB,
  gameId: number,
  missingParts: string[],
  timelineLimit = TIMELINE_PAGE,
): Promise<StaffGameData> {
  const timeline = gameTimeline(db, gameId, timelineLimit).catch((error: unknown) => {
    logger.error({ err: error, gameId }, "loading a game's timeline failed");
    return null;
  });
  const figures = readGameFigures(db, gameId, new Date(), getConfig().timeZone).catch((error: unknown) => {
    logger.error({ err: error, gameId }, "loading a game's availability figures failed");
    return null;
  });
  const safetyOverdue = readSafetyOverdue(db, gameId, new Date()).catch((error: unknown) => {
    logger.error({ err: error, gameId }, "loading a game's overdue safety checks failed");
    return null;
  });
  try {
    const { conditionNotes, repairs } = await staffGameDetails(db, gameId);
    return {
      gameId,
      conditionNotes,
      missingParts,
      repairsError: null,
      repairs: repairs.map(toRepairEntry),
      timeline: await timeline,
      figures: await figures,
      safetyOverdue: await safetyOverdue,
    };
  } catch (error) {
    logger.error({ err: error, gameId }, "loading a game's staff details failed");
    const notes = await staffGameNotes(db, gameId).catch(() => null);
    return {
      gameId,
      conditionNotes: notes,
      missingParts,
      repairs: null,
      repairsError: "Failed to load repair history",
      timeline: await timeline,
      figures: await figures,
      safetyOverdue: await safetyOverdue,
    };
  }
}
