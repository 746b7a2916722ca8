import { sql } from "kysely";
import { nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { gameFieldColumns } from "../game/game-admin.server";
import { freeSlug, recordSlugChange, takenSlugs } from "../game/game-identity.server";
import { recordFirstStatuses, recordStatusChange } from "../game/game-status-history.server";
import { gameSlug, uniqueSlug } from "../game/slug";
import type { DryRun } from "./collection-csv";
import type { Sheet } from "./csv-file.server";
import { dryRunOf, planImport, type ImportPlan } from "./import-plan.server";

/**
 * The confirm: the dry run done again inside one transaction, applied only when it is the plan the manager saw
 * (same hash), else nothing is written and the new plan is shown. Photos are never touched: a new machine has
 * none, and an updated one keeps its own. One Activity row says who imported what, and how many.
 */

export type ImportOutcome = { ok: true; added: number; updated: number } | { ok: false; changed: DryRun };

/** A machine changed between reading it and writing it (a colleague's save on PostgreSQL): undo everything. */
class PlanChanged extends Error {}

export async function applyImport(
  db: DB,
  sheet: Sheet,
  fileName: string,
  confirmedHash: string,
  currentYear: number,
  actor: Actor,
  now = nowIso(),
): Promise<ImportOutcome> {
  try {
    return await db.transaction().execute(async (trx): Promise<ImportOutcome> => {
      const plan = await planImport(trx, sheet, fileName, currentYear);
      if (plan.hash !== confirmedHash) return { ok: false, changed: dryRunOf(plan) };
      await writePlan(trx, plan, actor, now);
      return { ok: true, added: plan.adds.length, updated: plan.updates.length };
    });
  } catch (error) {
    if (!(error instanceof PlanChanged)) throw error;
    return { ok: false, changed: dryRunOf(await planImport(db, sheet, fileName, currentYear)) };
  }
}

/** Rows a statement inserts at most: PostgreSQL takes 65,535 values a statement, and a game is some 20. */
const CHUNK = 500;

async function writePlan(trx: DB, plan: ImportPlan, actor: Actor, now: string) {
  if (!plan.addInputs.length && !plan.updateInputs.length) return;
  // Updates first: a machine renamed takes its slug before the new ones are handed out.
  for (const { gameId, version, before, input } of plan.updateInputs) {
    const moved = input.name !== before.name || input.location !== before.location;
    const slug = moved ? await freeSlug(trx, input.name, input.location, gameId) : before.slug;
    const updated = await trx
      .updateTable("games")
      .set({ ...gameFieldColumns(input), slug, updated_at: now, version: sql`version + 1` })
      .where("id", "=", gameId)
      .where("version", "=", version)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new PlanChanged();
    await recordSlugChange(trx, gameId, before.slug, slug, now);
    await recordStatusChange(trx, {
      gameId,
      from: before.status as typeof input.status,
      to: input.status,
      by: actor.id,
      source: "edit",
      at: now,
    });
  }
  const taken = await takenSlugs(trx);
  const rows = plan.addInputs.map((input) => {
    const slug = uniqueSlug(gameSlug(input.name, input.location), taken);
    taken.add(slug);
    const photos = { image_url: null, thumbnail_url: null, all_images: "[]" };
    return { ...gameFieldColumns(input), ...photos, slug, created_at: now, updated_at: now };
  });
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const added = await trx.insertInto("games").values(chunk).returning(["id", "slug"]).execute();
    const statusOf = new Map(chunk.map((row) => [row.slug, row.status]));
    await recordFirstStatuses(
      trx,
      added.map((game) => ({ gameId: game.id, to: statusOf.get(game.slug)! })),
      actor.id,
      now,
    );
  }
  await audit(trx, {
    action: "collection_imported",
    userId: actor.id,
    entity: "game",
    details: { file: plan.fileName, added: plan.addInputs.length, updated: plan.updateInputs.length },
    ip: actor.ip,
  });
}
