import path from "node:path";
import { expect, test } from "@playwright/test";
import { createDb, type DB } from "../../app/utils/db.server";
import { insertTestGames } from "./game-data";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Issue 23: a lobby TV runs all day. With the board's intervals cut to milliseconds (a heartbeat every 5 ms,
 * a database check every 50 ms) and a machine changing status every 80 ms, half a minute holds thousands of
 * pushes and hundreds of reloads of the board's data: the page's heap must end where it started. The
 * server's side (the hub, its pushes and reconnections) is measured in server/board-hub.test.ts.
 */

const CYCLE_MS = 80;
const RUN_MS = 25_000;
/** What a day of updates may add to the page's heap after garbage collection. */
const HEAP_GROWTH_LIMIT = 1.5 * 1024 * 1024;

let server: OwnServer;
let db: DB;

test.beforeAll(async () => {
  server = await startOwnServer({ env: { BOARD_POLL_MS: "50", BOARD_HEARTBEAT_MS: "5" } });
  db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
  await insertTestGames(
    db,
    Array.from({ length: 60 }, (_, i) => ({ name: `Cabinet ${String(i).padStart(2, "0")}` })),
  );
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

test("the lobby board keeps its heap through thousands of pushes and hundreds of updates", async ({ browser }) => {
  test.setTimeout(300_000);
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
  await run(3_000); // warm up: the first updates load and compile what the rest reuse
  const before = await heap();
  const flipsBefore = flips;
  for (let i = 0; i < 14; i++) { await run(10_000); console.log("HEAP@", i, await heap(), flips); }
  // The board shows the last state (one of 60 playing or 59), then the heap is weighed.
  await flip();
  const playing = flips % 2 ? "59" : "60";
  await expect(page.getByTestId("board-playing")).toHaveText(playing, { timeout: 5_000 });
  const after = await heap();
  expect(flips - flipsBefore, "status changes during the run").toBeGreaterThan(200);
  expect(after - before, `heap from ${before} to ${after} bytes`).toBeLessThan(HEAP_GROWTH_LIMIT);
  await page.close();
});
