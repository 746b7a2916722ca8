import type { PartStatus } from "~/db/schema";
import { getConfig } from "~/utils/config.server";
import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { sendMail } from "~/utils/mail.server";
import { audit, type Actor } from "../audit/audit.server";
import { changeGameStatus } from "../game/game-status-history.server";
import { canCancel, isClosed } from "./floor";
import { outstandingParts, recordPartChange } from "./part-changes.server";
import { recordRepairEvent } from "./repair-events.server";

/**
 * Parts a repair waits for, kept in step with the spec's statuses: while an open repair waits for
 * any part it is Waiting for parts, and a machine that is In Repair becomes Awaiting Parts (a machine still
 * on the floor with a minor repair stays Operational while its part comes). When the last part arrives the
 * repair is In progress again, the machine In Repair (unless another repair still waits for parts), and
 * whoever took the repair is mailed. A cancelled part is waited for no longer, like a received one, but is final:
 * only a part still Requested or Ordered can be cancelled, and a cancelled one does not change again.
 */

export type NewPart = { name: string; quantity: number; url: string | null; cost: number | null };

/** Other open repairs of the machine still waiting for parts. */
async function othersWaiting(db: DB, gameId: number, repairId: number) {
  const row = await db
    .selectFrom("repairs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("game_id", "=", gameId)
    .where("id", "!=", repairId)
    .where("status", "=", "waiting_for_parts")
    .where("deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Requests parts for an open repair, optionally from a work entry. Null when the repair is gone or closed. */
export async function requestParts(
  db: DB,
  repairId: number,
  parts: NewPart[],
  actor: Actor,
  { entryId = null, now = nowIso() }: { entryId?: number | null; now?: string } = {},
) {
  if (parts.length === 0) return null;
  return inTransaction(db, async (trx) => {
    const repair = await trx
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select(["repairs.id", "repairs.status", "repairs.game_id", "games.status as game_status"])
      .where("repairs.id", "=", repairId)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .executeTakeFirst();
    if (!repair || isClosed(repair.status)) return null;
    const ids: number[] = [];
    for (const part of parts) {
      const { id } = await trx
        .insertInto("repair_parts")
        .values({
          repair_id: repairId,
          entry_id: entryId,
          ...part,
          status: "requested",
          requested_by: actor.id,
          requested_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(id);
      await recordRepairEvent(trx, {
        repairId,
        kind: "part",
        detail: { partId: id, name: part.name, status: "requested" },
        actor: actor.id,
        at: now,
      });
    }
    if (repair.status !== "waiting_for_parts") {
      await trx
        .updateTable("repairs")
        .set({ status: "waiting_for_parts", updated_at: now })
        .where("id", "=", repairId)
        .execute();
      await recordRepairEvent(trx, {
        repairId,
        kind: "status",
        detail: { from: repair.status, to: "waiting_for_parts" },
        actor: actor.id,
        at: now,
      });
    }
    if (repair.game_status === "In Repair")
      await changeGameStatus(trx, {
        gameId: repair.game_id,
        from: "In Repair",
        to: "Awaiting Parts",
        by: actor.id,
        source: "repair",
        at: now,
      });
    await audit(trx, {
      action: "repair_parts_requested",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id, parts: parts.map((p) => p.name) },
      ip: actor.ip,
    });
    return ids;
  });
}

export type PartChange =
  | { ok: true; repairStatus: string; gameStatus: string }
  | { ok: false; reason: "gone" | "not_cancellable" | "cancelled" };

/** Marks a part Ordered, Received or Cancelled (or back to Requested, for a wrong click). */
export async function setPartStatus(db: DB, partId: number, status: PartStatus, actor: Actor, now = nowIso()) {
  return inTransaction(db, async (trx): Promise<PartChange> => {
    const part = await trx
      .selectFrom("repair_parts")
      .innerJoin("repairs", "repairs.id", "repair_parts.repair_id")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select([
        "repair_parts.id",
        "repair_parts.name",
        "repair_parts.status",
        "repairs.id as repair_id",
        "repairs.status as repair_status",
        "repairs.assigned_to",
        "repairs.game_id",
        "games.name as game_name",
        "games.slug",
        "games.status as game_status",
      ])
      .where("repair_parts.id", "=", partId)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .executeTakeFirst();
    if (!part) return { ok: false, reason: "gone" };
    if (part.status === status) return { ok: true, repairStatus: part.repair_status, gameStatus: part.game_status };
    if (part.status === "cancelled") return { ok: false, reason: "cancelled" };
    if (status === "cancelled" && !canCancel(part.status)) return { ok: false, reason: "not_cancellable" };
    await trx
      .updateTable("repair_parts")
      .set({
        status,
        updated_at: now,
        ...(status === "ordered" ? { ordered_at: now } : {}),
        received_at: status === "received" ? now : null,
      })
      .where("id", "=", partId)
      .execute();
    await recordPartChange(
      trx,
      { repairId: part.repair_id, gameId: part.game_id, partId, name: part.name, status },
      actor,
      now,
    );

    let repairStatus = part.repair_status;
    let gameStatus = part.game_status;
    const waiting = (await outstandingParts(trx, part.repair_id)).length;
    const open = !isClosed(part.repair_status);
    if (open && waiting === 0 && part.repair_status === "waiting_for_parts") {
      repairStatus = "in_progress";
      await trx
        .updateTable("repairs")
        .set({ status: "in_progress", updated_at: now })
        .where("id", "=", part.repair_id)
        .execute();
      await recordRepairEvent(trx, {
        repairId: part.repair_id,
        kind: "status",
        detail: { from: "waiting_for_parts", to: "in_progress" },
        actor: actor.id,
        at: now,
      });
      if (part.game_status === "Awaiting Parts" && (await othersWaiting(trx, part.game_id, part.repair_id)) === 0) {
        gameStatus = "In Repair";
        await changeGameStatus(trx, {
          gameId: part.game_id,
          from: "Awaiting Parts",
          to: "In Repair",
          by: actor.id,
          source: "repair",
          at: now,
        });
      }
      // The last part cancelled rather than received: nothing arrived to tell anyone about.
      if (part.assigned_to !== null && status === "received") await mailPartsArrived(trx, part.assigned_to, part);
    } else if (open && waiting > 0 && part.repair_status !== "waiting_for_parts") {
      // A part set back to Requested: the repair waits again.
      repairStatus = "waiting_for_parts";
      await trx
        .updateTable("repairs")
        .set({ status: "waiting_for_parts", updated_at: now })
        .where("id", "=", part.repair_id)
        .execute();
    }
    return { ok: true, repairStatus, gameStatus };
  });
}

async function mailPartsArrived(db: DB, userId: number, part: { repair_id: number; game_name: string; slug: string }) {
  const user = await db
    .selectFrom("users")
    .select("email")
    .where("id", "=", userId)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  if (!user) return;
  const { publicUrl } = getConfig();
  await sendMail(
    {
      kind: "repair_notice",
      to: user.email,
      subject: `Parts arrived: ${part.game_name}`,
      text: [
        `Every part for repair #${part.repair_id} on ${part.game_name} has arrived. The repair is In progress again.`,
        "",
        `Game page: ${publicUrl}/game/${part.slug}`,
        `Parts: ${publicUrl}/repairs/parts`,
      ].join("\n"),
    },
    db,
  );
}
