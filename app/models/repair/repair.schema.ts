import { z } from "zod";

/** Repairs (spec sections 5 and 8): the comment's rule and the texts staff see. */

export const REPAIR_COMMENT_MAX = 4000;
export const COMMENT_REQUIRED = "Repair comment is required";
export const CREATE_REPAIR_FAILED = "Failed to create repair. Please try again.";
export const UPDATE_REPAIR_FAILED = "Failed to update repair status. Please try again.";
export const DELETE_REPAIR_FAILED = "Failed to delete repair. Please try again.";

export const repairCommentSchema = z
  .string()
  .trim()
  .min(1, COMMENT_REQUIRED)
  .max(REPAIR_COMMENT_MAX, `The comment must be ${REPAIR_COMMENT_MAX} characters or fewer`);

export const REPAIR_INTENTS = ["resolve", "reopen", "delete"] as const;
export type RepairIntent = (typeof REPAIR_INTENTS)[number];
