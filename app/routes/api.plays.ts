import type { Route } from "./+types/api.plays";
import {
  COUNTER_BODY_UNREADABLE,
  COUNTER_KEY_REFUSED,
  COUNTER_READINGS_PER_MINUTE,
  COUNTER_TOO_MANY,
  PLAYS_BODY_LIMIT,
} from "~/models/maintenance/counter-key";
import { counterKeyForToken } from "~/models/maintenance/counter-key.server";
import { PLAY_READING_SAVE_FAILED } from "~/models/maintenance/plays";
import { playReadingSchema } from "~/models/maintenance/plays.schema";
import { recordReading } from "~/models/maintenance/plays.server";
import { countRequest } from "~/models/shared/request-rate.server";
import { getDb } from "~/utils/db.server";
import { fieldErrorsOf, formValues } from "~/utils/forms";
import { logger } from "~/utils/logger.server";

/**
 * POST /api/plays (docs/product.md#maintenance): a machine's play counter posts its reading with its counter key
 * (`Authorization: Bearer <key>`), as JSON `{"reading": 12345}` or a form, with an optional `note`. The key names
 * the machine; the reading's time is the server's. Answers in JSON: 201 with what was stored, 401 for a missing,
 * unknown or revoked key (never which), 422 for a reading the meter refuses, 429 past the key's rate.
 */

const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** Only posts come here; a GET (a typed address, a crawler) is told so. */
export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

const bearerOf = (request: Request) => /^Bearer (\S+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? null;

/** The posted fields, or null when the body is neither readable JSON (an object) nor a form. */
async function fieldsOf(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/json\s*(;|$)/i.test(type)) {
    const text = await request.text().catch(() => null);
    if (text === null || text.length > PLAYS_BODY_LIMIT) return null;
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  const form = await request.formData().catch(() => null);
  return form ? formValues(form) : null;
}

export async function action({ request }: Route.ActionArgs) {
  const db = getDb();
  const key = await counterKeyForToken(db, bearerOf(request));
  if (!key) return answer(401, { error: COUNTER_KEY_REFUSED }, { "WWW-Authenticate": 'Bearer realm="plays"' });
  const { hits, resetAt } = await countRequest(db, `counter-key:${key.id}`, 60_000);
  if (hits > COUNTER_READINGS_PER_MINUTE) {
    const wait = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    return answer(429, { error: COUNTER_TOO_MANY }, { "Retry-After": String(wait) });
  }
  const fields = await fieldsOf(request);
  if (!fields) return answer(422, { error: COUNTER_BODY_UNREADABLE });
  const parsed = playReadingSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return answer(422, { error: Object.values(fieldErrors)[0], fieldErrors });
  }
  try {
    const saved = await recordReading(db, key.gameId, parsed.data, { source: "counter", keyId: key.id });
    if (!saved.ok) return answer(422, { error: saved.error, fieldErrors: { reading: saved.error } });
    return answer(201, { ...saved.stored, playsSince: saved.playsSince });
  } catch (error) {
    logger.error({ err: error, counterKeyId: key.id }, "a counter's play reading failed");
    return answer(500, { error: PLAY_READING_SAVE_FAILED });
  }
}
