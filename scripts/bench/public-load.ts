import path from "node:path";
import autocannon from "autocannon";
import { publicPageUrls, type SampleGame } from "../../app/route-manifest";
import { createDb } from "../../app/utils/db.server";

/**
 * Visitors over the route manifest's public pages, as the load test (`tests/e2e/load.spec.ts`) and `npm run bench`
 * both send them: every connection walks the pages in turn, as a browser that accepts compressed pages.
 */

/** The public pages and the load's further queries, for a game of the demo content (its page, its QR label's page). */
export const publicPagesOf = (game: SampleGame) => publicPageUrls(game, { withLoadVariants: true });

/** A page slower than this under full load counts as an error: a visitor would have given up. */
export const REQUEST_TIMEOUT_S = 30;

/** What a browser says of itself that changes the answer: it accepts compressed pages. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

export type LoadResult = {
  pages: string[];
  line: string;
  total: number;
  /** Requests answered per second, on average over the run: pages per second, since every request is a page. */
  perSecond: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
};

/** The public pages of a server with the demo content in `dataDir` (SQLite), for its first game. */
export async function publicPages(dataDir: string) {
  const db = createDb({ kind: "sqlite", file: path.join(dataDir, "museum.db") });
  try {
    return publicPagesOf(await db.selectFrom("games").select(["id", "slug"]).orderBy("id").executeTakeFirstOrThrow());
  } finally {
    await db.destroy();
  }
}

export async function runPublicLoad(
  url: string,
  pages: string[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_S,
    requests: pages.map((page) => ({ method: "GET" as const, path: page })),
    headers: BROWSER_HEADERS,
  });
  const { requests, latency } = result;
  return {
    pages,
    total: requests.total,
    perSecond: requests.average,
    p99: latency.p99,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    line:
      `load: ${connections} connections for ${result.duration} s over ${pages.length} pages: ${requests.total} requests, ` +
      `${requests.average.toFixed(1)} req/s; latency p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
      `2xx ${result["2xx"]}, non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts})`,
  };
}
