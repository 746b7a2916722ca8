import crypto from "node:crypto";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createDb, type DB } from "../../app/utils/db.server";
import { insertTestGames } from "./game-data";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * The TV boards' streams on a server of their own whose streams end after 1.5 s (BOARD_STREAM_MAX_MS, 15
 * minutes in production): the TV reconnects by itself each time and keeps showing changes; a board link past
 * its last day is refused with its own words on the TV.
 */

let server: OwnServer;
let db: DB;

test.beforeAll(async () => {
  server = await startOwnServer({
    env: { BOARD_STREAM_MAX_MS: "1500", BOARD_HEARTBEAT_MS: "100", BOARD_POLL_MS: "200" },
  });
  db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

test("the lobby TV reconnects each time the server ends its old stream, and still shows a change without a reload", async ({
  page,
}) => {
  let streams = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/board/events") streams++;
  });
  await page.goto(`${server.url}/board`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("On the floor right now");
  await expect.poll(() => streams, { timeout: 10_000, message: "streams opened" }).toBeGreaterThanOrEqual(3);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const [game] = await insertTestGames(db, [{ name: "Reconnected Pinball" }]);
  await expect(page.getByRole("region", { name: /^Playing: \d+$/ }).getByText(game.name)).toBeVisible({
    timeout: 10_000,
  });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("a board link past its last day: the workshop TV says it has expired", async ({ page }) => {
  const token = crypto.randomBytes(32).toString("base64url");
  await db
    .insertInto("board_links")
    .values({
      label: "Open day TV",
      token_hash: crypto.createHash("sha256").update(token).digest("hex"),
      created_by: null,
      created_at: "2000-01-01T12:00:00.000Z",
      // Long past on any day this test runs.
      ends_on: "2000-01-02",
    })
    .execute();
  const answer = await page.goto(`${server.url}/board/workshop?key=${token}`);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Workshop board unavailable");
  await expect(page.getByText("This board link has expired. Ask a manager for a new one.")).toBeVisible();
});
