/**
 * A machine's timeline on its game page (staff only): one feed of its repairs and reports, work entries
 * with their photos, repair steps, parts, status changes, sale events and maintenance done, newest first. The loader writes
 * every label on the server (museum time), so the page only draws them.
 */

export type TimelineKind = "repair" | "entry" | "step" | "part" | "status" | "inquiry" | "sale" | "maintenance";

export type TimelineItem = {
  key: string;
  kind: TimelineKind;
  at: string;
  atLabel: string;
  /** One line: what happened ('Repair #12 marked In progress'). */
  title: string;
  /** Longer text: a repair's first comment, a work entry's text, an inquiry's message, a maintenance note. */
  body: string | null;
  who: string | null;
  photos: { url: string; thumbnailUrl: string }[];
  repairId: number | null;
};

export type GameTimeline = {
  items: TimelineItem[];
  /** How many the page asked for; `more` when older ones exist. */
  limit: number;
  more: boolean;
};

export const TIMELINE_PAGE = 20;
const TIMELINE_MAX = 1000;

/** `?timeline=40`: how many of the newest items to show ("Show older" adds a page); a bad value is the first page. */
export function timelineLimit(params: URLSearchParams) {
  const n = Number(params.get("timeline"));
  return Number.isInteger(n) && n > 0 ? Math.min(n, TIMELINE_MAX) : TIMELINE_PAGE;
}
