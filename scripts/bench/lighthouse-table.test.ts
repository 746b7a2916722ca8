import { describe, expect, it } from "vitest";
import {
  describeSetup,
  failedRuns,
  lighthouseTable,
  readRun,
  type LighthouseReport,
  type LighthouseRun,
} from "./lighthouse-table";

/** The parts of a Lighthouse 12 report that the table reads, with the values given. */
function report({ score, fcp, lcp, tbt, cls, scriptBytes }: LighthouseRun): LighthouseReport {
  return {
    categories: { performance: { score: score / 100 } },
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: tbt },
      "cumulative-layout-shift": { numericValue: cls },
      "resource-summary": {
        details: {
          type: "table",
          items: [
            { resourceType: "total", transferSize: 400_000 },
            { resourceType: "script", transferSize: scriptBytes },
            { resourceType: "stylesheet", transferSize: 9_000 },
          ],
        },
      },
    },
  };
}

const run = (score: number, lcp: number): LighthouseRun => ({
  score,
  fcp: 900,
  lcp,
  tbt: 20,
  cls: 0.0123,
  scriptBytes: 130_048,
});

describe("readRun", () => {
  it("reads the score out of 100, the four metrics and the scripts' transfer size", () => {
    expect(readRun(report({ score: 97, fcp: 812.5, lcp: 1203, tbt: 31, cls: 0.004, scriptBytes: 120_000 }))).toEqual({
      score: 97,
      fcp: 812.5,
      lcp: 1203,
      tbt: 31,
      cls: 0.004,
      scriptBytes: 120_000,
    });
  });

  it("counts no script bytes on a page without scripts", () => {
    const withoutScripts = report(run(100, 800));
    withoutScripts.audits["resource-summary"] = { details: { items: [{ resourceType: "total", transferSize: 1 }] } };
    expect(readRun(withoutScripts)).toMatchObject({ scriptBytes: 0 });
  });

  it("gives Lighthouse's reason for a run it could not measure", () => {
    expect(
      readRun({
        runtimeError: { code: "NO_NAVSTART", message: "Something went wrong" },
        categories: { performance: { score: null } },
        audits: {},
      }),
    ).toEqual({ error: "NO_NAVSTART: Something went wrong" });
    expect(readRun({ categories: { performance: { score: null } }, audits: {} })).toEqual({
      error: "no performance score",
    });
  });
});

describe("lighthouseTable", () => {
  it("prints each column's median over the page's runs, with the units", () => {
    const table = lighthouseTable([
      { page: "/", outcomes: [run(99, 1000), run(91, 3000), run(97, 1500)] },
      { page: "/faq", outcomes: [run(100, 700)] },
    ]);
    expect(table).toBe(
      [
        "| page | score |    FCP |    LCP |   TBT |   CLS | script KB |",
        "|------|------:|-------:|-------:|------:|------:|----------:|",
        "| /    |    97 | 0.90 s | 1.50 s | 20 ms | 0.012 |     127.0 |",
        "| /faq |   100 | 0.90 s | 0.70 s | 20 ms | 0.012 |     127.0 |",
        "",
        "every page measured scores 95 or more",
      ].join("\n"),
    );
  });

  it("names the pages under 95, and each failed run; a page without a run shows dashes", () => {
    const pages = [
      { page: "/", outcomes: [run(90, 1000), { error: "NO_FCP: no paint" }, run(94, 1000)] },
      { page: "/board", outcomes: [{ error: "NO_NAVSTART: no trace" }] },
    ];
    const lines = lighthouseTable(pages).split("\n");
    expect(lines[2]).toBe("| /      |    92 | 0.90 s | 1.00 s | 20 ms | 0.012 |     127.0 |");
    expect(lines[3]).toBe("| /board |     - |      - |      - |     - |     - |         - |");
    expect(lines.slice(5)).toEqual([
      "under 95: / (92)",
      "failed: /, run 2: NO_FCP: no paint",
      "failed: /board, run 1: NO_NAVSTART: no trace",
    ]);
    expect(failedRuns(pages)).toBe(2);
  });
});

describe("lighthouseTable behind the proxy", () => {
  it("puts the score and the paints behind nginx beside the server's, and says which pages miss the aims", () => {
    const lines = lighthouseTable(
      [
        { page: "/", outcomes: [run(98, 1000)] },
        { page: "/faq", outcomes: [run(97, 1000)] },
      ],
      {
        proxied: [
          { page: "/", outcomes: [run(100, 800), { error: "NO_FCP: no paint" }] },
          { page: "/faq", outcomes: [run(99, 900)] },
        ],
        withAims: true,
      },
    ).split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "| page | score |    FCP |    LCP |   TBT |   CLS | script KB | nginx score | nginx FCP | nginx LCP |",
      "|------|------:|-------:|-------:|------:|------:|----------:|------------:|----------:|----------:|",
      "| /    |    98 | 0.90 s | 1.00 s | 20 ms | 0.012 |     127.0 |         100 |    0.90 s |    0.80 s |",
      "| /faq |    97 | 0.90 s | 1.00 s | 20 ms | 0.012 |     127.0 |          99 |    0.90 s |    0.90 s |",
    ]);
    expect(lines.slice(5)).toEqual([
      "every page measured scores 95 or more",
      "the aim, 98 from the server and 100 behind nginx: NOT met by /faq (97), /faq behind nginx (99)",
      "failed: / behind nginx, run 2: NO_FCP: no paint",
    ]);
  });

  it("says so when every page meets the aims", () => {
    const lines = lighthouseTable([{ page: "/", outcomes: [run(98, 1000)] }], {
      proxied: [{ page: "/", outcomes: [run(100, 800)] }],
      withAims: true,
    }).split("\n");
    expect(lines.at(-1)).toBe("the aim, 98 from the server and 100 behind nginx: met by every page measured");
  });
});

describe("describeSetup", () => {
  it("names Lighthouse, the browser, the throttling, the machine's benchmark index and the runs", () => {
    expect(
      describeSetup(
        {
          lighthouseVersion: "12.2.3",
          environment: {
            hostUserAgent:
              "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
            benchmarkIndex: 1234.5,
          },
          configSettings: {
            throttlingMethod: "simulate",
            throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 8 },
          },
          categories: {},
          audits: {},
        },
        3,
      ),
    ).toBe(
      "Lighthouse 12.2.3 in HeadlessChrome/156.0.0.0, mobile, simulate: CPU slowdown 8, RTT 150 ms, 1638.4 kbit/s; " +
        "benchmark index 1234.5; median of 3 run(s) per column",
    );
  });
});
