import type { Generated } from "kysely";
import type { GameType } from "./schema";

/**
 * Preventive maintenance's tables (migration 20261129_0036): tasks, the machines a task names, what was done,
 * who took a cycle, play counter readings and the counters' keys. They are part of `Database` (schema.ts).
 */

/** Which machines a task is for: one, a list (both in maintenance_task_games), or every machine of a type on the floor. */
export type MaintenanceScope = "machine" | "list" | "type";
export type PlayReadingSource = "staff" | "counter";

export interface MaintenanceTasksTable {
  id: Generated<number>;
  title: string;
  /** JSON array of { text, safety }: the checklist; a step marked safety makes the task safety-related */
  steps: Generated<string>;
  /** The estimated minutes the task takes */
  minutes: number | null;
  scope: MaintenanceScope;
  /** Set for the "type" scope only */
  game_type: GameType | null;
  /** At least one interval is set; the task falls due at whichever comes first */
  every_days: number | null;
  every_open_hours: number | null;
  every_plays: number | null;
  /** The starter set entry it was made from, so adding the set again adds nothing twice */
  starter_key: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  deleted_by: number | null;
}

export interface MaintenanceTaskGamesTable {
  task_id: number;
  game_id: number;
  /** A machine added to a task later starts its first interval from then */
  added_at: string;
}

/** One cycle closed: the task done on one machine. The next interval starts at `done_at`. */
export interface MaintenanceDoneTable {
  id: Generated<number>;
  task_id: number;
  game_id: number;
  done_at: string;
  done_by: number | null;
  minutes: number | null;
  note: string | null;
  /** JSON array of the step texts ticked */
  steps_done: Generated<string>;
  /** JSON array of { url, thumbnailUrl } */
  photos: Generated<string>;
  /** The cycle's due point when it was done; null when none was reached or known (plays not yet counted) */
  due_at: string | null;
  /** Done after its due point */
  late: Generated<boolean>;
  /** The play counter when it was done: the machine's last reading then, from which the next plays interval counts */
  plays_at_done: number | null;
  /** That reading's running total (`plays_total`): where the next plays interval starts counting */
  plays_total_at_done: number | null;
  /** The cycle's newest done row; kept by the database's own triggers, never written by the app */
  latest: Generated<boolean>;
}

/** 'Take it' on a cycle: cleared when the cycle is done. */
export interface MaintenanceClaimsTable {
  task_id: number;
  game_id: number;
  assigned_to: number;
  assigned_at: string;
}

/** A machine's play counter, a meter: a reading lower than the last one needs a note saying why. */
export interface PlayReadingsTable {
  id: Generated<number>;
  game_id: number;
  reading: number;
  read_at: string;
  note: string | null;
  source: PlayReadingSource;
  created_by: number | null;
  counter_key_id: number | null;
  /** The plays counted from the machine's first reading up to this one, by the meter's rule (`appendReading`) */
  plays_total: number;
}

/** A counter's key to post its machine's readings: the token is shown once, only its SHA-256 hash is kept. */
export interface CounterKeysTable {
  id: Generated<number>;
  game_id: number;
  label: string;
  token_hash: string;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: number | null;
}
