/**
 * The period the repair stats screen (`/repairs/stats`) and its CSV show, kept in the URL: `?range=7` (30, 90)
 * for the last days up to now, or `?from=2026-03-01&to=2026-03-31` for whole museum days, both ends included.
 * Pure, so the loader, the page and the tests share it; the zod check is in stats-range.schema.ts.
 */

export const STATS_PRESETS = [7, 30, 90] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number];
export const DEFAULT_PRESET: StatsPreset = 30;
/** The longest range a person may ask for: a year of history, leap day included. */
export const MAX_RANGE_DAYS = 366;

/** The period in museum calendar dates, both included; `preset` when one of the presets chose it. */
export type StatsRange = { preset: StatsPreset | null; from: string; to: string };

export const PRESET_LABELS: Record<StatsPreset, string> = {
  7: "Last 7 days",
  30: "Last 30 days",
  90: "Last 90 days",
};

export const RANGE_FALLBACK = `Showing the ${PRESET_LABELS[DEFAULT_PRESET].toLowerCase()} instead.`;

/** The shortest query for a range: the preset's, or the two dates. */
export function statsQuery(range: StatsRange) {
  if (range.preset) return range.preset === DEFAULT_PRESET ? "" : `?range=${range.preset}`;
  return `?from=${range.from}&to=${range.to}`;
}
