import { z } from "zod";
import type { FieldErrors } from "~/utils/forms";
import { money, rowIdField } from "../shared/fields.schema";
import { tooLong } from "../shared/fields";
import { toOneLine } from "../shared/one-line";
import { PART_STATUSES, SEVERITIES } from "./floor";
import { PUBLIC_LINE_MAX, PUBLIC_LINE_TOO_LONG } from "./public-line";
import {
  DATE_INVALID,
  DUPLICATE_REQUIRED,
  ENTRY_BODY_MAX,
  ENTRY_BODY_REQUIRED,
  isStoredPhoto,
  MAX_PHOTOS,
  MINUTES_INVALID,
  MINUTES_MAX,
  OUTSTANDING_CHOICE_INVALID,
  OUTSTANDING_CHOICES,
  PART_COST_NEGATIVE,
  PART_NAME_MAX,
  PART_NAME_REQUIRED,
  PART_QUANTITY_INVALID,
  PART_QUANTITY_MAX,
  PART_URL_INVALID,
  PART_URL_MAX,
  PHOTO_INVALID,
  TOO_MANY_PHOTOS,
} from "./thread";

/**
 * Every post of a repair's thread (/repairs/{id}), one schema over the intents, shared by the
 * thread's forms and its action. `readThreadPost` turns the form into what the schema reads: the repeated
 * photo and part fields become arrays.
 */

export const checkboxField = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

export const severityField = z
  .enum(SEVERITIES as [string, ...string[]])
  .transform((v) => v as (typeof SEVERITIES)[number]);

export const photosField = z
  .array(z.string())
  .max(MAX_PHOTOS, TOO_MANY_PHOTOS)
  .refine((urls) => urls.every(isStoredPhoto), PHOTO_INVALID);

const cost = money(PART_COST_NEGATIVE);
const isWebAddress = (v: string) => {
  try {
    const url = new URL(v);
    return (url.protocol === "https:" || url.protocol === "http:") && v.length <= PART_URL_MAX;
  } catch {
    return false;
  }
};

/** One "Request parts" row; a row left wholly empty is no part (the form without JavaScript always shows one). */
const partRow = z
  .object({ name: z.string(), quantity: z.string(), url: z.string(), cost: z.string() })
  .transform((p) => ({ name: p.name.trim(), quantity: p.quantity.trim(), url: p.url.trim(), cost: p.cost.trim() }))
  .superRefine((p, ctx) => {
    if (!p.name && !p.quantity && !p.url && !p.cost) return;
    if (!p.name) ctx.addIssue({ code: "custom", path: ["name"], message: PART_NAME_REQUIRED });
    else if (p.name.length > PART_NAME_MAX)
      ctx.addIssue({ code: "custom", path: ["name"], message: tooLong("Part name", PART_NAME_MAX) });
    if (
      p.quantity &&
      !(/^\d{1,3}$/.test(p.quantity) && Number(p.quantity) >= 1 && Number(p.quantity) <= PART_QUANTITY_MAX)
    )
      ctx.addIssue({ code: "custom", path: ["quantity"], message: PART_QUANTITY_INVALID });
    if (p.url && !isWebAddress(p.url)) ctx.addIssue({ code: "custom", path: ["url"], message: PART_URL_INVALID });
    const parsed = cost.safeParse(p.cost);
    if (!parsed.success) ctx.addIssue({ code: "custom", path: ["cost"], message: parsed.error.issues[0].message });
  })
  .transform((p) =>
    !p.name && !p.quantity && !p.url && !p.cost
      ? null
      : { name: p.name, quantity: p.quantity ? Number(p.quantity) : 1, url: p.url || null, cost: cost.parse(p.cost) },
  );

/** Minutes spent, optional: a whole number up to a day (a work entry's, and a maintenance task's when done). */
export const minutesField = z
  .string()
  .trim()
  .refine((v) => v === "" || (/^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= MINUTES_MAX), MINUTES_INVALID)
  .transform((v) => (v === "" ? null : Number(v)));

/** A repair's public line: one line of plain text; empty clears it. */
const publicLineField = z
  .string()
  .overwrite(toOneLine)
  .trim()
  .max(PUBLIC_LINE_MAX, PUBLIC_LINE_TOO_LONG)
  .transform((v) => v || null);

const museumDate = z
  .string()
  .trim()
  .refine((v) => {
    if (v === "") return true;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    if (!m) return false;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1;
  }, DATE_INVALID)
  .transform((v) => v || null);

/** The intent that undoes each of the thread's undoable steps. */
export const REPAIR_UNDO_INTENTS = {
  resolve: "undo-resolve",
  take: "undo-take",
  "delete-repair": "undo-delete",
} as const;

/** The signed ticket an Undo posts back (models/shared/undo-token.server.ts reads it). */
const undoToken = z.string().max(4000).optional();

export const threadSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("triage"), severity: severityField, safety: checkboxField }),
  z.object({ intent: z.literal("confirm-take"), severity: severityField, safety: checkboxField }),
  z.object({ intent: z.literal("take") }),
  z.object({ intent: z.literal("status"), status: z.enum(["open", "in_progress"]) }),
  z.object({ intent: z.literal("expected-back"), date: museumDate }),
  z.object({ intent: z.literal("public-line"), line: publicLineField }),
  z.object({
    intent: z.literal("entry"),
    body: z.string().trim().min(1, ENTRY_BODY_REQUIRED).max(ENTRY_BODY_MAX, tooLong("The entry", ENTRY_BODY_MAX)),
    minutes: minutesField,
    photos: photosField,
    parts: z.array(partRow).transform((rows) => rows.filter((row) => row !== null)),
  }),
  z.object({
    intent: z.literal("part"),
    partId: rowIdField,
    partStatus: z.enum(PART_STATUSES as [string, ...string[]]).transform((v) => v as (typeof PART_STATUSES)[number]),
  }),
  z.object({
    intent: z.literal("duplicate"),
    duplicateOf: rowIdField.or(z.literal("")).refine((v) => v !== "", DUPLICATE_REQUIRED),
  }),
  z.object({ intent: z.literal("cannot-reproduce") }),
  z.object({ intent: z.literal("false-alarm") }),
  z.object({
    intent: z.literal("resolve"),
    backToOperational: checkboxField,
    outstandingParts: z.enum(OUTSTANDING_CHOICES, OUTSTANDING_CHOICE_INVALID).optional(),
  }),
  z.object({ intent: z.literal("reopen") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal(REPAIR_UNDO_INTENTS.resolve), undo: undoToken }),
  z.object({ intent: z.literal(REPAIR_UNDO_INTENTS.take), undo: undoToken }),
  z.object({ intent: z.literal(REPAIR_UNDO_INTENTS["delete-repair"]), undo: undoToken }),
]);

export type ThreadPost = z.infer<typeof threadSchema>;
export type ThreadIntent = ThreadPost["intent"];
export const THREAD_INTENTS = threadSchema.options.map((o) => o.shape.intent.value);

/** The posted form as the schema reads it: single fields as text, photos and part rows as arrays. */
export function readThreadPost(form: FormData) {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  const all = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  const quantities = all("partQuantity");
  const urls = all("partUrl");
  const costs = all("partCost");
  return {
    intent: text("intent"),
    severity: text("severity"),
    safety: text("safety"),
    status: text("status"),
    date: text("date") ?? "",
    line: text("line") ?? "",
    body: text("body") ?? "",
    minutes: text("minutes") ?? "",
    photos: all("photo"),
    parts: all("partName").map((name, i) => ({
      name,
      quantity: quantities[i] ?? "",
      url: urls[i] ?? "",
      cost: costs[i] ?? "",
    })),
    partId: text("partId"),
    partStatus: text("partStatus"),
    duplicateOf: text("duplicateOf") ?? "",
    backToOperational: text("backToOperational"),
    outstandingParts: text("outstandingParts"),
    undo: text("undo"),
  };
}

/** A message per field; a part row's fields are keyed `parts.{row}.{field}`, as the form names their messages. */
export function threadErrorsOf(error: z.ZodError): FieldErrors {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}
