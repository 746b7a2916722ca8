import { describe, expect, it } from "vitest";
import { eventFormSchema, eventToValues, TIME_INVALID } from "./event.schema";
import { DATE_INVALID } from "../hours/hours.schema";
import { AMOUNT_INVALID } from "../shared/fields";

const base = {
  title: "League Night",
  description: "Bring quarters",
  date: "2026-12-10",
  time: "18:30",
  type: "tournament",
  registrationFee: "",
  admissionFee: "",
};
const errors = (v: Partial<typeof base>) =>
  eventFormSchema.safeParse({ ...base, ...v }).error?.issues.map((i) => [i.path[0], i.message]);

describe("event form", () => {
  it("keeps only the chosen type's fee, empty as null, and drops seconds a browser adds", () => {
    expect(
      eventFormSchema.parse({ ...base, registrationFee: "15.5", admissionFee: "9", time: "18:30:00" }),
    ).toMatchObject({ registration_fee: 15.5, admission_fee: null, time: "18:30" });
    expect(eventFormSchema.parse({ ...base, type: "event", registrationFee: "15", admissionFee: "" })).toMatchObject({
      registration_fee: null,
      admission_fee: null,
    });
    expect(eventFormSchema.parse({ ...base, type: "event", admissionFee: "0" })).toMatchObject({ admission_fee: 0 });
  });

  it("says what is wrong with a date, a time or an amount", () => {
    expect(errors({ date: "2026-02-30" })).toEqual([["date", DATE_INVALID]]);
    expect(errors({ time: "25:00" })).toEqual([["time", TIME_INVALID]]);
    expect(errors({ registrationFee: "15.555" })).toEqual([["registrationFee", AMOUNT_INVALID]]);
    expect(errors({ type: "party" })?.[0][0]).toBe("type");
  });

  it("fills the edit form from a stored event", () => {
    expect(eventToValues({ ...base, registrationFee: 15.5, admissionFee: null })).toMatchObject({
      registrationFee: "15.50",
      admissionFee: "",
      type: "tournament",
    });
  });
});
