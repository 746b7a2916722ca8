import { z } from "zod";

/*
 * The staff's "Verified working" check on a machine, on its edit page: a museum date, today by
 * default. Games For Sale's service record shows the latest.
 */

export const VERIFIED_INTENT = "verified";
export const VERIFIED_DATE_REQUIRED = "Enter the date the machine was checked";
export const VERIFIED_DATE_INVALID = "Enter a date such as 2026-11-27";
export const VERIFIED_DATE_FUTURE = "The date cannot be in the future";
export const VERIFIED_FAILED = "The check could not be recorded. Please try again.";

const isCalendarDate = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

export const VerifiedWorkingSchema = z.object({
  intent: z.literal(VERIFIED_INTENT),
  verifiedOn: z.string().trim().min(1, VERIFIED_DATE_REQUIRED).refine(isCalendarDate, VERIFIED_DATE_INVALID),
});

export type VerifiedWorkingField = "verifiedOn";
