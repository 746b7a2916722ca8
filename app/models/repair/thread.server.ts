import type { Actor } from "../audit/audit.server";
import { nowIso, type DB } from "~/utils/db.server";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { closeRepair, setExpectedBack, setWorkStatus, takeRepair, triageRepair } from "./triage.server";
import { setPartStatus } from "./parts.server";
import { cancelOutstandingParts, outstandingParts } from "./part-changes.server";
import { setRepairResolved } from "./repair.server";
import { trashRepair } from "./repair-trash.server";
import { repairEntries, toRepairEntry } from "./repair-entry.server";
import { partRefusal, REPAIR_STATUS_LABELS } from "./floor";
import { DELETE_REPAIR_FAILED, UPDATE_REPAIR_FAILED } from "./repair.schema";
import { addWorkEntry, workEntries, type EntryPhoto } from "./work-entries.server";
import { closeAsFalseAlarm, falseAlarmOffer } from "./alarm.server";
import { setPublicLine } from "./public-line.server";
import { PUBLIC_LINE_IS_REPORT, publicLineSaved } from "./public-line";
import {
  BAD_DUPLICATE,
  falseAlarmMessage,
  NOT_A_VISITOR_REPORT,
  outstandingPartsRefusal,
  PART_GONE,
  photoOf,
  REPAIR_CLOSED,
  REPAIR_GONE,
  REPAIR_TRASHED,
  resolvedMessage,
} from "./thread";
import type { ThreadPost } from "./thread.schema";
import { repairBefore, repairUndoOffer, undoRepairStep } from "./undo.server";
import { UNDO_FAILED, type UndoOffer } from "../shared/undo";
import { staffName } from "../account/staff-name";

/**
 * A repair's thread (/repairs/{id}): what the page shows, and each of its posts run through the
 * floor's model functions. A repair of a game in the Trash is not found.
 */

const photosOf = (json: string) => JSON.parse(json) as EntryPhoto[];

export async function repairThread(db: DB, repairId: number) {
  const row = await repairEntries(db)
    .innerJoin("games", "games.id", "repairs.game_id")
    .select([
      "repairs.game_id",
      "repairs.photos",
      "repairs.source",
      "repairs.status_before",
      "repairs.public_line",
      "games.name as game_name",
      "games.slug as game_slug",
      "games.status as game_status",
    ])
    .where("repairs.id", "=", repairId)
    .where("repairs.deleted_at", "is", null)
    .where("games.deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const [entries, parts, siblings] = await Promise.all([
    workEntries(db, repairId),
    db
      .selectFrom("repair_parts")
      .select(["id", "name", "quantity", "url", "cost", "status", "entry_id"])
      .where("repair_id", "=", repairId)
      .orderBy("requested_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("repairs")
      .select(["id", "comment", "status", "created_at", "duplicate_of"])
      .where("game_id", "=", row.game_id)
      .where("id", "!=", repairId)
      .where("deleted_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(100)
      .execute(),
  ]);
  const openCount = await db
    .selectFrom("repairs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("game_id", "=", row.game_id)
    .where("resolved", "=", false)
    .where("deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  const repair = toRepairEntry(row);
  return {
    repair: { ...repair, photos: photosOf(row.photos), publicLine: row.public_line },
    game: { id: row.game_id, name: row.game_name, slug: row.game_slug, status: row.game_status },
    lastOpen: !repair.resolved && Number(openCount.n) === 1,
    falseAlarm: falseAlarmOffer(row),
    entries: entries.map((e) => ({
      id: e.id,
      body: e.body,
      minutes: e.minutes,
      photos: e.photos,
      author: staffName(e.author_name, e.author_email),
      at: e.created_at,
      atLabel: formatMuseumDate(e.created_at),
    })),
    parts: parts.map((p) => ({ ...p, cost: p.cost === null ? null : Number(p.cost) })),
    /** What "Duplicate of" may name: the machine's other repairs, never one already closed as a duplicate of this. */
    duplicateChoices: siblings
      .filter((s) => s.duplicate_of !== repairId)
      .map((s) => ({
        id: s.id,
        label: `#${s.id} (${REPAIR_STATUS_LABELS[s.status]}, ${formatMuseumDate(s.created_at, "day")}): ${
          s.comment.length > 60 ? `${s.comment.slice(0, 60)}...` : s.comment
        }`,
      })),
  };
}

export type RepairThread = NonNullable<Awaited<ReturnType<typeof repairThread>>>;

/**
 * What a thread post comes to: stored as the idempotent answer, so plain JSON. A work entry names the one it wrote;
 * Resolve, Take it and Delete offer an Undo.
 */
export type ThreadAnswer =
  | { ok: true; slug: string; message: string; entryId?: number; undo?: UndoOffer }
  | { ok: false; status: 400 | 403 | 404 | 409; error: string };

const gone = { ok: false, status: 404, error: REPAIR_GONE } as const;
const closed = { ok: false, status: 409, error: REPAIR_CLOSED } as const;
const fromFloor = (
  change: { ok: true; slug: string } | { ok: false; reason: string },
  message: string,
): ThreadAnswer =>
  change.ok
    ? { ok: true, slug: change.slug, message }
    : change.reason === "closed"
      ? closed
      : change.reason === "bad_duplicate"
        ? { ok: false, status: 400, error: BAD_DUPLICATE }
        : gone;

/** Takes the repair for `actor`, with the offer to undo it when there was a repair to take. */
async function takeWithUndo(
  trx: DB,
  repairId: number,
  actor: Actor,
  before: Awaited<ReturnType<typeof repairBefore>>,
  message: string,
): Promise<ThreadAnswer> {
  const at = nowIso();
  const taken = fromFloor(await takeRepair(trx, repairId, actor, at), message);
  return taken.ok && before
    ? { ...taken, undo: await repairUndoOffer(trx, "take", repairId, actor, at, before) }
    : taken;
}

/** Runs one post of the thread inside `trx` (the idempotent submit's transaction). */
export async function runThreadPost(trx: DB, repairId: number, post: ThreadPost, actor: Actor): Promise<ThreadAnswer> {
  switch (post.intent) {
    case "triage":
      return fromFloor(
        await triageRepair(trx, repairId, { severity: post.severity, safety: post.safety }, actor),
        "Triage saved.",
      );
    case "confirm-take": {
      const before = await repairBefore(trx, repairId);
      const triaged = await triageRepair(trx, repairId, { severity: post.severity, safety: post.safety }, actor);
      if (!triaged.ok) return fromFloor(triaged, "");
      // Its Undo gives the repair back; the triage stays, a judgement the triage control changes any time.
      return takeWithUndo(trx, repairId, actor, before, "Triaged and taken: it is yours.");
    }
    case "take":
      return takeWithUndo(trx, repairId, actor, await repairBefore(trx, repairId), "Taken: it is yours.");
    case "status":
      return fromFloor(await setWorkStatus(trx, repairId, post.status, actor), "Status saved.");
    case "expected-back":
      return fromFloor(
        await setExpectedBack(trx, repairId, post.date, actor),
        post.date ? "Expected back date saved." : "Expected back date cleared.",
      );
    case "public-line": {
      const set = await setPublicLine(trx, repairId, post.line, actor);
      if (set.ok) return { ok: true, slug: set.slug, message: publicLineSaved(post.line) };
      return set.reason === "repeats_report"
        ? { ok: false, status: 400, error: PUBLIC_LINE_IS_REPORT }
        : fromFloor(set, "");
    }
    case "entry": {
      const added = await addWorkEntry(
        trx,
        repairId,
        { body: post.body, minutes: post.minutes, photos: post.photos.map(photoOf), parts: post.parts },
        actor,
      );
      if (added) return { ok: true, slug: added.slug, message: "Work entry added.", entryId: added.entryId };
      return (await repairExists(trx, repairId)) ? closed : gone;
    }
    case "part": {
      const owner = await trx
        .selectFrom("repair_parts")
        .select("repair_id")
        .where("id", "=", post.partId)
        .executeTakeFirst();
      if (owner?.repair_id !== repairId) return { ok: false, status: 404, error: PART_GONE };
      const changed = await setPartStatus(trx, post.partId, post.partStatus, actor);
      if (!changed.ok)
        return changed.reason === "gone" ? gone : { ok: false, status: 409, error: partRefusal(changed.reason) };
      return { ok: true, slug: await slugOf(trx, repairId), message: "Part status saved." };
    }
    case "duplicate":
      return fromFloor(
        await closeRepair(trx, repairId, { status: "duplicate", duplicateOf: post.duplicateOf as number }, actor),
        "Closed as a duplicate.",
      );
    case "cannot-reproduce":
      return fromFloor(
        await closeRepair(trx, repairId, { status: "cannot_reproduce" }, actor),
        "Closed: could not reproduce.",
      );
    case "false-alarm": {
      const closed = await closeAsFalseAlarm(trx, repairId, actor);
      if (closed.ok) return { ok: true, slug: closed.slug, message: falseAlarmMessage(closed) };
      return closed.reason === "not_visitor"
        ? { ok: false, status: 400, error: NOT_A_VISITOR_REPORT }
        : fromFloor({ ok: false, reason: closed.reason }, "");
    }
    case "resolve": {
      const [before, at] = [await repairBefore(trx, repairId), nowIso()];
      const resolved = await resolveRepair(trx, repairId, post, actor, at);
      return resolved.ok && before
        ? { ...resolved, undo: await repairUndoOffer(trx, "resolve", repairId, actor, at, before) }
        : resolved;
    }
    case "reopen": {
      const changed = await setRepairResolved(trx, repairId, false, actor);
      return changed.ok ? { ok: true, slug: changed.slug, message: "Reopened." } : gone;
    }
    case "delete": {
      const at = nowIso();
      const trashed = await trashRepair(trx, repairId, actor, at);
      if (!trashed.ok) return gone;
      const undo = await repairUndoOffer(trx, "delete-repair", repairId, actor, at, null);
      return { ok: true, slug: trashed.slug, message: REPAIR_TRASHED, undo };
    }
    case "undo-resolve":
    case "undo-take":
    case "undo-delete":
      return undoRepairStep(trx, repairId, post.intent, post.undo, actor);
  }
}

/**
 * Resolves a repair. Parts it still waits for are the resolver's to decide: cancelled, or kept open (one already
 * ordered stays on the Parts screen until it arrives); a post that does not say is refused and changes nothing.
 */
async function resolveRepair(
  trx: DB,
  repairId: number,
  post: Extract<ThreadPost, { intent: "resolve" }>,
  actor: Actor,
  at: string,
): Promise<ThreadAnswer> {
  if (!(await repairExists(trx, repairId))) return gone;
  const waiting = (await outstandingParts(trx, repairId)).length;
  if (waiting > 0 && !post.outstandingParts) return { ok: false, status: 409, error: outstandingPartsRefusal(waiting) };
  const cancelled = post.outstandingParts === "cancel" ? await cancelOutstandingParts(trx, repairId, actor, at) : 0;
  const changed = await setRepairResolved(
    trx,
    repairId,
    true,
    actor,
    { backToOperational: post.backToOperational },
    at,
  );
  return changed.ok ? { ok: true, slug: changed.slug, message: resolvedMessage(cancelled) } : gone;
}

/** The spec's failure text for an intent whose write failed unexpectedly. */
export const failureOf = (intent: ThreadPost["intent"]) =>
  intent === "delete" ? DELETE_REPAIR_FAILED : intent.startsWith("undo-") ? UNDO_FAILED : UPDATE_REPAIR_FAILED;

async function repairExists(db: DB, repairId: number) {
  const row = await db
    .selectFrom("repairs")
    .select("id")
    .where("id", "=", repairId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

async function slugOf(db: DB, repairId: number) {
  const row = await db
    .selectFrom("repairs")
    .innerJoin("games", "games.id", "repairs.game_id")
    .select("games.slug")
    .where("repairs.id", "=", repairId)
    .executeTakeFirstOrThrow();
  return row.slug;
}
