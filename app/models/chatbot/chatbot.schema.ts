import { z } from "zod";
import type { FormResult } from "~/utils/forms";
import { formText, ticked } from "../shared/fields";
import { requiredText } from "../shared/fields.schema";

/**
 * Admin Chatbot: the widget's settings and the provider's knowledge base. The
 * texts and schemas here are shared by the page and its action. Nothing here may import server code.
 */

export const SETTINGS_SAVED = "Chatbot settings saved successfully!";
export const SETTINGS_SAVE_FAILED = "Failed to save settings. Please try again.";
export const SETTINGS_LOAD_FAILED = "Failed to load chatbot settings";
export const KNOWLEDGE_ADDED = "Knowledge item added successfully!";
export const KNOWLEDGE_FETCH_FAILED = "Failed to fetch knowledge item";
export const KNOWLEDGE_ADD_FAILED = "Failed to add knowledge item";
export const KNOWLEDGE_DELETE_FAILED = "Failed to delete knowledge item";
export const KNOWLEDGE_DELETE_CONFIRM = "Are you sure you want to delete this knowledge item?";
export const FACTS_PUBLISH_FAILED = "Failed to publish museum facts";
export const API_KEY_REQUIRED = "Enter your ElevenLabs API key";
export const TITLE_REQUIRED = "Title is required";
export const TEXT_REQUIRED = "Text is required";
export const AGENT_ID_INVALID = "An agent ID has only letters, digits, - and _";

/** The settings message hides itself after this long. */
export const SAVED_MESSAGE_MS = 3000;
export const AGENT_ID_MAX = 100;
export const TITLE_MAX = 200;
export const TEXT_MAX = 50_000;
export const API_KEY_MAX = 200;

/** The name of the document 'Publish museum facts' writes, and replaces the next time. */
export const MUSEUM_FACTS_NAME = "Museum facts (published from the website)";

export type ChatbotSettings = { enabled: boolean; agentId: string | null };

export const settingsSchema = z.object({
  enabled: z.boolean(),
  agentId: z
    .string()
    .trim()
    .max(AGENT_ID_MAX, `An agent ID has at most ${AGENT_ID_MAX} characters`)
    .refine((v) => v === "" || /^[A-Za-z0-9_-]+$/.test(v), AGENT_ID_INVALID)
    .transform((v) => v || null),
});

export const settingsValues = (form: FormData): z.input<typeof settingsSchema> => ({
  enabled: ticked(form, "enabled"),
  agentId: formText(form, "agentId"),
});

/** The manager's provider key: sent with each request, never stored. */
export const apiKeySchema = z.string().trim().min(1, API_KEY_REQUIRED).max(API_KEY_MAX, API_KEY_REQUIRED);

export const knowledgeItemSchema = z.object({
  title: requiredText("Title", TITLE_REQUIRED, TITLE_MAX),
  text: requiredText("Text", TEXT_REQUIRED, TEXT_MAX),
});

export const knowledgeItemValues = (form: FormData): z.input<typeof knowledgeItemSchema> => ({
  title: formText(form, "title"),
  text: formText(form, "text"),
});

/** A knowledge item as the page lists it. */
export type KnowledgeItem = {
  knowledgeId: string;
  title: string;
  type: string;
  updatedAt: string | null;
  sizeBytes: number | null;
};

export type ChatbotIntent = "save-settings" | "list-knowledge" | "add-knowledge" | "delete-knowledge" | "publish-facts";

export type ChatbotResult = FormResult<string, ChatbotIntent, { items?: KnowledgeItem[] }>;
