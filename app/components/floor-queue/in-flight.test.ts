import { describe, expect, it } from "vitest";
import { POST_TIMEOUT_MS, ASK_TIMEOUT_MS } from "~/sw/unsent-posts";
import { IN_FLIGHT_MS, inFlightForms } from "./in-flight";

describe("the floor's forms a page let go online", () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };

  it("are remembered by key, each taken once", () => {
    const time = clock();
    const sent = inFlightForms<string>(time.now);
    sent.remember("k1", "work entry");
    sent.remember("k2", "resolve");
    expect(sent.take("k2")).toBe("resolve");
    expect(sent.take("k2")).toBeUndefined();
    expect(sent.take("k1")).toBe("work entry");
    expect(sent.take("unknown")).toBeUndefined();
  });

  it("are remembered for as long as the worker may still ask, then forgotten", () => {
    expect(IN_FLIGHT_MS).toBeGreaterThan(POST_TIMEOUT_MS + ASK_TIMEOUT_MS);
    const time = clock();
    const sent = inFlightForms<string>(time.now);
    sent.remember("k1", "work entry");
    sent.remember("k2", "resolve");
    time.pass(IN_FLIGHT_MS);
    expect(sent.take("k1")).toBe("work entry");
    time.pass(1);
    expect(sent.take("k2")).toBeUndefined();
  });

  it("a second submit with the same key replaces the first", () => {
    const sent = inFlightForms<string>(clock().now);
    sent.remember("k1", "first words");
    sent.remember("k1", "second words");
    expect(sent.take("k1")).toBe("second words");
  });
});
