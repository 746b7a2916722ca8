import type { z } from "zod";

/** A message per field, keyed by the field's name. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** A post no page of ours sends (an unknown intent, an id that is not one): the sender is told to reload. */
export const REQUEST_INVALID = "This request could not be understood. Please reload the page and try again.";

/**
 * What every action answers a form: done (with a message to show, if any), or why not (`error`, one text for
 * the whole form; a message per field; and what the user typed, so a page without JavaScript keeps it). `intent` names
 * which of a page's forms was posted; `Extra` is a form's own payload (a generated password, a version).
 */
export type FormResult<
  Field extends string = string,
  Intent extends string = string,
  Extra extends object = object,
  Values = Partial<Record<Field, string>>,
> =
  | ({ ok: true; intent?: Intent; message?: string } & Extra)
  | ({
      ok: false;
      intent?: Intent | null;
      error?: string;
      fieldErrors?: FieldErrors<Field>;
      values?: Values;
    } & Partial<Extra>);

/** The part of any FormResult that the form hook reads. */
export type AnyFormResult = {
  ok: boolean;
  intent?: string | null;
  error?: string;
  fieldErrors?: FieldErrors;
};

/** The field messages of a refused answer, or none. */
export const fieldErrorsIn = (result: AnyFormResult | null | undefined): FieldErrors =>
  result && !result.ok ? (result.fieldErrors ?? {}) : {};

/** First message per field, keyed by the field's name, for showing next to inputs. */
export function fieldErrorsOf<Field extends string = string>(error: z.ZodError): FieldErrors<Field> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out as FieldErrors<Field>;
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
