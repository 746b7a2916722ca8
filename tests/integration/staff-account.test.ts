import { expect, it } from "vitest";
import { createStaffAccount, resetStaffPassword } from "~/models/account/staff-account.server";
import { createUser, findUserByEmail } from "~/models/account/user.server";
import { describeEachDatabase } from "./databases";

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++counter}-${Date.now()}@replaymuseum.local`;

describeEachDatabase("staff accounts", (getDb) => {
  it("a password a manager sets for someone else is one-time (a new account, a reset); one's own reset is not", async () => {
    const db = getDb();
    const manager = await createUser(db, { email: uniqueEmail("boss"), password: "Boss#Pass1", role: "manager" });
    const actor = { id: manager.id, email: manager.email, name: null, ip: "203.0.113.5" };
    const flag = async (email: string) => (await findUserByEmail(db, email))!.must_change_password;

    const created = await createStaffAccount(
      db,
      { email: uniqueEmail("new"), password: "Given#Pass1", role: "staff", name: "Nia" },
      actor,
    );
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(await flag(created.user.email)).toBe(true);

    const colleague = await createUser(db, { email: uniqueEmail("colleague"), password: "Own#Pass1x", role: "staff" });
    expect((await resetStaffPassword(db, { email: colleague.email, password: "Given#Pass2" }, actor)).ok).toBe(true);
    expect(await flag(colleague.email)).toBe(true);

    expect((await resetStaffPassword(db, { email: manager.email, password: "Boss#Pass2" }, actor)).ok).toBe(true);
    expect(await flag(manager.email)).toBe(false);
  });
});
