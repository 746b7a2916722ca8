import type { z } from "zod";
import { fieldErrorsOf, readFormData, REQUEST_INVALID, type FieldErrors } from "./forms";
import { formFailed, formOk } from "./form-result.server";
import { logger } from "./logger.server";

/**
 * The answers of a back-office page's action for one posted intent: `refuse` with field messages or one
 * failure text, `invalid` for a post no page of ours sends, and `attempt`, which runs a write and turns a thrown error into the spec's failure text
 * (logged, never shown as a stack trace) and a write that found nothing (`false`) into a 404.
 */
export function actionAnswers<Intent extends string>(intent: Intent | null, page: string) {
  const refuse = (status: number, reason: { fieldErrors?: FieldErrors; error?: string }) =>
    formFailed(status, { intent, ...reason });
  const attempt = async (failure: string, write: () => Promise<boolean | void>, notFound = failure) => {
    try {
      return (await write()) === false ? refuse(404, { error: notFound }) : formOk({ intent: intent! });
    } catch (error) {
      logger.error({ err: error, intent }, `${page}: a write failed`);
      return refuse(500, { error: failure });
    }
  };
  const invalid = () => refuse(400, { error: REQUEST_INVALID });
  /** A form's save: its field messages when the schema refused the values, else `attempt` with what it parsed. */
  const save = <Data>(
    parsed: { success: true; data: Data } | { success: false; error: z.ZodError },
    failure: string,
    write: (data: Data) => Promise<boolean | void>,
    errorsOf: (error: z.ZodError) => FieldErrors = fieldErrorsOf,
  ) =>
    parsed.success ? attempt(failure, () => write(parsed.data)) : refuse(400, { fieldErrors: errorsOf(parsed.error) });
  return { refuse, attempt, invalid, save };
}

/** The posted intent when it is one the page knows, else null. */
export const intentOf = <Intent extends string>(form: FormData, intents: readonly Intent[]) =>
  intents.find((i) => i === form.get("intent")) ?? null;

/** The id of an entry to edit or delete, or null when it is not a positive integer. */
export function postedId(form: FormData) {
  const raw = form.get("id");
  return typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/**
 * What a back-office list page's action reads after its guard: the posted form, its intent, the entry's id
 * (null when absent or not a positive integer) and the answers for that intent.
 */
export async function readAdminPost<Intent extends string>(request: Request, intents: readonly Intent[], page: string) {
  const form = await readFormData(request);
  const intent = intentOf(form, intents);
  return { form, intent, id: postedId(form), ...actionAnswers(intent, page) };
}
