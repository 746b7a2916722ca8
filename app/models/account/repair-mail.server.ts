import type { DB } from "~/utils/db.server";
import { audit } from "../audit/audit.server";
import type { RepairMail } from "./repair-mail.schema";

/** The signed-in staff member's own repair mail choice. */
export async function repairMailOf(db: DB, userId: number): Promise<RepairMail> {
  const row = await db
    .selectFrom("users")
    .select(["notify_reports", "notify_digest"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return { notifyReports: row.notify_reports, notifyDigest: Boolean(row.notify_digest) };
}

/** Saves one account's choice, with an audit row; false when the account is gone. */
export async function setRepairMail(db: DB, userId: number, choice: RepairMail, ip: string | null) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("users")
      .set({ notify_reports: choice.notifyReports, notify_digest: choice.notifyDigest })
      .where("id", "=", userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, {
      action: "repair_mail_set",
      userId,
      entity: "user",
      entityId: userId,
      details: { notifyReports: choice.notifyReports, notifyDigest: choice.notifyDigest },
      ip,
    });
    return true;
  });
}
