import { isUnsentQuestion, type UnsentAnswer, type UnsentQuestion } from "~/sw/unsent-posts";

/**
 * How long a floor form let go online is remembered: well past the worker's wait for the network
 * (POST_TIMEOUT_MS), since the form's own check may come first.
 */
export const IN_FLIGHT_MS = 2 * 60_000;

/**
 * The floor's forms the page let go to the network, by idempotency key, for as long as the staff app's worker
 * may still ask about one that could not get through (app/sw/unsent-posts.ts). A form is taken once.
 */
export function inFlightForms<Form>(now: () => number = Date.now) {
  const sent = new Map<string, { at: number; form: Form }>();
  const fresh = (entry: { at: number }) => now() - entry.at <= IN_FLIGHT_MS;
  return {
    remember(key: string, form: Form) {
      for (const [old, entry] of sent) if (!fresh(entry)) sent.delete(old);
      sent.set(key, { at: now(), form });
    },
    take(key: string) {
      const entry = sent.get(key);
      sent.delete(key);
      return entry && fresh(entry) ? entry.form : undefined;
    },
  };
}

/**
 * Answers the worker's question about a post that could not get through: `keep` says whether the page kept the
 * form. Returns the stop.
 */
export function answerWorker(keep: (question: UnsentQuestion) => Promise<boolean>) {
  const worker = navigator.serviceWorker;
  if (!worker) return () => {};
  const onMessage = (event: MessageEvent) => {
    if (!isUnsentQuestion(event.data)) return;
    const [port] = event.ports;
    void keep(event.data)
      .catch(() => false)
      .then((kept) => port?.postMessage({ kept } satisfies UnsentAnswer));
  };
  worker.addEventListener("message", onMessage);
  worker.startMessages();
  return () => worker.removeEventListener("message", onMessage);
}
