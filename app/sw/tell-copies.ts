import type { SerwistPlugin } from "serwist";
import { screenAddress } from "./kept-screens";
import { SCREEN_ANSWERED, copyTime, isScreenQuestion, type ScreenAnswer } from "./screen-copy";

/** The answers that came from the kept copies (NetworkFirst's fallback after a failure or its timeout). */
const fromCopy = new WeakSet<Response>();

/** The last screens' documents, by address, until their page asks: a few suffice, it asks as soon as it loads. */
const documents = new Map<string, ScreenAnswer>();
const DOCUMENTS_REMEMBERED = 20;

/** The worker's pages (its `clients`), as far as it talks to them. */
export type PageClients = {
  get(id: string): Promise<{ url: string; postMessage(message: unknown, transfer?: Transferable[]): void } | undefined>;
};

/**
 * Tells a staff page whether its screen came from the copy kept on the phone (screen-copy.ts): a document's word
 * is kept for its page to ask, a data answer's is posted to the page that asked for it. Goes after the
 * expiration plugin, which may still turn a copy down.
 */
export function tellsWhenCopy(pages: PageClients): SerwistPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (cachedResponse) fromCopy.add(cachedResponse);
      return cachedResponse;
    },
    handlerWillRespond: async ({ request, response, event }) => {
      const copy = fromCopy.has(response);
      const answer: ScreenAnswer = {
        type: SCREEN_ANSWERED,
        address: screenAddress(new URL(request.url)),
        copy,
        at: copy ? copyTime(response.headers.get("Date")) : null,
      };
      if (request.mode === "navigate") {
        documents.delete(answer.address);
        documents.set(answer.address, answer);
        if (documents.size > DOCUMENTS_REMEMBERED) documents.delete(documents.keys().next().value!);
      } else {
        const clientId = (event as Event & { clientId?: string }).clientId;
        (clientId ? await pages.get(clientId) : undefined)?.postMessage(answer);
      }
      return response;
    },
  };
}

/** Answers a page's question about its document (screen-copy.ts) on the question's port. */
export function answerScreenQuestions(scope: {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}) {
  scope.addEventListener("message", (event) => {
    if (isScreenQuestion(event.data)) event.ports[0]?.postMessage(documents.get(event.data.address) ?? null);
  });
}
