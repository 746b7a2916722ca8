import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { formatMuseumDay } from "~/utils/museum-date.server";
import { museumClock } from "../hours/museum-clock";
import { readUptimeStats } from "./uptime.server";

/**
 * Games For Sale's service record: facts from our own records, never staff text. Over the 12 months
 * before `now`:
 * - last verified working: the later of the machine's last return to Operational (from In Repair or Awaiting
 *   Parts; being added as Operational is not a check) and a staff "verified working" check, as a museum date;
 * - repairs: repair records logged in the period, less those closed as a duplicate or could not reproduce;
 * - parts replaced: parts received in the period on the machine's repairs, counted by quantity;
 * - availability: `readUptimeStats` over the period (null for a machine off the floor).
 */
export type ServiceRecord = {
  lastVerifiedOn: string | null;
  repairs: number;
  partsReplaced: number;
  availability: number | null;
};

export async function readServiceRecords(
  db: DB,
  gameIds: number[],
  now = new Date(),
  timeZone = getConfig().timeZone,
): Promise<Map<number, ServiceRecord>> {
  const records = new Map<number, ServiceRecord>();
  if (!gameIds.length) return records;
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  const from = start.toISOString();
  const to = now.toISOString();
  const today = museumClock(now, timeZone).date;

  const [returns, checks, repairs, parts, uptime] = await Promise.all([
    db
      .selectFrom("game_status_history")
      .select((eb) => ["game_id", eb.fn.max("changed_at").as("at")])
      .where("game_id", "in", gameIds)
      .where("to_status", "=", "Operational")
      .where("from_status", "in", ["In Repair", "Awaiting Parts"])
      .where("changed_at", "<", to)
      .groupBy("game_id")
      .execute(),
    db
      .selectFrom("game_verifications")
      .select((eb) => ["game_id", eb.fn.max("verified_on").as("on")])
      .where("game_id", "in", gameIds)
      .where("verified_on", "<=", today)
      .groupBy("game_id")
      .execute(),
    db
      .selectFrom("repairs")
      .select((eb) => ["game_id", eb.fn.countAll<number | string>().as("count")])
      .where("game_id", "in", gameIds)
      .where("created_at", ">=", from)
      .where("created_at", "<", to)
      .where("status", "not in", ["duplicate", "cannot_reproduce", "false_alarm"])
      .where("deleted_at", "is", null)
      .groupBy("game_id")
      .execute(),
    db
      .selectFrom("repair_parts")
      .innerJoin("repairs", "repairs.id", "repair_parts.repair_id")
      .select((eb) => ["repairs.game_id", eb.fn.sum<number | string>("repair_parts.quantity").as("quantity")])
      .where("repairs.game_id", "in", gameIds)
      .where("repair_parts.status", "=", "received")
      .where("repairs.deleted_at", "is", null)
      .where("repair_parts.received_at", ">=", from)
      .where("repair_parts.received_at", "<", to)
      .groupBy("repairs.game_id")
      .execute(),
    readUptimeStats(db, { from, to, gameIds }, timeZone),
  ]);

  for (const id of gameIds) records.set(id, { lastVerifiedOn: null, repairs: 0, partsReplaced: 0, availability: null });
  const record = (id: number) => records.get(id)!;
  for (const row of returns) record(row.game_id).lastVerifiedOn = museumClock(new Date(row.at), timeZone).date;
  for (const row of checks) {
    const r = record(row.game_id);
    if (!r.lastVerifiedOn || row.on > r.lastVerifiedOn) r.lastVerifiedOn = row.on;
  }
  for (const row of repairs) record(row.game_id).repairs = Number(row.count);
  for (const row of parts) record(row.game_id).partsReplaced = Number(row.quantity);
  for (const machine of uptime.machines) record(machine.gameId).availability = machine.availability;
  return records;
}

export type ServiceRecordLine = { term: string; value: string };

/**
 * The record as a listing shows it, worded on the server so the page ships no formatting code. A row with
 * nothing recorded is left out rather than shown empty: no check date, no availability for a machine that had
 * no open hours on the floor in the period (a figure there would read as "never playable").
 */
export function serviceRecordLines(record: ServiceRecord): ServiceRecordLine[] {
  const count = (n: number) => (n ? String(n) : "None");
  const lines: ServiceRecordLine[] = [];
  if (record.lastVerifiedOn)
    lines.push({ term: "Last verified working", value: formatMuseumDay(record.lastVerifiedOn) });
  lines.push(
    { term: "Repairs in 12 months", value: count(record.repairs) },
    { term: "Parts replaced in 12 months", value: count(record.partsReplaced) },
  );
  if (record.availability !== null) {
    lines.push({ term: "Playable in 12 months", value: `${percent(record.availability)} of open hours` });
  }
  return lines;
}

/** Rounded down, so a machine that was ever down never reads 100%. */
const percent = (share: number) => `${Math.floor(share * 1000) / 10}%`;
