import { data } from "react-router";
import type { FieldErrors } from "./forms";

type Done<Intent extends string> = { intent?: Intent; message?: string };
type Refused<Field extends string, Intent extends string, Values> = {
  intent?: Intent | null;
  error?: string;
  fieldErrors?: FieldErrors<Field>;
  values?: Values;
};

// Every key of FormResult is in both builders' types, so the answers of one action always form a union that
// `useActionData<typeof action>()` / `useFetcher<typeof action>()` can read without narrowing by shape.

/** A form done: `{ ok: true, intent?, message?, ...extra }`, with the response's headers when it sets a cookie. */
export const formOk = <Intent extends string = never, Extra extends object = object>(
  payload: Done<Intent> & Extra = {} as Done<Intent> & Extra,
  init?: ResponseInit,
) => data<{ ok: true } & Done<Intent> & Extra>({ ok: true, ...payload }, init);

/** A form refused with the status that says why: `{ ok: false, intent?, error?, fieldErrors?, values?, ...extra }`. */
export const formFailed = <
  Field extends string = string,
  Intent extends string = never,
  Values = Partial<Record<Field, string>>,
  Extra extends object = object,
>(
  status: number,
  failure: Refused<Field, Intent, Values> & Extra,
  init?: ResponseInit,
) => data<{ ok: false } & Refused<Field, Intent, Values> & Extra>({ ok: false, ...failure }, { ...init, status });
