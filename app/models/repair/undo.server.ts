import { href } from "react-router";
import type { GameStatus, PartStatus, RepairStatus } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { changeGameStatus } from "../game/game-status-history.server";
import { offerUndo, readUndo, type UndoTicket } from "../shared/undo-token.server";
import { UNDO_INVALID, UNDO_MOVED_ON } from "../shared/undo";
import { isClosed, OUTSTANDING_PARTS } from "./floor";
import { recordPartChange } from "./part-changes.server";
import { recordRepairEvent } from "./repair-events.server";
import { restoreRepair } from "./repair-trash.server";
import type { ThreadAnswer } from "./thread.server";
import { REPAIR_GONE } from "./thread";
import { REPAIR_UNDO_INTENTS } from "./thread.schema";

/**
 * Undo of the repair floor's Resolve, Take it and Delete (docs/design.md#confirmations-and-undo). Each action
 * hands back an offer whose ticket holds what the repair and its machine were before; the undo puts exactly that
 * back, only while the repair is still as the action left it (its own time stamp on it), and audits the reversal.
 */

/** What Resolve and Take it change, as it was before them. */
export type RepairBefore = {
  status: RepairStatus;
  assignedTo: number | null;
  assignedAt: string | null;
  gameStatus: GameStatus;
  /** The parts it still waited for; a resolve may cancel them. */
  parts: { id: number; status: PartStatus }[];
};
type ResolveBefore = RepairBefore & { gameStatusAfter: GameStatus };

type RepairUndoKind = keyof typeof REPAIR_UNDO_INTENTS;

const repairNow = (db: DB, repairId: number) =>
  db
    .selectFrom("repairs")
    .innerJoin("games", "games.id", "repairs.game_id")
    .select([
      "repairs.game_id",
      "repairs.status",
      "repairs.assigned_to",
      "repairs.assigned_at",
      "repairs.resolved_at",
      "repairs.resolved_by",
      "repairs.deleted_at",
      "repairs.deleted_by",
      "games.slug",
      "games.status as game_status",
    ])
    .where("repairs.id", "=", repairId)
    .where("games.deleted_at", "is", null)
    .executeTakeFirst();

/** The repair as Resolve or Take it finds it; undefined when it is gone or in the Trash. */
export async function repairBefore(db: DB, repairId: number): Promise<RepairBefore | undefined> {
  const row = await repairNow(db, repairId);
  if (!row || row.deleted_at !== null) return undefined;
  const parts = await db
    .selectFrom("repair_parts")
    .select(["id", "status"])
    .where("repair_id", "=", repairId)
    .where("status", "in", OUTSTANDING_PARTS)
    .execute();
  return {
    status: row.status,
    assignedTo: row.assigned_to,
    assignedAt: row.assigned_at,
    gameStatus: row.game_status,
    parts,
  };
}

/** The offer to undo what `kind` did to the repair at `at`. Resolve's also notes the machine's status after it. */
export async function repairUndoOffer(
  db: DB,
  kind: RepairUndoKind,
  repairId: number,
  actor: Actor,
  at: string,
  before: RepairBefore | null,
) {
  const after = kind === "resolve" ? (await repairNow(db, repairId))?.game_status : undefined;
  const ticket: UndoTicket = {
    kind,
    id: repairId,
    by: actor.id,
    at,
    before: before && after ? { ...before, gameStatusAfter: after } : before,
  };
  return offerUndo(href("/repairs/:id", { id: String(repairId) }), REPAIR_UNDO_INTENTS[kind], ticket);
}

const movedOn = { ok: false, status: 409, error: UNDO_MOVED_ON } as const;
const gone = { ok: false, status: 404, error: REPAIR_GONE } as const;

/** Runs one undo intent of the thread inside `trx`: the ticket is checked first, then the repair. */
export async function undoRepairStep(
  trx: DB,
  repairId: number,
  intent: (typeof REPAIR_UNDO_INTENTS)[RepairUndoKind],
  token: string | undefined,
  actor: Actor,
  now = new Date(),
): Promise<ThreadAnswer> {
  const kind = (Object.keys(REPAIR_UNDO_INTENTS) as RepairUndoKind[]).find((k) => REPAIR_UNDO_INTENTS[k] === intent);
  if (!kind) return { ok: false, status: 400, error: UNDO_INVALID };
  const read = readUndo<ResolveBefore | null>(token, { kind, id: repairId, userId: actor.id }, now.getTime());
  if (!read.ok) return read;
  const { ticket } = read;
  const row = await repairNow(trx, repairId);
  if (!row) return gone;
  const at = now.toISOString();
  if (kind === "delete-repair") {
    if (row.deleted_at !== ticket.at || row.deleted_by !== ticket.by) return movedOn;
    await restoreRepair(trx, repairId, actor, "repair_delete_undone");
    return { ok: true, slug: row.slug, message: `Undone: repair #${repairId} is back.` };
  }
  const before = ticket.before;
  if (row.deleted_at !== null || !before) return gone;
  if (kind === "take") {
    const takenStatus = before.status === "open" ? "in_progress" : before.status;
    if (row.assigned_to !== ticket.by || row.assigned_at !== ticket.at || row.status !== takenStatus) return movedOn;
    await trx
      .updateTable("repairs")
      .set({ assigned_to: before.assignedTo, assigned_at: before.assignedAt, status: before.status, updated_at: at })
      .where("id", "=", repairId)
      .execute();
    await audited(trx, "repair_take_undone", repairId, actor, { gameId: row.game_id, assignedTo: before.assignedTo });
    return { ok: true, slug: row.slug, message: `Undone: repair #${repairId} is given back.` };
  }
  const stillResolved =
    row.status === "resolved" &&
    row.resolved_at === ticket.at &&
    row.resolved_by === ticket.by &&
    !isClosed(before.status);
  if (!stillResolved || row.game_status !== before.gameStatusAfter) return movedOn;
  await trx
    .updateTable("repairs")
    .set({ status: before.status, resolved: false, resolved_at: null, resolved_by: null, updated_at: at })
    .where("id", "=", repairId)
    .execute();
  await restoreCancelledParts(trx, repairId, row.game_id, before.parts, ticket.at, actor, at);
  await changeGameStatus(trx, {
    gameId: row.game_id,
    from: row.game_status,
    to: before.gameStatus,
    by: actor.id,
    source: "repair",
    at,
  });
  await recordRepairEvent(trx, { repairId, kind: "reopened", detail: { undo: true }, actor: actor.id, at });
  await audited(trx, "repair_resolve_undone", repairId, actor, {
    gameId: row.game_id,
    status: before.status,
    ...(row.game_status !== before.gameStatus ? { from: row.game_status, to: before.gameStatus } : {}),
  });
  return { ok: true, slug: row.slug, message: `Undone: repair #${repairId} is open again.` };
}

/** The parts the resolve cancelled (at its own time stamp) go back to what they were. */
async function restoreCancelledParts(
  trx: DB,
  repairId: number,
  gameId: number,
  parts: RepairBefore["parts"],
  resolvedAt: string,
  actor: Actor,
  at: string,
) {
  if (!parts.length) return;
  const cancelled = await trx
    .selectFrom("repair_parts")
    .select(["id", "name"])
    .where("repair_id", "=", repairId)
    .where("status", "=", "cancelled")
    .where("updated_at", "=", resolvedAt)
    .execute();
  for (const part of cancelled) {
    const status = parts.find((p) => p.id === part.id)?.status;
    if (!status) continue;
    await trx.updateTable("repair_parts").set({ status, updated_at: at }).where("id", "=", part.id).execute();
    await recordPartChange(trx, { repairId, gameId, partId: part.id, name: part.name, status }, actor, at);
  }
}

const audited = (
  trx: DB,
  action: "repair_take_undone" | "repair_resolve_undone",
  repairId: number,
  actor: Actor,
  details: Record<string, unknown>,
) => audit(trx, { action, userId: actor.id, entity: "repair", entityId: repairId, details, ip: actor.ip });
