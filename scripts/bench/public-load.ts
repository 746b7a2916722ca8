import path from "node:path";
import autocannon from "autocannon";
import { createDb } from "../../app/utils/db.server";

/**
 * Visitors over the public pages, as the load test (`tests/e2e/load.spec.ts`) and `npm run bench` both
 * send them: every connection walks the pages in turn, as a browser that accepts compressed pages.
 */

export const PUBLIC_PAGES = [
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

/** A page slower than this under full load counts as an error: a visitor would have given up. */
const REQUEST_TIMEOUT_S = 30;

export type LoadResult = {
  pages: string[];
  line: string;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
};

/** The public pages of a server with the demo content in `dataDir` (SQLite), one game page included. */
export async function publicPages(dataDir: string) {
  const db = createDb({ kind: "sqlite", file: path.join(dataDir, "museum.db") });
  try {
    const game = await db.selectFrom("games").select("slug").orderBy("id").executeTakeFirstOrThrow();
    return [...PUBLIC_PAGES, `/game/${game.slug}`];
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
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  const { requests, latency } = result;
  return {
    pages,
    total: requests.total,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    line:
      `load: ${connections} connections for ${result.duration} s over ${pages.length} pages: ${requests.total} requests, ` +
      `${requests.average.toFixed(1)} req/s; latency p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
      `2xx ${result["2xx"]}, non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts})`,
  };
}
