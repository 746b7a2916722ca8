import {
  ASK_TIMEOUT_MS,
  KEY_FIELD,
  POST_TIMEOUT_MS,
  UNSENT_QUESTION,
  formAddress,
  keptOnPhone,
  type UnsentAnswer,
  type UnsentQuestion,
} from "./unsent-posts";
import type { PageClients } from "./tell-copies";

/** The form's idempotency key, read from a copy before the post goes: a body is read once. */
async function keyOf(request: Request) {
  const value = await request
    .clone()
    .formData()
    .then((data) => data.get(KEY_FIELD))
    .catch(() => null);
  return typeof value === "string" && value ? value : null;
}

/** Whether the page that posted kept the form in its queue; no answer in time is a no. */
async function pageKept(clients: PageClients, clientId: string, question: UnsentQuestion) {
  const page = await clients.get(clientId);
  if (!page) return false;
  const channel = new MessageChannel();
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ASK_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<UnsentAnswer>) => {
      clearTimeout(timer);
      resolve(event.data?.kept === true);
    };
    page.postMessage(question, [channel.port2]);
  });
}

/**
 * Sends a floor form's post (unsent-posts.ts) to the network, giving up after POST_TIMEOUT_MS. When it cannot
 * get through, the page that posted is asked whether it kept the form; if it did, React Router gets the worker's
 * "kept on the phone" answer instead of the failure that would replace the form with the error page. Otherwise
 * the failure stands, as without the worker.
 */
export function sendFloorPost(clients: PageClients) {
  return async ({ request, event }: { request: Request; event: Event }) => {
    const key = await keyOf(request);
    const giveUp = new AbortController();
    const timer = setTimeout(() => giveUp.abort(), POST_TIMEOUT_MS);
    try {
      return await fetch(request, { signal: giveUp.signal });
    } catch (failure) {
      const clientId = (event as Event & { clientId?: string }).clientId;
      if (key && clientId) {
        const question: UnsentQuestion = { type: UNSENT_QUESTION, key, action: formAddress(new URL(request.url)) };
        if (await pageKept(clients, clientId, question)) return keptOnPhone();
      }
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  };
}
