import { z } from "zod";
import { requiredText } from "../shared/fields.schema";
import { DEFAULT_SEVERITY } from "./floor";
import { checkboxField, photosField, severityField } from "./thread.schema";

/** Repairs: the comment's rule and the exact texts staff see. */

export const REPAIR_COMMENT_MAX = 4000;
export const COMMENT_REQUIRED = "Repair comment is required";
export const CREATE_REPAIR_FAILED = "Failed to create repair. Please try again.";
export const UPDATE_REPAIR_FAILED = "Failed to update repair status. Please try again.";
export const DELETE_REPAIR_FAILED = "Failed to delete repair. Please try again.";

export const repairCommentSchema = requiredText("The comment", COMMENT_REQUIRED, REPAIR_COMMENT_MAX);

export const REPAIR_INTENTS = ["resolve", "reopen", "delete"] as const;
export type RepairIntent = (typeof REPAIR_INTENTS)[number];

/** Log New Repair: the comment, severity and safety, 'Take it myself' and the first comment's photos. */
export const logRepairSchema = z.object({
  comment: repairCommentSchema,
  severity: severityField,
  safety: checkboxField,
  take: checkboxField,
  photos: photosField,
});

/** The posted form as logRepairSchema reads it (photos are repeated `photo` fields). */
export function readLogRepair(form: FormData) {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return {
    comment: text("comment") ?? "",
    severity: text("severity") ?? DEFAULT_SEVERITY,
    safety: text("safety"),
    take: text("take"),
    photos: form.getAll("photo").filter((v): v is string => typeof v === "string"),
  };
}
