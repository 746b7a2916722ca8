import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createDb } from "../../app/utils/db.server";
import { ACCOUNTS } from "./accounts";
import { expect, signInOverHttp, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * The whole round trip a volunteer makes: `npm run backup` of the running site, `npm run restore` on a "new
 * machine" (an empty DATA_DIR), and the restored site serves its pages, photos and staff sign-ins. Rows,
 * types and both databases are checked below the browser (tests/integration/backup.test.ts).
 */

const run = promisify(execFile);
const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");
const cli = (script: string, args: string[], dataDir: string) =>
  run(process.execPath, [tsx, `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });

let server: OwnServer | undefined;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "museum-e2e-backup-"));

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

test("a backup of the running site restores on a new machine that serves pages and photos and signs staff in", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const archive = path.join(work, "museum.tar.gz");
  const [backup, during] = await Promise.all([
    cli("backup", ["--out", archive], process.env.E2E_DATA_DIR!),
    request.get("/"),
  ]);
  expect(during.status()).toBe(200);
  expect(backup.stdout).toMatch(/^Backup written: .+museum\.tar\.gz \(\d+(\.\d)? [KM]B, \d+\.\d s\)$/m);

  const restoredDir = path.join(work, "new-machine");
  const restore = await cli("restore", [archive, "--create"], restoredDir);
  expect(restore.stdout).toMatch(/Every count and SHA-256 matched/);
  const again = cli("restore", [archive], restoredDir);
  await expect(again).rejects.toMatchObject({
    stderr: expect.stringMatching(
      /^The target is not empty \(.+\)\. Nothing was restored\. To replace its contents with the backup, add --force\.$/m,
    ),
  });

  // A failed night on the new machine, so its dashboard has something to warn about.
  const db = createDb({ kind: "sqlite", file: path.join(restoredDir, "museum.db") });
  const game = await db
    .selectFrom("games")
    .select(["slug", "name", "image_url"])
    .where("image_url", "is not", null)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("backup_runs")
    .values({
      started_at: new Date().toISOString(),
      finished_at: new Date().toISOString(),
      status: "failed",
      file: null,
      size_bytes: null,
      error: "ENOSPC: no space left on device",
    })
    .execute();
  await db.destroy();

  server = await startOwnServer({ dataDir: restoredDir });
  const home = await request.get(`${server.url}/`);
  expect(home.status()).toBe(200);
  const gamePage = await request.get(`${server.url}/game/${game.slug}`);
  expect(gamePage.status()).toBe(200);
  expect(await gamePage.text()).toContain(game.name);
  const photo = await request.get(`${server.url}${game.image_url}`);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/webp");

  const state = await signInOverHttp(server.url, ACCOUNTS.manager);
  await page.context().addCookies(state.cookies);
  await page.goto(`${server.url}/admin`);
  const card = page.getByRole("region", { name: "The last backup failed" });
  await expect(card).toContainText("ENOSPC: no space left on device");
  await expect(card).toContainText("There is no good backup yet.");
});
