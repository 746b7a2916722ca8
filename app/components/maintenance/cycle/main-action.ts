/** The step a cycle waits for: 'Take it' while nobody has it, then Mark done. */
export type CycleAction = "take" | "done";

/**
 * The one step the cycle page draws as its primary button, as a repair's thread does
 * (components/repair/thread/main-action.ts): everything else on the page is secondary.
 */
export const mainActionOf = (cycle: { assignedTo: number | null }): CycleAction =>
  cycle.assignedTo === null ? "take" : "done";

/** A button's look: primary for the cycle's main action, secondary otherwise. */
export const actionLook = (cycle: { assignedTo: number | null }, action: CycleAction) =>
  mainActionOf(cycle) === action ? "btn-primary" : "btn-secondary";
