import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { QUEUE_DATABASE } from "../../app/components/floor-queue/idb-store";
import { SAVED_ON_PHONE } from "../../app/components/floor-queue/KeptNotice";
import { QUEUE_TITLE } from "../../app/components/floor-queue/queue-words";
import { publicPageUrls, routeAt, sampleUrlOf, urlOf, type SampleGame } from "../../app/route-manifest";
import { WORKER_URL } from "../../app/sw/kept-screens";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The public pages' JavaScript budget (developers' guide): at most 150 KB gzipped, counted as every
 * script the page loads until the network is idle, bodies gzipped here so the figure does not depend
 * on the server's compression level or on response headers.
 */
const BUDGET_BYTES = 150 * 1024;
/**
 * The offline floor's chunks, named after its modules: none may be named by a script a visitor loads (the route
 * manifest as the page holds it included), not even in the list of chunks a lazy staff panel loads with it.
 */
const QUEUE_DIR = "app/components/floor-queue";
const QUEUE_CHUNKS = fs
  .readdirSync(QUEUE_DIR)
  .map((file) => path.parse(file).name)
  .filter((name) => !name.endsWith(".test"))
  .map((name) => `assets/${name}-`);

/** The page that keeps a server-sent event stream open. */
const LIVE = urlOf(routeAt("board"));

async function scriptBytes(page: Page, url: string) {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script")
      sizes.push(response.body().then((body) => zlib.gzipSync(body).length));
  };
  page.on("response", onResponse);
  if (url === LIVE) {
    // A board's update stream stays open, so its network is never idle: it has loaded what it needs once it
    // has hydrated and opened the stream, and a moment after.
    await page.goto(url, { waitUntil: "load" });
    await waitForHydration(page);
    await page.waitForTimeout(1_000);
  } else {
    await page.goto(url, { waitUntil: "networkidle" });
  }
  page.off("response", onResponse);
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

test.describe("JavaScript budget of the public pages", () => {
  let game: SampleGame;
  let pages: string[] = [];
  test.beforeAll(async ({ db }) => {
    game = await db
      .selectFrom("games")
      .select(["id", "slug"])
      .where("slug", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    pages = publicPageUrls(game, { budgetOnly: true });
  });

  test("every public page loads at most 150 KB of gzipped JavaScript, and forms leave zod for later @phone-only", async ({
    page,
  }) => {
    // A dozen pages, each loaded until the network has been idle for half a second and then hydrated:
    // some 15 s on an idle machine, so a busy one needs more than the usual 30 s.
    test.slow();
    const zodRequests: string[] = [];
    page.on("request", (request) => {
      if (/\.schema-[\w-]+\.js$/.test(request.url())) zodRequests.push(request.url());
    });
    for (const url of pages) {
      const bytes = await scriptBytes(page, url);
      // Soft, so one run reports every page over the budget, not just the first.
      expect
        .soft(bytes, `${url}: ${(bytes / 1024).toFixed(1)} KB of gzipped JavaScript`)
        .toBeLessThanOrEqual(BUDGET_BYTES);
      // A page that ships no script at all would pass the budget without hydrating anything.
      expect.soft(bytes, `${url} hydrates`).toBeGreaterThan(20 * 1024);
      await waitForHydration(page);
    }
    expect(zodRequests, "form schemas load on a field's focus, not with the page").toEqual([]);
  });

  test("a phone asks for the scripts a public page names at low priority, after what paints it @phone-only", async ({
    page,
  }) => {
    test.slow();
    // Chromium's own priority for each request, as it sent it (Playwright does not expose it).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    let asked: { url: string; type?: string; by: string; priority: string }[] = [];
    cdp.on("Network.requestWillBeSent", ({ request, type, initiator }) =>
      asked.push({ url: new URL(request.url).pathname, type, by: initiator.type, priority: request.initialPriority }),
    );
    for (const url of pages) {
      asked = [];
      await page.goto(url);
      await waitForHydration(page);
      // What the document itself asks for; not what a script loads later (the sale dialogs, when idle).
      const scripts = asked.filter((request) => request.type === "Script" && request.by === "parser");
      expect(scripts.length, `${url} loads its scripts`).toBeGreaterThan(2);
      // The server has rendered the page: its scripts only make it interactive, so none competes with the
      // stylesheet and the first photo for a phone's first round trips.
      expect
        .soft(
          scripts.filter((request) => request.priority !== "Low"),
          `${url}: scripts asked for above low priority`,
        )
        .toEqual([]);
      expect
        .soft(asked.find((request) => request.type === "Stylesheet")?.priority, `${url}: stylesheet`)
        .toBe("VeryHigh");
    }
  });

  test("a visitor's game and QR pages download none of the staff panels' code @phone-only", async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.text());
    });
    for (const url of [sampleUrlOf(routeAt("game/:slug"), game), sampleUrlOf(routeAt("report-issue"), game)]) {
      await page.goto(url, { waitUntil: "networkidle" });
      await waitForHydration(page);
    }
    const scripts = await Promise.all(bodies);
    expect(scripts.length, "the pages loaded their scripts").toBeGreaterThan(2);
    // The staff panels' own headings: present in a script only if the panel's code came with it.
    for (const text of ["Staff: open repairs", "Mean time to repair"])
      expect(scripts.filter((body) => body.includes(text)).length, text).toBe(0);
  });

  test("a visitor's pages load nothing of the offline floor: no chunk, text or worker of it @phone-only", async ({
    page,
  }) => {
    test.slow();
    const bodies: Promise<{ url: string; body: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        bodies.push(response.text().then((body) => ({ url: new URL(response.url()).pathname, body })));
    });
    for (const url of pages) {
      await page.goto(url, { waitUntil: url === LIVE ? "load" : "networkidle" });
      await waitForHydration(page);
      // The route manifest as this page holds it: its own routes, inline in the document, and those of its links,
      // which React Router looked up (/__manifest) once they showed.
      const manifest = await page.evaluate(() =>
        JSON.stringify((window as unknown as { __reactRouterManifest: unknown }).__reactRouterManifest),
      );
      bodies.push(Promise.resolve({ url: `the route manifest of ${url}`, body: manifest }));
    }
    const loaded = await Promise.all(bodies);
    for (const text of [...QUEUE_CHUNKS, QUEUE_TITLE, SAVED_ON_PHONE, QUEUE_DATABASE, WORKER_URL]) {
      const naming = loaded.filter(({ body }) => body.includes(text)).map(({ url }) => url);
      expect.soft([...new Set(naming)], text).toEqual([]);
    }
  });
});
