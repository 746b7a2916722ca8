import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import {
  API_KEY_REQUIRED,
  KNOWLEDGE_ADDED,
  KNOWLEDGE_FETCH_FAILED,
  MUSEUM_FACTS_NAME,
  SETTINGS_SAVED,
  TITLE_REQUIRED,
} from "~/models/chatbot/chatbot.schema";
import { getChatbotSettings, saveChatbotSettings, widgetAgentId } from "~/models/chatbot/chatbot-settings.server";
import {
  addKnowledge,
  deleteKnowledge,
  KnowledgeBaseError,
  listKnowledge,
  publishFacts,
} from "~/models/chatbot/knowledge-base.server";
import { buildMuseumFacts } from "~/models/chatbot/museum-facts.server";
import { action, loader } from "~/routes/admin.chatbot";
import { startFakeElevenLabs, type FakeProvider } from "../fake-elevenlabs";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeElevenLabs();
  process.env.ELEVENLABS_API_BASE = fake.url;
});
afterAll(() => fake.stop());

const provider = () => ({ apiKey: fake.key, baseUrl: fake.url });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as KnowledgeBaseError,
  );

it("lists, adds and deletes knowledge items through the SDK; a wrong key gets the provider's words, a provider that is down the spec's text", async () => {
  fake.docs.clear();
  const id = await addKnowledge(provider(), { title: "Parking", text: "Free parking behind the building." });
  expect(fake.docs.get(id)).toMatchObject({ name: "Parking", text: "Free parking behind the building." });
  expect(await listKnowledge(provider())).toEqual([
    { knowledgeId: id, title: "Parking", type: "text", updatedAt: expect.any(String), sizeBytes: 33 },
  ]);
  await deleteKnowledge(provider(), id);
  expect(await listKnowledge(provider())).toEqual([]);

  expect(await failureOf(deleteKnowledge(provider(), id))).toMatchObject({
    message: "Document not found",
    status: 404,
  });
  expect(await failureOf(listKnowledge({ ...provider(), apiKey: "sk_wrong" }))).toMatchObject({
    message: "Invalid API key",
    status: 401,
  });
  const down = await startFakeElevenLabs();
  await down.down();
  expect(await failureOf(listKnowledge({ apiKey: down.key, baseUrl: down.url }))).toMatchObject({
    message: KNOWLEDGE_FETCH_FAILED,
    status: null,
  });
});

it("lists every page of a large knowledge base", async () => {
  fake.docs.clear();
  for (let i = 0; i < 230; i++)
    fake.docs.set(`bulk_${i}`, { id: `bulk_${i}`, name: `Item ${i}`, text: "x", createdAt: 1_700_000_000 + i });
  const items = await listKnowledge(provider());
  expect(items).toHaveLength(230);
  expect(items[0].title).toBe("Item 229");
  fake.docs.clear();
});

describeEachDatabase("chatbot", (getDb) => {
  let manager: Awaited<ReturnType<typeof signedIn>>;
  beforeEach(async () => {
    manager ??= await signedIn(getDb(), "manager");
    await getDb().deleteFrom("chatbot_settings").execute();
    await getDb().deleteFrom("audit_log").execute();
    await getDb().deleteFrom("games").execute();
    fake.docs.clear();
    fake.agents.clear();
  });

  it("settings: the spec's defaults without a row; a save writes the one row and an audit row; the widget's agent follows at once", async () => {
    expect(await getChatbotSettings(getDb())).toEqual({ enabled: true, agentId: null });
    expect(await widgetAgentId(getDb())).toBeNull();
    await saveChatbotSettings(getDb(), { enabled: true, agentId: "agent_museum" }, manager);
    expect(await widgetAgentId(getDb())).toBe("agent_museum");
    await saveChatbotSettings(getDb(), { enabled: false, agentId: "agent_museum" }, manager);
    expect(await widgetAgentId(getDb())).toBeNull();
    expect(await getDb().selectFrom("chatbot_settings").select(["enabled", "agent_id"]).execute()).toEqual([
      { enabled: false, agent_id: "agent_museum" },
    ]);
    expect(await getDb().selectFrom("audit_log").select("action").execute()).toHaveLength(2);
  });

  it("museum facts say which machines are playable right now, with the hours, admission, address and events", async () => {
    await getDb()
      .insertInto("games")
      .values([
        newGame({ name: "Medieval Madness", type: "Pinball", year_made: 1997 }),
        newGame({ name: "Ms. Pac-Man", status: "In Repair" }),
        newGame({ name: "Tron", location: "Warehouse" }),
      ])
      .execute();
    const text = await buildMuseumFacts(getDb(), new Date("2026-11-24T17:00:00Z"), {
      timeZone: "America/New_York",
      publicUrl: "https://replay.test",
    });
    expect(text).toContain("published from the museum's website on Tuesday, November 24, 2026 at 12:00 museum time");
    expect(text).toContain("- Medieval Madness (Pinball, 1997): on the museum floor, playable right now.");
    expect(text).toContain("- Ms. Pac-Man (Arcade): on the museum floor, not playable right now (in repair).");
    expect(text).toContain("- Tron (Arcade): in storage, not on the floor, not playable at the museum.");
    expect(text).toContain("## Machines (3 in the collection, 2 on the floor, 1 playable right now)");
    expect(text).toMatch(/Address: 412 Orange Avenue, Fort Pierce, FL 34950/);
    expect(text).toMatch(/Admission: Adults \$16 \(tax included\)/);
    expect(text).toContain("## Regular opening hours");
    expect(text).toContain("## Upcoming events");
  });

  it("publishing twice leaves one facts document, used by the agent in place of the old one; other knowledge stays", async () => {
    const agent = fake.addAgent("agent_museum");
    const other = await addKnowledge(provider(), { title: "Parties", text: "Birthday parties on weekends." });
    agent.prompt.knowledge_base.push({ type: "text", name: "Parties", id: other, usage_mode: "auto" });
    const first = await publishFacts(provider(), "agent_museum", "Facts v1", "failed");
    const second = await publishFacts(provider(), "agent_museum", "Facts v2", "failed");
    expect(second).toMatchObject({ replaced: 1, agentUpdated: true });
    expect([...fake.docs.values()].map((d) => [d.name, d.text])).toEqual([
      ["Parties", "Birthday parties on weekends."],
      [MUSEUM_FACTS_NAME, "Facts v2"],
    ]);
    expect(fake.docs.has(first.id)).toBe(false);
    expect(agent.prompt.knowledge_base).toEqual([
      { type: "text", name: "Parties", id: other, usage_mode: "auto" },
      { type: "text", name: MUSEUM_FACTS_NAME, id: second.id, usage_mode: "auto" },
    ]);
    expect(agent.prompt.prompt).toBe("You are the museum's friendly guide.");
  });

  it("the action: settings, list, add and publish as a manager; the key is required and is in no stored row; staff get Access Denied and visitors go to /login", async () => {
    const post = (fields: Record<string, string>) => postTo(action, "/admin/chatbot", manager.cookie, fields);
    expect((await post({ intent: "save-settings", enabled: "on", agentId: "bad id!" })).body).toMatchObject({
      ok: false,
      fieldErrors: { agentId: expect.any(String) },
    });
    expect((await post({ intent: "save-settings", enabled: "on", agentId: "agent_museum" })).body).toEqual({
      ok: true,
      intent: "save-settings",
      message: SETTINGS_SAVED,
    });
    fake.addAgent("agent_museum");
    expect((await post({ intent: "list-knowledge", apiKey: "" })).body).toMatchObject({
      ok: false,
      fieldErrors: { apiKey: API_KEY_REQUIRED },
    });
    expect((await post({ intent: "add-knowledge", apiKey: fake.key, title: "", text: "x" })).body).toMatchObject({
      fieldErrors: { title: TITLE_REQUIRED },
    });
    const added = await post({
      intent: "add-knowledge",
      apiKey: fake.key,
      title: "Parking",
      text: "Behind the building.",
    });
    expect(added.body).toMatchObject({ ok: true, message: KNOWLEDGE_ADDED, items: [{ title: "Parking" }] });
    const wrong = await post({ intent: "list-knowledge", apiKey: "sk_wrong_key" });
    expect(wrong).toMatchObject({ status: 400, body: { ok: false, error: "Invalid API key" } });
    await getDb()
      .insertInto("games")
      .values(newGame({ name: "Medieval Madness", type: "Pinball" }))
      .execute();
    const published = await post({ intent: "publish-facts", apiKey: fake.key });
    expect(published.body).toMatchObject({
      ok: true,
      message: expect.stringContaining("The agent now uses it."),
      items: [{ title: MUSEUM_FACTS_NAME }, { title: "Parking" }],
    });
    expect([...fake.docs.values()].find((d) => d.name === MUSEUM_FACTS_NAME)?.text).toContain(
      "Medieval Madness (Pinball): on the museum floor, playable right now.",
    );
    const knowledgeId = [...fake.docs.values()].find((d) => d.name === "Parking")!.id;
    expect((await post({ intent: "delete-knowledge", apiKey: fake.key, knowledgeId })).body).toMatchObject({
      ok: true,
      items: [{ title: MUSEUM_FACTS_NAME }],
    });
    expect(
      (await getDb().selectFrom("audit_log").select("action").orderBy("id").execute()).map((r) => r.action),
    ).toEqual([
      "chatbot_settings_updated",
      "chatbot_knowledge_added",
      "chatbot_facts_published",
      "chatbot_knowledge_deleted",
    ]);

    // The key is in no row of any table.
    for (const table of await getDb().introspection.getTables()) {
      const rows = await getDb()
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      expect(JSON.stringify(rows), table.name).not.toContain(fake.key);
    }

    const staff = await signedIn(getDb(), "staff");
    for (const run of [
      () => loader(routeArgs("/admin/chatbot", staff.cookie)),
      () => action(routeArgs("/admin/chatbot", staff.cookie, { intent: "list-knowledge", apiKey: fake.key })),
    ]) {
      const refused = await run().then(
        () => null,
        (r: Response) => r,
      );
      expect(refused?.status).toBe(403);
      expect(await refused?.json()).toMatchObject({ reason: "Only managers can set up the chatbot." });
    }
    const visitor = await loader(routeArgs("/admin/chatbot", "")).then(
      () => null,
      (r: Response) => r,
    );
    expect(visitor?.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fchatbot");
  });
});
