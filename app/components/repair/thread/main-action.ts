import { isClosed } from "~/models/repair/floor";
import type { RepairEntryView } from "~/models/repair/repair-entry";

/** The step a repair waits for: triage, 'Take it', Mark as Resolved, or Reopen. */
export type MainAction = "triage" | "take" | "resolve" | "reopen";

/**
 * The one step the thread draws as its primary button (docs/product.md#the-repair-thread): everything else on
 * the page is secondary, so the next step is the one that stands out.
 */
export function mainActionOf(repair: Pick<RepairEntryView, "status" | "untriaged" | "assignedToId">): MainAction {
  if (isClosed(repair.status)) return "reopen";
  if (repair.untriaged) return "triage";
  if (repair.assignedToId === null && repair.status === "open") return "take";
  return "resolve";
}

/** A button's look: primary for the repair's main action, secondary otherwise. */
export const actionLook = (repair: Parameters<typeof mainActionOf>[0], action: MainAction) =>
  mainActionOf(repair) === action ? "btn-primary" : "btn-secondary";
