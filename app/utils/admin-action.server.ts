import type { z } from "zod";
import type { UndoOffer } from "~/models/shared/undo";
import { fieldErrorsOf, readFormData, REQUEST_INVALID, type FieldErrors } from "./forms";
import { formFailed, formOk } from "./form-result.server";
import { logger } from "./logger.server";

/** What every refusal of one post carries besides its reason: the values typed, so a page without JavaScript keeps them. */
type Kept<Values> = { values?: Values };

/**
 * The answers of a page's action for one posted intent: `refuse` with field messages or one failure text (and what else the form shows),
 * `done` with the success message and what else the form shows (an `undo` offered with it makes the message a toast
 * with an Undo button: components/feedback/), `invalid` for a post no page of ours sends, and `attempt`, which runs a
 * write and turns a thrown error into the spec's failure text (logged, never shown as a stack trace) and a
 * write that found nothing (`false`) into a 404. A form without intents passes `undefined`: its answers name
 * none. `kept` goes into every refusal.
 */
export function actionAnswers<Given extends string | null | undefined, Values = Partial<Record<string, string>>>(
  intent: Given,
  page: string,
  kept: Kept<Values> = {},
) {
  type Intent = NonNullable<Given>;
  // Typed as always there, so every answer of one action reads alike; left out when there is none to name.
  const named = (intent === undefined ? {} : { intent }) as { intent: Given };
  const refuse = <Extra extends object = object>(
    status: number,
    reason: { fieldErrors?: FieldErrors; error?: string } & Extra,
    init?: ResponseInit,
  ) => formFailed(status, { ...named, ...kept, ...reason }, init);
  const done = <Extra extends object = object>(
    payload: { message?: string; undo?: UndoOffer } & Extra = {} as Extra,
    init?: ResponseInit,
  ) =>
    formOk<Intent, { message?: string; undo?: UndoOffer } & Extra>(
      { ...(intent == null ? {} : { intent: intent as Intent }), ...payload },
      init,
    );
  const attempt = async (failure: string, write: () => Promise<boolean | void>, notFound = failure) => {
    try {
      return (await write()) === false ? refuse(404, { error: notFound }) : formOk({ intent: intent as Intent });
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
  return { refuse, done, attempt, invalid, save };
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
