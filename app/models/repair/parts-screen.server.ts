import type { DB } from "~/utils/db.server";
import { staffName } from "../account/staff-name";
import { OUTSTANDING_PARTS } from "./floor";

/**
 * The Parts screen's two lists. A part is worth ordering only while its repair is open: closing the repair
 * takes its parts off the list. A part already ordered is still on its way, though, so until it arrives it is
 * listed apart, under its closed repair, for whoever unpacks it to mark it Received. A received or cancelled part
 * is waited for by nobody.
 */

function outstandingPartsOf(db: DB) {
  return db
    .selectFrom("repair_parts")
    .innerJoin("repairs", "repairs.id", "repair_parts.repair_id")
    .innerJoin("games", "games.id", "repairs.game_id")
    .leftJoin("users as requester", "requester.id", "repair_parts.requested_by")
    .select([
      "repair_parts.id",
      "repair_parts.name",
      "repair_parts.quantity",
      "repair_parts.url",
      "repair_parts.cost",
      "repair_parts.status",
      "repair_parts.requested_at",
      "repair_parts.ordered_at",
      "repairs.id as repair_id",
      "repairs.comment as repair_comment",
      "games.id as game_id",
      "games.name as game_name",
      "games.slug as game_slug",
      "requester.name as requested_by_name",
      "requester.email as requested_by_email",
    ])
    .where("repair_parts.status", "in", OUTSTANDING_PARTS)
    .where("repairs.deleted_at", "is", null)
    .where("games.deleted_at", "is", null)
    .orderBy("repair_parts.requested_at")
    .orderBy("repair_parts.id");
}

/** A part row with who asked for it by name (staffName), the address left behind. */
function withRequester<Row extends { requested_by_name: string | null; requested_by_email: string | null }>(
  rows: Row[],
) {
  return rows.map(({ requested_by_name, requested_by_email, ...row }) => ({
    ...row,
    requestedBy: staffName(requested_by_name, requested_by_email),
  }));
}

/** Every part an open repair waits for, oldest request first, with its machine and repair. */
export async function partsToReceive(db: DB, limit = 500) {
  return withRequester(await outstandingPartsOf(db).where("repairs.resolved", "=", false).limit(limit).execute());
}

/** Parts ordered for repairs closed since, oldest request first: on their way, though nothing waits for them. */
export async function partsOrderedForClosedRepairs(db: DB, limit = 500) {
  return withRequester(
    await outstandingPartsOf(db)
      .where("repairs.resolved", "=", true)
      .where("repair_parts.status", "=", "ordered")
      .limit(limit)
      .execute(),
  );
}
