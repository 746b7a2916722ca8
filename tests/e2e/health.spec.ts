import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { startOwnServer } from "./own-server";

/**
 * What a load balancer asks. /healthz (the process answers) and /readyz (database reachable and
 * migrated, uploads writable), served by Express before the pages: no log line, no session, no page headers,
 * nothing about versions or paths.
 */

test("/healthz and /readyz answer plainly, unlogged, and /readyz says 503 while the migrations or the upload storage are not right", async () => {
  test.setTimeout(60_000);
  const server = await startOwnServer({ env: { LOG_LEVEL: "info", RATE_LIMIT_PER_MINUTE: "1" } });
  try {
    for (const [url, text] of [
      ["/healthz", "ok"],
      ["/readyz", "ready"],
    ] as const) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toBe(text);
      expect(response.headers.get("cache-control"), url).toBe("no-store");
      expect(response.headers.get("set-cookie"), url).toBeNull();
      expect(response.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(response.headers.get("content-security-policy"), `${url}: no page policy, no nonce`).toBe(
        "frame-ancestors 'none'",
      );
    }
    const many = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.url}/healthz`).then((r) => r.status)),
    );
    expect(new Set(many), "never rate limited").toEqual(new Set([200]));
    await fetch(`${server.url}/about`);
    await expect.poll(() => server.output(), "pages are logged").toContain('"path":"/about"');
    expect(server.output(), "health checks are not").not.toMatch(/"path":"\/(healthz|readyz)"/);

    // Uploads that cannot be written: a file where the folder should be.
    const uploads = path.join(server.dataDir, "uploads");
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, "");
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 10_000 }).toBe(503);
    expect(await (await fetch(`${server.url}/readyz`)).text()).toBe("not ready: storage");
    expect((await fetch(`${server.url}/healthz`)).status, "the process still answers").toBe(200);
    fs.rmSync(uploads);
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);

    // A database behind this code's migrations (as while another server upgrades it).
    const db = new Database(path.join(server.dataDir, "museum.db"));
    const last = db.prepare("select name from kysely_migration order by name desc limit 1").pluck().get() as string;
    db.prepare("delete from kysely_migration where name = ?").run(last);
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 10_000 }).toBe(503);
    const body = await (await fetch(`${server.url}/readyz`)).text();
    expect(body).toBe("not ready: migrations");
    expect(body, "no migration names or paths").not.toContain(last);
    db.close();
  } finally {
    await server.stop();
  }
});
