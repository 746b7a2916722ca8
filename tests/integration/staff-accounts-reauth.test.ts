import { beforeEach, expect, it } from "vitest";
import { ACCOUNT_AT_ADDRESS } from "~/models/account/login-throttle.server";
import {
  EMPTY_CURRENT_PASSWORD_MESSAGE,
  TOO_MANY_TRIES_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from "~/models/account/password-change.schema";
import { accountCreatedMessage, passwordResetMessage, roleChangedMessage } from "~/models/account/staff-account.schema";
import { createUser, findUserByEmail } from "~/models/account/user.server";
import { action } from "~/routes/admin.staff-accounts";
import { verifyPassword } from "~/utils/password.server";
import { createSession } from "~/utils/session.server";
import { postTo } from "./actions";
import { describeEachDatabase } from "./databases";

/**
 * A manager's session cannot take over another manager without the manager's own password: setting another
 * manager's password, creating a manager and raising someone to manager ask for it, checked like a sign-in.
 */

const PATH = "/admin/password-reset";
const MY_PASSWORD = "Tilt#Bob-2024";
const NEW_PASSWORD = "Multiball#2025";
const WRONG = "Not-my-pass1!";

let seq = 0;
const unique = (prefix: string) => `${prefix}-reauth-${++seq}-${Date.now().toString(36)}@museum.test`;

describeEachDatabase("staff accounts: a manager's powers take the manager's own password", (getDb) => {
  let cookie: string;
  const post = (fields: Record<string, string>) => postTo(action, PATH, cookie, fields);
  const user = async (email: string) => (await findUserByEmail(getDb(), email))!;

  beforeEach(async () => {
    const me = await createUser(getDb(), { email: unique("me"), password: MY_PASSWORD, role: "manager" });
    cookie = (await createSession(me.id, "vitest", getDb())).split(";")[0];
  });

  it("another manager's password: refused without the current one or with a wrong one, nothing changed; with it, set, one-time and that manager signed out", async () => {
    const other = await createUser(getDb(), { email: unique("other"), password: MY_PASSWORD, role: "manager" });
    await createSession(other.id, "their phone", getDb());
    const before = await user(other.email);
    const reset = { intent: "reset", email: other.email, password: NEW_PASSWORD };

    expect(await post(reset)).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { currentPassword: EMPTY_CURRENT_PASSWORD_MESSAGE } },
    });
    expect(await post({ ...reset, currentPassword: WRONG })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } },
    });
    expect(await user(other.email)).toEqual(before);
    expect(
      await getDb().selectFrom("sessions").select("user_id").where("user_id", "=", other.id).execute(),
    ).toHaveLength(1);

    expect(await post({ ...reset, currentPassword: MY_PASSWORD })).toEqual({
      status: 200,
      body: { ok: true, intent: "reset", message: passwordResetMessage(other.email) },
    });
    const after = await user(other.email);
    expect(await verifyPassword(after.password_hash, NEW_PASSWORD)).toBe(true);
    // The password set for someone else stays one-time: its owner must choose their own at the next sign-in.
    expect(Boolean(after.must_change_password)).toBe(true);
    expect(await getDb().selectFrom("sessions").select("user_id").where("user_id", "=", other.id).execute()).toEqual(
      [],
    );
  });

  it("a staff member's password needs no current password, and is one-time", async () => {
    const staff = await createUser(getDb(), { email: unique("staff"), password: MY_PASSWORD, role: "staff" });
    expect(await post({ intent: "reset", email: staff.email, password: NEW_PASSWORD })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(Boolean((await user(staff.email)).must_change_password)).toBe(true);
  });

  it("creating a manager asks for the current password; creating staff does not", async () => {
    const manager = {
      intent: "create",
      email: unique("new-boss"),
      password: NEW_PASSWORD,
      role: "manager",
      name: "Sam Spinner",
    };
    expect(await post(manager)).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { currentPassword: EMPTY_CURRENT_PASSWORD_MESSAGE } },
    });
    expect(await post({ ...manager, currentPassword: WRONG })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } },
    });
    expect(await findUserByEmail(getDb(), manager.email)).toBeUndefined();
    expect(await post({ ...manager, currentPassword: MY_PASSWORD })).toEqual({
      status: 200,
      body: { ok: true, intent: "create", message: accountCreatedMessage(manager.email) },
    });
    expect((await user(manager.email)).role).toBe("manager");
    expect(Boolean((await user(manager.email)).must_change_password)).toBe(true);

    const staff = {
      intent: "create",
      email: unique("new-staff"),
      password: NEW_PASSWORD,
      role: "staff",
      name: "Sam Spinner",
    };
    expect(await post(staff)).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("raising someone to manager asks for the current password; making a manager staff does not", async () => {
    const staff = await createUser(getDb(), { email: unique("raised"), password: MY_PASSWORD, role: "staff" });
    const raise = { intent: "set-role", email: staff.email, role: "manager" };
    expect(await post(raise)).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { currentPassword: EMPTY_CURRENT_PASSWORD_MESSAGE } },
    });
    expect(await post({ ...raise, currentPassword: WRONG })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } },
    });
    expect((await user(staff.email)).role).toBe("staff");
    expect(await post({ ...raise, currentPassword: MY_PASSWORD })).toEqual({
      status: 200,
      body: { ok: true, intent: "set-role", message: roleChangedMessage(staff.email, "manager") },
    });
    expect((await user(staff.email)).role).toBe("manager");

    expect(await post({ intent: "set-role", email: staff.email, role: "staff" })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await user(staff.email)).role).toBe("staff");
  });

  it("wrong current passwords count toward the sign-in throttle: then even the right one waits", async () => {
    const staff = await createUser(getDb(), { email: unique("guessed"), password: MY_PASSWORD, role: "staff" });
    const raise = { intent: "set-role", email: staff.email, role: "manager" };
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) await post({ ...raise, currentPassword: WRONG });
    expect(await post({ ...raise, currentPassword: MY_PASSWORD })).toMatchObject({
      status: 429,
      body: { ok: false, error: TOO_MANY_TRIES_MESSAGE },
    });
    expect((await user(staff.email)).role).toBe("staff");
  });
});
