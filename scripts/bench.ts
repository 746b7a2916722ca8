import { publicPages, runPublicLoad } from "./bench/public-load";
import { startOwnServer } from "../tests/e2e/own-server";

/**
 * `npm run bench`: the figures we compare between builds, measured rather than asserted (a timed test on
 * a shared machine only flakes). Runs the production build (`npm run build` first) on its own port with
 * the demo content, and prints the load figures: 200 visitors for 60 s over the public pages.
 */

const connections = Number(process.env.BENCH_CONNECTIONS || 200);
const seconds = Number(process.env.BENCH_SECONDS || 60);

const server = await startOwnServer({ env: { SEED_DEMO: "true" } });
try {
  const pages = await publicPages(server.dataDir);
  // One pass first, so the first requests of the run do not measure a cold start.
  for (const page of pages) await fetch(`${server.url}${page}`);
  const result = await runPublicLoad(server.url, pages, { connections, seconds });
  console.log(result.line);
  if (result.errors || result.non2xx) process.exitCode = 1;
} finally {
  await server.stop();
}
