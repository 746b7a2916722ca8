import { request as httpClient, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  ROUTES,
  routeAt,
  urlOf,
  type Audience,
  type Fill,
  type RouteFacts,
  type RoutePath,
  type SampleGame,
} from "../../app/route-manifest";
import routes from "../../app/routes";
import { ACCOUNTS } from "./accounts";
import { expect, test } from "./fixtures";
import { sessionFile, signInOverHttp } from "./sessions";

/**
 * The authorization matrix: every route of the route manifest (`app/route-manifest.ts`, which app/routes.ts is
 * made of), asked for by a visitor, a staff member and a manager, with GET and with POST, and what each must
 * get: what its audience and whether it takes a form say, but where EXCEPTIONS says otherwise. Plain HTTP (no
 * browser): the server's answer is what is checked, not what a page draws.
 */

type Who = "visitor" | "staff" | "manager";
const EVERYONE: readonly Who[] = ["visitor", "staff", "manager"];

type Outcome =
  | { status: number } // exactly this status, no redirect
  | { to: string } // a redirect (302/303) to this path and query
  | "login"; // a redirect to /login remembering the page

/**
 * A POST with the fields the page's own form sends. "answered": the module's action answers itself (with
 * anything but a 5xx, a 403 or a 405). A route without an action gets 405, whoever asks.
 */
type PostOutcome = Outcome | "answered";

type Row = {
  get: Record<Who, Outcome>;
  post: Record<Who, PostOutcome>;
  /** The POST ends the session it is sent with: staff and manager sign in afresh for it, not with the run's shared sessions. */
  signsOut?: true;
};

const SAME = <T extends PostOutcome>(outcome: T): Record<Who, T> => ({
  visitor: outcome,
  staff: outcome,
  manager: outcome,
});
const NOT_FOUND = SAME({ status: 404 });

/** What each audience gets, for a GET and for a POST to a route that takes one. */
const BY_AUDIENCE: Record<Audience, Row> = {
  visitor: { get: SAME({ status: 200 }), post: SAME("answered") },
  "signing-in": { get: SAME({ status: 200 }), post: SAME("answered") },
  staff: {
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  },
  "board-key": {
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  },
  // Only its key counts: a session changes nothing, a GET is not taken, a post without a key is refused.
  "counter-key": { get: SAME({ status: 405 }), post: SAME({ status: 401 }) },
  manager: {
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  },
};

/**
 * Routes asked for at an address of their own (a missing record, a made-up token), or answering otherwise than
 * their audience does.
 */
const EXCEPTIONS: Partial<Record<RoutePath, Partial<Row> & { fill?: Fill }>> = {
  login: {
    get: { visitor: { status: 200 }, staff: { to: urlOf(routeAt("admin")) }, manager: { to: urlOf(routeAt("admin")) } },
  },
  logout: { get: SAME({ to: urlOf(routeAt("")) }), post: SAME({ to: urlOf(routeAt("")) }), signsOut: true },
  "events/:id/calendar.ics": { fill: { params: { id: "999999" } }, get: NOT_FOUND },
  "newsletter/confirm": { fill: { query: "token=not-a-token" } },
  "newsletter/unsubscribe": { fill: { query: "id=1&token=not-a-token" } },
  "game-images": { get: SAME({ status: 405 }) },
  "repairs/stats": { fill: { query: "range=7" } },
  "repairs/stats.csv": { fill: { query: "range=7" } },
  "repairs/:id": {
    fill: { params: { id: "999999" } },
    get: { visitor: "login", staff: { status: 404 }, manager: { status: 404 } },
  },
  "maintenance/tasks/:taskId": {
    fill: { params: { taskId: "999999" } },
    get: { visitor: "login", staff: { to: "/maintenance/tasks" }, manager: { to: "/maintenance/tasks" } },
  },
  "maintenance/cycles/:taskId/:gameId": {
    fill: { params: { taskId: "999999", gameId: "999999" } },
    get: { visitor: "login", staff: { status: 404 }, manager: { status: 404 } },
  },
  "admin/subscribers.csv": {
    get: { visitor: "login", staff: { to: urlOf(routeAt("admin/subscribers")) }, manager: { status: 200 } },
  },
  "admin/collection.csv": {
    get: { visitor: "login", staff: { to: urlOf(routeAt("admin/collection")) }, manager: { status: 200 } },
  },
  "*": { fill: { params: { "*": "no-such-page" } }, get: NOT_FOUND, post: NOT_FOUND },
};

/** The address asked for (a real game where the route has a sample) and what each must get. */
function rowOf(route: RouteFacts, game: SampleGame) {
  const exception = EXCEPTIONS[route.path as RoutePath] ?? {};
  const byAudience = BY_AUDIENCE[route.audience];
  return {
    path: urlOf(route, exception.fill ?? route.sample?.(game)),
    get: exception.get ?? byAudience.get,
    post: exception.post ?? (route.form ? byAudience.post : SAME({ status: 405 })),
    signsOut: exception.signsOut,
  };
}

function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.index || entry.path !== undefined ? [own] : []), ...routePaths(entry.children ?? [], own)];
  });
}

async function clientFor(who: Who, baseURL: string, { fresh = false } = {}) {
  const storageState =
    who === "visitor" ? undefined : fresh ? await signInOverHttp(baseURL, ACCOUNTS[who]) : sessionFile(who);
  return httpClient.newContext({ baseURL, storageState, maxRedirects: 0 });
}

function expectOutcome(response: APIResponse, outcome: PostOutcome, label: string) {
  const status = response.status();
  const location = response.headers()["location"] ?? "";
  if (outcome === "answered") {
    expect(status, `${label}: the form answers itself`).toBeLessThan(500);
    expect([403, 405], `${label}: not refused`).not.toContain(status);
  } else if (outcome === "login") {
    expect([302, 303], label).toContain(status);
    expect(location, label).toMatch(/^\/login\?redirectTo=%2F/);
  } else if ("to" in outcome) {
    expect([302, 303], label).toContain(status);
    expect(location, label).toBe(outcome.to);
  } else {
    expect(status, label).toBe(outcome.status);
  }
}

test.describe("authorization matrix", () => {
  let sample: SampleGame;

  test.beforeAll(async ({ db }) => {
    const game = await db
      .selectFrom("games")
      .select(["slug", "id"])
      .where("location", "=", "Replay")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    sample = { slug: game.slug, id: game.id };
  });

  test("covers every route of app/routes.ts, and its exceptions name routes of it", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(routePaths(routes).sort()).toEqual([...paths].sort());
    for (const path of Object.keys(EXCEPTIONS)) expect(paths, path).toContain(path);
  });

  for (const route of ROUTES) {
    test(`${route.path || "(home)"}: GET and POST as visitor, staff and manager`, async ({ baseURL }) => {
      const row = rowOf(route, sample);
      for (const who of EVERYONE) {
        const client: APIRequestContext = await clientFor(who, baseURL!, { fresh: row.signsOut });
        try {
          expectOutcome(await client.get(row.path), row.get[who], `GET ${row.path} as ${who}`);
          const origin = new URL(baseURL!).origin;
          const post = await client.post(row.path, { form: { intent: "none" }, headers: { Origin: origin } });
          expectOutcome(post, row.post[who], `POST ${row.path} as ${who}`);
        } finally {
          await client.dispose();
        }
      }
    });
  }

  test("a refused POST writes nothing: creating an account as a visitor or as staff leaves no account", async ({
    baseURL,
    db,
  }) => {
    const origin = new URL(baseURL!).origin;
    for (const who of EVERYONE) {
      const email = `matrix-${who}-${Date.now().toString(36)}@e2e.test`;
      const client = await clientFor(who, baseURL!);
      try {
        const response = await client.post("/admin/password-reset", {
          // Making a manager takes the acting manager's own password (docs/departures.md 45): each one sends theirs.
          form: {
            intent: "create",
            email,
            password: "Matrix-Pass1!",
            role: "manager",
            name: "Matrix Manager",
            currentPassword: who === "visitor" ? "" : ACCOUNTS[who].password,
          },
          headers: { Origin: origin },
        });
        const stored = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
        if (who === "manager") {
          expect(response.status(), "the manager's POST is accepted").toBe(200);
          expect(stored, "the same POST writes when allowed").toBeDefined();
        } else {
          expectOutcome(response, who === "visitor" ? "login" : { status: 403 }, `create as ${who}`);
          expect(stored, `no account created by ${who}`).toBeUndefined();
        }
      } finally {
        await client.dispose();
      }
    }
  });
});
