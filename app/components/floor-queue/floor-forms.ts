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

const FLOOR_FORMS: { path: RegExp; label: (match: RegExpMatchArray, data: FormData) => string }[] = [
  { path: /^\/repairs\/new$/, label: () => about("Log repair") },
  {
    path: /^\/repairs\/(\d+)$/,
    label: ([, id], data) => `${THREAD_VERBS[String(data.get("intent"))] ?? "Change to"} #${id}`,
  },
  {
    path: /^\/repairs\/parts$/,
    label: (_, data) => {
      const status = String(data.get("status"));
      return Object.hasOwn(PART_STATUS_LABELS, status)
        ? `Part marked ${PART_STATUS_LABELS[status as PartStatus]}`
        : "Part";
    },
  },
  {
    path: /^\/maintenance\/cycles\/\d+\/\d+$/,
    label: (_, data) => about(data.get("intent") === "take" ? "Take" : "Done"),
  },
  { path: /^\/maintenance\/machines\/\d+$/, label: () => about("Meter reading") },
  // Its heading is the page's own ('Report a Game Issue'): the staff panel names the machine (ReportQueue).
  { path: /^\/report-issue$/, label: () => "Visitor report" },
];

/** The kept item's label for a form posting to `url`, or null when the form is not one the queue keeps. */
export function floorFormLabel(form: HTMLFormElement, url: URL, data: FormData): string | null {
  if (url.origin !== window.location.origin) return null;
  for (const { path, label } of FLOOR_FORMS) {
    const match = url.pathname.match(path);
    if (!match) continue;
    const named = form.dataset.floorLabel || label(match, data);
    return form.dataset.floorAbout ? `${named}: ${form.dataset.floorAbout}` : named;
  }
  return null;
}
