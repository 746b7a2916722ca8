import type { RepairSeverity } from "~/db/schema";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { sendMail } from "~/utils/mail.server";
import { SEVERITY_LABELS, leavesFloor } from "./floor";

/**
 * Who hears about a new repair (docs/departures.md#report-mail-choice). Each staff member chooses on their account
 * page: every new report, only safety and Unplayable ones (the default), or none. A safety problem reaches everyone who
 * has not chosen "none", whoever logged it, with SAFETY first in the subject: the public page promises that safety
 * issues are handled immediately.
 */
async function recipients(db: DB, urgent: boolean) {
  const rows = await db
    .selectFrom("users")
    .select("email")
    .where("disabled_at", "is", null)
    .where((eb) => (urgent ? eb("notify_reports", "in", ["all", "urgent"]) : eb("notify_reports", "=", "all")))
    .orderBy("id")
    .execute();
  return rows.map((row) => row.email);
}

export type RepairNotice = {
  repairId: number;
  game: { id: number; name: string; slug: string };
  severity: RepairSeverity;
  safety: boolean;
  source: "staff" | "visitor";
  /** Staff who logged it themselves are not mailed about it. */
  loggedBy?: string | null;
  statusLine: string;
  comment: string;
};

export async function mailRepairNotice(db: DB, notice: RepairNotice) {
  if (notice.source === "staff" && !notice.safety) return 0;
  const urgent = leavesFloor(notice);
  const to = (await recipients(db, urgent)).filter((email) => email !== notice.loggedBy);
  const { publicUrl } = getConfig();
  const what = notice.source === "visitor" ? "Issue reported" : "Repair logged";
  const subject = `${notice.safety ? "SAFETY: " : ""}${what}: ${notice.game.name}`;
  const text = [
    notice.safety
      ? `SAFETY: ${notice.game.name} has a safety problem and has been taken off the floor.`
      : `${notice.source === "visitor" ? "A visitor reported" : "Staff logged"} a problem with ${notice.game.name}.`,
    "",
    `Severity: ${SEVERITY_LABELS[notice.severity]}${notice.safety ? ", unsafe" : ""}`,
    notice.statusLine,
    "",
    notice.comment,
    "",
    `Game page: ${publicUrl}/game/${notice.game.slug}`,
    `Repair dashboard: ${publicUrl}/repairs`,
    "",
    "You get this mail because of your choice on your account page.",
  ].join("\n");
  for (const address of to) await sendMail({ kind: "repair_notice", to: address, subject, text }, db);
  return to.length;
}
