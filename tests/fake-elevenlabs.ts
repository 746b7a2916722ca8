import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small stand-in for the chatbot provider's API, on 127.0.0.1, with the endpoints the official SDK calls
 * for the knowledge base and agents, answering in the shapes the SDK checks. The tests never reach the
 * real service. It refuses a wrong key as the provider does (401, "Invalid API key"), refuses to delete a
 * document an agent still uses, and can go down (its port closed) to show what a manager sees then.
 */

type Doc = { id: string; name: string; text: string; createdAt: number };
type Locator = { type: string; name: string; id: string; usage_mode?: string };
type Agent = { agent_id: string; name: string; prompt: Record<string, unknown> & { knowledge_base: Locator[] } };

export type FakeProvider = {
  url: string;
  key: string;
  docs: Map<string, Doc>;
  agents: Map<string, Agent>;
  /** Every request: method, path and whether it carried the right key. */
  requests: Array<{ method: string; path: string; authorized: boolean }>;
  addAgent: (id: string) => Agent;
  /** Closes the port: every request after this fails to connect. */
  down: () => Promise<void>;
  stop: () => Promise<void>;
};

const summary = (d: Doc, agents: Map<string, Agent>) => ({
  id: d.id,
  name: d.name,
  type: "text",
  metadata: {
    created_at_unix_secs: d.createdAt,
    last_updated_at_unix_secs: d.createdAt,
    size_bytes: Buffer.byteLength(d.text),
  },
  supported_usages: ["prompt", "auto"],
  access_info: { is_creator: true, creator_name: "Museum", creator_email: "owner@museum.test", role: "admin" },
  dependent_agents: [...agents.values()]
    .filter((a) => a.prompt.knowledge_base.some((k) => k.id === d.id))
    .map((a) => ({ type: "available", id: a.agent_id, name: a.name, created_at_unix_secs: 1, access_level: "admin" })),
});

const agentJson = (a: Agent) => ({
  agent_id: a.agent_id,
  name: a.name,
  conversation_config: { agent: { first_message: "Hi! Ask me about the museum.", prompt: a.prompt } },
  metadata: { created_at_unix_secs: 1_700_000_000, updated_at_unix_secs: 1_700_000_000 },
});

export async function startFakeElevenLabs(key = "sk_fake_museum_key_0123456789"): Promise<FakeProvider> {
  const docs = new Map<string, Doc>();
  const agents = new Map<string, Agent>();
  const requests: FakeProvider["requests"] = [];
  let seq = 0;
  let clock = 1_760_000_000;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const authorized = req.headers["xi-api-key"] === key;
      requests.push({ method: req.method ?? "", path: url.pathname, authorized });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const notFound = (what: string) => send(404, { detail: { status: "not_found", message: `${what} not found` } });
      if (!authorized) return send(401, { detail: { status: "invalid_api_key", message: "Invalid API key" } });
      let body: Record<string, unknown>;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
      } catch {
        return send(400, { detail: "Body is not JSON" });
      }
      const path = url.pathname;
      const docMatch = /^\/v1\/convai\/knowledge-base\/([^/]+)$/.exec(path);
      const agentMatch = /^\/v1\/convai\/agents\/([^/]+)$/.exec(path);

      if (req.method === "GET" && path === "/v1/convai/knowledge-base") {
        const search = url.searchParams.get("search");
        const all = [...docs.values()].filter((d) => !search || d.name.includes(search));
        const size = Number(url.searchParams.get("page_size") ?? 30);
        const start = Number(url.searchParams.get("cursor") ?? 0);
        const page = all.slice(start, start + size);
        const more = start + size < all.length;
        return send(200, {
          documents: page.map((d) => summary(d, agents)),
          has_more: more,
          ...(more ? { next_cursor: String(start + size) } : {}),
        });
      }
      if (req.method === "POST" && path === "/v1/convai/knowledge-base/text") {
        if (typeof body.text !== "string" || !body.text)
          return send(422, { detail: [{ loc: ["body", "text"], msg: "Field required", type: "missing" }] });
        const doc = {
          id: `doc_${++seq}`,
          name: typeof body.name === "string" ? body.name : "Untitled",
          text: body.text,
          createdAt: ++clock,
        };
        docs.set(doc.id, doc);
        return send(200, { id: doc.id, name: doc.name });
      }
      if (req.method === "DELETE" && docMatch) {
        const doc = docs.get(docMatch[1]);
        if (!doc) return notFound("Document");
        if ([...agents.values()].some((a) => a.prompt.knowledge_base.some((k) => k.id === doc.id))) {
          return send(400, {
            detail: {
              status: "document_has_dependent_agents",
              message: "This document is used by an agent. Remove it from the agent first.",
            },
          });
        }
        docs.delete(doc.id);
        return send(200, {});
      }
      if (agentMatch && (req.method === "GET" || req.method === "PATCH")) {
        const agent = agents.get(agentMatch[1]);
        if (!agent) return notFound("Agent");
        if (req.method === "PATCH") {
          const prompt = (body.conversation_config as { agent?: { prompt?: Agent["prompt"] } } | undefined)?.agent
            ?.prompt;
          if (prompt)
            agent.prompt = {
              ...agent.prompt,
              ...prompt,
              knowledge_base: prompt.knowledge_base ?? agent.prompt.knowledge_base,
            };
        }
        return send(200, agentJson(agent));
      }
      return send(404, { detail: `No route ${req.method} ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  let closed = false;
  const close = () =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      closed = true;
      server.closeAllConnections();
      server.close(() => resolve());
    });

  return {
    url: `http://127.0.0.1:${port}`,
    key,
    docs,
    agents,
    requests,
    addAgent: (id) => {
      const agent: Agent = {
        agent_id: id,
        name: "Museum guide",
        prompt: { prompt: "You are the museum's friendly guide.", knowledge_base: [] },
      };
      agents.set(id, agent);
      return agent;
    },
    down: close,
    stop: close,
  };
}
