import {
  KNOWLEDGE_ADD_FAILED,
  KNOWLEDGE_DELETE_FAILED,
  KNOWLEDGE_FETCH_FAILED,
  MUSEUM_FACTS_NAME,
  type KnowledgeItem,
} from "./chatbot.schema";

/**
 * The chatbot provider's knowledge base, reached with its official SDK and the manager's own API key
 * (docs/departures.md#chatbot-proxy). The key lives only for the request: it is never stored, logged or sent back, and
 * the provider's error texts are shown with any copy of it masked. The SDK is loaded on first use, so the server starts
 * without it.
 */

export type Provider = { apiKey: string; baseUrl: string };

/** A failure the manager can act on: the provider's own words when it gave some, else the spec's text. */
export class KnowledgeBaseError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

let sdk: Promise<typeof import("@elevenlabs/elevenlabs-js")> | undefined;
const loadSdk = () =>
  (sdk ??= import("@elevenlabs/elevenlabs-js").catch((error: unknown) => {
    sdk = undefined;
    throw error;
  }));

/**
 * Starts loading the SDK (about 2 s of a busy server's time) when the Chatbot screen opens, so the manager's
 * first request does not wait for it.
 */
export function preloadKnowledgeBase() {
  loadSdk().catch(() => {});
}

async function connect({ apiKey, baseUrl }: Provider) {
  const { ElevenLabsClient } = await loadSdk();
  return new ElevenLabsClient({ apiKey, baseUrl, maxRetries: 0, timeoutInSeconds: 20 });
}

/** The message of a provider error body: `{detail: {message}}`, `{detail: "..."}` or `{message}`. */
function providerText(body: unknown): string | null {
  if (!body || typeof body !== "object") return typeof body === "string" && body.length < 300 ? body : null;
  const detail = (body as { detail?: unknown }).detail;
  if (typeof detail === "string") return detail;
  if (detail && typeof detail === "object" && typeof (detail as { message?: unknown }).message === "string")
    return (detail as { message: string }).message;
  if (Array.isArray(detail) && typeof detail[0]?.msg === "string") return detail[0].msg;
  const message = (body as { message?: unknown }).message;
  return typeof message === "string" ? message : null;
}

async function call<T>(
  provider: Provider,
  fallback: string,
  run: (client: Awaited<ReturnType<typeof connect>>) => Promise<T>,
): Promise<T> {
  try {
    return await run(await connect(provider));
  } catch (error) {
    const status = (error as { statusCode?: unknown })?.statusCode;
    const said = typeof status === "number" ? providerText((error as { body?: unknown }).body) : null;
    const masked = said ? said.split(provider.apiKey).join("•••").slice(0, 300) : null;
    throw new KnowledgeBaseError(masked || fallback, typeof status === "number" ? status : null);
  }
}

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** Every document of the knowledge base, newest change first. */
export function listKnowledge(provider: Provider): Promise<KnowledgeItem[]> {
  return call(provider, KNOWLEDGE_FETCH_FAILED, async (client) => {
    const items: KnowledgeItem[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const result = await client.conversationalAi.knowledgeBase.list({ pageSize: PAGE_SIZE, cursor });
      for (const doc of result.documents) {
        const meta = (doc as { metadata?: { lastUpdatedAtUnixSecs?: number; sizeBytes?: number } }).metadata;
        items.push({
          knowledgeId: doc.id,
          title: doc.name,
          type: doc.type,
          updatedAt: meta?.lastUpdatedAtUnixSecs ? new Date(meta.lastUpdatedAtUnixSecs * 1000).toISOString() : null,
          sizeBytes: meta?.sizeBytes ?? null,
        });
      }
      if (!result.hasMore || !result.nextCursor) break;
      cursor = result.nextCursor;
    }
    return items.sort((a, b) => (b.updatedAt ?? "").localeCompare(a.updatedAt ?? ""));
  });
}

/** Adds a text document (title, text, type text); its id. */
export function addKnowledge(provider: Provider, item: { title: string; text: string }) {
  return call(
    provider,
    KNOWLEDGE_ADD_FAILED,
    async (client) =>
      (await client.conversationalAi.knowledgeBase.documents.createFromText({ name: item.title, text: item.text })).id,
  );
}

export function deleteKnowledge(provider: Provider, knowledgeId: string) {
  return call(provider, KNOWLEDGE_DELETE_FAILED, async (client) => {
    await client.conversationalAi.knowledgeBase.documents.delete(knowledgeId);
  });
}

/**
 * Publishes the museum facts: adds the new document, puts it in the agent's knowledge in place of the
 * previous one (when an agent is set), then deletes the previous ones, in that order, so the agent never
 * points at a deleted document and always has one version of the facts.
 */
export function publishFacts(provider: Provider, agentId: string | null, text: string, fallback: string) {
  return call(provider, fallback, async (client) => {
    const kb = client.conversationalAi.knowledgeBase;
    const { id } = await kb.documents.createFromText({ name: MUSEUM_FACTS_NAME, text });
    const old: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const result = await kb.list({ pageSize: PAGE_SIZE, cursor, search: MUSEUM_FACTS_NAME });
      old.push(...result.documents.filter((d) => d.name === MUSEUM_FACTS_NAME && d.id !== id).map((d) => d.id));
      if (!result.hasMore || !result.nextCursor) break;
      cursor = result.nextCursor;
    }
    if (agentId) {
      const agent = await client.conversationalAi.agents.get(agentId);
      const prompt = agent.conversationConfig.agent?.prompt ?? {};
      const knowledgeBase = [
        ...(prompt.knowledgeBase ?? []).filter(
          (k) => k.id !== id && !old.includes(k.id) && k.name !== MUSEUM_FACTS_NAME,
        ),
        { type: "text" as const, name: MUSEUM_FACTS_NAME, id, usageMode: "auto" as const },
      ];
      await client.conversationalAi.agents.update(agentId, {
        conversationConfig: { agent: { ...agent.conversationConfig.agent, prompt: { ...prompt, knowledgeBase } } },
      });
    }
    for (const oldId of old) await kb.documents.delete(oldId);
    return { id, replaced: old.length, agentUpdated: Boolean(agentId) };
  });
}
