import type { DB } from "~/utils/db.server";
import type { MailKind } from "~/utils/mail.server";
import { audit, type Actor } from "../audit/audit.server";

/**
 * Mail the outbox gave up on (status 'failed' after MAX_ATTEMPTS), for managers. Retrying puts a mail back
 * in the queue with a fresh count of attempts; the worker sends it on its next run. A mail that held a
 * one-time link (sensitive: a password reset, a newsletter confirmation) is never sent again: its body was
 * cleared when it failed, and the link may have expired or been replaced since.
 */

const open = (db: DB) => db.selectFrom("email_outbox").where("status", "=", "failed").where("dismissed_at", "is", null);

export async function failedMailCount(db: DB) {
  const row = await open(db)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first. Never the body: it may hold a visitor's message or a one-time link. */
export async function listFailedMail(db: DB) {
  const rows = await open(db)
    .select(["id", "to_address", "subject", "kind", "sensitive", "attempts", "last_error", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    kind: (r.kind as MailKind | null) ?? null,
    resendable: !r.sensitive,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
  }));
}

export type RetryResult = { ok: true; count: number } | { ok: false; code: "gone" | "sensitive" };

/** Queues one failed mail (or every one that may be resent) again; one audit row names them. */
export async function retryFailedMail(
  db: DB,
  which: number | "all",
  actor: Actor,
  now = new Date(),
): Promise<RetryResult> {
  return db.transaction().execute(async (trx) => {
    let candidates = open(trx).select(["id", "sensitive"]);
    if (which !== "all") candidates = candidates.where("id", "=", which);
    const found = await candidates.execute();
    if (which !== "all") {
      if (found.length === 0) return { ok: false, code: "gone" } as const;
      if (found[0].sensitive) return { ok: false, code: "sensitive" } as const;
    }
    const ids = found.filter((r) => !r.sensitive).map((r) => r.id);
    if (ids.length === 0) return { ok: true, count: 0 } as const;
    const result = await trx
      .updateTable("email_outbox")
      .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() })
      .where("id", "in", ids)
      .where("status", "=", "failed")
      .where("sensitive", "=", false)
      .executeTakeFirst();
    const count = Number(result.numUpdatedRows);
    await audit(trx, {
      action: "mail_retried",
      userId: actor.id,
      entity: "email_outbox",
      entityId: which === "all" ? null : which,
      details: { ids, count },
      ip: actor.ip,
    });
    return { ok: true, count } as const;
  });
}

/** Takes a failed mail off the list (a manager dealt with it another way); the row stays as a record. False when it is not there. */
export async function dismissFailedMail(db: DB, id: number, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("email_outbox")
      .set({ dismissed_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "=", "failed")
      .where("dismissed_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const mail = await trx
      .selectFrom("email_outbox")
      .select(["to_address", "subject"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await audit(trx, {
      action: "mail_dismissed",
      userId: actor.id,
      entity: "email_outbox",
      entityId: id,
      details: { to: mail.to_address, subject: mail.subject },
      ip: actor.ip,
    });
    return true;
  });
}
