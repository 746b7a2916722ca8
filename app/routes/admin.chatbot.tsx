import { Tabs } from "radix-ui";
import type { Route } from "./+types/admin.chatbot";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { KnowledgePanel } from "~/components/admin-chatbot/KnowledgePanel";
import { SettingsPanel } from "~/components/admin-chatbot/SettingsPanel";
import { audit, actorOf } from "~/models/audit/audit.server";
import {
  apiKeySchema,
  FACTS_PUBLISH_FAILED,
  KNOWLEDGE_ADD_FAILED,
  KNOWLEDGE_ADDED,
  KNOWLEDGE_DELETE_FAILED,
  KNOWLEDGE_FETCH_FAILED,
  knowledgeItemSchema,
  knowledgeItemValues,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
  settingsSchema,
  settingsValues,
  type ChatbotIntent,
  type KnowledgeItem,
} from "~/models/chatbot/chatbot.schema";
import { getChatbotSettings, saveChatbotSettings } from "~/models/chatbot/chatbot-settings.server";
import {
  addKnowledge,
  deleteKnowledge,
  KnowledgeBaseError,
  listKnowledge,
  preloadKnowledgeBase,
  publishFacts,
  type Provider,
} from "~/models/chatbot/knowledge-base.server";
import { buildMuseumFacts } from "~/models/chatbot/museum-facts.server";
import { actionAnswers, intentOf } from "~/utils/admin-action.server";
import { requireManager } from "~/utils/auth.server";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { fieldErrorsOf, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";

/** Admin Chatbot, managers only: the widget's settings, and the provider's knowledge base through our server. */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Chatbot | Admin");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "chatbot");
  preloadKnowledgeBase();
  try {
    return { settings: await getChatbotSettings(getDb()), settingsError: null };
  } catch (error) {
    logger.error({ err: error }, "admin chatbot: settings failed to load");
    return { settings: null, settingsError: SETTINGS_LOAD_FAILED };
  }
}

const INTENTS: readonly ChatbotIntent[] = [
  "save-settings",
  "list-knowledge",
  "add-knowledge",
  "delete-knowledge",
  "publish-facts",
];
const KNOWLEDGE_ID = /^[A-Za-z0-9_-]{1,100}$/;
const FAILURES: Record<Exclude<ChatbotIntent, "save-settings">, string> = {
  "list-knowledge": KNOWLEDGE_FETCH_FAILED,
  "add-knowledge": KNOWLEDGE_ADD_FAILED,
  "delete-knowledge": KNOWLEDGE_DELETE_FAILED,
  "publish-facts": FACTS_PUBLISH_FAILED,
};

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, "chatbot");
  const form = await readFormData(request);
  const intent = intentOf(form, INTENTS);
  const actor = actorOf(manager, context);
  const db = getDb();
  const { refuse, done, invalid } = actionAnswers(intent, "admin chatbot");

  if (intent === "save-settings") {
    const parsed = settingsSchema.safeParse(settingsValues(form));
    if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
    try {
      await saveChatbotSettings(db, parsed.data, actor);
      return done({ message: SETTINGS_SAVED });
    } catch (error) {
      logger.error({ err: error }, "admin chatbot: settings failed to save");
      return refuse(500, { error: SETTINGS_SAVE_FAILED });
    }
  }
  if (intent === null) return invalid();

  // Every knowledge-base request carries the manager's key; it goes to the provider and nowhere else.
  const apiKey = apiKeySchema.safeParse(form.get("apiKey") ?? "");
  if (!apiKey.success) return refuse(400, { fieldErrors: { apiKey: apiKey.error.issues[0].message } });
  const provider: Provider = { apiKey: apiKey.data, baseUrl: getConfig().elevenLabsApiBase };
  /** The list as it is after a change; a failure to read it back does not undo the change's success. */
  const listAfter = async (): Promise<KnowledgeItem[] | undefined> => listKnowledge(provider).catch(() => undefined);

  try {
    switch (intent) {
      case "list-knowledge":
        return done({ items: await listKnowledge(provider) });
      case "add-knowledge": {
        const item = knowledgeItemSchema.safeParse(knowledgeItemValues(form));
        if (!item.success) return refuse(400, { fieldErrors: fieldErrorsOf(item.error) });
        const id = await addKnowledge(provider, item.data);
        await audit(db, {
          action: "chatbot_knowledge_added",
          userId: actor.id,
          entity: "knowledge_item",
          entityId: id,
          details: { title: item.data.title },
          ip: actor.ip,
        });
        return done({ message: KNOWLEDGE_ADDED, items: await listAfter() });
      }
      case "delete-knowledge": {
        const id = form.get("knowledgeId");
        if (typeof id !== "string" || !KNOWLEDGE_ID.test(id)) return invalid();
        await deleteKnowledge(provider, id);
        await audit(db, {
          action: "chatbot_knowledge_deleted",
          userId: actor.id,
          entity: "knowledge_item",
          entityId: id,
          ip: actor.ip,
        });
        return done({ items: await listAfter() });
      }
      case "publish-facts": {
        const { timeZone, publicUrl } = getConfig();
        const [text, settings] = await Promise.all([
          buildMuseumFacts(db, new Date(), { timeZone, publicUrl }),
          getChatbotSettings(db),
        ]);
        const published = await publishFacts(provider, settings.agentId, text, FACTS_PUBLISH_FAILED);
        await audit(db, {
          action: "chatbot_facts_published",
          userId: actor.id,
          entity: "knowledge_item",
          entityId: published.id,
          details: { replaced: published.replaced, agent: settings.agentId },
          ip: actor.ip,
        });
        const replaced = published.replaced
          ? ` It replaced ${published.replaced === 1 ? "the previous version" : `${published.replaced} earlier versions`}.`
          : "";
        const agent = published.agentUpdated
          ? " The agent now uses it."
          : " Set an agent ID in Settings for the agent to use it.";
        return done({
          message: `Museum facts published (${text.split("\n").length} lines).${replaced}${agent}`,
          items: await listAfter(),
        });
      }
    }
  } catch (error) {
    if (error instanceof KnowledgeBaseError) {
      // The status only: the SDK's error holds the whole exchange, and the request carried the key.
      logger.warn({ intent, status: error.status }, "admin chatbot: the knowledge base provider refused or failed");
      return refuse(error.status && error.status < 500 ? 400 : 502, { error: error.message });
    }
    logger.error(
      { intent, message: error instanceof Error ? error.message.split(apiKey.data).join("•••") : "unknown" },
      "admin chatbot: a knowledge base step failed",
    );
    return refuse(500, { error: FAILURES[intent] });
  }
}

const TAB =
  "min-h-11 flex-1 rounded-lg px-4 text-sm font-bold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-ink-800 dark:data-[state=active]:text-brand-200 sm:flex-none";

export default function AdminChatbot({ loaderData }: Route.ComponentProps) {
  const { settings, settingsError } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader title="Chatbot">
        The voice assistant on the public pages: whether it shows and which agent answers, and what that agent knows.
      </AdminPageHeader>
      <Tabs.Root defaultValue="settings" className="max-w-3xl">
        <Tabs.List aria-label="Chatbot" className="mb-6 flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-white/5">
          <Tabs.Trigger value="settings" className={TAB}>
            Settings
          </Tabs.Trigger>
          <Tabs.Trigger value="knowledge" className={TAB}>
            Knowledge Base
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="settings" className="focus-visible:outline-none">
          <SettingsPanel settings={settings} loadError={settingsError} />
        </Tabs.Content>
        {/* Kept mounted when hidden, so the key typed there and the list survive a look at Settings. */}
        <Tabs.Content value="knowledge" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
          <KnowledgePanel agentSet={Boolean(settings?.agentId)} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
