import type { PartStatus } from "~/db/schema";
import { PART_STATUS_LABELS } from "~/models/repair/floor";

/**
 * The floor's forms the queue keeps when the network is gone, by where they post, each with what its kept item is
 * called on the queue screen. A form may name itself better with `data-floor-label` ("Log repair: Medieval Madness"),
 * or say what it is about where the page's heading does not (`data-floor-about`: the game page's repairs name their
 * machine, "Resolve #12: Medieval Madness"; a part on the Parts screen its name and machine).
 */
const THREAD_VERBS: Record<string, string> = {
  entry: "Work entry on",
  take: "Take",
  "confirm-take": "Take",
  resolve: "Resolve",
  reopen: "Reopen",
  part: "Part for",
  status: "Status of",
};

/** The page's heading (the machine or the task), which names what a form on it is about. */
const heading = () => document.querySelector("main h1")?.textContent?.trim() ?? "";
const about = (verb: string) => (heading() ? `${verb}: ${heading()}` : verb);

/**
 * Where the floor's forms post, by form. The staff app's worker reads these too (a post to one that fails is
 * offered to the page that made it, app/sw/unsent-posts.ts), so nothing here touches the page.
 */
export const FLOOR_PATHS = {
  logRepair: /^\/repairs\/new$/,
  thread: /^\/repairs\/(\d+)$/,
  part: /^\/repairs\/parts$/,
  cycle: /^\/maintenance\/cycles\/\d+\/\d+$/,
  reading: /^\/maintenance\/machines\/\d+$/,
  report: /^\/report-issue$/,
} as const;

const LABELS: Record<keyof typeof FLOOR_PATHS, (match: RegExpMatchArray, data: FormData) => string> = {
  logRepair: () => about("Log repair"),
  thread: ([, id], data) => `${THREAD_VERBS[String(data.get("intent"))] ?? "Change to"} #${id}`,
  part: (_, data) => {
    const status = String(data.get("status"));
    return Object.hasOwn(PART_STATUS_LABELS, status)
      ? `Part marked ${PART_STATUS_LABELS[status as PartStatus]}`
      : "Part";
  },
  cycle: (_, data) => about(data.get("intent") === "take" ? "Take" : "Done"),
  reading: () => about("Meter reading"),
  // Its heading is the page's own ('Report a Game Issue'): the staff panel names the machine (ReportQueue).
  report: () => "Visitor report",
};

/** The kept item's label for a form posting to `url`, or null when the form is not one the queue keeps. */
export function floorFormLabel(form: HTMLFormElement, url: URL, data: FormData): string | null {
  if (url.origin !== window.location.origin) return null;
  for (const [which, path] of Object.entries(FLOOR_PATHS) as [keyof typeof FLOOR_PATHS, RegExp][]) {
    const match = url.pathname.match(path);
    if (!match) continue;
    const named = form.dataset.floorLabel || LABELS[which](match, data);
    return form.dataset.floorAbout ? `${named}: ${form.dataset.floorAbout}` : named;
  }
  return null;
}
