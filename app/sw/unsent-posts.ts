import { FLOOR_PATHS } from "~/components/floor-queue/floor-forms";

/**
 * A floor form posted while the phone believes it is online, in a dead spot between cabinets: the staff app's
 * worker sends it, and when the network fails (or hangs) it asks the page that posted whether it kept the form
 * in the floor's queue (docs/design.md#the-staff-app-offline). Plain rules and the words both sides use, without
 * the worker's globals or the page's DOM.
 */

/** The field every floor form carries: it names the post in the worker's question and in the page's record. */
export const KEY_FIELD = "idempotencyKey";

/** React Router's post of a form: its address plus `.data` (docs/design.md#the-staff-app-offline). */
const DATA_SUFFIX = /\.data$/;

/**
 * Longer than a screen's 3 s: a post writes, and a busy server may take a few seconds. A post kept after the
 * server did store it is harmless: its replay carries the same key and gets the first answer back.
 */
export const POST_TIMEOUT_MS = 8_000;

/** How long the worker waits for the page's answer: a page without the queue (signed out) never answers. */
export const ASK_TIMEOUT_MS = 3_000;

/** The worker's question to the page that posted, and the page's answer on the question's port. */
export const UNSENT_QUESTION = "floor-unsent";
export type UnsentQuestion = { type: typeof UNSENT_QUESTION; key: string; action: string };
export type UnsentAnswer = { kept: boolean };

export const isUnsentQuestion = (data: unknown): data is UnsentQuestion =>
  typeof data === "object" &&
  data !== null &&
  (data as UnsentQuestion).type === UNSENT_QUESTION &&
  typeof (data as UnsentQuestion).key === "string";

/** A form of the floor's queue posted through React Router (not its replay, which posts the plain address). */
export function isFloorPost(url: URL, method: string, origin: string) {
  if (method !== "POST" || url.origin !== origin || !DATA_SUFFIX.test(url.pathname)) return false;
  const path = url.pathname.replace(DATA_SUFFIX, "");
  return Object.values(FLOOR_PATHS).some((pattern) => pattern.test(path));
}

/** Where the form posted, as the page's form names it: the path without `.data`, with its query. */
export function formAddress(url: URL) {
  return `${url.pathname.replace(DATA_SUFFIX, "")}${url.search}`;
}

/**
 * React Router's single-fetch encoding (turbo-stream) of an action's result `{ data: undefined }`: the action
 * returned nothing. Pinned against React Router's own decoder in unsent-posts.test.ts.
 */
const NOTHING = '[{"_1":-7},"data"]\n';

/**
 * The worker's answer once the page kept the form: to React Router, an action that returned nothing with a
 * 504 (the worker, a gateway, could not reach the server). An answer of 400 or more is why React Router leaves
 * the page's data as it is instead of reloading it: in the dead spot that reload would fail, and a screen whose
 * data has no copy would end on the error page. `X-Remix-Response` says it is single fetch's own answer.
 */
export function keptOnPhone() {
  return new Response(NOTHING, {
    status: 504,
    headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" },
  });
}
