import { median } from "./figures";
import { formatTable } from "./table";
import { AIM_DIRECT_SCORE, AIM_PROXIED_SCORE, MIN_LIGHTHOUSE_SCORE } from "./targets";

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

/** The columns of the figures behind the proxy, beside the server's own: the score and the two paints. */
const PROXIED_COLUMNS = COLUMNS.slice(0, 3).map((column) => ({ ...column, title: `nginx ${column.title}` }));

const cells = (columns: typeof COLUMNS, outcomes: Outcome[] = []) => {
  const runs = outcomes.filter(isRun);
  return columns.map((column) => (runs.length ? column.cell(runs) : "-"));
};

/** The pages whose median score is under `aim`, as "/faq (97)". */
function under(pages: PageFigures[], aim: number, suffix = "") {
  return pages.flatMap(({ page, outcomes }) => {
    const score = cells(COLUMNS.slice(0, 1), outcomes)[0];
    return score !== "-" && Number(score) < aim ? [`${page}${suffix} (${score})`] : [];
  });
}

export type TableOptions = {
  /** The same pages measured behind the proxy (deploy/nginx/replay.conf): three columns more. */
  proxied?: PageFigures[];
  /** Says whether the pages meet the aims (98 straight from the server, 100 behind nginx). */
  withAims?: boolean;
};

/**
 * One row per page, each column the median of that page's runs that succeeded, taken column by column (the
 * median score and the median LCP may come from different runs); a page whose runs all failed shows dashes.
 * Below it: the pages under the score budget, those under the aims when asked, and every failed run with its
 * reason.
 */
export function lighthouseTable(pages: PageFigures[], { proxied, withAims = false }: TableOptions = {}): string {
  const behind = new Map(proxied?.map(({ page, outcomes }) => [page, outcomes]));
  const columns = [...COLUMNS, ...(proxied ? PROXIED_COLUMNS : [])];
  const rows = pages.map(({ page, outcomes }) => [
    page,
    ...cells(COLUMNS, outcomes),
    ...(proxied ? cells(PROXIED_COLUMNS, behind.get(page)) : []),
  ]);
  const low = under(pages, MIN_LIGHTHOUSE_SCORE);
  const notes = [
    low.length
      ? `under ${MIN_LIGHTHOUSE_SCORE}: ${low.join(", ")}`
      : `every page measured scores ${MIN_LIGHTHOUSE_SCORE} or more`,
  ];
  if (withAims) {
    const aims = `the aim, ${AIM_DIRECT_SCORE} from the server${proxied ? ` and ${AIM_PROXIED_SCORE} behind nginx` : ""}`;
    const missed = [...under(pages, AIM_DIRECT_SCORE), ...under(proxied ?? [], AIM_PROXIED_SCORE, " behind nginx")];
    notes.push(missed.length ? `${aims}: NOT met by ${missed.join(", ")}` : `${aims}: met by every page measured`);
  }
  for (const [figures, suffix] of [
    [pages, ""],
    [proxied ?? [], " behind nginx"],
  ] as const)
    for (const { page, outcomes } of figures)
      outcomes.forEach((outcome, i) => {
        if (!isRun(outcome)) notes.push(`failed: ${page}${suffix}, run ${i + 1}: ${outcome.error}`);
      });
  const table = formatTable(
    ["page", ...columns.map((c) => c.title)],
    rows,
    columns.map((_, i) => i + 1),
  );
  return [table, "", ...notes].join("\n");
}

export const failedRuns = (pages: PageFigures[]) =>
  pages.reduce((sum, { outcomes }) => sum + outcomes.filter((o) => !isRun(o)).length, 0);
