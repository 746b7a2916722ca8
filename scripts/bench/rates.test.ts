import { describe, expect, it } from "vitest";
import { describeRates, type Rate } from "./rates";

const options = { connections: 200, seconds: 10, warmUpSeconds: 3 };
const rate = (path: string, perSecond: number): Rate => ({ path, perSecond, p99: 40, non2xx: 0, errors: 0 });

describe("describeRates", () => {
  it("prints both rates and their ratio against the 0.8 target", () => {
    expect(describeRates(rate("/", 1700), rate("/robots.txt", 2000), options)).toBe(
      [
        "cache-to-static: 200 anonymous connections, 10 s on each path after a 3 s warm-up",
        "  GET /              1700.0 req/s (p99 40 ms, non-2xx 0, errors 0)",
        "  GET /robots.txt    2000.0 req/s (p99 40 ms, non-2xx 0, errors 0)",
        "  ratio 0.85 (at least 0.80 asked: met)",
      ].join("\n"),
    );
  });

  it("says a ratio under 0.8 is not met", () => {
    expect(describeRates(rate("/", 300), rate("/robots.txt", 2000), options)).toContain(
      "ratio 0.15 (at least 0.80 asked: NOT met)",
    );
  });

  it("says there is no ratio when /robots.txt was not answered", () => {
    expect(describeRates(rate("/", 300), rate("/robots.txt", 0), options)).toContain(
      "ratio: none, /robots.txt was not answered",
    );
  });
});
