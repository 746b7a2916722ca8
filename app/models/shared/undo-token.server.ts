import crypto from "node:crypto";
import { getConfig } from "~/utils/config.server";
import { UNDO_EXPIRED, UNDO_INVALID, UNDO_NOT_YOURS, UNDO_WINDOW_MS, type UndoOffer } from "./undo";

/**
 * The token an undo offer carries: what the action changed (the row, who, when, and what it held before), signed
 * with the session secret so the browser can hand it back but not make one up. The action's time is also the mark
 * the undo checks the row against: a later change of the row moves it on, and the undo is refused.
 */

export type UndoKind = "resolve" | "take" | "delete-repair" | "delete-game" | "delete-task" | "maintenance-done";

export type UndoTicket<Before = unknown> = { kind: UndoKind; id: number; by: number; at: string; before: Before };

const MAX_TOKEN = 4000;

const signatureOf = (body: string) =>
  crypto.createHmac("sha256", getConfig().sessionSecret).update(`undo:${body}`).digest("base64url");

/** The offer for one action: the page whose action undoes it, the intent, and the signed ticket. */
export function offerUndo<Before>(action: string, intent: string, ticket: UndoTicket<Before>): UndoOffer {
  const body = Buffer.from(JSON.stringify(ticket)).toString("base64url");
  return { action, intent, token: `${body}.${signatureOf(body)}` };
}

export type UndoRead<Before> =
  { ok: true; ticket: UndoTicket<Before> } | { ok: false; status: 400 | 403 | 409; error: string };

/**
 * The ticket of a posted token when it is ours, for this kind of undo of this row, by this user, and still inside
 * the server's window; otherwise why not.
 */
export function readUndo<Before>(
  token: string | undefined,
  expected: { kind: UndoKind; id: number; userId: number },
  now = Date.now(),
): UndoRead<Before> {
  const invalid = { ok: false, status: 400, error: UNDO_INVALID } as const;
  if (!token || token.length > MAX_TOKEN) return invalid;
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length) return invalid;
  const expectedSignature = Buffer.from(signatureOf(body));
  const given = Buffer.from(signature);
  if (given.length !== expectedSignature.length || !crypto.timingSafeEqual(given, expectedSignature)) return invalid;
  let ticket: UndoTicket<Before>;
  try {
    ticket = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as UndoTicket<Before>;
  } catch {
    return invalid;
  }
  if (ticket.kind !== expected.kind || ticket.id !== expected.id) return invalid;
  if (ticket.by !== expected.userId) return { ok: false, status: 403, error: UNDO_NOT_YOURS };
  const age = now - Date.parse(ticket.at);
  if (!(age >= 0 && age <= UNDO_WINDOW_MS)) return { ok: false, status: 409, error: UNDO_EXPIRED };
  return { ok: true, ticket };
}
