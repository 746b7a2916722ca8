import { expect, it } from "vitest";
import { overdueBy } from "./overdue-by";

const DUE = Date.parse("2026-11-09T15:00:00Z");
const later = (minutes: number) => DUE + minutes * 60_000;

it("says how long a cycle is overdue in minutes, then hours under two days, then whole days", () => {
  expect(overdueBy(DUE, later(0))).toBe("0 minutes");
  expect(overdueBy(DUE, later(1))).toBe("1 minute");
  expect(overdueBy(DUE, later(59))).toBe("59 minutes");
  expect(overdueBy(DUE, later(60))).toBe("1 hour");
  expect(overdueBy(DUE, later(47 * 60 + 59))).toBe("47 hours");
  expect(overdueBy(DUE, later(48 * 60))).toBe("2 days");
  expect(overdueBy(DUE, later(3 * 1440 + 600))).toBe("3 days");
});
