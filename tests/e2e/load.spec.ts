import { expect, test } from "@playwright/test";
import { publicPages, runPublicLoad } from "../../scripts/bench/public-load";
import { startOwnServer } from "./own-server";

/**
 * Load: 200 visitors at once over the public pages, on a server of this test's own with the
 * demo content, so the run's shared server keeps answering the other tests in the meantime. The machine is
 * shared with the rest of the run, so the test holds the server to answering every request well, not to a
 * speed. It runs for 15 s, long enough for the queue to fill and drain many times over; the 60 s run whose
 * figures we compare is `npm run bench`.
 */

const VISITORS = 200;
const SECONDS = 15;

test("200 concurrent visitors over the public pages get every page, without an error", async () => {
  test.setTimeout((SECONDS + 60) * 1000);
  const server = await startOwnServer({ env: { SEED_DEMO: "true" } });
  try {
    const pages = await publicPages(server.dataDir);
    for (const page of pages)
      expect((await fetch(`${server.url}${page}`)).status, `GET ${page} before the load`).toBe(200);

    const result = await runPublicLoad(server.url, pages, { connections: VISITORS, seconds: SECONDS });
    console.log(result.line);
    expect(result.total, "requests answered").toBeGreaterThan(0);
    expect(result.errors, "connection errors and timeouts").toBe(0);
    expect(result.non2xx, "answers other than 2xx").toBe(0);
    expect(result.ok).toBe(result.total);
  } finally {
    await server.stop();
  }
});
