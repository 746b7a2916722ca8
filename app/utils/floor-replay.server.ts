import { isRouteErrorResponse, type EntryContext } from "react-router";
import { FLOOR_REPLAY_HEADER } from "./floor-replay";

/** Whether a request is a replay from the floor's queue: a document POST carrying the header. */
export const isFloorReplay = (request: Request) =>
  request.method.toUpperCase() === "POST" && request.headers.get(FLOOR_REPLAY_HEADER) === "1";

const NOT_SAVED = "It could not be saved.";

/**
 * A replay's answer (docs/design.md#the-floors-queue): the action's result as JSON, with the status the page would
 * have had, instead of the page. A thrown answer (404 for a repair gone) is a refusal with its text. Only its
 * `ok`, `error`, `fieldErrors` and `message` go: values typed and other payloads stay on the server.
 */
export function floorReplayAnswer(context: EntryContext, status: number, headers: Headers) {
  const result = Object.values(context.staticHandlerContext.actionData ?? {}).find((value) => value !== undefined) as
    { ok?: unknown; error?: unknown; fieldErrors?: unknown; message?: unknown } | undefined;
  const thrown = Object.values(context.staticHandlerContext.errors ?? {})[0];
  const body =
    result && typeof result === "object"
      ? { ok: result.ok, error: result.error, fieldErrors: result.fieldErrors, message: result.message }
      : thrown !== undefined
        ? { ok: false, error: thrownText(thrown) }
        : { ok: status < 400 };
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status, headers });
}

function thrownText(error: unknown) {
  if (isRouteErrorResponse(error) && typeof error.data === "string" && error.data) return error.data;
  return NOT_SAVED;
}
