import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { readRun, type LighthouseReport, type Outcome, type PageFigures } from "./lighthouse-table";

/**
 * Lighthouse's mobile performance audit of each page, through its Node API, in one Chrome kept for every
 * run (Lighthouse opens a fresh tab per run and clears the origin's storage and cache before it).
 */

export type Chrome = { port: number; kill: () => void };

/**
 * Chromium as the browser tests find it: CHROME_PATH (Lighthouse's name), CHROMIUM_PATH, or Debian's. It
 * accepts the bench proxy's self-signed certificate (proxy.ts).
 */
export async function openChrome(): Promise<Chrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--ignore-certificate-errors"],
    logLevel: "silent",
  });
  return { port: chrome.port, kill: () => chrome.kill() };
}

export type Audit = {
  /** Lighthouse's simulated CPU slowdown; its mobile default (4) when unset. */
  cpuSlowdown?: number;
  runs: number;
  /** Called before each round over the pages, so a long run shows where it is. */
  onRound?: (round: number) => void;
};

async function auditOnce(chrome: Chrome, url: string, cpuSlowdown?: number) {
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result) return { outcome: { error: "no result" } };
    const report = result.lhr as unknown as LighthouseReport;
    return { outcome: readRun(report), report };
  } catch (error) {
    return { outcome: { error: error instanceof Error ? error.message : String(error) } };
  }
}

/** One run thrown away: a fresh Chrome's first run pays for its own start (and the server's first render). */
export async function warmUp(chrome: Chrome, url: string) {
  await auditOnce(chrome, url);
}

/**
 * `runs` rounds over every page, rather than every run of one page in a row, so a moment when the machine is
 * busy costs one run of several pages instead of all the runs of one. Each page is measured at every one of
 * `baseUrls` in turn (the server, then the proxy in front of it), so a busy moment hits both alike. A failed
 * run is tried once more. The figures come back in the order of `baseUrls`.
 */
export async function auditPages(
  chrome: Chrome,
  baseUrls: string[],
  pages: string[],
  { cpuSlowdown, runs, onRound }: Audit,
): Promise<{ sites: PageFigures[][]; first?: LighthouseReport }> {
  const outcomes = baseUrls.map(() => new Map<string, Outcome[]>(pages.map((page) => [page, []])));
  let first: LighthouseReport | undefined;
  for (let round = 1; round <= runs; round++) {
    onRound?.(round);
    for (const page of pages) {
      for (const [site, baseUrl] of baseUrls.entries()) {
        const url = new URL(page, baseUrl).toString();
        let result = await auditOnce(chrome, url, cpuSlowdown);
        // A trace Lighthouse failed to record (NO_NAVSTART, NO_FCP on a busy machine) says nothing of the page.
        if ("error" in result.outcome) result = await auditOnce(chrome, url, cpuSlowdown);
        outcomes[site].get(page)!.push(result.outcome);
        first ??= result.report;
      }
    }
  }
  return { sites: outcomes.map((byPage) => pages.map((page) => ({ page, outcomes: byPage.get(page)! }))), first };
}
