import { createUser } from "~/models/account/user.server";
import type { DB } from "~/utils/db.server";
import type { FormResult } from "~/utils/forms";
import { createSession } from "~/utils/session.server";

/** A route module's loader/action arguments for `path`: a GET, or a POST of `fields`, with the session cookie. */
export const routeArgs = (path: string, cookie: string, fields?: Record<string, string>) =>
  ({
    request: new Request(`http://localhost${path}`, {
      method: fields ? "POST" : "GET",
      headers: { cookie },
      body: fields
        ? Object.entries(fields).reduce((form, [k, v]) => (form.append(k, v), form), new FormData())
        : undefined,
    }),
    params: {},
    context: { ip: "203.0.113.8", cspNonce: "" },
  }) as never;

/** Runs a route's action and unwraps `data(...)` into its status and body. */
export async function postTo(
  action: (args: never) => Promise<unknown>,
  path: string,
  cookie: string,
  fields: Record<string, string>,
) {
  const result = await action(routeArgs(path, cookie, fields));
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const wrapped = result as { data: FormResult<string, string>; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: result as FormResult<string, string> };
}

let seq = 0;

/** A new account of that role, signed in: its id, the actor of model calls and its session cookie. */
export async function signedIn(db: DB, role: "staff" | "manager") {
  const user = await createUser(db, {
    email: `${role}${++seq}-${Date.now()}@museum.test`,
    password: "Flipper#2024",
    role,
  });
  return { id: user.id, ip: "203.0.113.8", cookie: (await createSession(user.id, "vitest", db)).split(";")[0] };
}
