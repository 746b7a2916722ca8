import type { Generated } from "kysely";

/**
 * The tables the server keeps for its own running: the mail outbox, the Activity log, throttles and sign-in
 * devices, backups, job leases and the pages' versions. They are part of `Database` (schema.ts), which names
 * them for every other module.
 */
export type OutboxStatus = "pending" | "sent" | "failed";

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The body is cleared once sent: it held a one-time link. */
  sensitive: Generated<boolean>;
  /** What the mail was for (MailKind); null for mails queued before kinds were kept. */
  kind: string | null;
  /** The one-click unsubscribe address of a newsletter mail (List-Unsubscribe, RFC 8058). */
  list_unsubscribe: string | null;
  /** A manager dealt with this failed mail another way; it leaves the Failed Mail list. */
  dismissed_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  details: string | null;
  ip: string | null;
  created_at: string;
}

/** Epoch milliseconds here (see migration 20261123_0003): PostgreSQL's bigint arrives as a string. */
export interface ThrottleTable {
  key: string;
  account: string | null;
  attempts: number;
  window_started_at: number | string;
  blocked_until: number | string;
}

/** A browser that signed in as `email` (its device cookie's id, hashed): migration 20261128_0024. */
export interface SignInDevicesTable {
  id_hash: string;
  email: string;
  created_at: string;
}

/** One scheduled backup: the file and its size when it worked, the reason when it did not. */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  status: "ok" | "failed";
  file: string | null;
  size_bytes: number | null;
  error: string | null;
}

export interface JobLeasesTable {
  job: string;
  holder: string;
  expires_at: number | string;
}

export interface ContentVersionsTable {
  name: string;
  version: number | string;
}

/** One row: the version of everything public pages show (migrations/page-version.ts). */
export interface PagesVersionTable {
  version: number | string;
}

/** A workshop TV's link: only the token's SHA-256 hash is kept. */
