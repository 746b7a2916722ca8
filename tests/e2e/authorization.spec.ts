import { request as httpClient, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { ACCOUNTS } from "./accounts";
import { expect, test } from "./fixtures";
import { sessionFile, signInOverHttp } from "./sessions";

/**
 * The authorization matrix: every route in app/routes.ts, asked for by a visitor, a staff member and a
 * manager, with GET and with POST, and what each must get. A route added without a row here fails the
 * first test. Plain HTTP (no browser): the server's answer is what is checked, not what a page draws.
 */

type Who = "visitor" | "staff" | "manager";
const EVERYONE: readonly Who[] = ["visitor", "staff", "manager"];

type Outcome =
  | { status: number } // exactly this status, no redirect
  | { to: string } // a redirect (302/303) to this path and query
  | "login"; // a redirect to /login remembering the page

type Row = {
  /** The path asked for (a real game for game/:slug). */
  path: string;
  get: Record<Who, Outcome>;
  /**
   * A POST with the fields the page's own form sends. `public`: anyone may post (the form then answers
   * itself, with anything but a 5xx, a 403 or a 405). `none`: the route has no action (405 for everyone).
   */
  post: Record<Who, Outcome | "answered"> | "none";
  /** The POST ends the session it is sent with: staff and manager sign in afresh for it, not with the run's shared sessions. */
  signsOut?: true;
};

const SAME: (outcome: Outcome) => Record<Who, Outcome> = (outcome) => ({
  visitor: outcome,
  staff: outcome,
  manager: outcome,
});
const PUBLIC_PAGE = SAME({ status: 200 });
const PUBLIC_FORM = { visitor: "answered", staff: "answered", manager: "answered" } as const;

/** Keyed by the route's path as app/routes.ts gives it ("" for the index). */
const MATRIX: Record<string, (gameSlug: string, gameId: number) => Row> = {
  "": () => ({ path: "/", get: PUBLIC_PAGE, post: "none" }),
  login: () => ({
    path: "/login",
    get: { visitor: { status: 200 }, staff: { to: "/admin" }, manager: { to: "/admin" } },
    post: PUBLIC_FORM,
  }),
  "reset-password": () => ({ path: "/reset-password", get: PUBLIC_PAGE, post: PUBLIC_FORM }),
  logout: () => ({ path: "/logout", get: SAME({ to: "/" }), post: SAME({ to: "/" }), signsOut: true }),
  newsletter: () => ({ path: "/newsletter", get: PUBLIC_PAGE, post: PUBLIC_FORM }),
  admin: () => ({
    path: "/admin",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: "none",
  }),
  events: () => ({ path: "/events", get: PUBLIC_PAGE, post: "none" }),
  "events.ics": () => ({ path: "/events.ics", get: PUBLIC_PAGE, post: "none" }),
  "events/:id/calendar.ics": () => ({ path: "/events/999999/calendar.ics", get: SAME({ status: 404 }), post: "none" }),
  "museum-info": () => ({ path: "/museum-info", get: PUBLIC_PAGE, post: "none" }),
  "sitemap.xml": () => ({ path: "/sitemap.xml", get: PUBLIC_PAGE, post: "none" }),
  "robots.txt": () => ({ path: "/robots.txt", get: PUBLIC_PAGE, post: "none" }),
  "manifest.webmanifest": () => ({ path: "/manifest.webmanifest", get: PUBLIC_PAGE, post: "none" }),
  about: () => ({ path: "/about", get: PUBLIC_PAGE, post: PUBLIC_FORM }),
  "sell-donate": () => ({ path: "/sell-donate", get: PUBLIC_PAGE, post: PUBLIC_FORM }),
  faq: () => ({ path: "/faq", get: PUBLIC_PAGE, post: "none" }),
  shop: () => ({ path: "/shop", get: PUBLIC_PAGE, post: "none" }),
  collection: () => ({ path: "/collection", get: PUBLIC_PAGE, post: "none" }),
  "game/:slug": (slug) => ({ path: `/game/${slug}`, get: PUBLIC_PAGE, post: "none" }),
  "games-for-sale": () => ({ path: "/games-for-sale", get: PUBLIC_PAGE, post: PUBLIC_FORM }),
  "report-issue": (_, id) => ({ path: `/report-issue?gameId=${id}`, get: PUBLIC_PAGE, post: PUBLIC_FORM }),
  "admin/password-reset": () => ({
    path: "/admin/password-reset",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  "account/password": () => ({
    path: "/account/password",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "admin/buyer-inquiries": () => ({
    path: "/admin/buyer-inquiries",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "admin/messages": () => ({
    path: "/admin/messages",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "newsletter/confirm": () => ({ path: "/newsletter/confirm?token=not-a-token", get: PUBLIC_PAGE, post: PUBLIC_FORM }),
  "newsletter/unsubscribe": () => ({
    path: "/newsletter/unsubscribe?id=1&token=not-a-token",
    get: PUBLIC_PAGE,
    post: PUBLIC_FORM,
  }),
  "admin/subscribers": () => ({
    path: "/admin/subscribers",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: "none",
  }),
  "admin/subscribers.csv": () => ({
    path: "/admin/subscribers.csv",
    get: { visitor: "login", staff: { to: "/admin/subscribers" }, manager: { status: 200 } },
    post: "none",
  }),
  "admin/hours": () => ({
    path: "/admin/hours",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  "admin/events": () => ({
    path: "/admin/events",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "admin/faq": () => ({
    path: "/admin/faq",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "admin/shop": () => ({
    path: "/admin/shop",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "admin/mail": () => ({
    path: "/admin/mail",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  "admin/activity": () => ({
    path: "/admin/activity",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: "none",
  }),
  "admin/chatbot": () => ({
    path: "/admin/chatbot",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  "admin/settings": () => ({
    path: "/admin/settings",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  "admin/trash": () => ({
    path: "/admin/trash",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  add: () => ({
    path: "/add",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "edit/:id": (_, id) => ({
    path: `/edit/${id}`,
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "edit/:id/inquiries": (_, id) => ({
    path: `/edit/${id}/inquiries`,
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: SAME({ status: 405 }),
  }),
  "game-images": () => ({
    path: "/game-images",
    get: SAME({ status: 405 }),
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  repairs: () => ({
    path: "/repairs",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: "none",
  }),
  "repairs/new": (_, id) => ({
    path: `/repairs/new?gameId=${id}`,
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "repairs/parts": () => ({
    path: "/repairs/parts",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "repairs/stats": () => ({
    path: "/repairs/stats?range=7",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: "none",
  }),
  "repairs/stats.csv": () => ({
    path: "/repairs/stats.csv?range=7",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: "none",
  }),
  "repairs/:id": () => ({
    path: "/repairs/999999",
    get: { visitor: "login", staff: { status: 404 }, manager: { status: 404 } },
    post: { visitor: "login", staff: "answered", manager: "answered" },
  }),
  "qr-codes": () => ({
    path: "/qr-codes",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: "none",
  }),
  board: () => ({ path: "/board", get: PUBLIC_PAGE, post: "none" }),
  "board/workshop": () => ({
    path: "/board/workshop",
    get: { visitor: "login", staff: { status: 200 }, manager: { status: 200 } },
    post: "none",
  }),
  "admin/board-links": () => ({
    path: "/admin/board-links",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  "admin/demo-content": () => ({
    path: "/admin/demo-content",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  "admin/texts": () => ({
    path: "/admin/texts",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  "admin/hero": () => ({
    path: "/admin/hero",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  "admin/collection": () => ({
    path: "/admin/collection",
    get: { visitor: "login", staff: { status: 403 }, manager: { status: 200 } },
    post: { visitor: "login", staff: { status: 403 }, manager: "answered" },
  }),
  "admin/collection.csv": () => ({
    path: "/admin/collection.csv",
    get: { visitor: "login", staff: { to: "/admin/collection" }, manager: { status: 200 } },
    post: "none",
  }),
  "*": () => ({ path: "/no-such-page", get: SAME({ status: 404 }), post: SAME({ status: 404 }) }),
};

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

function expectOutcome(response: APIResponse, outcome: Outcome | "answered", label: string) {
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
  let sample: { slug: string; id: number };

  test.beforeAll(async ({ db }) => {
    const game = await db
      .selectFrom("games")
      .select(["slug", "id"])
      .where("location", "=", "Replay")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    sample = { slug: game.slug, id: game.id };
  });

  test("lists every route of app/routes.ts, and nothing else", () => {
    expect(routePaths(routes).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [pattern, makeRow] of Object.entries(MATRIX)) {
    test(`${pattern || "(home)"}: GET and POST as visitor, staff and manager`, async ({ baseURL }) => {
      const row = makeRow(sample.slug, sample.id);
      for (const who of EVERYONE) {
        const client: APIRequestContext = await clientFor(who, baseURL!, { fresh: row.signsOut });
        try {
          expectOutcome(await client.get(row.path), row.get[who], `GET ${row.path} as ${who}`);
          const origin = new URL(baseURL!).origin;
          const post = await client.post(row.path, { form: { intent: "none" }, headers: { Origin: origin } });
          expectOutcome(post, row.post === "none" ? { status: 405 } : row.post[who], `POST ${row.path} as ${who}`);
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
            name: "",
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
