import { getConfig } from "~/utils/config.server";
import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { sendMail } from "~/utils/mail.server";
import { readMuseumSettings } from "~/models/settings/museum-settings.server";
import { formatMuseumDate, formatMuseumDay } from "~/utils/museum-date.server";
import { WATCHERS_PER_MACHINE, WATCHES_PER_SENDER } from "./report";
import { recordRepairEvent } from "./repair-events.server";

/**
 * What a visitor at the machine may know about its repairs: that staff know about a problem, since
 * when, when it is expected back, and the public lines staff wrote for visitors (models/repair/public-line.ts).
 * Never the report's text, the reporter, a photo or a part.
 */

/** `lines`: the public lines staff wrote for the open repairs, newest first, each once. */
export type KnownIssue = { reportedAt: string; expectedBack: string | null; lines: string[] };

/** The most public lines a visitor reads at once; more open repairs than that are one problem too many to list. */
const LINES_SHOWN = 3;

/** The machine's open repairs, summed up for the QR page and the game page; null when there are none. */
export async function knownIssueOf(db: DB, gameId: number): Promise<KnownIssue | null> {
  const open = db
    .selectFrom("repairs")
    .where("game_id", "=", gameId)
    .where("resolved", "=", false)
    .where("deleted_at", "is", null);
  const [row, lines] = await Promise.all([
    open
      .select((eb) => [eb.fn.min("created_at").as("reported_at"), eb.fn.max("expected_back").as("expected_back")])
      .executeTakeFirst(),
    open
      .select("public_line")
      .where("public_line", "is not", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
  ]);
  if (!row?.reported_at) return null;
  const distinct = [...new Set(lines.map((l) => l.public_line as string))].slice(0, LINES_SHOWN);
  return { reportedAt: String(row.reported_at), expectedBack: row.expected_back ?? null, lines: distinct };
}

/** The known issue as a visitor reads it, dates in museum time; the only repair facts a public page sends. */
export async function publicKnownIssue(db: DB, gameId: number) {
  const known = await knownIssueOf(db, gameId);
  if (!known) return null;
  return {
    reportedAt: formatMuseumDate(known.reportedAt),
    expectedBack: known.expectedBack ? formatMuseumDay(known.expectedBack) : null,
    lines: known.lines,
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

export type WatchOutcome = "watching" | "machine_full" | "sender_full";

/**
 * "E-mail me when it is fixed": the address is kept only until its one mail goes (the machine's next
 * Operational) or 60 days pass. Asking again renews the 60 days rather than adding a second mail. Nobody can
 * sign up a list of strangers: a machine waits with at most WATCHERS_PER_MACHINE addresses, and one sender
 * (its senderKey) has at most WATCHES_PER_SENDER waiting, whatever the machines.
 */
export async function watchForFix(db: DB, gameId: number, email: string, sender: string | null, now = new Date()) {
  const expires = new Date(now.getTime() + WATCH_DAYS * DAY_MS).toISOString();
  return inTransaction(db, async (trx): Promise<WatchOutcome> => {
    const renewed = await trx
      .updateTable("fix_watchers")
      .set({ expires_at: expires })
      .where("game_id", "=", gameId)
      .where("email", "=", email)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) > 0) return "watching";
    const waiting = (column: "game_id" | "sender", value: number | string) =>
      trx
        .selectFrom("fix_watchers")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where(column, "=", value)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    if ((await waiting("game_id", gameId)) >= WATCHERS_PER_MACHINE) return "machine_full";
    if (sender !== null && (await waiting("sender", sender)) >= WATCHES_PER_SENDER) return "sender_full";
    await trx
      .insertInto("fix_watchers")
      .values({ game_id: gameId, email, sender, created_at: now.toISOString(), expires_at: expires })
      .execute();
    return "watching";
  });
}

/**
 * Called in the transaction that makes a machine Operational: one plain mail per waiting address (no
 * tracking, no link but the game's page), then the addresses are gone. The outbox drops each row once sent.
 */
export async function mailFixWatchers(db: DB, game: { id: number; name: string; slug: string }, now = nowIso()) {
  const watchers = await db
    .selectFrom("fix_watchers")
    .select(["id", "email", "created_at"])
    .where("game_id", "=", game.id)
    .where("expires_at", ">", now)
    .execute();
  const { publicUrl } = getConfig();
  const museum = watchers.length ? (await readMuseumSettings(db)).name : "";
  for (const watcher of watchers)
    await sendMail(
      {
        kind: "fixed_notice",
        to: watcher.email,
        subject: `${game.name} is playable again`,
        text: [
          `Good news: ${game.name} at ${museum} is back on the floor and playable again.`,
          "",
          `${publicUrl}/game/${game.slug}`,
          "",
          `You get this one mail because this address was entered under 'E-mail me when it is fixed' on the page of ${game.name} at the museum on ${formatMuseumDate(watcher.created_at, "day")}. If that was not you, there is nothing to do.`,
          "",
          "We have now deleted your address: there is no list to leave, and no more mail will come from this.",
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
