import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { OutboxMail } from "~/db/schema";
import { releaseLease, takeLease } from "~/models/operations/job-lease.server";
import { toOneLine } from "~/models/shared/one-line";
import { getConfig, type Config } from "./config.server";
import { getDb, nowIso, type DB } from "./db.server";
import { logger } from "./logger.server";
import { framedHtml, mailFrame } from "./mail-layout.server";
import { PROCESS_HOLDER } from "./scheduled-jobs.server";

/** What a mail is for; the Failed Mail screen names it and knows which ones must never be sent again. */
export const MAIL_KINDS = [
  "contact",
  "report",
  "inquiry",
  "password_reset",
  "newsletter_confirm",
  "newsletter",
  "staff_account",
  "repair_notice",
  "repair_digest",
  "fixed_notice",
  "test",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * `sensitive`: the body holds a one-time link, so the stored copy is cleared once the mail is sent (or has
 * failed for good). `listUnsubscribe`: a newsletter mail's one-click unsubscribe address (RFC 8058).
 */
export type MailInput = {
  to: string;
  subject: string;
  text: string;
  /** The body's own HTML, when the mail has more than its text to show; the shared frame goes round it. */
  html?: string;
  replyTo?: string;
  sensitive?: boolean;
  kind?: MailKind;
  listUnsubscribe?: string;
};

export const SENSITIVE_BODY_REMOVED = "(Removed after sending: this mail held a one-time link.)";
export const SENSITIVE_BODY_DROPPED = "(Removed when sending failed for good: this mail held a one-time link.)";

export const MAX_ATTEMPTS = 8;
/** A claimed mail is invisible to other workers for this long. */
const CLAIM_MS = 5 * 60_000;
const POLL_MS = 5_000;

/**
 * Queues a mail, its HTML part in the museum's frame (mail-layout.server.ts), so no mail goes without it.
 * Never waits on the mail server: the worker sends it.
 */
export async function sendMail(mail: MailInput, db: DB = getDb()) {
  const html = framedHtml(mail, await mailFrame(db));
  const now = nowIso();
  const row = await db
    .insertInto("email_outbox")
    .values({
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      // Callers build subjects from visitors' fields; the schemas already made those one line.
      subject: toOneLine(mail.subject),
      text_body: mail.text,
      html_body: html,
      sensitive: mail.sensitive ?? false,
      kind: mail.kind ?? null,
      list_unsubscribe: mail.listUnsubscribe ?? null,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  wakeWorker();
  return row.id;
}

/** 30 s, 1 min, 2 min ... capped at 1 hour. */
export function retryDelayMs(attempts: number) {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

type Deliver = (mail: OutboxMail) => Promise<void>;

let transporter: Transporter | undefined;

/** The message as nodemailer sends it, from its outbox row. */
export function messageOf(mail: OutboxMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to_address,
    replyTo: mail.reply_to ?? undefined,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body ?? undefined,
    // RFC 8058 one-click: a mail app's Unsubscribe button POSTs "List-Unsubscribe=One-Click" to the address.
    headers: mail.list_unsubscribe
      ? { "List-Unsubscribe": `<${mail.list_unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : undefined,
  };
}

function defaultDeliver(): Deliver {
  const config = getConfig();
  if (config.smtpUrl) {
    transporter ??= nodemailer.createTransport(config.smtpUrl);
    return async (mail) => {
      await transporter!.sendMail(messageOf(mail, config.mailFrom));
    };
  }
  const dir = outboxDir();
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (mail) => {
    const info = await writer.sendMail(messageOf(mail, config.mailFrom));
    await fs.mkdir(dir, { recursive: true });
    const name = `${mail.created_at.replace(/[:.]/g, "-")}-${mail.id}-${crypto.randomBytes(3).toString("hex")}.eml`;
    await fs.writeFile(path.join(dir, name), info.message as Buffer);
  };
}

/** Sends every due mail once; failures are rescheduled with backoff. Returns how many were sent. */
/**
 * Mails whose row goes once they are sent or have failed for good: a visitor's "e-mail me when it is fixed"
 * address is kept only until its one mail goes (docs/departures.md#fix-notice).
 */
const FORGOTTEN_AFTER_SENDING = new Set<string>(["fixed_notice"]);

export async function processOutbox(db: DB = getDb(), deliver: Deliver = defaultDeliver(), now = new Date()) {
  const due = await db
    .selectFrom("email_outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("id")
    .limit(20)
    .execute();
  let sent = 0;
  for (const mail of due) {
    // Claim the row so a second server sharing the database does not send it too.
    const claimed = await db
      .updateTable("email_outbox")
      .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where("id", "=", mail.id)
      .where("status", "=", "pending")
      .where("next_attempt_at", "=", mail.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await deliver(mail);
      if (FORGOTTEN_AFTER_SENDING.has(mail.kind ?? "")) {
        await db.deleteFrom("email_outbox").where("id", "=", mail.id).execute();
        sent++;
        continue;
      }
      await db
        .updateTable("email_outbox")
        .set({
          status: "sent",
          sent_at: nowIso(),
          attempts: mail.attempts + 1,
          last_error: null,
          // The row stays as a record of the sending; the link it carried does not.
          ...(mail.sensitive ? { text_body: SENSITIVE_BODY_REMOVED, html_body: null } : {}),
        })
        .where("id", "=", mail.id)
        .execute();
      sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      if (failed && FORGOTTEN_AFTER_SENDING.has(mail.kind ?? ""))
        await db.deleteFrom("email_outbox").where("id", "=", mail.id).execute();
      else
        await db
          .updateTable("email_outbox")
          .set({
            attempts,
            status: failed ? "failed" : "pending",
            last_error: String((error as Error)?.message ?? error).slice(0, 500),
            next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
            // A one-time link that was never delivered is never sent again either (see mail-admin.server.ts).
            ...(failed && mail.sensitive ? { text_body: SENSITIVE_BODY_DROPPED, html_body: null } : {}),
          })
          .where("id", "=", mail.id)
          .execute();
      logger.warn({ mailId: mail.id, attempts, failed }, "mail delivery failed");
    }
  }
  return sent;
}

/** Where mail goes without SMTP_URL: .eml files, the mailbox itself in development. */
export const outboxDir = () => path.join(getConfig().dataDir, "outbox");

/** .eml files that held a one-time link (a reset or confirmation) are removed this long after queueing. */
export const SENSITIVE_FILE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** {created_at}-{id}-{random}.eml, as defaultDeliver names them. */
const EML_NAME = /Z-(\d+)-[0-9a-f]+\.eml$/;

/**
 * Deletes the .eml files of sensitive mails queued more than SENSITIVE_FILE_RETENTION_MS ago: without SMTP
 * they are the only copy of a reset or confirmation link, which no one should find on the disk later.
 * Which files held one is the outbox row's to say. Returns how many it removed.
 */
export async function sweepSensitiveMailFiles(db: DB, now = new Date()) {
  const dir = outboxDir();
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const byId = new Map<number, string[]>();
  for (const name of names) {
    const id = Number(EML_NAME.exec(name)?.[1]);
    if (Number.isSafeInteger(id) && id > 0) byId.set(id, [...(byId.get(id) ?? []), name]);
  }
  const cutoff = new Date(now.getTime() - SENSITIVE_FILE_RETENTION_MS).toISOString();
  const ids = [...byId.keys()];
  let removed = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const expired = await db
      .selectFrom("email_outbox")
      .select("id")
      .where("id", "in", ids.slice(i, i + 500))
      .where("sensitive", "=", true)
      .where("created_at", "<", cutoff)
      .execute();
    for (const { id } of expired) {
      for (const name of byId.get(id) ?? []) {
        await fs.rm(path.join(dir, name), { force: true });
        removed++;
      }
    }
  }
  return removed;
}

/** In production without SMTP_URL nobody receives mail: said once at start-up, not discovered later. */
export function warnIfNoSmtp(
  config: Pick<Config, "isProduction" | "smtpUrl" | "dataDir">,
  log: Pick<typeof logger, "warn"> = logger,
) {
  if (!config.isProduction || config.smtpUrl) return false;
  log.warn(
    { outbox: path.join(config.dataDir, "outbox") },
    `SMTP_URL is not set: no mail is sent. Every mail (contact messages, reports, inquiries, password resets) only goes to ${path.join(config.dataDir, "outbox")}/*.eml`,
  );
  return true;
}

/** The outbox's lease: one server sends at a time (each mail is also claimed, in case a lease runs out mid-batch). */
const MAIL_JOB = "mail-outbox";

let timer: NodeJS.Timeout | undefined;
let current: Promise<void> | null = null;
let workerDb: DB | undefined;

async function sendDueMail(db: DB) {
  if (!(await takeLease(db, MAIL_JOB, PROCESS_HOLDER, CLAIM_MS))) return;
  try {
    await processOutbox(db);
  } finally {
    await releaseLease(db, MAIL_JOB, PROCESS_HOLDER);
  }
}

function tick() {
  if (current || !workerDb) return;
  current = sendDueMail(workerDb)
    .catch((error: unknown) => logger.error({ err: error }, "mail worker failed"))
    .finally(() => (current = null));
}

function wakeWorker() {
  if (workerDb) setImmediate(tick);
}

export function startMailWorker(db: DB) {
  workerDb = db;
  if (timer) return;
  timer = setInterval(tick, POLL_MS);
  timer.unref();
  tick();
}

/** Sends nothing more; resolves once the batch under way (if any) is done. */
export async function stopMailWorker() {
  if (timer) clearInterval(timer);
  timer = undefined;
  workerDb = undefined;
  await current;
}
