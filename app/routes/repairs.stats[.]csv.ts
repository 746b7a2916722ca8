import type { Route } from "./+types/repairs.stats[.]csv";
import { formatShare } from "~/models/stats/stats-format";
import { readOnTime } from "~/models/maintenance/on-time.server";
import { parseStatsRange, rangeInstants } from "~/models/stats/stats-range.schema";
import { readMachineFigures } from "~/models/stats/stats-screen.server";
import { requireStaff } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { csvFigure, csvText } from "~/utils/csv";
import { getDb } from "~/utils/db.server";

/**
 * Each machine's figures for the stats screen's period (the same query parameters), as CSV for a
 * spreadsheet. Hours to two decimals, availability to one, as numbers; an empty cell where a figure does not
 * exist (no opening hours on the floor, no repair finished, no maintenance fell due); names quoted, as every text
 * is (utils/csv.ts).
 */

const STATS_CSV_HEADER = [
  "machine",
  "location",
  "open_hours",
  "available_hours",
  "availability_percent",
  "repairs",
  "mean_time_to_repair_opening_hours",
  "mean_time_to_repair_calendar_hours",
  "maintenance_due",
  "maintenance_on_time",
  "maintenance_on_time_percent",
];

const hours = (minutes: number | null) => (minutes === null ? null : csvFigure((minutes / 60).toFixed(2)));

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = new Date();
  const { timeZone } = getConfig();
  // A refused range falls back to the last 30 days, as on the screen; the file's name says which it is.
  const { range } = parseStatsRange(new URL(request.url).searchParams, now, timeZone);
  const [{ machines }, onTime] = await Promise.all([
    readMachineFigures(getDb(), range, now, timeZone),
    readOnTime(getDb(), rangeInstants(range, now, timeZone), now, timeZone),
  ]);
  const percent = (share: number | null) => (share === null ? null : csvFigure(formatShare(share).slice(0, -1)));
  const body = csvText([
    STATS_CSV_HEADER,
    ...machines.map((m) => {
      const maintenance = onTime.byGame.get(m.gameId) ?? { due: 0, onTime: 0, rate: null };
      return [
        m.name,
        m.location,
        hours(m.minutesOpen),
        hours(m.minutesUp),
        // The screen's share, rounded down the same way, without its % sign.
        percent(m.availability),
        m.repairs,
        hours(m.meanRepairOpenMinutes),
        hours(m.meanRepairCalendarMinutes),
        maintenance.due,
        maintenance.onTime,
        percent(maintenance.rate),
      ];
    }),
  ]);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="repair-stats-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
