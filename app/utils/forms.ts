import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** A post no page of ours sends (an unknown intent, an id that is not one): the sender is told to reload. */
export const REQUEST_INVALID = "This request could not be understood. Please reload the page and try again.";

/** What a back-office page's action answers a form: done, or why not (field messages or one failure text). */
export type ActionResult<Intent extends string> =
  { ok: true; intent: Intent } | { ok: false; intent: Intent | null; fieldErrors?: FieldErrors; error?: string };

/** First message per field, keyed by the field's name, for showing next to inputs. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** FormData to a plain object of strings (the last value wins), for zod. */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  return out;
}

/**
 * The posted form, or a 400 answer when the body cannot be read as one (a multipart body whose parts do
 * not match its boundary, or one cut short): the sender's mistake, never a server error.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("This form could not be read. Please send it again from its page.", { status: 400 });
  }
}
