import { describe, expect, it } from "vitest";
import {
  announcementFormSchema,
  announcementToValues,
  announcementValues,
  DATE_TIME_INVALID,
  END_AFTER_START,
  END_REQUIRED,
  isoToMuseumLocal,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  museumLocalToIso,
  newAnnouncementValues,
  START_REQUIRED,
  TYPE_INVALID,
} from "./announcement.schema";
import { fieldErrorsOf } from "~/utils/forms";

const TZ = "America/New_York";

const parse = (values: Record<string, string>, timeZone = TZ) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return announcementFormSchema(timeZone).safeParse(announcementValues(form));
};
const errors = (values: Record<string, string>) => {
  const parsed = parse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

const VALID = {
  message: "Closed early for a private party",
  type: "warning",
  startDate: "2026-07-01T09:00",
  endDate: "2026-07-01T17:00",
  isActive: "on",
};

describe("museum wall clock <-> stored instant", () => {
  it("reads yyyy-MM-dd'T'HH:mm in the museum's zone, summer and winter", () => {
    expect(museumLocalToIso("2026-07-01T09:00", TZ)).toBe("2026-07-01T13:00:00.000Z"); // EDT, UTC-4
    expect(museumLocalToIso("2026-12-24T09:00", TZ)).toBe("2026-12-24T14:00:00.000Z"); // EST, UTC-5
    expect(museumLocalToIso("2026-07-01T09:00", "Asia/Tokyo")).toBe("2026-07-01T00:00:00.000Z");
  });

  it("gives back the same wall clock", () => {
    for (const local of ["2026-07-01T09:00", "2026-12-24T23:59", "2026-03-08T01:59", "2026-11-01T00:30"]) {
      expect(isoToMuseumLocal(museumLocalToIso(local, TZ), TZ)).toBe(local);
    }
    // The hour skipped when the clocks go forward is read as the hour after it.
    expect(isoToMuseumLocal(museumLocalToIso("2026-03-08T02:30", TZ), TZ)).toBe("2026-03-08T03:30");
  });
});

describe("announcement form", () => {
  it("stores the window as UTC instants and the other fields as given", () => {
    expect(parse(VALID).data).toEqual({
      message: "Closed early for a private party",
      type: "warning",
      start_date: "2026-07-01T13:00:00.000Z",
      end_date: "2026-07-01T21:00:00.000Z",
      is_active: true,
    });
  });

  it("defaults the type to info and reads an unticked box as inactive", () => {
    expect(parse({ ...VALID, type: "", isActive: "" }).data).toMatchObject({ type: "info", is_active: false });
  });

  it("takes seconds from a browser that adds them", () => {
    expect(parse({ ...VALID, startDate: "2026-07-01T09:00:00" }).data?.start_date).toBe("2026-07-01T13:00:00.000Z");
  });

  it("says what is missing or wrong, next to its field", () => {
    expect(errors({ ...VALID, message: "  " })).toEqual({ message: MESSAGE_REQUIRED });
    expect(errors({ ...VALID, message: "x".repeat(501) })).toEqual({ message: MESSAGE_TOO_LONG });
    expect(errors({ ...VALID, startDate: "" })).toEqual({ startDate: START_REQUIRED });
    expect(errors({ ...VALID, endDate: "" })).toEqual({ endDate: END_REQUIRED });
    expect(errors({ ...VALID, startDate: "2026-02-30T09:00" })).toEqual({ startDate: DATE_TIME_INVALID });
    expect(errors({ ...VALID, endDate: "2026-07-01 17:00" })).toEqual({ endDate: DATE_TIME_INVALID });
    expect(errors({ ...VALID, type: "urgent" })).toEqual({ type: TYPE_INVALID });
    expect(errors({ ...VALID, endDate: VALID.startDate })).toEqual({ endDate: END_AFTER_START });
    expect(errors({ ...VALID, endDate: "2026-07-01T08:59" })).toEqual({ endDate: END_AFTER_START });
  });

  it("starts a new one as info, active, from now to a week later on the museum's clock, which the form accepts as it is", () => {
    // 01:00 on 4 June in Tokyo is still noon on 3 June in New York.
    const fresh = newAnnouncementValues(new Date("2026-06-03T16:00:00Z"), TZ);
    expect(fresh).toEqual({
      message: "",
      type: "info",
      startDate: "2026-06-03T12:00",
      endDate: "2026-06-10T12:00",
      isActive: true,
    });
    expect(errors({ ...fresh, isActive: "on", message: "Closed for a private party" })).toEqual({});
    // Across the end of the month and a clock change (1 November 2026 in New York): the same wall-clock time.
    expect(newAnnouncementValues(new Date("2026-10-29T13:30:00Z"), TZ)).toMatchObject({
      startDate: "2026-10-29T09:30",
      endDate: "2026-11-05T09:30",
    });
  });

  it("fills the edit form with the stored window on the museum's clock", () => {
    const stored = {
      message: "m",
      type: "error",
      start_date: "2026-12-24T14:00:00.000Z",
      end_date: "2026-12-25T04:59:00.000Z",
      is_active: false,
    };
    expect(announcementToValues(stored, TZ)).toEqual({
      message: "m",
      type: "error",
      startDate: "2026-12-24T09:00",
      endDate: "2026-12-24T23:59",
      isActive: false,
    });
  });
});
