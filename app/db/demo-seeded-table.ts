import type { DemoKind } from "~/models/demo/demo-content";

/** One row the demo seeded (migration 20261128_0028): its kind (the table's name) and id. */
export interface DemoSeededTable {
  kind: DemoSeededKind;
  row_id: number;
}

/** The rows "Remove the demo content" removes, and those it reads to tell what staff added to a seeded game. */
export type DemoSeededKind =
  | DemoKind
  | "repairs"
  | "repair_entries"
  | "repair_parts"
  | "repair_events"
  | "game_status_history"
  | "game_verifications";
