import type { RepairEventKind } from "~/models/repair/repair-events.server";
import type { GameStatus, GameType, RepairSeverity, RepairSource, RepairStatus } from "~/db/schema";

/*
 * The demo's repair floor as a plan: every repair with its steps, work entries and parts at epoch-millisecond
 * instants, before anything is written. Both the generated year (year-plan.ts) and the hand-written present
 * (story-plan.ts) are planned this way, and floor-status.ts walks them to write each machine's status history.
 */

/** One row of `repair_events`; `entry` and `part` name the planned entry or part whose id its detail carries. */
export type PlannedStep = {
  at: number;
  kind: RepairEventKind;
  detail: Record<string, unknown>;
  entry?: number;
  part?: number;
};

export type PlannedEntry = { at: number; body: string; minutes: number };

export type PlannedPart = {
  name: string;
  cost: number;
  requested: number;
  ordered: number | null;
  received: number | null;
  /** The index of the work entry that asked for it. */
  entry: number | null;
};

export type PlannedRepair = {
  /** The demo game's key (its name unless it has a key of its own). */
  game: string;
  source: RepairSource;
  comment: string;
  reporter: { name: string | null; email: string | null } | null;
  severity: RepairSeverity;
  safety: boolean;
  visitorPlayable: boolean | null;
  created: number;
  triaged: number | null;
  confirmations: number;
  expectedBack: string | null;
  /** Where the repair stands at the end of the plan. */
  status: RepairStatus;
  closed: number | null;
  steps: PlannedStep[];
  entries: PlannedEntry[];
  parts: PlannedPart[];
  /** Set by floor-status.ts: the machine's status before this repair took it off the floor. */
  statusBefore: GameStatus | null;
};

/** A demo machine as the planner needs it: what it is, where it stands and the stretch its history covers. */
export type PlanMachine = {
  key: string;
  type: GameType;
  onFloor: boolean;
  /** Its history starts after this instant (when it was added, or a year before the install day). */
  from: number;
  /** And ends before this one (the install day, or two days before its first hand-written repair). */
  until: number;
};
