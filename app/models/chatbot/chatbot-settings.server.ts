import { nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import type { ChatbotSettings } from "./chatbot.schema";
import { bumpContentVersion, versionedCache } from "../operations/content-version.server";

/**
 * The chatbot's single settings row (read as one row, updated by id). No row yet reads as the
 * defaults (enabled, no agent). The widget's state is read on every page and by the CSP, so it is
 * kept in memory until a manager saves, on whichever server: the save raises its content version.
 */

const DEFAULTS: ChatbotSettings = { enabled: true, agentId: null };

export async function getChatbotSettings(db: DB): Promise<ChatbotSettings> {
  const row = await db
    .selectFrom("chatbot_settings")
    .select(["enabled", "agent_id"])
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row ? { enabled: row.enabled, agentId: row.agent_id } : DEFAULTS;
}

export async function saveChatbotSettings(db: DB, settings: ChatbotSettings, actor: Actor) {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("chatbot_settings").select("id").orderBy("id").limit(1).executeTakeFirst();
    const values = { enabled: settings.enabled, agent_id: settings.agentId, updated_at: nowIso() };
    if (row) await trx.updateTable("chatbot_settings").set(values).where("id", "=", row.id).execute();
    else await trx.insertInto("chatbot_settings").values(values).execute();
    await bumpContentVersion(trx, "chatbot_settings");
    await audit(trx, {
      action: "chatbot_settings_updated",
      userId: actor.id,
      entity: "chatbot_settings",
      details: { enabled: settings.enabled, agent_id: settings.agentId },
      ip: actor.ip,
    });
  });
}

const cachedSettings = versionedCache("chatbot_settings", getChatbotSettings);

/** The agent the public pages' widget talks to, or null when the widget is off (disabled, or no agent id). */
export async function widgetAgentId(db: DB): Promise<string | null> {
  const settings = await cachedSettings(db);
  return settings.enabled && settings.agentId ? settings.agentId : null;
}
