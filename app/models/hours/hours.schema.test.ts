import { describe, expect, it } from "vitest";
import {
  CLOSE_AFTER_OPEN,
  CLOSE_REQUIRED,
  DATE_INVALID,
  DATE_PAST,
  DATE_REQUIRED,
  dayField,
  hoursFieldErrors,
  OPEN_REQUIRED,
  specialHoursSchema,
  specialHoursValues,
  TIME_INVALID,
  weeklyHoursSchema,
  weeklyHoursValues,
} from "./hours.schema";
import { tooLong } from "../shared/fields";

const TODAY = "2026-11-24";

/** A posted week: Sunday to Saturday 11:00-19:00 unless overridden. */
function weekForm(overrides: Record<string, string | null> = {}) {
  const form = new FormData();
  for (let day = 0; day < 7; day++) {
    form.set(dayField("openTime", day), "11:00");
    form.set(dayField("closeTime", day), "19:00");
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null) form.delete(key);
    else form.set(key, value);
  }
  return form;
}

const weekErrors = (form: FormData) => {
  const parsed = weeklyHoursSchema.safeParse(weeklyHoursValues(form));
  return parsed.success ? {} : hoursFieldErrors(parsed.error);
};

describe("weekly hours form", () => {
  it("gives seven rows, Sunday first; a closed day keeps no times", () => {
    const week = weeklyHoursSchema.parse(
      weeklyHoursValues(weekForm({ "isClosed-1": "on", "openTime-5": "11:00", "closeTime-5": "23:00:00" })),
    );
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ day_of_week: 0, open_time: "11:00", close_time: "19:00", is_closed: false });
    expect(week[1]).toEqual({ day_of_week: 1, open_time: null, close_time: null, is_closed: true });
    expect(week[5]).toEqual({ day_of_week: 5, open_time: "11:00", close_time: "23:00", is_closed: false });
  });

  it("names the field of the day at fault", () => {
    expect(weekErrors(weekForm({ "openTime-2": "" }))).toEqual({ "openTime-2": OPEN_REQUIRED });
    expect(weekErrors(weekForm({ "closeTime-6": null }))).toEqual({ "closeTime-6": CLOSE_REQUIRED });
    expect(weekErrors(weekForm({ "openTime-3": "19:00", "closeTime-3": "11:00" }))).toEqual({
      "closeTime-3": CLOSE_AFTER_OPEN,
    });
    expect(weekErrors(weekForm({ "openTime-3": "11:00", "closeTime-3": "11:00" }))).toEqual({
      "closeTime-3": CLOSE_AFTER_OPEN,
    });
    expect(weekErrors(weekForm({ "openTime-0": "25:00", "closeTime-4": "7pm" }))).toEqual({
      "openTime-0": TIME_INVALID,
      "closeTime-4": TIME_INVALID,
    });
  });

  it("does not check the times of a closed day", () => {
    expect(weekErrors(weekForm({ "isClosed-4": "on", "openTime-4": "", "closeTime-4": "nonsense" }))).toEqual({});
  });
});

const special = (values: Partial<Record<string, string>>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.set(key, value);
  return specialHoursSchema(TODAY).safeParse(specialHoursValues(form));
};
const specialErrors = (values: Partial<Record<string, string>>) => {
  const parsed = special(values);
  return parsed.success ? {} : hoursFieldErrors(parsed.error);
};

describe("special hours form", () => {
  it("needs a real date, today or later", () => {
    expect(specialErrors({ isClosed: "on" })).toEqual({ date: DATE_REQUIRED });
    expect(specialErrors({ date: "2026-02-30", isClosed: "on" })).toEqual({ date: DATE_INVALID });
    expect(specialErrors({ date: "24/12/2026", isClosed: "on" })).toEqual({ date: DATE_INVALID });
    expect(specialErrors({ date: "2026-11-23", isClosed: "on" })).toEqual({ date: DATE_PAST });
    expect(specialErrors({ date: TODAY, isClosed: "on" })).toEqual({});
  });

  it("needs open and close times, in order, unless the day is closed", () => {
    expect(specialErrors({ date: "2026-12-24" })).toEqual({ openTime: OPEN_REQUIRED, closeTime: CLOSE_REQUIRED });
    expect(specialErrors({ date: "2026-12-24", openTime: "17:00", closeTime: "11:00" })).toEqual({
      closeTime: CLOSE_AFTER_OPEN,
    });
    expect(specialErrors({ date: "2026-12-24", reason: "x".repeat(201), isClosed: "on" })).toEqual({
      reason: tooLong("Reason", 200),
    });
  });

  it("keeps the times only when open, a blank reason as null, and a changed date as a move", () => {
    expect(
      special({ date: "2026-12-24", openTime: "11:00", closeTime: "17:00", reason: "  Christmas Eve  " }).data,
    ).toEqual({
      date: "2026-12-24",
      open_time: "11:00",
      close_time: "17:00",
      is_closed: false,
      reason: "Christmas Eve",
      previousDate: null,
    });
    expect(
      special({
        date: "2026-12-25",
        isClosed: "on",
        openTime: "11:00",
        closeTime: "17:00",
        reason: " ",
        previousDate: "2026-12-24",
      }).data,
    ).toEqual({
      date: "2026-12-25",
      open_time: null,
      close_time: null,
      is_closed: true,
      reason: null,
      previousDate: "2026-12-24",
    });
    // The same date, or something that is not a date, is no move.
    expect(special({ date: "2026-12-25", isClosed: "on", previousDate: "2026-12-25" }).data?.previousDate).toBeNull();
    expect(
      special({ date: "2026-12-25", isClosed: "on", previousDate: "1; drop table" }).data?.previousDate,
    ).toBeNull();
  });
});
