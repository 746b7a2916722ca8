import { data } from "react-router";

/** A form done: `{ ok: true, ...payload }`, with the response's headers when it sets a cookie. */
export const formOk = <Payload extends object = object>(payload: Payload = {} as Payload, init?: ResponseInit) =>
  data({ ok: true as const, ...payload }, init);

/** A form refused with the status that says why: `{ ok: false, ...why }` (message, field messages, values). */
export const formFailed = <Failure extends object>(status: number, failure: Failure, init?: ResponseInit) =>
  data({ ok: false as const, ...failure }, { ...init, status });
