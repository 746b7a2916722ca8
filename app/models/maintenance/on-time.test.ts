import { expect, it } from "vitest";
import { cyclesDueIn, onTimeByMachine, onTimeRate } from "./on-time";

const at = (iso: string) => Date.parse(iso);
/** March 2026, whole days, up to its end. */
const MARCH = { from: at("2026-03-01T05:00:00Z"), to: at("2026-04-01T04:00:00Z") };

it("counts the cycles due in the period: done ones by lateness, open ones past their due point as late", () => {
  const done = [
    // Machine 1: due Mar 3, done on time; due Mar 20, done late; due Feb 27 (before the period), not counted.
    { gameId: 1, dueAt: at("2026-03-03T15:00:00Z"), late: false },
    { gameId: 1, dueAt: at("2026-03-20T15:00:00Z"), late: true },
    { gameId: 1, dueAt: at("2026-02-27T15:00:00Z"), late: true },
    // Machine 2: due at the first instant of the period, on time (counted); at its end, not counted.
    { gameId: 2, dueAt: MARCH.from, late: false },
    { gameId: 2, dueAt: MARCH.to, late: false },
  ];
  const open = [
    // Machine 2: fell due Mar 28 and not done: late. Machine 3: no due point yet, and one in April: not counted.
    { gameId: 2, dueAt: at("2026-03-28T15:00:00Z") },
    { gameId: 3, dueAt: null },
    { gameId: 3, dueAt: at("2026-04-02T15:00:00Z") },
  ];
  const cycles = cyclesDueIn(done, open, MARCH);
  // 4 due: on time Mar 3 and Mar 1; late Mar 20 and the open Mar 28. 2 of 4.
  expect(onTimeRate(cycles)).toEqual({ due: 4, onTime: 2, rate: 0.5 });
  expect(onTimeByMachine(cycles)).toEqual(
    new Map([
      [1, { due: 2, onTime: 1, rate: 0.5 }],
      [2, { due: 2, onTime: 1, rate: 0.5 }],
    ]),
  );
});

it("gives no rate when nothing fell due", () => {
  expect(onTimeRate([])).toEqual({ due: 0, onTime: 0, rate: null });
});
