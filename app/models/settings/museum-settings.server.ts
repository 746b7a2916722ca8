import { STARTING_SETTINGS } from "~/db/museum-settings-start";
import { nowIso, type DB } from "~/utils/db.server";
import { readOrNull } from "~/utils/soft-read.server";
import { audit, type Actor } from "../audit/audit.server";
import { liveGames } from "../game/game.server";
import { markChecked } from "../go-live/go-live-checks.server";
import { pagesVersion } from "../operations/content-version.server";
import { publicMuseum, type MuseumSettings, type PublicMuseum } from "./museum-settings";
import { settingsChanges } from "./museum-settings-changes";

/**
 * The museum settings' one row (migration 0028; its first read writes what it starts with). Every page reads
 * them with the number of machines, so each server keeps both in memory under the page version
 * (migrations/page-version.ts): a settings save and any write to the games raise it in their own transaction,
 * so every server reads them again at once.
 */

const SETTINGS_ROW = 1;

export async function readMuseumSettings(db: DB): Promise<MuseumSettings> {
  const row = await db
    .selectFrom("museum_settings")
    .select("settings")
    .where("id", "=", SETTINGS_ROW)
    .executeTakeFirst();
  if (row) return JSON.parse(row.settings) as MuseumSettings;
  // The first read of a new museum (or of one restored from before the settings) writes their starting values,
  // once: two servers reading at once both insert, and the second's insert is dropped.
  await db
    .insertInto("museum_settings")
    .values({ id: SETTINGS_ROW, settings: JSON.stringify(STARTING_SETTINGS), updated_at: nowIso(), updated_by: null })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return readMuseumSettings(db);
}

/** How many machines the museum has (on the floor, in the warehouse, anywhere), the Trash left out. */
export async function countMachines(db: DB) {
  const row = await liveGames(db)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

let kept: { db: DB; version: number; museum: PublicMuseum } | null = null;

/**
 * What every page is given: the settings, with the collection's size and what the address derives. The version
 * is read first, so a write landing meanwhile leaves newer facts under an older version (read again next
 * time), never older facts under the newer one.
 */
export async function loadPublicMuseum(db: DB): Promise<PublicMuseum> {
  const version = await pagesVersion(db);
  if (kept && kept.db === db && kept.version === version) return kept.museum;
  const settings = await readMuseumSettings(db);
  // Counted only when the claim follows the collection; a failed count says 'many' rather than fail every page.
  const machines =
    settings.collectionClaim === null ? await readOrNull("the number of machines", () => countMachines(db)) : null;
  const museum = publicMuseum(settings, machines);
  kept = { db, version, museum };
  return museum;
}

/** The museum's short name, for mails. */
export const museumName = async (db: DB) => (await loadPublicMuseum(db)).name;

/**
 * Saves the settings with an Activity row naming each changed field before and after. Answers false when
 * nothing changed (no write to the settings, no row). Either way a manager went over the admission rows the
 * form holds: the "Going live" checklist counts them checked.
 */
export async function saveMuseumSettings(db: DB, settings: MuseumSettings, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await readMuseumSettings(trx);
    await markChecked(trx, "admission", actor);
    const changes = settingsChanges(before, settings);
    if (changes.length === 0) return false;
    await trx
      .updateTable("museum_settings")
      .set({ settings: JSON.stringify(settings), updated_at: nowIso(), updated_by: actor.id })
      .where("id", "=", SETTINGS_ROW)
      .execute();
    await audit(trx, {
      action: "museum_settings_updated",
      userId: actor.id,
      entity: "museum_settings",
      details: { changes },
      ip: actor.ip,
    });
    return true;
  });
}
