import os from "node:os";
import { auditPages, openChrome, warmUp } from "./bench/lighthouse";
import { describeSetup, failedRuns, lighthouseTable } from "./bench/lighthouse-table";
import { describeMachine, formatLoad, machineNow } from "./bench/machine";
import { findNginx, startProxy, type Proxy } from "./bench/proxy";
import { publicPages, runPublicLoad } from "./bench/public-load";
import { describeRates, measureRate, waitUntilIdle } from "./bench/rates";
import { loadVerdict } from "./bench/targets";
import { startOwnServer } from "../tests/e2e/own-server";

/**
 * `npm run bench`: every speed figure we track (load, cache-to-static ratio, Lighthouse), in one run, measured rather
 * than asserted (a timed test on a shared machine only flakes). Runs the production build (`npm run build` first) on
 * its own port with the demo content and prints, after a header naming the machine:
 * - the load figures: BENCH_CONNECTIONS (200) visitors for BENCH_SECONDS (60) over the public pages;
 * - the cache-to-static ratio: one public page and /robots.txt, BENCH_RATE_SECONDS (10) each;
 * - Lighthouse's mobile table for every public page, median of BENCH_LIGHTHOUSE_RUNS (3), at Lighthouse's
 *   CPU slowdown and at 8 times; the first also behind nginx with the deployment's config (HTTP/2 over TLS,
 *   deploy/nginx/replay.conf), as visitors reach the site, when nginx is installed.
 * BENCH_SKIP_LOAD=1, BENCH_SKIP_RATIO=1, BENCH_SKIP_LIGHTHOUSE=1 and BENCH_SKIP_PROXY=1 leave a part out. The
 * exit code is 1 when a load run had errors or answers other than 2xx, or a Lighthouse run failed twice.
 */

function knob(name: string, fallback: number) {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of 1 or more`);
  return value;
}

const connections = knob("BENCH_CONNECTIONS", 200);
const seconds = knob("BENCH_SECONDS", 60);
const rateSeconds = knob("BENCH_RATE_SECONDS", 10);
const lighthouseRuns = knob("BENCH_LIGHTHOUSE_RUNS", 3);
const skip = (part: string) => process.env[`BENCH_SKIP_${part}`] === "1";

/** The page whose rate is compared with /robots.txt's: the one most visitors open first. */
const CACHED_PAGE = "/";
/** The slow phone's table: twice Lighthouse's mobile CPU slowdown (4). */
const SLOW_CPU = 8;

/** nginx with the deployment's config in front of the server, or undefined (and why) when it is missing or fails. */
async function proxyBefore(url: string): Promise<Proxy | undefined> {
  const nginx = findNginx();
  if (!nginx) {
    console.log("\nnginx is not installed (apt-get install nginx, or set NGINX_PATH): no figures behind it");
    return undefined;
  }
  try {
    return await startProxy(url, nginx);
  } catch (error) {
    console.log(`\nnginx did not start, so no figures behind it: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
    return undefined;
  }
}

const started = performance.now();
console.log(`npm run bench, ${new Date().toISOString()}`);
console.log(describeMachine(machineNow()));

// It believes the proxy in front of it, as a deployment behind nginx does.
const server = await startOwnServer({ env: { SEED_DEMO: "true", TRUST_PROXY: "loopback" } });
try {
  const pages = await publicPages(server.dataDir);
  // One pass first, so the first requests measured do not pay for a cold start.
  for (const page of pages) {
    const status = (await fetch(`${server.url}${page}`)).status;
    if (status !== 200) console.log(`warning: GET ${page} answered ${status} before the load`);
  }

  if (!skip("LOAD")) {
    console.log(`\n## Load\n`);
    const result = await runPublicLoad(server.url, pages, { connections, seconds });
    console.log(result.line);
    console.log(loadVerdict(result));
    if (result.errors || result.non2xx) process.exitCode = 1;
  }

  if (!skip("RATIO")) {
    console.log(`\n## Cached page against a static answer\n`);
    const options = { connections, seconds: rateSeconds, warmUpSeconds: 3 };
    const page = await measureRate(server.url, CACHED_PAGE, options);
    const robots = await measureRate(server.url, "/robots.txt", options);
    console.log(describeRates(page, robots, options));
    if (page.errors || page.non2xx || robots.errors || robots.non2xx) process.exitCode = 1;
  }

  if (!skip("LIGHTHOUSE")) {
    if ((await waitUntilIdle(server.url)) === undefined)
      console.log("warning: the server was still busy with the load runs' requests 60 s after them");
    const proxy = skip("PROXY") ? undefined : await proxyBefore(server.url);
    const chrome = await openChrome();
    try {
      await warmUp(chrome, server.url);
      for (const cpuSlowdown of [undefined, SLOW_CPU]) {
        const slowdown = cpuSlowdown ? `CPU slowed down ${cpuSlowdown} times (a cheap phone)` : "mobile defaults";
        // Visitors' phones reach the site through the proxy: its columns sit beside Lighthouse's own settings.
        const baseUrls = [server.url, ...(proxy && !cpuSlowdown ? [proxy.url] : [])];
        const audit = await auditPages(chrome, baseUrls, pages, {
          cpuSlowdown,
          runs: lighthouseRuns,
          onRound: (round) => console.error(`lighthouse, ${slowdown}: round ${round} of ${lighthouseRuns}`),
        });
        const setup = audit.first ? describeSetup(audit.first, lighthouseRuns) : "no run succeeded";
        const columns = audit.sites[1] ? "; nginx: the same page behind the proxy, HTTP/2 over TLS" : "";
        console.log(`\n## Lighthouse, ${slowdown}\n\n${setup}${columns}\n`);
        console.log(lighthouseTable(audit.sites[0], { proxied: audit.sites[1], withAims: !cpuSlowdown }));
        if (audit.sites.some(failedRuns)) process.exitCode = 1;
      }
    } finally {
      chrome.kill();
      await proxy?.stop();
    }
  }
} finally {
  await server.stop();
}

console.log(
  `\nat the end: ${formatLoad(os.loadavg())}; the bench took ${((performance.now() - started) / 60_000).toFixed(1)} min`,
);
