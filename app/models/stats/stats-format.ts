/** How the repair figures read on a screen: pure and small, so the game page's staff chunk can carry it. */

/** A machine's figures on its game page, for staff (models/stats/stats-screen.server.ts reads them). */
export type GameFigures = {
  onFloor: boolean;
  availability30: number | null;
  availability90: number | null;
  repairs12Months: number;
  meanRepairOpenMinutes: number | null;
  meanRepairCalendarMinutes: number | null;
};

/** '19 h 20 min', '45 min', '0 min'; a missing figure is a dash. */
export function formatDuration(minutes: number | null) {
  if (minutes === null) return "–";
  const rounded = Math.round(minutes);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/**
 * '94.3%', rounded down so that only a machine that never went down reads 100%; a machine with no open hours
 * has no share to give.
 */
export function formatShare(share: number | null) {
  if (share === null) return "–";
  // The small nudge keeps 0.943 (942.9999... thousandths in floating point) at 94.3.
  return `${(Math.floor(share * 1000 + 1e-9) / 10).toFixed(1)}%`;
}
