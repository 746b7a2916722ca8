import path from "node:path";
import autocannon from "autocannon";
import { expect, test } from "@playwright/test";
import { createDb } from "../../app/utils/db.server";
import { startOwnServer } from "./own-server";

/**
 * Issue 8, "Load": 200 visitors at once for 60 s over the public pages, on a server of this test's own
 * with the demo content, so the run's shared server keeps answering the other tests in the meantime.
 * The machine is shared with the rest of the run, so the test holds the server to answering every
 * request well, not to a speed; it prints the figures for the record.
 */

const VISITORS = 200;
const SECONDS = 60;
/** A page slower than this under full load counts as an error: a visitor would have given up. */
const REQUEST_TIMEOUT_S = 30;

const PUBLIC_PAGES = [
  "/",
  "/collection",
  "/collection?type=Pinball",
  "/events",
  "/faq",
  "/shop",
  "/about",
  "/museum-info",
  "/games-for-sale",
];

test("200 concurrent visitors for 60 s over the public pages get every page, without an error", async () => {
  test.setTimeout((SECONDS + 60) * 1000);
  const server = await startOwnServer({ env: { SEED_DEMO: "true" } });
  try {
    const db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
    const game = await db
      .selectFrom("games")
      .select("slug")
      .orderBy("id")
      .executeTakeFirstOrThrow()
      .finally(() => db.destroy());
    const pages = [...PUBLIC_PAGES, `/game/${game.slug}`];
    for (const page of pages)
      expect((await fetch(`${server.url}${page}`)).status, `GET ${page} before the load`).toBe(200);

    const result = await autocannon({
      url: server.url,
      connections: VISITORS,
      duration: SECONDS,
      timeout: REQUEST_TIMEOUT_S,
      // Each connection walks the pages in turn, as a browser that accepts compressed pages.
      requests: pages.map((page) => ({ method: "GET" as const, path: page })),
      headers: { "accept-encoding": "gzip, deflate, br" },
    });

    const { requests, latency } = result;
    console.log(
      `load: ${VISITORS} connections for ${result.duration} s over ${pages.length} pages: ${requests.total} requests, ` +
        `${requests.average.toFixed(1)} req/s; latency p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
        `2xx ${result["2xx"]}, non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts})`,
    );
    expect(requests.total, "requests answered").toBeGreaterThan(0);
    expect(result.errors, "connection errors and timeouts").toBe(0);
    expect(result.non2xx, "answers other than 2xx").toBe(0);
    expect(result["2xx"]).toBe(requests.total);
  } finally {
    await server.stop();
  }
});
