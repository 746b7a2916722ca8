import { beforeEach, expect, it } from "vitest";
import {
  ACCOUNT_EXISTS_MESSAGE,
  ACCOUNT_MISSING_MESSAGE,
  accountCreatedMessage,
  accountDisabledMessage,
  accountEnabledMessage,
  DISABLE_SELF_MESSAGE,
  LAST_MANAGER_DISABLE_MESSAGE,
  OWN_ROLE_MESSAGE,
  ROLE_MESSAGE,
  roleChangedMessage,
  CONFIRM_SELF_MESSAGE,
  OWN_PASSWORD_RESET_MESSAGE,
  passwordResetMessage,
  resetEmailFailedMessage,
  SELECT_EMAIL_MESSAGE,
  type StaffActionResult,
  waitsClearedMessage,
} from "~/models/account/staff-account.schema";
import { signIn as signInWithPassword } from "~/models/account/login.server";
import { ACCOUNT_AT_ADDRESS, addressPolicy, takeSignInAttempt } from "~/models/account/login-throttle.server";
import {
  EMPTY_CURRENT_PASSWORD_MESSAGE,
  TOO_MANY_TRIES_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from "~/models/account/password-change.schema";
import { requestPasswordReset } from "~/models/account/password-reset.server";
import { changeAccountRole, setAccountDisabled, SHELL } from "~/models/account/staff-account.server";
import { createUser, findUserByEmail } from "~/models/account/user.server";
import { action, loader } from "~/routes/admin.staff-accounts";
import { getConfig } from "~/utils/config.server";
import { verifyPassword } from "~/utils/password.server";
import { requireStaff } from "~/utils/auth.server";
import { createSession, lookUpSessionUser } from "~/utils/session.server";
import { describeEachDatabase } from "./databases";

const URL_ = "http://localhost/admin/password-reset";
const NEW_PASSWORD = "Tilt-Warning9!";
const OTHER_PASSWORD = "Multiball#2024";

type Outcome = { status: number; body: StaffActionResult } | { response: Response } | { thrown: Response };

/** Calls a loader or action and says what came back: data with its status, a returned Response, or a thrown one. */
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const result = (await run()) as unknown;
    if (result instanceof Response) return { response: result };
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const wrapped = result as { data: StaffActionResult; init: ResponseInit | null };
      return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    }
    return { status: 200, body: result as StaffActionResult };
  } catch (error) {
    if (error instanceof Response) return { thrown: error };
    throw error;
  }
}

const request = (cookie: string | null, fields?: Record<string, string>, search = "") =>
  new Request(URL_ + search, {
    method: fields ? "POST" : "GET",
    headers: cookie ? { cookie } : {},
    body: fields
      ? Object.entries(fields).reduce((form, [k, v]) => (form.append(k, v), form), new FormData())
      : undefined,
  });
const args = (req: Request) => ({ request: req, params: {}, context: { ip: "203.0.113.5", cspNonce: "" } }) as never;
const post = (cookie: string | null, fields: Record<string, string>) =>
  outcome(() => action(args(request(cookie, fields))));
const get = (cookie: string | null, search = "") => outcome(() => loader(args(request(cookie, undefined, search))));

let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}@museum.test`;

describeEachDatabase("staff accounts (Admin Password Reset)", (getDb) => {
  const outbox = () => getDb().selectFrom("email_outbox").selectAll().orderBy("id").execute();
  const users = () =>
    getDb().selectFrom("users").select(["id", "email", "password_hash", "role", "updated_at"]).orderBy("id").execute();
  const sessionsOf = (userId: number) =>
    getDb().selectFrom("sessions").select("id_hash").where("user_id", "=", userId).execute();
  const auditRows = (action: string) =>
    getDb().selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  const signIn = async (userId: number) => (await createSession(userId, "vitest", getDb())).split(";")[0];

  let manager: { id: number; email: string };
  let managerCookie: string;

  beforeEach(async () => {
    await getDb().deleteFrom("email_outbox").execute();
    manager = await createUser(getDb(), {
      email: unique("boss"),
      password: OTHER_PASSWORD,
      role: "manager",
      name: "Morgan",
    });
    managerCookie = await signIn(manager.id);
  });

  it("the loader lists the roster with the manager's own id and the address chosen in ?email=", async () => {
    const staff = await createUser(getDb(), {
      email: unique("listed"),
      password: OTHER_PASSWORD,
      role: "staff",
      name: "Lee",
    });
    const result = await get(managerCookie, `?email=${encodeURIComponent(staff.email.toUpperCase())}`);
    const body = (result as { body: unknown }).body as unknown as Awaited<ReturnType<typeof loader>>;
    expect(body.me).toEqual({ id: manager.id, email: manager.email });
    expect(body.selected).toBe(staff.email);
    const row = body.accounts.find((a) => a.id === staff.id);
    expect(row).toMatchObject({ email: staff.email, name: "Lee", role: "staff" });
    expect(row!.createdLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(JSON.stringify(body)).not.toContain("argon2");
  });

  it("create stores the account with an argon2 hash, audits it without the password, and queues one mail without it", async () => {
    const email = unique("new");
    const result = await post(managerCookie, {
      intent: "create",
      email: `  ${email.toUpperCase()} `,
      password: NEW_PASSWORD,
      role: "manager",
      name: " Pat Plunger ",
      currentPassword: OTHER_PASSWORD,
    });
    expect(result).toEqual({
      status: 200,
      body: { ok: true, intent: "create", message: accountCreatedMessage(email) },
    });

    const stored = await findUserByEmail(getDb(), email);
    expect(stored).toMatchObject({ email, name: "Pat Plunger", role: "manager" });
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored!.password_hash).not.toContain(NEW_PASSWORD);
    expect(await verifyPassword(stored!.password_hash, NEW_PASSWORD)).toBe(true);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe(email);
    expect(mails[0].text_body).toContain(`${getConfig().publicUrl}/login`);
    expect(JSON.stringify(mails[0])).not.toContain(NEW_PASSWORD);

    const [entry] = (await auditRows("staff_account_created")).filter((row) => row.entity_id === String(stored!.id));
    expect(entry).toMatchObject({ user_id: manager.id, entity: "user", ip: "203.0.113.5" });
    expect(JSON.parse(entry.details!)).toEqual({ email, role: "manager", by: manager.email });
    expect(JSON.stringify(await getDb().selectFrom("audit_log").selectAll().execute())).not.toContain(NEW_PASSWORD);
  });

  it("creating an address that exists says so and changes nothing", async () => {
    const existing = await createUser(getDb(), { email: unique("taken"), password: OTHER_PASSWORD, role: "staff" });
    const before = await users();
    const result = await post(managerCookie, {
      intent: "create",
      email: existing.email,
      password: NEW_PASSWORD,
      role: "manager",
      name: "Sam Spinner",
      currentPassword: OTHER_PASSWORD,
    });
    expect(result).toMatchObject({ status: 409, body: { ok: false, intent: "create", error: ACCOUNT_EXISTS_MESSAGE } });
    expect(await users()).toEqual(before);
    expect(await outbox()).toEqual([]);
  });

  it("reset sets a new hash, signs that account out everywhere (only that one) and mails it without the password", async () => {
    const target = await createUser(getDb(), { email: unique("forgetful"), password: OTHER_PASSWORD, role: "staff" });
    await signIn(target.id);
    await signIn(target.id);
    const oldHash = (await findUserByEmail(getDb(), target.email))!.password_hash;
    expect(await sessionsOf(target.id)).toHaveLength(2);

    const result = await post(managerCookie, { intent: "reset", email: target.email, password: NEW_PASSWORD });
    expect(result).toEqual({
      status: 200,
      body: { ok: true, intent: "reset", message: passwordResetMessage(target.email) },
    });

    const after = (await findUserByEmail(getDb(), target.email))!;
    expect(after.password_hash).not.toBe(oldHash);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(after.password_hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(after.password_hash, OTHER_PASSWORD)).toBe(false);
    expect(await sessionsOf(target.id)).toHaveLength(0);
    expect(await sessionsOf(manager.id)).toHaveLength(1);

    const mails = await outbox();
    expect(mails.map((m) => m.to_address)).toEqual([target.email]);
    expect(JSON.stringify(mails)).not.toContain(NEW_PASSWORD);
    const entries = (await auditRows("staff_password_reset")).filter((row) => row.entity_id === String(target.id));
    expect(entries).toHaveLength(1);
    expect(entries[0].user_id).toBe(manager.id);
    expect(entries[0].details).not.toContain(NEW_PASSWORD);
  });

  it("an account held up by wrong passwords is marked on the roster; 'Clear delay' lets it in at once, and a staff member cannot", async () => {
    const target = await createUser(getDb(), { email: unique("locked"), password: OTHER_PASSWORD, role: "staff" });
    const address = "198.51.100.9";
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++)
      await signInWithPassword(getDb(), target.email, "Wrong#Pass1", address);
    expect(await signInWithPassword(getDb(), target.email, OTHER_PASSWORD, address)).toEqual({
      ok: false,
      code: "too_many_requests",
    });
    const roster = async () =>
      ((await get(managerCookie)) as { body: unknown }).body as unknown as Awaited<ReturnType<typeof loader>>;
    expect((await roster()).accounts.find((a) => a.id === target.id)?.signInDelayed).toBe(true);
    expect((await roster()).accounts.find((a) => a.id === manager.id)?.signInDelayed).toBe(false);

    const staff = await createUser(getDb(), { email: unique("colleague"), password: OTHER_PASSWORD, role: "staff" });
    const refused = await post(await signIn(staff.id), { intent: "clear-waits", email: target.email });
    expect((refused as { thrown: Response }).thrown.status).toBe(403);
    expect(await signInWithPassword(getDb(), target.email, OTHER_PASSWORD, address)).toEqual({
      ok: false,
      code: "too_many_requests",
    });

    const result = await post(managerCookie, { intent: "clear-waits", email: target.email });
    expect(result).toEqual({
      status: 200,
      body: { ok: true, intent: "clear-waits", message: waitsClearedMessage(target.email) },
    });
    expect((await roster()).accounts.find((a) => a.id === target.id)?.signInDelayed).toBe(false);
    expect((await signInWithPassword(getDb(), target.email, OTHER_PASSWORD, address)).ok).toBe(true);
    expect(
      (await auditRows("sign_in_waits_cleared")).filter((row) => row.entity_id === String(target.id)),
    ).toHaveLength(1);

    const missing = await post(managerCookie, { intent: "clear-waits", email: unique("ghost") });
    expect(missing).toMatchObject({ status: 404, body: { ok: false, error: ACCOUNT_MISSING_MESSAGE } });
  });

  it("address waits are listed with their end; an account refused at one is marked, and 'Clear delay' clears that address", async () => {
    const target = await createUser(getDb(), { email: unique("refused"), password: OTHER_PASSWORD, role: "staff" });
    const address = "198.51.100.10";
    for (let i = 0; i < addressPolicy().free; i++) await takeSignInAttempt(getDb(), unique("made-up"), address);
    expect(await signInWithPassword(getDb(), target.email, OTHER_PASSWORD, address)).toEqual({
      ok: false,
      code: "too_many_requests",
    });
    const page = async () =>
      ((await get(managerCookie)) as { body: unknown }).body as unknown as Awaited<ReturnType<typeof loader>>;
    const wait = (await page()).addressWaits.find((w) => w.address === address);
    expect(wait?.untilLabel).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(Date.parse(wait!.until)).toBeGreaterThan(Date.now());
    expect((await page()).accounts.find((a) => a.id === target.id)?.signInDelayed).toBe(true);

    await post(managerCookie, { intent: "clear-waits", email: target.email });
    expect((await page()).addressWaits.map((w) => w.address)).not.toContain(address);
    expect((await page()).accounts.find((a) => a.id === target.id)?.signInDelayed).toBe(false);
    expect((await auditRows("sign_in_waits_cleared")).at(-1)?.details).toContain(address);
    expect((await signInWithPassword(getDb(), target.email, OTHER_PASSWORD, address)).ok).toBe(true);
  });

  it("resetting an address without an account says to create it first and stores nothing", async () => {
    const email = unique("ghost");
    const before = await users();
    const result = await post(managerCookie, { intent: "reset", email, password: NEW_PASSWORD });
    expect(result).toMatchObject({ status: 404, body: { ok: false, error: ACCOUNT_MISSING_MESSAGE } });
    expect(await users()).toEqual(before);
    expect(await outbox()).toEqual([]);
  });

  it("a weak or missing password gets the first unmet rule's message and nothing is stored", async () => {
    const target = await createUser(getDb(), { email: unique("weak"), password: OTHER_PASSWORD, role: "staff" });
    const before = await users();
    const cases = [
      [
        { intent: "create", email: unique("weak-new"), password: "short1!", role: "staff", name: "Sam Spinner" },
        { password: "Password must be at least 8 characters long" },
      ],
      [
        {
          intent: "create",
          email: unique("weak-new"),
          password: "lowercase-only1",
          role: "staff",
          name: "Sam Spinner",
        },
        { password: "Password must contain at least one uppercase letter" },
      ],
      [
        { intent: "reset", email: target.email, password: "NoSpecialChar1" },
        { password: "Password must contain at least one special character" },
      ],
      [
        { intent: "reset", email: "", password: "" },
        { email: SELECT_EMAIL_MESSAGE, password: "Please enter a new password" },
      ],
    ] as const;
    for (const [fields, fieldErrors] of cases) {
      const result = await post(managerCookie, fields);
      expect(result).toMatchObject({ status: 400, body: { ok: false, fieldErrors } });
      // What was typed comes back for the form (never the password).
      expect(JSON.stringify((result as { body: unknown }).body)).not.toContain(fields.password || "\u0000");
    }
    expect(await users()).toEqual(before);
    expect(await outbox()).toEqual([]);
  });

  it("resetting your own password needs the confirmation, then signs you out and sends you to /login with a message", async () => {
    const refused = await post(managerCookie, {
      intent: "reset",
      email: manager.email,
      password: NEW_PASSWORD,
      currentPassword: OTHER_PASSWORD,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { confirmSelf: CONFIRM_SELF_MESSAGE } },
    });
    expect(await sessionsOf(manager.id)).toHaveLength(1);

    const result = await post(managerCookie, {
      intent: "reset",
      email: manager.email,
      password: NEW_PASSWORD,
      confirmSelf: "on",
      currentPassword: OTHER_PASSWORD,
    });
    expect(result).toHaveProperty("response");
    const response = (result as { response: Response }).response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("message")).toBe(OWN_PASSWORD_RESET_MESSAGE);
    expect(response.headers.get("Set-Cookie")).toMatch(/^museum_session=;.*Max-Age=0/);
    expect(await sessionsOf(manager.id)).toHaveLength(0);
    expect(await verifyPassword((await findUserByEmail(getDb(), manager.email))!.password_hash, NEW_PASSWORD)).toBe(
      true,
    );
  });

  it("'Send Test Email' queues a mail to the manager and shows its outbox id", async () => {
    const result = await post(managerCookie, { intent: "test-email" });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe(manager.email);
    expect(result).toEqual({
      status: 200,
      body: { ok: true, intent: "test-email", message: `Test email queued. Email ID: ${mails[0].id}` },
    });
  });

  it("'Test Password Reset Email' sends a real reset link to an existing account, and fails for a missing one", async () => {
    const target = await createUser(getDb(), { email: unique("linked"), password: OTHER_PASSWORD, role: "staff" });
    const result = await post(managerCookie, { intent: "test-reset-email", email: target.email });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe(target.email);
    expect(mails[0].text_body).toContain("/reset-password?token=");
    expect(result).toEqual({
      status: 200,
      body: {
        ok: true,
        intent: "test-reset-email",
        message: `Password reset email queued for ${target.email}. Email ID: ${mails[0].id}`,
      },
    });

    const missing = await post(managerCookie, { intent: "test-reset-email", email: unique("nobody") });
    expect(missing).toMatchObject({
      status: 404,
      body: { ok: false, error: resetEmailFailedMessage(ACCOUNT_MISSING_MESSAGE) },
    });
    expect(await outbox()).toHaveLength(1);
  });

  it("a signed-in staff member who is not a manager gets a 403 from the loader and the action, and nothing changes", async () => {
    const staff = await createUser(getDb(), { email: unique("staff"), password: OTHER_PASSWORD, role: "staff" });
    const staffCookie = await signIn(staff.id);
    const before = await users();

    const viewed = await get(staffCookie);
    expect(viewed).toHaveProperty("thrown");
    expect((viewed as { thrown: Response }).thrown.status).toBe(403);
    expect(await (viewed as { thrown: Response }).thrown.json()).toMatchObject({
      reason: "Only managers can manage staff accounts.",
    });

    const attempts: Record<string, string>[] = [
      { intent: "create", email: unique("sneaky"), password: NEW_PASSWORD, role: "manager", name: "Sam Spinner" },
      { intent: "reset", email: manager.email, password: NEW_PASSWORD },
      { intent: "reset", email: staff.email, password: NEW_PASSWORD },
      { intent: "test-email" },
    ];
    for (const fields of attempts) {
      const result = await post(staffCookie, fields);
      expect(result).toHaveProperty("thrown");
      expect((result as { thrown: Response }).thrown.status).toBe(403);
    }
    expect(await users()).toEqual(before);
    expect(await outbox()).toEqual([]);
    expect(await sessionsOf(manager.id)).toHaveLength(1);
  });

  it("a visitor is sent to /login, remembering the page, from the loader and the action", async () => {
    const before = await users();
    for (const result of [
      await get(null),
      await post(null, {
        intent: "create",
        email: unique("anon"),
        password: NEW_PASSWORD,
        role: "manager",
        name: "Sam Spinner",
      }),
    ]) {
      expect(result).toHaveProperty("thrown");
      const response = (result as { thrown: Response }).thrown;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fpassword-reset");
    }
    expect(await users()).toEqual(before);
    expect(await outbox()).toEqual([]);
  });

  it("resetting your own password needs your current one, as /account/password does: without it or with a wrong one, refused and the hash unchanged", async () => {
    const hash = async () => (await findUserByEmail(getDb(), manager.email))!.password_hash;
    const before = await hash();
    const own = { intent: "reset", email: manager.email, password: NEW_PASSWORD, confirmSelf: "on" };

    const missing = await post(managerCookie, own);
    expect(missing).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { currentPassword: EMPTY_CURRENT_PASSWORD_MESSAGE } },
    });
    const wrong = await post(managerCookie, { ...own, currentPassword: "Not-my-pass1!" });
    expect(wrong).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } },
    });
    expect(await hash()).toBe(before);
    expect(await sessionsOf(manager.id)).toHaveLength(1);
    expect((await auditRows("password_change_failed")).filter((row) => row.user_id === manager.id)).toHaveLength(1);
    expect(
      await auditRows("staff_password_reset").then((rows) =>
        rows.filter((row) => row.entity_id === String(manager.id)),
      ),
    ).toEqual([]);

    // Wrong guesses count toward the sign-in throttle at this address: then even the right one waits.
    for (let i = 1; i < ACCOUNT_AT_ADDRESS.free; i++)
      await post(managerCookie, { ...own, currentPassword: "Not-my-pass1!" });
    const throttled = await post(managerCookie, { ...own, currentPassword: OTHER_PASSWORD });
    expect(throttled).toMatchObject({ status: 429, body: { ok: false, error: TOO_MANY_TRIES_MESSAGE } });
    expect(await hash()).toBe(before);
  });

  it("a manager disables an account: it cannot sign in (the ordinary refusal), its sessions and reset links end at once, the roster says so; enabling lets it in again; each is audited", async () => {
    const target = await createUser(getDb(), { email: unique("leaver"), password: OTHER_PASSWORD, role: "staff" });
    const targetCookie = await signIn(target.id);
    await signIn(target.id);
    await requestPasswordReset(getDb(), target.email, "198.51.100.20");
    const roster = async () =>
      ((await get(managerCookie)) as { body: unknown }).body as unknown as Awaited<ReturnType<typeof loader>>;
    expect((await roster()).accounts.find((a) => a.id === target.id)?.disabled).toBe(false);

    const result = await post(managerCookie, { intent: "disable", email: target.email });
    expect(result).toEqual({
      status: 200,
      body: { ok: true, intent: "disable", message: accountDisabledMessage(target.email) },
    });
    expect(await sessionsOf(target.id)).toEqual([]);
    expect(
      await getDb()
        .selectFrom("password_reset_tokens")
        .select("user_id")
        .where("user_id", "=", target.id)
        .where("used_at", "is", null)
        .execute(),
    ).toEqual([]);
    expect((await roster()).accounts.find((a) => a.id === target.id)?.disabled).toBe(true);
    expect(await signInWithPassword(getDb(), target.email, OTHER_PASSWORD, "198.51.100.21")).toEqual({
      ok: false,
      code: "invalid_credentials",
    });
    // The old cookie opens nothing: back to /login.
    const staffPage = await outcome(() => requireStaff(request(targetCookie)));
    expect((staffPage as { thrown: Response }).thrown.headers.get("Location")).toMatch(/^\/login\?/);
    // A session that slipped past the disabling (made at the same moment) is refused too.
    const late = await signIn(target.id);
    expect(await lookUpSessionUser(request(late))).toBeNull();
    // No reset link goes to a disabled account.
    await getDb().deleteFrom("email_outbox").execute();
    await requestPasswordReset(getDb(), target.email, "198.51.100.22");
    expect(await outbox()).toEqual([]);

    const enabled = await post(managerCookie, { intent: "enable", email: target.email });
    expect(enabled).toEqual({
      status: 200,
      body: { ok: true, intent: "enable", message: accountEnabledMessage(target.email) },
    });
    expect((await roster()).accounts.find((a) => a.id === target.id)?.disabled).toBe(false);
    expect((await signInWithPassword(getDb(), target.email, OTHER_PASSWORD, "198.51.100.21")).ok).toBe(true);

    for (const action of ["staff_account_disabled", "staff_account_enabled"]) {
      const rows = (await auditRows(action)).filter((row) => row.entity_id === String(target.id));
      expect(rows, action).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: manager.id, entity: "user", ip: "203.0.113.5" });
      expect(JSON.parse(rows[0].details!)).toEqual({ email: target.email, by: manager.email });
    }
  });

  it("a manager changes another account's role, audited; never their own role or account, and an unknown address is said so", async () => {
    const target = await createUser(getDb(), { email: unique("promoted"), password: OTHER_PASSWORD, role: "staff" });
    expect(
      await post(managerCookie, {
        intent: "set-role",
        email: target.email,
        role: "manager",
        currentPassword: OTHER_PASSWORD,
      }),
    ).toEqual({
      status: 200,
      body: { ok: true, intent: "set-role", message: roleChangedMessage(target.email, "manager") },
    });
    expect(await findUserByEmail(getDb(), target.email)).toMatchObject({ role: "manager" });
    expect(await post(managerCookie, { intent: "set-role", email: target.email, role: "staff" })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await findUserByEmail(getDb(), target.email)).toMatchObject({ role: "staff" });
    const rows = (await auditRows("staff_role_changed")).filter((row) => row.entity_id === String(target.id));
    expect(rows.map((row) => JSON.parse(row.details!))).toEqual([
      { email: target.email, from: "staff", to: "manager", by: manager.email },
      { email: target.email, from: "manager", to: "staff", by: manager.email },
    ]);
    expect(rows.every((row) => row.user_id === manager.id)).toBe(true);

    const before = await users();
    expect(await post(managerCookie, { intent: "set-role", email: manager.email, role: "staff" })).toMatchObject({
      status: 409,
      body: { ok: false, error: OWN_ROLE_MESSAGE },
    });
    expect(await post(managerCookie, { intent: "disable", email: manager.email })).toMatchObject({
      status: 409,
      body: { ok: false, error: DISABLE_SELF_MESSAGE },
    });
    expect(await post(managerCookie, { intent: "disable", email: unique("ghost") })).toMatchObject({
      status: 404,
      body: { ok: false, error: ACCOUNT_MISSING_MESSAGE },
    });
    expect(await post(managerCookie, { intent: "set-role", email: target.email, role: "owner" })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { role: ROLE_MESSAGE } },
    });
    expect(await users()).toEqual(before);
    expect(await sessionsOf(manager.id)).toHaveLength(1);
  });

  it("the last active manager is never disabled or made staff, even by two managers disabling each other at once", async () => {
    const other = await createUser(getDb(), { email: unique("partner"), password: OTHER_PASSWORD, role: "manager" });
    const otherCookie = await signIn(other.id);
    // Only these two managers can sign in.
    await getDb()
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("role", "=", "manager")
      .where("id", "not in", [manager.id, other.id])
      .execute();

    const [first, second] = await Promise.all([
      post(managerCookie, { intent: "disable", email: other.email }),
      post(otherCookie, { intent: "disable", email: manager.email }),
    ]);
    const answers = [first, second].map((r) => (r as { status: number }).status).sort();
    expect(answers).toEqual([200, 409]);
    expect([first, second].find((r) => (r as { status: number }).status === 409)).toMatchObject({
      body: { error: LAST_MANAGER_DISABLE_MESSAGE },
    });
    const active = await getDb()
      .selectFrom("users")
      .select("id")
      .where("role", "=", "manager")
      .where("disabled_at", "is", null)
      .execute();
    expect(active).toHaveLength(1);

    // Whoever is left (the shell has no account of its own, so only this rule stops it).
    const [last] = active;
    const lastEmail = (
      await getDb().selectFrom("users").select("email").where("id", "=", last.id).executeTakeFirstOrThrow()
    ).email;
    expect(await setAccountDisabled(getDb(), lastEmail, true, SHELL)).toEqual({ ok: false, code: "last-manager" });
    expect(await changeAccountRole(getDb(), lastEmail, "staff", SHELL)).toEqual({ ok: false, code: "last-manager" });
    expect(await findUserByEmail(getDb(), lastEmail)).toMatchObject({ role: "manager", disabled_at: null });
    // Enabling the other again is always allowed.
    const disabledOne = last.id === manager.id ? other : manager;
    expect(await setAccountDisabled(getDb(), disabledOne.email, false, SHELL)).toMatchObject({
      ok: true,
      changed: true,
    });
  });

  it("a staff member cannot disable, enable or change a role (403), and nothing changes", async () => {
    const staff = await createUser(getDb(), { email: unique("staffer"), password: OTHER_PASSWORD, role: "staff" });
    const staffCookie = await signIn(staff.id);
    const before = await users();
    const attempts: Record<string, string>[] = [
      { intent: "disable", email: manager.email },
      { intent: "enable", email: manager.email },
      { intent: "set-role", email: staff.email, role: "manager" },
    ];
    for (const fields of attempts) {
      const result = await post(staffCookie, fields);
      expect((result as { thrown: Response }).thrown.status, fields.intent).toBe(403);
    }
    expect(await users()).toEqual(before);
    expect(await sessionsOf(manager.id)).toHaveLength(1);
  });
});
