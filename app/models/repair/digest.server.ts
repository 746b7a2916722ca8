import { getConfig } from "~/utils/config.server";
import { inTransaction, type DB } from "~/utils/db.server";
import { sendMail } from "~/utils/mail.server";
import { readHoursAhead } from "../hours/hours.server";
import { digestMaintenance, maintenanceLine } from "../maintenance/digest-maintenance.server";
import { museumClock, todaysHours } from "../hours/museum-clock";
import { SEVERITY_LABELS, triageRank } from "./floor";

/**
 * The daily repair digest: at opening time, museum time, one mail per staff member who wants it,
 * never on a closed day. It lists untriaged reports, open repairs by severity and age (over 48 hours flagged:
 * the public text promises 24 to 48), parts received since yesterday, the repairs the person took, and the
 * maintenance that fell due since yesterday or is still overdue (docs/product.md#maintenance). A row
 * per person and museum date makes it once a day even with several servers.
 */

const HOUR_MS = 60 * 60 * 1000;
export const OVERDUE_HOURS = 48;

export async function digestContents(db: DB, userId: number, now: Date) {
  const open = await db
    .selectFrom("repairs")
    .innerJoin("games", "games.id", "repairs.game_id")
    .select([
      "repairs.id",
      "repairs.severity",
      "repairs.safety",
      "repairs.triaged_at",
      "repairs.source",
      "repairs.created_at",
      "repairs.assigned_to",
      "repairs.status",
      "games.name as game_name",
    ])
    .where("repairs.resolved", "=", false)
    .where("repairs.deleted_at", "is", null)
    .where("games.deleted_at", "is", null)
    .orderBy("repairs.created_at")
    .orderBy("repairs.id")
    .execute();
  const since = new Date(now.getTime() - 24 * HOUR_MS);
  const maintenance = await digestMaintenance(db, since, now);
  const received = await db
    .selectFrom("repair_parts")
    .innerJoin("repairs", "repairs.id", "repair_parts.repair_id")
    .innerJoin("games", "games.id", "repairs.game_id")
    .select(["repair_parts.name", "repair_parts.quantity", "repairs.id as repair_id", "games.name as game_name"])
    .where("repair_parts.received_at", ">", since.toISOString())
    .where("repairs.deleted_at", "is", null)
    .where("games.deleted_at", "is", null)
    .orderBy("repair_parts.received_at")
    .execute();
  const ageHours = (iso: string) => Math.floor((now.getTime() - Date.parse(iso)) / HOUR_MS);
  const withAge = open
    .map((r) => ({ ...r, ageHours: ageHours(r.created_at), overdue: ageHours(r.created_at) > OVERDUE_HOURS }))
    .sort((a, b) => triageRank(a) - triageRank(b) || b.ageHours - a.ageHours);
  return {
    untriaged: withAge.filter((r) => r.source === "visitor" && r.triaged_at === null),
    open: withAge,
    received,
    mine: withAge.filter((r) => r.assigned_to === userId),
    maintenance,
    now,
  };
}

type Contents = Awaited<ReturnType<typeof digestContents>>;

const line = (r: Contents["open"][number]) =>
  `- #${r.id} ${r.game_name}: ${SEVERITY_LABELS[r.severity]}${r.safety ? ", UNSAFE" : ""}, ${r.ageHours} h old${r.overdue ? " (over 48 hours)" : ""}`;

export function digestText(contents: Contents, date: string) {
  const { publicUrl } = getConfig();
  const section = (title: string, lines: string[]) => [title, ...(lines.length ? lines : ["- none"]), ""];
  return [
    `Repairs on ${date}, at opening time.`,
    "",
    ...section(`Waiting for triage (${contents.untriaged.length})`, contents.untriaged.map(line)),
    ...section(`Open repairs (${contents.open.length})`, contents.open.map(line)),
    ...section(
      `Parts received since yesterday (${contents.received.length})`,
      contents.received.map((p) => `- ${p.quantity} x ${p.name} for #${p.repair_id} ${p.game_name}`),
    ),
    ...section(`Taken by you (${contents.mine.length})`, contents.mine.map(line)),
    ...section(
      `Maintenance that fell due since yesterday (${contents.maintenance.fellDue.length})`,
      contents.maintenance.fellDue.map((row) => maintenanceLine(row, contents.now)),
    ),
    ...section(
      `Maintenance still overdue (${contents.maintenance.stillOverdue.length})`,
      contents.maintenance.stillOverdue.map((row) => maintenanceLine(row, contents.now)),
    ),
    `Repair dashboard: ${publicUrl}/repairs`,
    `Maintenance due list: ${publicUrl}/maintenance`,
    "You get this mail because of your choice on your account page.",
  ].join("\n");
}

/** Sends today's digests once the museum has opened; does nothing on a closed day or before opening. */
export async function sendDailyDigests(db: DB, now = new Date()) {
  const { timeZone } = getConfig();
  const { date } = museumClock(now, timeZone);
  const { weekly, special } = await readHoursAhead(db, date);
  const today = todaysHours(weekly, special, now, timeZone);
  if (!today || today.clock.time < today.open) return 0;
  const readers = await db
    .selectFrom("users")
    .select(["id", "email"])
    .where("disabled_at", "is", null)
    .where("notify_digest", "=", true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("digest_deliveries")
            .select("user_id")
            .whereRef("digest_deliveries.user_id", "=", "users.id")
            .where("digest_deliveries.museum_date", "=", date),
        ),
      ),
    )
    .orderBy("id")
    .execute();
  let sent = 0;
  for (const reader of readers) {
    const text = digestText(await digestContents(db, reader.id, now), date);
    const delivered = await inTransaction(db, async (trx) => {
      const claimed = await trx
        .insertInto("digest_deliveries")
        .values({ user_id: reader.id, museum_date: date, sent_at: now.toISOString() })
        .onConflict((oc) => oc.doNothing())
        .returning("user_id")
        .executeTakeFirst();
      if (!claimed) return false;
      await sendMail({ kind: "repair_digest", to: reader.email, subject: `Repair digest for ${date}`, text }, trx);
      return true;
    });
    if (delivered) sent++;
  }
  return sent;
}
