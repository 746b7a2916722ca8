import { getConfig } from "~/utils/config.server";
import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { sendMail } from "~/utils/mail.server";
import { formatMuseumDate, formatMuseumDay } from "~/utils/museum-date.server";
import { recordRepairEvent } from "./repair-events.server";

/**
 * What a visitor at the machine may know about its repairs (issue 22): that staff know about a problem, since
 * when, and when it is expected back. Never the text, the reporter, a photo or a part.
 */

export type KnownIssue = { reportedAt: string; expectedBack: string | null };

/** The machine's open repairs, summed up for the QR page and the game page; null when there are none. */
export async function knownIssueOf(db: DB, gameId: number): Promise<KnownIssue | null> {
  const row = await db
    .selectFrom("repairs")
    .select((eb) => [eb.fn.min("created_at").as("reported_at"), eb.fn.max("expected_back").as("expected_back")])
    .where("game_id", "=", gameId)
    .where("resolved", "=", false)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row?.reported_at ? { reportedAt: String(row.reported_at), expectedBack: row.expected_back ?? null } : null;
}

/** The known issue as a visitor reads it, dates in museum time; the only repair facts a public page sends. */
export async function publicKnownIssue(db: DB, gameId: number) {
  const known = await knownIssueOf(db, gameId);
  if (!known) return null;
  return {
    reportedAt: formatMuseumDate(known.reportedAt),
    expectedBack: known.expectedBack ? formatMuseumDay(known.expectedBack) : null,
  };
}

export type PublicKnownIssue = NonNullable<Awaited<ReturnType<typeof publicKnownIssue>>>;

/**
 * "Same problem": one more confirmation on the machine's newest open repair instead of a new record. Null
 * when nothing is open (the visitor then gets the report form).
 */
export async function confirmSameProblem(db: DB, gameId: number, now = nowIso()) {
  return inTransaction(db, async (trx) => {
    const newest = await trx
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select(["repairs.id", "repairs.confirmations"])
      .where("repairs.game_id", "=", gameId)
      .where("repairs.resolved", "=", false)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .orderBy("repairs.created_at", "desc")
      .orderBy("repairs.id", "desc")
      .executeTakeFirst();
    if (!newest) return null;
    await trx
      .updateTable("repairs")
      .set((eb) => ({ confirmations: eb("confirmations", "+", 1) }))
      .where("id", "=", newest.id)
      .execute();
    await recordRepairEvent(trx, { repairId: newest.id, kind: "confirmed", actor: null, at: now });
    return { repairId: newest.id, confirmations: newest.confirmations + 1 };
  });
}

export const WATCH_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "E-mail me when it is fixed": the address is kept only until its one mail goes (the machine's next
 * Operational) or 60 days pass. Asking again renews the 60 days rather than adding a second mail.
 */
export async function watchForFix(db: DB, gameId: number, email: string, now = new Date()) {
  const expires = new Date(now.getTime() + WATCH_DAYS * DAY_MS).toISOString();
  await db
    .insertInto("fix_watchers")
    .values({ game_id: gameId, email, created_at: now.toISOString(), expires_at: expires })
    .onConflict((oc) => oc.columns(["game_id", "email"]).doUpdateSet({ expires_at: expires }))
    .execute();
}

/**
 * Called in the transaction that makes a machine Operational: one plain mail per waiting address (no
 * tracking, no link but the game's page), then the addresses are gone. The outbox drops each row once sent.
 */
export async function mailFixWatchers(db: DB, game: { id: number; name: string; slug: string }, now = nowIso()) {
  const watchers = await db
    .selectFrom("fix_watchers")
    .select(["id", "email"])
    .where("game_id", "=", game.id)
    .where("expires_at", ">", now)
    .execute();
  const { publicUrl } = getConfig();
  for (const watcher of watchers)
    await sendMail(
      {
        kind: "fixed_notice",
        to: watcher.email,
        subject: `${game.name} is playable again`,
        text: [
          `Good news: ${game.name} at Replay is back on the floor and playable again.`,
          "",
          `${publicUrl}/game/${game.slug}`,
          "",
          "You asked us to tell you once. We have now deleted your address; you will get no more mail from this.",
        ].join("\n"),
      },
      db,
    );
  await db.deleteFrom("fix_watchers").where("game_id", "=", game.id).execute();
  return watchers.length;
}

/** Housekeeping: addresses whose 60 days are over. */
export async function purgeFixWatchers(db: DB, now = new Date()) {
  const result = await db.deleteFrom("fix_watchers").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
