import { FLOOR_REPLAY_HEADER, SIGN_IN_PATHS } from "~/utils/floor-replay";
import type { Outcome, Transport } from "./sender";

const PHOTO_ENDPOINT = "/game-images";
const NO_REASON = "The server refused it.";

/** The browser's transport: plain fetches from the page, the session's cookie with them. */
export const browserTransport: Transport = {
  async upload(photo, fileName) {
    const body = new FormData();
    body.set("intent", "upload");
    body.set("file", photo, fileName);
    const response = await fetch(PHOTO_ENDPOINT, { method: "POST", body }).catch(() => null);
    if (!response) return { kind: "unreachable" };
    const answer = await answerOf(response);
    if (answer.kind !== "sent") return answer;
    const url = (answer.body as { url?: unknown } | null)?.url;
    return typeof url === "string" ? url : { kind: "refused", message: NO_REASON };
  },
  async post(action, fields) {
    const body = new URLSearchParams(fields.map(({ name, value }) => [name, value]));
    const response = await fetch(action, { method: "POST", body, headers: { [FLOOR_REPLAY_HEADER]: "1" } }).catch(
      () => null,
    );
    if (!response) return { kind: "unreachable" };
    const answer = await answerOf(response);
    return answer.kind === "sent" ? { kind: "sent" } : answer;
  },
};

type Answer = Exclude<Outcome, { kind: "sent" }> | { kind: "sent"; body: unknown };

/**
 * What a replay's answer means. Sent to sign in (or 401/403): the session is over. Any other redirect: a
 * navigation form's success. A 5xx: nothing was stored (the write and its key are one transaction), so it is
 * tried again later. JSON: the action's result (`ok`, else its `error` or first field message).
 */
export async function answerOf(response: Response): Promise<Answer> {
  if (response.status === 401 || response.status === 403) return { kind: "signed-out" };
  if (response.redirected && SIGN_IN_PATHS.includes(new URL(response.url).pathname)) return { kind: "signed-out" };
  if (response.status >= 500) return { kind: "unreachable" };
  const isJson = response.headers.get("content-type")?.includes("application/json");
  const body = isJson ? ((await response.json().catch(() => null)) as unknown) : null;
  if (isResult(body)) return body.ok === false ? { kind: "refused", message: messageOf(body) } : { kind: "sent", body };
  if (response.redirected || response.ok) return { kind: "sent", body };
  return { kind: "refused", message: NO_REASON };
}

type Result = { ok?: unknown; error?: unknown; fieldErrors?: unknown };
const isResult = (body: unknown): body is Result => typeof body === "object" && body !== null;

function messageOf(body: Result) {
  if (typeof body.error === "string" && body.error) return body.error;
  const first = Object.values(typeof body.fieldErrors === "object" && body.fieldErrors ? body.fieldErrors : {}).find(
    (message) => typeof message === "string",
  );
  return typeof first === "string" ? first : NO_REASON;
}
