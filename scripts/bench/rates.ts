import autocannon from "autocannon";
import { ratio } from "./figures";
import { BROWSER_HEADERS, REQUEST_TIMEOUT_S } from "./public-load";
import { met, MIN_CACHE_TO_STATIC } from "./targets";

/**
 * The speed target "a cached anonymous page at no less than 0.8 of the rate at which the same server serves
 * /robots.txt": one path asked for again and again by anonymous visitors (no cookie), as many at once and
 * for as long as the other, each after a warm-up whose figures are thrown away, and each on a server that has
 * finished what the run before left it.
 */

export type Rate = { path: string; perSecond: number; p99: number; non2xx: number; errors: number };

export type RateOptions = { connections: number; seconds: number; warmUpSeconds: number };

async function hammer(url: string, path: string, connections: number, seconds: number) {
  return autocannon({
    url: new URL(path, url).toString(),
    connections,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_S,
    headers: BROWSER_HEADERS,
  });
}

/** A single visitor's /robots.txt this fast, twice in a row, says the server has no backlog left. */
const IDLE_MS = 100;

/**
 * Waits, at most `maxSeconds`, until the server has finished the requests a load run left it with: the load
 * tool hangs up at the end of its run, but the server still renders every page it was asked for, and the next
 * run would measure that backlog. The seconds it waited, or undefined when the server never settled.
 */
export async function waitUntilIdle(url: string, maxSeconds = 60): Promise<number | undefined> {
  const started = performance.now();
  let fast = 0;
  while (performance.now() - started < maxSeconds * 1000) {
    const asked = performance.now();
    await (await fetch(new URL("/robots.txt", url))).arrayBuffer();
    fast = performance.now() - asked < IDLE_MS ? fast + 1 : 0;
    if (fast === 2) return (performance.now() - started) / 1000;
  }
  return undefined;
}

export async function measureRate(
  url: string,
  path: string,
  { connections, seconds, warmUpSeconds }: RateOptions,
): Promise<Rate> {
  await waitUntilIdle(url);
  if (warmUpSeconds > 0) await hammer(url, path, connections, warmUpSeconds);
  await waitUntilIdle(url);
  const result = await hammer(url, path, connections, seconds);
  return {
    path,
    perSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The two rates and their ratio, against the ratio asked (MIN_CACHE_TO_STATIC). */
export function describeRates(page: Rate, robots: Rate, { connections, seconds, warmUpSeconds }: RateOptions) {
  const width = Math.max(page.path.length, robots.path.length);
  const line = (rate: Rate) =>
    `  GET ${rate.path.padEnd(width)}  ${rate.perSecond.toFixed(1).padStart(8)} req/s ` +
    `(p99 ${rate.p99} ms, non-2xx ${rate.non2xx}, errors ${rate.errors})`;
  const value = ratio(page.perSecond, robots.perSecond);
  return [
    `cache-to-static: ${connections} anonymous connections, ${seconds} s on each path after a ${warmUpSeconds} s warm-up`,
    line(page),
    line(robots),
    value === undefined
      ? `  ratio: none, ${robots.path} was not answered`
      : `  ratio ${value.toFixed(2)} (at least ${MIN_CACHE_TO_STATIC.toFixed(2)} asked: ${met(value >= MIN_CACHE_TO_STATIC)})`,
  ].join("\n");
}
