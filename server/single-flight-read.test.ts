import { describe, expect, it } from "vitest";
import { singleFlightRead } from "./single-flight-read";

/** A read whose answers the test hands out one by one, counting how many reads began. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let begun = 0;
  const read = () => {
    begun++;
    return new Promise<number>((resolve) => pending.push(resolve));
  };
  return { read, answer: (value: number) => pending.shift()?.(value), begun: () => begun };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("singleFlightRead", () => {
  it("gives a caller during a read the next read's value, never the one begun before its call", async () => {
    const source = controlledRead();
    const read = singleFlightRead(source.read);
    const first = read();
    const second = read();
    const third = read();
    expect(source.begun()).toBe(1);
    source.answer(1);
    expect(await first).toBe(1);
    await settle();
    expect(source.begun()).toBe(2);
    source.answer(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it("begins a fresh read after a failed one", async () => {
    const source = controlledRead();
    let fail = true;
    const read = singleFlightRead(() => (fail ? Promise.reject(new Error("database away")) : source.read()));
    await expect(read()).rejects.toThrow("database away");
    fail = false;
    const next = read();
    source.answer(7);
    expect(await next).toBe(7);
  });
});
