import type { DB } from "~/utils/db.server";
import { audit } from "../audit/audit.server";

/**
 * Renames one account, by itself, with an audit row naming the old and the new name; false when the account is
 * gone. Only the signed-in user's own id reaches it: the form names no account.
 */
export async function setDisplayName(db: DB, userId: number, name: string, ip: string | null) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("users").select("name").where("id", "=", userId).executeTakeFirst();
    if (!before) return false;
    await trx.updateTable("users").set({ name }).where("id", "=", userId).execute();
    await audit(trx, {
      action: "display_name_changed",
      userId,
      entity: "user",
      entityId: userId,
      details: { from: before.name, to: name },
      ip,
    });
    return true;
  });
}
