import type { Generated } from "kysely";
import type { GameStatus } from "./schema";

/**
 * The repair floor's tables: repairs, their work entries, parts and events, and what hangs on them. They are
 * part of `Database` (schema.ts), which names them for every other module.
 */
export type RepairSource = "staff" | "visitor";
/** How a repair affects play: Unplayable takes the machine off the floor; the others leave it on. */
export type RepairSeverity = "unplayable" | "major" | "minor" | "cosmetic";
/** Where a repair stands; the last three close it (`resolved` is true exactly for them). */
export type RepairStatus =
  "open" | "in_progress" | "waiting_for_parts" | "resolved" | "duplicate" | "cannot_reproduce" | "false_alarm";
export type PartStatus = "requested" | "ordered" | "received" | "cancelled";

export interface RepairsTable {
  id: Generated<number>;
  game_id: number;
  comment: string;
  resolved: boolean;
  resolved_at: string | null;
  resolved_by: number | null;
  source: RepairSource;
  reporter_name: string | null;
  reporter_email: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  severity: Generated<RepairSeverity>;
  safety: Generated<boolean>;
  /** A visitor's answer to "Can it still be played?"; null for staff repairs and older reports */
  visitor_playable: boolean | null;
  status: Generated<RepairStatus>;
  duplicate_of: number | null;
  assigned_to: number | null;
  assigned_at: string | null;
  /** Null while a visitor's report waits for a staff member to confirm or change its severity */
  triaged_at: string | null;
  triaged_by: number | null;
  /** A museum date (YYYY-MM-DD) staff expect the machine back by; visitors see it */
  expected_back: string | null;
  /** A few words staff choose for visitors ('Left flipper weak'), on the QR page; never the report's text */
  public_line: string | null;
  /** Visitors' "Same problem" taps */
  confirmations: Generated<number>;
  /** JSON array of { url, thumbnailUrl }: photos on the first comment */
  photos: Generated<string>;
  /** Set while the repair is in the Trash */
  deleted_at: string | null;
  deleted_by: number | null;
  /** The machine's status before this repair took it off the floor; null when it left the status alone */
  status_before: GameStatus | null;
  /** A hash of a visitor's address on a safety report, kept for the hour in which it joins later ones */
  alarm_from: string | null;
}

export interface RepairEntriesTable {
  id: Generated<number>;
  repair_id: number;
  body: string;
  minutes: number | null;
  /** JSON array of { url, thumbnailUrl } */
  photos: Generated<string>;
  created_by: number | null;
  created_at: string;
}

export interface RepairPartsTable {
  id: Generated<number>;
  repair_id: number;
  entry_id: number | null;
  name: string;
  quantity: Generated<number>;
  url: string | null;
  cost: number | null;
  status: Generated<PartStatus>;
  requested_by: number | null;
  requested_at: string;
  ordered_at: string | null;
  received_at: string | null;
  updated_at: string;
}

export interface RepairEventsTable {
  id: Generated<number>;
  repair_id: number;
  kind: string;
  /** JSON: what changed */
  detail: Generated<string>;
  actor: number | null;
  created_at: string;
}

export interface FixWatchersTable {
  id: Generated<number>;
  game_id: number;
  email: string;
  created_at: string;
  expires_at: string;
  /** A hash of the address that asked, so one sender cannot sign up a list of strangers */
  sender: string | null;
}

export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  /** JSON of the first answer */
  answer: string;
  /** epoch milliseconds */
  created_at: number;
}

export interface DigestDeliveriesTable {
  user_id: number;
  museum_date: string;
  sent_at: string;
}

/** A staff member's "verified working" check of a machine on a museum date. */
export interface GameVerificationsTable {
  id: Generated<number>;
  game_id: number;
  /** A museum date (YYYY-MM-DD) */
  verified_on: string;
  verified_by: number | null;
  created_at: string;
}
