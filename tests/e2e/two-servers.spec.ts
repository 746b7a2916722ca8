import crypto from "node:crypto";
import pg from "pg";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { createUser } from "../../app/models/account/user.server";
import { createDb, type DB } from "../../app/utils/db.server";
import { startEmbeddedPostgres, type TestPostgres } from "../embedded-postgres";
import { startS3Server, type TestS3Server } from "../s3-server";
import { ACCOUNTS } from "./accounts";
import { expect, signInOverHttp, test, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * More than one server: two servers on one PostgreSQL, as behind a load balancer, started together
 * on an empty database. What one counts or changes, the other knows at once; a scheduled job runs on one.
 * Each test's requests say which client they are (X-Forwarded-For, TRUST_PROXY=1), so their limits and
 * throttles count apart.
 */

const RATE_LIMIT = 10;
let postgres: TestPostgres | null = null;
let s3: TestS3Server;
let adminUrl: string;
let database: string;
let db: DB;
let a: OwnServer;
let b: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (process.env.TEST_DATABASE_URL) adminUrl = process.env.TEST_DATABASE_URL;
  else {
    postgres = await startEmbeddedPostgres();
    adminUrl = postgres.url;
  }
  database = `e2e_two_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  s3 = await startS3Server();
  const env = {
    // Uploads outside either server's disk: one bucket for the pair.
    ...s3.env("two-servers/"),
    DATABASE_URL: url.toString(),
    // One secret for the pair, as every server behind one balancer must share it.
    SESSION_SECRET: "two-servers-share-one-secret-0123456789abcdef",
    TRUST_PROXY: "1",
    // The first start's demo content, photos in the bucket: both servers serve every page it names.
    SEED_DEMO: "true",
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    LOG_LEVEL: "info",
  };
  [a, b] = await Promise.all([startOwnServer({ env }), startOwnServer({ env })]);
  db = createDb({ kind: "postgres", url: url.toString() });
  await createUser(db, ACCOUNTS.manager);
});

test.afterAll(async () => {
  await db?.destroy();
  await Promise.all([a?.stop(), b?.stop()]);
  if (database) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  await postgres?.stop();
  await s3?.stop();
});

const post = (server: OwnServer, path: string, fields: Record<string, string>, client: string) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: server.url, "X-Forwarded-For": client },
    redirect: "manual",
  });

test("the POST rate limit counts the requests sent to both servers together", async () => {
  const client = "203.0.113.7";
  const statuses: number[] = [];
  for (let n = 0; n < RATE_LIMIT; n++)
    statuses.push((await post(n % 2 ? b : a, "/about.data", { intent: "contact" }, client)).status);
  expect(
    statuses.filter((s) => s === 429),
    "within the limit, split over two servers",
  ).toEqual([]);
  for (const server of [a, b]) {
    const refused = await post(server, "/about.data", { intent: "contact" }, client);
    expect(refused.status, `the next one, on ${server === a ? "A" : "B"}`).toBe(429);
    expect(await refused.text()).toBe("Too many requests. Please wait a minute and try again.");
  }
  expect(
    (await post(b, "/about.data", { intent: "contact" }, "203.0.113.8")).status,
    "another client is not held back",
  ).not.toBe(429);
});

test("wrong passwords tried on both servers add up to one sign-in delay", async () => {
  const client = "198.51.100.7";
  const email = `two-servers-${crypto.randomBytes(3).toString("hex")}@e2e.test`;
  const password = "Right-pass-2026!";
  await createUser(db, { email, password, role: "staff", mustChangePassword: false });
  for (let n = 0; n < 5; n++) {
    const wrong = await post(
      n % 2 ? b : a,
      "/login",
      { email, password: `Wrong-pass-${n}!`, redirectTo: "/admin" },
      client,
    );
    expect(await wrong.text(), `wrong password ${n + 1}`).toContain(
      "Invalid email or password. Please check your credentials and try again.",
    );
  }
  for (const server of [a, b]) {
    const right = await post(server, "/login", { email, password, redirectTo: "/admin" }, client);
    expect(right.status, "even the right password waits").not.toBe(302);
    expect(await right.text()).toContain("Too many login attempts. Please wait a few minutes before trying again.");
  }
});

async function saveChatbot(page: Page, server: OwnServer, enabled: boolean, agentId: string) {
  await page.goto(`${server.url}/admin/chatbot`);
  await waitForHydration(page);
  const form = page.getByTestId("chatbot-settings");
  await form.getByRole("switch", { name: /Enabled/ }).setChecked(enabled, { force: true });
  await form.getByLabel("Agent ID").fill(agentId);
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(form.getByRole("status")).toHaveText("Chatbot settings saved successfully!");
}

test("the chatbot widget a manager turns on through one server is on the other's next page, and off again", async ({
  page,
}) => {
  // Both servers render a page first, so each holds the widget's state in memory.
  for (const server of [a, b]) {
    await page.goto(`${server.url}/`);
    await expect(page.locator("elevenlabs-convai")).toHaveCount(0);
  }
  // Sessions live in the database and the servers share a secret: one sign-in serves both.
  await page.context().addCookies((await signInOverHttp(a.url, ACCOUNTS.manager)).cookies);

  await saveChatbot(page, a, true, "agent_two_servers");
  // What a visitor gets from B (the widget is never shown to signed-in staff).
  const visitorPage = () => fetch(`${b.url}/`);
  let answer = await visitorPage();
  // B kept its home page for visitors (the page cache); A's write moved the database's pages version.
  expect(answer.headers.get("x-page-cache"), "B renders its kept page again").toBe("miss");
  expect(await answer.text()).toMatch(/<elevenlabs-convai[^>]*agent-id="agent_two_servers"/);
  expect(answer.headers.get("content-security-policy"), "B's policy lets the widget reach its provider").toContain(
    "https://api.elevenlabs.io",
  );

  await saveChatbot(page, b, false, "agent_two_servers");
  answer = await fetch(`${a.url}/`);
  expect(await answer.text()).not.toContain("<elevenlabs-convai");
  expect(answer.headers.get("content-security-policy")).not.toContain("elevenlabs");
  const again = await visitorPage();
  expect(again.headers.get("x-page-cache")).toBe("miss");
  expect(await again.text()).not.toContain("<elevenlabs-convai");
  expect((await visitorPage()).headers.get("x-page-cache"), "then B keeps the new page").toBe("hit");
});

test("a scheduled job started by both servers at once ran on one of them", async () => {
  const done = () =>
    [a, b].map((server) => server.output().match(/"job":"housekeeping".*"msg":"scheduled job done"/g)?.length ?? 0);
  await expect.poll(() => done().reduce((x, y) => x + y)).toBeGreaterThan(0);
  expect(done().sort(), "runs on each server").toEqual([0, 1]);
  const lease = await db
    .selectFrom("job_leases")
    .select(["holder"])
    .where("job", "=", "housekeeping")
    .executeTakeFirstOrThrow();
  expect([String(a.pid), String(b.pid)], "held by one of the two").toContain(lease.holder.split(":")[1]);
});

test("a photo uploaded through one server is served by the other, from the shared bucket", async () => {
  const cookies = (await signInOverHttp(a.url, ACCOUNTS.manager)).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c0392b" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new File([photo], "flipper.jpg", { type: "image/jpeg" }));
  const uploaded = await fetch(`${a.url}/game-images`, {
    method: "POST",
    body: form,
    headers: { Origin: a.url, Cookie: cookies },
  });
  expect(uploaded.status, "the upload through A").toBe(200);
  const { url } = (await uploaded.json()) as { url: string };

  const fromA = await fetch(`${a.url}${url}`);
  const fromB = await fetch(`${b.url}${url}`);
  expect([fromA.status, fromB.status]).toEqual([200, 200]);
  expect(fromB.headers.get("content-type")).toBe("image/webp");
  expect(
    Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer())),
    "B serves the very file A stored",
  ).toBe(true);
  expect((await sharp(Buffer.from(await (await fetch(`${b.url}${url}`)).arrayBuffer())).metadata()).width).toBe(640);
});

test("every demo photo the first start seeded is served by both servers", async () => {
  for (const server of [a, b]) {
    const page = await (await fetch(`${server.url}/collection`)).text();
    const photos = [...new Set(page.match(/\/uploads\/[0-9a-f]{32}-(400|800|1200)\.webp/g) ?? [])];
    expect(photos.length, "the collection names the demo photos").toBeGreaterThan(30);
    const statuses = await Promise.all(
      photos.map(async (photo) => [photo, (await fetch(`${server.url}${photo}`, { method: "HEAD" })).status]),
    );
    expect(
      statuses.filter(([, status]) => status !== 200),
      `not served by ${server === a ? "A" : "B"}`,
    ).toEqual([]);
  }
});
