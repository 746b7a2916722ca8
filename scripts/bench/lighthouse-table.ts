import { median } from "./figures";
import { formatTable } from "./table";
import { MIN_LIGHTHOUSE_SCORE } from "./targets";

/** The part of a Lighthouse result (an LHR) that the table and its title read. */
export type LighthouseReport = {
  lighthouseVersion?: string;
  environment?: { hostUserAgent: string; benchmarkIndex: number };
  configSettings?: {
    throttlingMethod: string;
    throttling: { rttMs?: number; throughputKbps?: number; cpuSlowdownMultiplier?: number };
  };
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

/** One run's figures: the score out of 100, times in ms, script transfer size in bytes. */
export type LighthouseRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number; scriptBytes: number };

export type Outcome = LighthouseRun | { error: string };

const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const;

/** The run's figures, or why it has none (Lighthouse reports a page it could not load with a null score). */
export function readRun(report: LighthouseReport): Outcome {
  if (report.runtimeError) return { error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  const score = report.categories.performance?.score;
  if (score === null || score === undefined) return { error: "no performance score" };
  const figures: Partial<LighthouseRun> = { score: Math.round(score * 100) };
  for (const [key, audit] of Object.entries(METRICS)) {
    const value = report.audits[audit]?.numericValue;
    if (value === undefined) return { error: `no ${audit}` };
    figures[key as keyof typeof METRICS] = value;
  }
  const items = (report.audits["resource-summary"]?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const scripts = items.find((item) => (item as { resourceType?: string }).resourceType === "script") as
    { transferSize?: number } | undefined;
  return { ...(figures as LighthouseRun), scriptBytes: scripts?.transferSize ?? 0 };
}

/**
 * The table's title: what the runs were measured with, so two runs of the bench can be compared. Lighthouse's
 * benchmark index is its own measure of how fast the machine was (higher is faster).
 */
export function describeSetup(report: LighthouseReport, runs: number) {
  const throttling = report.configSettings?.throttling ?? {};
  const browser = report.environment?.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "Chrome";
  return (
    `Lighthouse ${report.lighthouseVersion ?? "?"} in ${browser}, mobile, ${report.configSettings?.throttlingMethod ?? "?"}: ` +
    `CPU slowdown ${throttling.cpuSlowdownMultiplier}, RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kbit/s; ` +
    `benchmark index ${report.environment?.benchmarkIndex ?? "?"}; median of ${runs} run(s) per column`
  );
}

export const isRun = (outcome: Outcome): outcome is LighthouseRun => !("error" in outcome);

export type PageFigures = { page: string; outcomes: Outcome[] };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const COLUMNS: { title: string; cell: (runs: LighthouseRun[]) => string }[] = [
  { title: "score", cell: (runs) => String(Math.round(median(runs.map((r) => r.score))!)) },
  { title: "FCP", cell: (runs) => seconds(median(runs.map((r) => r.fcp))!) },
  { title: "LCP", cell: (runs) => seconds(median(runs.map((r) => r.lcp))!) },
  { title: "TBT", cell: (runs) => `${Math.round(median(runs.map((r) => r.tbt))!)} ms` },
  { title: "CLS", cell: (runs) => median(runs.map((r) => r.cls))!.toFixed(3) },
  { title: "script KB", cell: (runs) => (median(runs.map((r) => r.scriptBytes))! / 1024).toFixed(1) },
];

/**
 * One row per page, each column the median of that page's runs that succeeded, taken column by column (the
 * median score and the median LCP may come from different runs); a page whose runs all failed shows dashes.
 * Below it: the pages under the score budget, and every failed run with its reason.
 */
export function lighthouseTable(pages: PageFigures[]): string {
  const rows = pages.map(({ page, outcomes }) => {
    const runs = outcomes.filter(isRun);
    return [page, ...COLUMNS.map((column) => (runs.length ? column.cell(runs) : "-"))];
  });
  const notes: string[] = [];
  const low = rows.filter((row) => row[1] !== "-" && Number(row[1]) < MIN_LIGHTHOUSE_SCORE);
  notes.push(
    low.length
      ? `under ${MIN_LIGHTHOUSE_SCORE}: ${low.map((row) => `${row[0]} (${row[1]})`).join(", ")}`
      : `every page measured scores ${MIN_LIGHTHOUSE_SCORE} or more`,
  );
  for (const { page, outcomes } of pages)
    outcomes.forEach((outcome, i) => {
      if (!isRun(outcome)) notes.push(`failed: ${page}, run ${i + 1}: ${outcome.error}`);
    });
  const table = formatTable(
    ["page", ...COLUMNS.map((c) => c.title)],
    rows,
    COLUMNS.map((_, i) => i + 1),
  );
  return [table, "", ...notes].join("\n");
}

export const failedRuns = (pages: PageFigures[]) =>
  pages.reduce((sum, { outcomes }) => sum + outcomes.filter((o) => !isRun(o)).length, 0);
