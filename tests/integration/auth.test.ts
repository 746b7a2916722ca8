import { expect, it } from "vitest";
import type { AccessDenial } from "~/models/account/manager-screens";
import { passwordProblem } from "~/models/account/password-rules";
import { createUser, ensureFirstManager, findUserByEmail, setPassword } from "~/models/account/user.server";
import { ACCOUNT_AT_ADDRESS, addressPolicy, takeSignInAttempt } from "~/models/account/login-throttle.server";
import { changeOwnPassword } from "~/models/account/password-change.server";
import { readSignedInUser, requireManager, requireSignedIn, requireStaff } from "~/utils/auth.server";
import { verifyPassword } from "~/utils/password.server";
import { createSession, destroySession, lookUpSessionUser, IDLE_TIMEOUT_MS } from "~/utils/session.server";
import { action as signOut } from "~/routes/logout";
import { sql } from "kysely";
import { describeEachDatabase } from "./databases";

const COOKIE = "museum_session";

function cookieValue(setCookie: string) {
  const match = new RegExp(`^${COOKIE}=([^;]*)`).exec(setCookie);
  if (!match) throw new Error(`Not a session cookie: ${setCookie}`);
  return match[1];
}

const requestWith = (value: string | null, url = "http://localhost/admin") =>
  new Request(url, { headers: value === null ? {} : { cookie: `theme=dark; ${COOKIE}=${value}` } });

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++counter}@replaymuseum.local`;

describeEachDatabase("auth", (getDb) => {
  const sessionsOf = (userId: number) =>
    getDb().selectFrom("sessions").selectAll().where("user_id", "=", userId).execute();

  it("createUser stores a normalised e-mail and an argon2 hash; findUserByEmail finds it however it is typed", async () => {
    const created = await createUser(getDb(), {
      email: "  Jo.Smith@Example.COM ",
      password: "Secret#123",
      role: "staff",
      name: "Jo",
    });
    expect(created).toMatchObject({ email: "jo.smith@example.com", role: "staff", name: "Jo" });
    expect(created).not.toHaveProperty("password_hash");

    const found = await findUserByEmail(getDb(), "JO.SMITH@example.com ");
    expect(found).toMatchObject({ id: created.id, email: "jo.smith@example.com", must_change_password: false });
    expect(found!.password_hash).toMatch(/^\$argon2id\$/);
    expect(found!.password_hash).not.toContain("Secret#123");
    expect(await verifyPassword(found!.password_hash, "Secret#123")).toBe(true);
    expect(await verifyPassword(found!.password_hash, "secret#123")).toBe(false);
    expect(await findUserByEmail(getDb(), "nobody@example.com")).toBeUndefined();

    await expect(
      createUser(getDb(), { email: "jo.smith@example.com", password: "Secret#123", role: "staff" }),
    ).rejects.toThrow(/unique/i);
  });

  it("ensureFirstManager creates one manager with a rule-abiding one-time password, and only once", async () => {
    const first = await ensureFirstManager(getDb(), "Manager@ReplayMuseum.local");
    expect(first).not.toBeNull();
    expect(first!.email).toBe("manager@replaymuseum.local");
    expect(first!.password).toHaveLength(12);
    expect(passwordProblem(first!.password)).toBeNull();

    const stored = await findUserByEmail(getDb(), first!.email);
    expect(stored).toMatchObject({ role: "manager", must_change_password: true });
    expect(await verifyPassword(stored!.password_hash, first!.password)).toBe(true);

    expect(await ensureFirstManager(getDb(), "someone-else@replaymuseum.local")).toBeNull();
    expect(await findUserByEmail(getDb(), "someone-else@replaymuseum.local")).toBeUndefined();
    const managers = await getDb().selectFrom("users").select("email").where("role", "=", "manager").execute();
    expect(managers).toEqual([{ email: "manager@replaymuseum.local" }]);
  });

  it("createSession sets an HttpOnly, SameSite=Lax cookie and stores only a hash of it", async () => {
    const user = await createUser(getDb(), { email: uniqueEmail("session"), password: "Secret#123", role: "staff" });
    const setCookie = await createSession(user.id, "vitest", getDb());
    const parts = setCookie.split("; ");
    expect(parts).toContain("HttpOnly");
    expect(parts).toContain("SameSite=Lax");
    expect(parts).toContain("Path=/");
    expect(parts).toContain(`Max-Age=${7 * 24 * 3600}`);
    const value = cookieValue(setCookie);
    expect(value.length).toBeGreaterThanOrEqual(43); // 32 random bytes

    const rows = await sessionsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].user_agent).toBe("vitest");
    expect(rows[0].id_hash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(await getDb().selectFrom("sessions").selectAll().execute());
    expect(everything).not.toContain(value);

    // A new sign-in gets a new id.
    const again = cookieValue(await createSession(user.id, null, getDb()));
    expect(again).not.toBe(value);
  });

  it("a sign-in over HTTPS gets a Secure __Host- cookie, read back and cleared under that name, whatever PUBLIC_URL says", async () => {
    const user = await createUser(getDb(), { email: uniqueEmail("https"), password: "Secret#123", role: "staff" });
    const overHttps = new Request("https://museum.example/login", { method: "POST" });
    const setCookie = await createSession(user.id, "vitest", getDb(), overHttps);
    expect(setCookie).toMatch(/^__Host-museum_session=[^;]+; /);
    // A __Host- cookie is refused by the browser unless it is Secure, for the whole site, with no Domain.
    expect(setCookie.split("; ")).toEqual(expect.arrayContaining(["Secure", "Path=/"]));
    expect(setCookie).not.toMatch(/Domain=/i);
    const value = /^__Host-museum_session=([^;]*)/.exec(setCookie)![1];

    const withCookie = (url: string, name: string) => new Request(url, { headers: { cookie: `${name}=${value}` } });
    expect(
      await lookUpSessionUser(withCookie("https://museum.example/admin", "__Host-museum_session"), getDb()),
    ).toMatchObject({ id: user.id });
    // The same value sent without the prefix, or over plain HTTP, is not this session.
    expect(await lookUpSessionUser(withCookie("https://museum.example/admin", "museum_session"), getDb())).toBeNull();
    expect(
      await lookUpSessionUser(withCookie("http://museum.example/admin", "__Host-museum_session"), getDb()),
    ).toBeNull();

    const cleared = await destroySession(withCookie("https://museum.example/logout", "__Host-museum_session"), getDb());
    expect(cleared.split("; ")).toEqual(expect.arrayContaining(["__Host-museum_session=", "Secure", "Max-Age=0"]));
    expect(await sessionsOf(user.id)).toHaveLength(0);

    // Over plain HTTP (a development server) the cookie cannot be Secure, or the browser would drop it.
    const overHttp = await createSession(
      user.id,
      "vitest",
      getDb(),
      new Request("http://localhost/login", { method: "POST" }),
    );
    expect(overHttp).toMatch(/^museum_session=/);
    expect(overHttp.split("; ")).not.toContain("Secure");
  });

  it("lookUpSessionUser returns the signed-in user for the cookie, and nobody for a missing or forged one", async () => {
    const user = await createUser(getDb(), {
      email: uniqueEmail("reader"),
      password: "Secret#123",
      role: "manager",
      name: "Rae",
    });
    const value = cookieValue(await createSession(user.id, null, getDb()));

    expect(await lookUpSessionUser(requestWith(value), getDb())).toEqual({
      id: user.id,
      email: user.email,
      name: "Rae",
      role: "manager",
      mustChangePassword: false,
    });
    expect(await lookUpSessionUser(requestWith(null), getDb())).toBeNull();
    expect(await lookUpSessionUser(requestWith(value.slice(0, -2) + "xx"), getDb())).toBeNull();
  });

  it("an idle session or one past its absolute expiry is refused and deleted", async () => {
    const user = await createUser(getDb(), { email: uniqueEmail("idle"), password: "Secret#123", role: "staff" });
    const value = cookieValue(await createSession(user.id, null, getDb()));
    expect(await lookUpSessionUser(requestWith(value), getDb())).toMatchObject({ id: user.id });

    const idleSince = (ms: number) =>
      getDb()
        .updateTable("sessions")
        .set({ last_seen_at: new Date(Date.now() - ms).toISOString() })
        .where("user_id", "=", user.id)
        .execute();
    // Just inside the idle timeout it still works (and is touched again).
    await idleSince(IDLE_TIMEOUT_MS - 60_000);
    expect(await lookUpSessionUser(requestWith(value), getDb())).toMatchObject({ id: user.id });
    const [touched] = await sessionsOf(user.id);
    expect(Date.now() - Date.parse(touched.last_seen_at)).toBeLessThan(60_000);

    await idleSince(IDLE_TIMEOUT_MS + 60_000);
    expect(await lookUpSessionUser(requestWith(value), getDb())).toBeNull();
    expect(await sessionsOf(user.id)).toHaveLength(0);

    const recent = cookieValue(await createSession(user.id, null, getDb()));
    await getDb()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    expect(await lookUpSessionUser(requestWith(recent), getDb())).toBeNull();
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it("a staff session lasts 12 idle hours and 7 days in all (cookie and stored expiry)", async () => {
    const user = await createUser(getDb(), { email: uniqueEmail("lifetime"), password: "Secret#123", role: "staff" });
    const before = Date.now();
    const setCookie = await createSession(user.id, null, getDb());
    expect(setCookie).toContain(`Max-Age=${7 * 24 * 60 * 60}`);
    const [row] = await sessionsOf(user.id);
    expect(Date.parse(row.expires_at) - before).toBeGreaterThanOrEqual(7 * 24 * 3_600_000 - 1000);
    expect(Date.parse(row.expires_at) - before).toBeLessThanOrEqual(7 * 24 * 3_600_000 + 1000);

    await getDb()
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 13 * 3_600_000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    expect(await lookUpSessionUser(requestWith(cookieValue(setCookie)), getDb())).toBeNull();
  });

  it("destroySession deletes the row and clears the cookie", async () => {
    const user = await createUser(getDb(), { email: uniqueEmail("signout"), password: "Secret#123", role: "staff" });
    const value = cookieValue(await createSession(user.id, null, getDb()));
    const keep = cookieValue(await createSession(user.id, null, getDb()));

    const cleared = await destroySession(requestWith(value), getDb());
    expect(cleared).toMatch(new RegExp(`^${COOKIE}=;`));
    expect(cleared.split("; ")).toContain("Max-Age=0");
    expect(cleared.split("; ")).toContain("HttpOnly");
    expect(await lookUpSessionUser(requestWith(value), getDb())).toBeNull();
    // Only that browser is signed out.
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect(await lookUpSessionUser(requestWith(keep), getDb())).toMatchObject({ id: user.id });

    // Signing out without a session still clears the cookie.
    expect((await destroySession(requestWith(null), getDb())).split("; ")).toContain("Max-Age=0");
  });

  it("sign-out clears the cookie and goes home even when the session row cannot be deleted", async () => {
    const user = await createUser(getDb(), {
      email: uniqueEmail("signout-broken"),
      password: "Secret#123",
      role: "staff",
    });
    const value = cookieValue(await createSession(user.id, null, getDb()));
    const post = new Request("http://localhost/logout", { method: "POST", headers: { cookie: `${COOKIE}=${value}` } });
    // The database refuses the delete (here: the table is gone for the moment).
    await sql`alter table sessions rename to sessions_away`.execute(getDb());
    let answer: Response;
    try {
      answer = (await signOut({
        request: post,
        params: {},
        context: { ip: "203.0.113.9", cspNonce: "" },
      } as never)) as Response;
    } finally {
      await sql`alter table sessions_away rename to sessions`.execute(getDb());
    }
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/");
    expect(answer.headers.get("set-cookie")?.split("; ")).toEqual(
      expect.arrayContaining([`${COOKIE}=`, "Max-Age=0", "HttpOnly"]),
    );
  });

  it("requireStaff sends a visitor to /login remembering the page", async () => {
    const response = await thrown(requireStaff(requestWith(null, "http://localhost/admin/hours")));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fhours");

    const withQuery = (await thrown(
      requireStaff(requestWith(null, "http://localhost/repairs/new?gameId=7")),
    )) as Response;
    expect(withQuery.headers.get("Location")).toBe("/login?redirectTo=%2Frepairs%2Fnew%3FgameId%3D7");
  });

  it("requireStaff returns a signed-in staff member; requireManager refuses staff with 403 naming the role and the active managers to ask, and admits a manager", async () => {
    const staff = await createUser(getDb(), { email: uniqueEmail("staff"), password: "Secret#123", role: "staff" });
    const manager = await createUser(getDb(), {
      email: uniqueEmail("manager"),
      password: "Secret#123",
      role: "manager",
    });
    const named = await createUser(getDb(), {
      email: uniqueEmail("named"),
      password: "Secret#123",
      role: "manager",
      name: "Morgan Flipper",
    });
    const gone = await createUser(getDb(), { email: uniqueEmail("gone"), password: "Secret#123", role: "manager" });
    await getDb()
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", gone.id)
      .execute();
    const staffCookie = cookieValue(await createSession(staff.id, null, getDb()));
    const managerCookie = cookieValue(await createSession(manager.id, null, getDb()));
    const hours = "http://localhost/admin/hours";

    expect(await requireStaff(requestWith(staffCookie, hours))).toMatchObject({ id: staff.id, role: "staff" });

    const denied = (await thrown(requireManager(requestWith(staffCookie, hours), "hours"))) as Response;
    expect(denied).toBeInstanceOf(Response);
    expect([denied.status, denied.statusText]).toEqual([403, "Access Denied"]);
    const denial = (await denied.json()) as AccessDenial;
    expect(denial).toMatchObject({ said: null, reason: "Only managers can change the opening hours." });
    expect(denial.managers).toContainEqual({ name: manager.name, email: manager.email });
    expect(denial.managers).toContainEqual({ name: "Morgan Flipper", email: named.email });
    // Only whom a staff member can ask: no disabled manager, no staff.
    expect(denial.managers.map((m) => m.email)).not.toContain(gone.email);
    expect(denial.managers.map((m) => m.email)).not.toContain(staff.email);
    // A screen whose spec has a refusal of its own says it first.
    const post = (await thrown(
      requireManager(requestWith(staffCookie, hours), "hours", "User not authorized to update business hours"),
    )) as Response;
    expect(await post.json()).toMatchObject({
      said: "User not authorized to update business hours",
      reason: "Only managers can change the opening hours.",
    });

    expect(await requireManager(requestWith(managerCookie, hours), "hours")).toEqual({
      id: manager.id,
      email: manager.email,
      name: manager.name,
      role: "manager",
      mustChangePassword: false,
    });

    const visitor = (await thrown(requireManager(requestWith(null, hours), "hours"))) as Response;
    expect(visitor.status).toBe(302);
  });

  it("setPassword replaces the hash and signs the account out everywhere", async () => {
    const user = await createUser(getDb(), { email: uniqueEmail("reset"), password: "Old#Pass1", role: "staff" });
    const other = await createUser(getDb(), { email: uniqueEmail("bystander"), password: "Old#Pass1", role: "staff" });
    const before = (await findUserByEmail(getDb(), user.email))!;
    const phone = cookieValue(await createSession(user.id, "phone", getDb()));
    await createSession(user.id, "laptop", getDb());
    const bystander = cookieValue(await createSession(other.id, null, getDb()));

    await setPassword(getDb(), user.id, "New#Pass2", true);

    const after = (await findUserByEmail(getDb(), user.email))!;
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(await verifyPassword(after.password_hash, "New#Pass2")).toBe(true);
    expect(await verifyPassword(after.password_hash, "Old#Pass1")).toBe(false);
    expect(after.must_change_password).toBe(true);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect(await lookUpSessionUser(requestWith(phone), getDb())).toBeNull();
    expect(await lookUpSessionUser(requestWith(bystander), getDb())).toMatchObject({ id: other.id });
  });

  it("an account with a one-time password: signed in, but every staff page and POST sends it to set its own, and staff views see no one", async () => {
    const user = await createUser(getDb(), {
      email: uniqueEmail("onetime"),
      password: "One#Time1pw",
      role: "manager",
      mustChangePassword: true,
    });
    const cookie = cookieValue(await createSession(user.id, null, getDb()));
    const repairs = requestWith(cookie, "http://localhost/repairs/new?gameId=7");

    const sent = (await thrown(requireStaff(repairs))) as Response;
    expect([sent.status, sent.headers.get("Location")]).toEqual([
      302,
      "/account/password?redirectTo=%2Frepairs%2Fnew%3FgameId%3D7",
    ]);
    const post = new Request("http://localhost/repairs/new?gameId=7", { method: "POST", headers: repairs.headers });
    expect(((await thrown(requireStaff(post))) as Response).headers.get("Location")).toMatch(/^\/account\/password\?/);
    expect(
      ((await thrown(requireManager(requestWith(cookie, "http://localhost/admin/hours"), "hours"))) as Response).status,
    ).toBe(302);
    expect(await readSignedInUser(repairs)).toBeNull();
    expect(await requireSignedIn(repairs)).toMatchObject({ id: user.id, mustChangePassword: true });
    expect(await readSignedInUser(repairs, { evenOwingPassword: true })).toMatchObject({ id: user.id });
  });

  it("changeOwnPassword: a wrong current password changes nothing; the right one clears the flag and ends every session; guesses are throttled", async () => {
    const db = getDb();
    const user = await createUser(db, {
      email: uniqueEmail("change"),
      password: "One#Time1pw",
      role: "staff",
      mustChangePassword: true,
    });
    const here = cookieValue(await createSession(user.id, "phone", db));
    await createSession(user.id, "office", db);
    const ip = `198.51.100.${++counter % 250}`;

    expect(await changeOwnPassword(db, user, "Wrong#Guess1", "Brand#New2pw", ip)).toEqual({
      ok: false,
      code: "wrong_current",
    });
    expect(await sessionsOf(user.id)).toHaveLength(2);
    expect(await findUserByEmail(db, user.email)).toMatchObject({ must_change_password: true });

    expect(await changeOwnPassword(db, user, "One#Time1pw", "Brand#New2pw", ip)).toEqual({ ok: true });
    const stored = (await findUserByEmail(db, user.email))!;
    expect(stored.must_change_password).toBe(false);
    expect(await verifyPassword(stored.password_hash, "Brand#New2pw")).toBe(true);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect(await lookUpSessionUser(requestWith(here), db)).toBeNull();
    const actions = await db
      .selectFrom("audit_log")
      .select("action")
      .where("user_id", "=", user.id)
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["password_change_failed", "password_changed"]);

    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++)
      await changeOwnPassword(db, user, "Wrong#Guess1", "Other#New3pw", ip);
    expect(await changeOwnPassword(db, user, "Brand#New2pw", "Other#New3pw", ip)).toEqual({
      ok: false,
      code: "throttled",
    });
    expect(await verifyPassword((await findUserByEmail(db, user.email))!.password_hash, "Brand#New2pw")).toBe(true);
  });

  it("changeOwnPassword on a browser that signed in before is not held up by an address that must wait", async () => {
    const db = getDb();
    const user = await createUser(db, {
      email: uniqueEmail("change-device"),
      password: "Old#Pass1word",
      role: "staff",
    });
    const ip = `198.51.100.${++counter % 250}`;
    for (let i = 0; i < addressPolicy().free; i++) await takeSignInAttempt(db, uniqueEmail("made-up"), ip);
    expect(await changeOwnPassword(db, user, "Old#Pass1word", "Brand#New2pw", ip)).toEqual({
      ok: false,
      code: "throttled",
    });
    expect(await changeOwnPassword(db, user, "Old#Pass1word", "Brand#New2pw", ip, "device-of-this-browser")).toEqual({
      ok: true,
    });
  });
});
