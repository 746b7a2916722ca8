import { REQUEST_INVALID, type FieldErrors } from "./forms";
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
  return { refuse, attempt, invalid };
}

/** The posted intent when it is one the page knows, else null. */
export const intentOf = <Intent extends string>(form: FormData, intents: readonly Intent[]) =>
  intents.find((i) => i === form.get("intent")) ?? null;

/** The id of an entry to edit or delete, or null when it is not a positive integer. */
export function postedId(form: FormData) {
  const raw = form.get("id");
  return typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}
