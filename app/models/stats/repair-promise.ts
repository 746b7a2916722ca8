/*
 * The measured repair promise (docs/product.md#visitors-see-the-truth): where the public text promises repairs within
 * 24-48 hours, the FAQ and About add how long repairs really took, measured over the last 90 days.
 */

/** Below this many finished repairs a median says too little to be put in front of visitors. */
export const MIN_REPAIRS_FOR_MEDIAN = 10;

export const REPAIR_PROMISE_DAYS = 90;

/** The promise as public text words it ("24-48 hours", "24 - 48 hours", "24–48 hours"). */
const PROMISE = /\b24\s*[-–]\s*48\s*(h\b|hours?\b)/i;

/** Whether a text (an FAQ answer, which staff may edit) makes the repair-time promise. */
export const mentionsRepairPromise = (text: string) => PROMISE.test(text);

/**
 * 'Last 90 days: half of all repairs were done within 19 hours': the median in calendar time, rounded up
 * (it is a "within"), in hours below two days and in days from there. Null below `MIN_REPAIRS_FOR_MEDIAN`.
 */
export function repairPromiseText({ count, medianMinutes }: { count: number; medianMinutes: number | null }) {
  if (count < MIN_REPAIRS_FOR_MEDIAN || medianMinutes === null) return null;
  const hours = Math.max(1, Math.ceil(medianMinutes / 60));
  const within =
    medianMinutes < 48 * 60 ? `${hours} ${hours === 1 ? "hour" : "hours"}` : `${Math.ceil(medianMinutes / 1440)} days`;
  return `Last ${REPAIR_PROMISE_DAYS} days: half of all repairs were done within ${within}.`;
}
