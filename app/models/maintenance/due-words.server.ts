import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { formatMuseumDate } from "~/utils/museum-date.server";
import type { CycleDue, IntervalUse } from "./due";
import { DUE_STATE_LABELS } from "./due-list-filter";
import { INTERVAL_UNITS, type IntervalKind } from "./maintenance";

/**
 * How the due list words a cycle (docs/product.md#maintenance): how much of each interval is used and where its
 * due point stands, on the museum's wall clock. Server-only, so no date library ships with the page.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const count = (n: number) => n.toLocaleString("en-US");
const unit = (kind: IntervalKind, n: number) => (n === 1 ? INTERVAL_UNITS[kind].one : INTERVAL_UNITS[kind].many);
const amount = (kind: IntervalKind, n: number) => `${count(n)} ${unit(kind, n)}`;

/** '42 of 60 opening hours', '18 of 30 days', '1,450 of 2,000 plays': whole units used, never rounded up. */
export function usedText({ kind, every, used }: IntervalUse) {
  return `${count(Math.max(0, Math.floor(used)))} of ${amount(kind, every)}`;
}

/** How long ago a due point passed, in the largest whole unit: hours within the first day, then days. */
function overdueBy(ms: number) {
  if (ms < HOUR) return "less than an hour";
  const hours = Math.floor(ms / HOUR);
  if (ms < DAY) return `${hours} ${hours === 1 ? "hour" : "hours"}`;
  return amount("days", Math.floor(ms / DAY));
}

export type DueWords = {
  /** 'Overdue by 3 days', 'Due in 5 opening hours', 'Due Tue Dec 8', 'Due in 550 plays' */
  text: string;
  /** The words after the first, for a row whose state badge says the first: 'by 3 days', 'Tue Dec 8' */
  rest: string;
  /** The due point as ISO text and on the museum's clock, when there is one. */
  at: string | null;
  exact: string | null;
};

/**
 * The due point in the words of the interval that sets it: a date for days, the opening hours or plays still to
 * go for those (a museum's hours or a machine's plays make a date a guess). Overdue says by how long.
 */
export function dueWords(due: CycleDue, now: number, timeZone: string): DueWords {
  const { dueAt, uses } = due;
  const at = dueAt === null ? null : new Date(dueAt).toISOString();
  const exact = dueAt === null ? null : formatMuseumDate(dueAt, "dateTime", timeZone);
  const words = (lead: string, rest: string) => ({ text: `${lead} ${rest}`, rest, at, exact });
  if (dueAt !== null && now >= dueAt) return words(DUE_STATE_LABELS.overdue, `by ${overdueBy(now - dueAt)}`);
  // Without a due point only plays count, and too few are known yet to place one.
  const first = uses.find((use) => use.dueAt === dueAt) ?? uses.find((use) => use.kind === "plays")!;
  if (first.kind === "days") {
    const day = (ms: number) => format(new TZDate(ms, timeZone), "EEE MMM d");
    const today = day(dueAt!) === day(now);
    return words(DUE_STATE_LABELS.due, today ? `today ${formatMuseumDate(dueAt!, "time", timeZone)}` : day(dueAt!));
  }
  return words(DUE_STATE_LABELS.due, `in ${amount(first.kind, Math.max(1, Math.ceil(first.every - first.used)))}`);
}
