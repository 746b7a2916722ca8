import { expect, it } from "vitest";
import { ACCOUNT_AT_ADDRESS } from "~/models/account/login-throttle.server";
import { createUser } from "~/models/account/user.server";
import { action as login } from "~/routes/login";
import { deviceCookie } from "~/utils/device-cookie.server";
import { describeEachDatabase } from "./databases";

const PASSWORD = "Right#Pass1";
const WRONG = "Wrong#Pass1";
const COOKIE = "museum_device";

let counter = 0;

/** A sign-in post as the login page sends it, from `ip`, with `cookie` (a device cookie's value) or none. */
async function signIn(email: string, password: string, ip: string, device: string | null = null) {
  const form = new FormData();
  form.append("email", email);
  form.append("password", password);
  const request = new Request("http://localhost/login", {
    method: "POST",
    headers: device ? { cookie: `${COOKIE}=${device}` } : {},
    body: form,
  });
  const result = (await login({ request, params: {}, context: { ip, cspNonce: "" } } as never)) as unknown;
  if (result instanceof Response) {
    const set = result.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`)) ?? "";
    return { status: result.status, device: set.split(";")[0]!.slice(COOKIE.length + 1) };
  }
  return { status: (result as { init: ResponseInit | null }).init?.status ?? 200, device: null };
}

/** What whoever holds the session secret can make without ever signing in: a well-signed cookie. */
const minted = (email: string) =>
  deviceCookie(new Request("http://localhost/login"), email)
    .header.split(";")[0]!
    .slice(COOKIE.length + 1);

describeEachDatabase("device cookies are known to the server", (getDb) => {
  const account = async () => {
    const email = `device-${++counter}@museum.test`;
    await createUser(getDb(), { email, password: PASSWORD, role: "staff" });
    return email;
  };

  it("cookies made with the session secret alone bring no extra guesses: after five wrong passwords at an address, each of them waits too", async () => {
    const email = await account();
    const address = `198.51.100.${counter}`;
    const statuses: number[] = [];
    for (let cookie = 0; cookie < 4; cookie++) {
      const device = minted(email);
      for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++)
        statuses.push((await signIn(email, WRONG, address, device)).status);
    }
    expect(
      statuses.filter((s) => s === 401),
      "passwords checked",
    ).toHaveLength(ACCOUNT_AT_ADDRESS.free);
    expect(
      statuses.filter((s) => s === 429),
      "attempts refused",
    ).toHaveLength(4 * ACCOUNT_AT_ADDRESS.free - 5);
    const checked = await getDb()
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("action", "=", "login_failed")
      .where("entity_id", "=", email)
      .executeTakeFirstOrThrow();
    expect(Number(checked.n)).toBe(ACCOUNT_AT_ADDRESS.free);
  });

  it("a browser the server gave its cookie still signs in while strangers at its address must wait; its previous cookie counts no more", async () => {
    const email = await account();
    const address = `198.51.100.${counter}`;
    const first = await signIn(email, PASSWORD, address);
    expect(first.status).toBe(302);
    const second = await signIn(email, PASSWORD, address, first.device);
    expect(second.status).toBe(302);
    expect(second.device).not.toBe(first.device);

    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) expect((await signIn(email, WRONG, address)).status).toBe(401);
    expect((await signIn(email, PASSWORD, address)).status, "a stranger's browser waits").toBe(429);
    expect((await signIn(email, PASSWORD, address, first.device)).status, "the replaced cookie").toBe(429);
    expect((await signIn(email, PASSWORD, address, second.device)).status, "the browser's cookie").toBe(302);
    expect(await getDb().selectFrom("sign_in_devices").select("email").where("email", "=", email).execute()).toEqual([
      { email },
    ]);
  });
});
