import { requiredText } from "../shared/fields.schema";

/** Repairs (spec sections 5 and 8): the comment's rule and the texts staff see. */

export const REPAIR_COMMENT_MAX = 4000;
export const COMMENT_REQUIRED = "Repair comment is required";
export const CREATE_REPAIR_FAILED = "Failed to create repair. Please try again.";
export const UPDATE_REPAIR_FAILED = "Failed to update repair status. Please try again.";
export const DELETE_REPAIR_FAILED = "Failed to delete repair. Please try again.";

export const repairCommentSchema = requiredText("The comment", COMMENT_REQUIRED, REPAIR_COMMENT_MAX);

export const REPAIR_INTENTS = ["resolve", "reopen", "delete"] as const;
export type RepairIntent = (typeof REPAIR_INTENTS)[number];
