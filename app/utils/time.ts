/** 'HH:MM' to the spec's 12-hour form: 17:00 -> 5pm, 17:30 -> 5:30pm, 00:00 -> 12am. */
export function formatTime12(hhmm: string | null | undefined) {
  if (!hhmm) return "";
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const minutes = match[2];
  const suffix = hours >= 12 && hours < 24 ? "pm" : "am";
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === "00" ? `${h12}${suffix}` : `${h12}:${minutes}${suffix}`;
}

export function formatTimeRange(open: string | null | undefined, close: string | null | undefined) {
  if (!open || !close) return "Closed";
  return `${formatTime12(open)} - ${formatTime12(close)}`;
}

export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
