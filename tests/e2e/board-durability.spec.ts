import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createDb, type DB } from "../../app/utils/db.server";
import { insertTestGames } from "./game-data";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * A lobby TV runs all day. With the board's intervals cut to milliseconds (a heartbeat every 5 ms,
 * a database check every 50 ms) and a machine changing status every 80 ms, half a minute holds thousands of
 * pushes and hundreds of reloads of the board's data: the page's heap must end where it started. Then the
 * network drops, and then the server restarts: each time the board must catch up by itself. The
 * server's side (the hub, its pushes and reconnections) is measured in server/board-hub.test.ts.
 */

const CYCLE_MS = 80;
/** Its first updates load and compile what the rest reuse: the heap grows, then holds (measured: from 3.9 MB to
 * about 4.5 MB within 20 s, then within 4.4-4.6 MB for the next two minutes and 1,200 updates). */
const WARM_UP_MS = 12_000;
const RUN_MS = 20_000;
/** What a day of updates may add to the page's heap after garbage collection. */
const HEAP_GROWTH_LIMIT = 1024 * 1024;

const BOARD_ENV = { BOARD_POLL_MS: "50", BOARD_HEARTBEAT_MS: "5" };

let server: OwnServer;
let db: DB;

test.beforeAll(async () => {
  server = await startOwnServer({ env: BOARD_ENV });
  db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
  await insertTestGames(
    db,
    Array.from({ length: 60 }, (_, i) => ({ name: `Cabinet ${String(i).padStart(2, "0")}` })),
  );
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  // The restarted server was given the directory, so its stop keeps it.
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test("the lobby board keeps its heap through thousands of pushes and hundreds of updates", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send("HeapProfiler.collectGarbage");
    await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  };
  const flipper = await db.selectFrom("games").select("id").where("name", "=", "Cabinet 00").executeTakeFirstOrThrow();
  let flips = 0;
  const flip = async () => {
    flips++;
    await db
      .updateTable("games")
      .set({ status: flips % 2 ? "In Repair" : "Operational" })
      .where("id", "=", flipper.id)
      .execute();
  };
  const run = async (ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      await flip();
      await new Promise((resolve) => setTimeout(resolve, CYCLE_MS));
    }
  };

  await page.goto(`${server.url}/board`);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  /** Once the board shows the last change (59 or 60 of 60 playing), so no update is half done when weighed. */
  const settled = async () => {
    await flip();
    await expect(page.getByTestId("board-playing")).toHaveText(flips % 2 ? "59" : "60", { timeout: 5_000 });
    return heap();
  };
  await run(WARM_UP_MS);
  const before = await settled();
  const flipsBefore = flips;
  await run(RUN_MS);
  const after = await settled();
  expect(flips - flipsBefore, "status changes during the run").toBeGreaterThan(150);
  expect(after - before, `heap from ${before} to ${after} bytes`).toBeLessThan(HEAP_GROWTH_LIMIT);

  // The network drops and a machine changes meanwhile: back online, the board catches up by itself.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.context().setOffline(true);
  await flip();
  await page.waitForTimeout(3_000);
  await page.context().setOffline(false);
  await expect(page.getByTestId("board-playing")).toHaveText(flips % 2 ? "59" : "60", { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), "no reload").toBe(true);

  // The server restarts (a deploy) on the same address, and a machine changes while it is down: the board
  // reconnects by itself and shows the change, still without a reload.
  const code = await server.terminate();
  expect(code, `a clean stop:\n${server.output().slice(-2000)}`).toBe(0);
  await flip();
  server = await startOwnServer({ dataDir: server.dataDir, port: Number(new URL(server.url).port), env: BOARD_ENV });
  await expect(page.getByTestId("board-playing")).toHaveText(flips % 2 ? "59" : "60", { timeout: 15_000 });
  await flip();
  await expect(page.getByTestId("board-playing")).toHaveText(flips % 2 ? "59" : "60", { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), "no reload").toBe(true);
  await page.close();
});
