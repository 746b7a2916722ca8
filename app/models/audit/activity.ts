/** The Activity screen (who changed what, from audit_log): texts, filters, words per action; browser-safe, no zod. */

import { countsText, readCounts } from "../demo/demo-content";
import { TRASH_DAYS } from "../game/game-trash";
import { describeHeroActivity, HERO_ACTION_LABELS } from "../hero/hero-slide-activity";
import { describeMaintenanceActivity, MAINTENANCE_ACTION_LABELS } from "../maintenance/maintenance-activity";
import { describeSettingsChanges } from "../settings/museum-settings-changes";
import { describeUndoActivity, UNDO_ACTION_LABELS } from "./undo-activity";

export const ACTIVITY_PAGE_SIZE = 50;

/**
 * Rows kept to count attempts (sign-ins, password resets and changes, public forms; see housekeeping), not
 * changes: the screen leaves them out.
 */
export const NOT_CHANGES = [
  "public_form_submitted",
  "login_failed",
  "login_throttled",
  "login_succeeded",
  "password_reset_requested",
  "password_reset_throttled",
  "password_reset_failed",
  "password_change_failed",
  "password_change_throttled",
] as const;

export type ActivityFilter = { userId: number | null; action: string | null; page: number };

const ACTION_SHAPE = /^[a-z][a-z_]{0,59}$/;

/** Filters from the URL; anything malformed is ignored rather than refused, so an edited URL still shows a page. */
export function parseActivityParams(params: URLSearchParams): ActivityFilter {
  const user = Number(params.get("user"));
  const action = params.get("action") ?? "";
  const page = Number(params.get("page"));
  return {
    userId: Number.isSafeInteger(user) && user > 0 ? user : null,
    action: ACTION_SHAPE.test(action) && !(NOT_CHANGES as readonly string[]).includes(action) ? action : null,
    page: Number.isSafeInteger(page) && page > 1 && page <= 100_000 ? page : 1,
  };
}

export function activityHref(filter: ActivityFilter) {
  const params = new URLSearchParams();
  if (filter.userId) params.set("user", String(filter.userId));
  if (filter.action) params.set("action", filter.action);
  if (filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return query ? `/admin/activity?${query}` : "/admin/activity";
}

/** The kinds of change, as the filter names them. */
export const ACTION_LABELS = {
  game_created: "Game added",
  game_updated: "Game edited",
  game_deleted: "Game moved to the Trash",
  game_restored: "Game restored from the Trash",
  game_purged: "Game removed for good",
  game_image_uploaded: "Photo uploaded",
  game_image_removed: "Photo removed",
  game_verified_working: "Verified working recorded",
  collection_imported: "Collection imported",
  repair_logged: "Repair logged",
  repair_resolved: "Repair resolved",
  repair_reopened: "Repair reopened",
  repair_deleted: "Repair moved to the Trash",
  repair_restored: "Repair restored from the Trash",
  repair_purged: "Repair removed for good",
  repair_triaged: "Repair triaged",
  repair_taken: "Repair taken",
  repair_status_set: "Repair status set",
  repair_expected_back_set: "Expected back set",
  repair_public_line_set: "Public line set",
  repair_closed: "Repair closed",
  repair_false_alarm: "False alarm undone",
  repair_parts_requested: "Parts requested",
  repair_part_status_set: "Part status set",
  repair_entry_added: "Work entry added",
  repair_mail_set: "Repair mail chosen",
  board_link_created: "Board link created",
  board_link_revoked: "Board link revoked",
  page_text_updated: "Page text changed",
  event_created: "Event added",
  event_updated: "Event edited",
  event_deleted: "Event deleted",
  faq_created: "FAQ added",
  faq_updated: "FAQ edited",
  faq_deleted: "FAQ deleted",
  faq_moved: "FAQ moved",
  product_created: "Product added",
  product_updated: "Product edited",
  product_deleted: "Product deleted",
  gift_card_created: "Gift card added",
  gift_card_updated: "Gift card edited",
  gift_card_deleted: "Gift card deleted",
  business_hours_updated: "Weekly hours changed",
  special_hours_saved: "Special hours set",
  special_hours_deleted: "Special hours removed",
  announcement_created: "Announcement added",
  announcement_updated: "Announcement edited",
  announcement_deleted: "Announcement deleted",
  chatbot_settings_updated: "Chatbot settings changed",
  museum_settings_updated: "Museum settings changed",
  chatbot_knowledge_added: "Chatbot knowledge added",
  chatbot_knowledge_deleted: "Chatbot knowledge deleted",
  chatbot_facts_published: "Museum facts published",
  inquiry_status_set: "Buyer inquiry status set",
  inquiry_notes_saved: "Buyer inquiry notes saved",
  contact_message_status_set: "Message marked",
  staff_account_created: "Staff account created",
  staff_password_reset: "Staff password reset",
  sign_in_waits_cleared: "Sign-in delay cleared",
  staff_account_disabled: "Staff account disabled",
  staff_account_enabled: "Staff account enabled",
  staff_role_changed: "Staff role changed",
  password_changed: "Own password changed",
  display_name_changed: "Own name changed",
  password_reset_completed: "Password set with a reset link",
  test_email_queued: "Test e-mail sent",
  mail_retried: "Failed mail retried",
  mail_dismissed: "Failed mail dismissed",
  demo_content_removed: "Demo content removed",
  ...HERO_ACTION_LABELS,
  ...MAINTENANCE_ACTION_LABELS,
  ...UNDO_ACTION_LABELS,
} satisfies Record<string, string>;

/** An action no label knows yet (a newer feature's): its name in words. */
export const actionLabel = (action: string) =>
  (ACTION_LABELS as Record<string, string>)[action] ??
  `${action.charAt(0).toUpperCase()}${action.slice(1).replace(/_/g, " ")}`;

export type ActivityRow = {
  action: string;
  entity: string | null;
  entityId: string | null;
  details: Record<string, unknown>;
};

const quoted = (value: unknown) =>
  typeof value === "string" && value ? ` "${value.length > 80 ? `${value.slice(0, 79)}…` : value}"` : "";
const numbered = (label: string, id: string | null) => (id ? `${label} #${id}` : label);
const counted = (n: unknown, one: string, many = `${one}s`) => (n === 1 ? `1 ${one}` : `${Number(n) || 0} ${many}`);
/** What a repair held when it went to the Trash (its audit row's counts); nothing for older rows. */
const held = (d: Record<string, unknown>) =>
  typeof d.workEntries === "number"
    ? `, with ${counted(d.workEntries, "work entry", "work entries")} (${counted(d.minutes, "minute")}), ${counted(d.photos, "photo")} and ${counted(d.parts, "part")}`
    : "";
const accountOf = (d: Record<string, unknown>, id: string | null) =>
  typeof d.email === "string" ? d.email : numbered("account", id);

/** One sentence for one change, from what its audit row kept. */
export function describeActivity({ action, entity, entityId, details: d }: ActivityRow): string {
  switch (action) {
    case "game_created":
      return `Added the game${quoted(d.name)}`;
    case "game_updated":
      return `Edited the game${quoted(d.name)}`;
    case "game_deleted":
      return `Moved the game${quoted(d.name)} to the Trash`;
    case "game_restored":
      return `Restored the game${quoted(d.name)} from the Trash`;
    case "game_purged":
      return `Removed the game${quoted(d.name)} for good, 30 days after it went to the Trash`;
    case "game_image_uploaded":
    case "game_image_removed":
      return `${action === "game_image_uploaded" ? "Uploaded" : "Removed"} a photo`;
    case "collection_imported":
      return `Imported${quoted(d.file)}: ${counted(d.added, "machine")} added, ${Number(d.updated) || 0} updated`;
    case "game_verified_working":
      return `Recorded the game${quoted(d.name)} as verified working on ${String(d.verifiedOn)}`;
    case "repair_logged":
      return `Logged ${numbered("repair", entityId)}${d.gameId ? ` on game #${String(d.gameId)}` : ""}`;
    case "repair_resolved":
      return `Resolved ${numbered("repair", entityId)}${d.backToOperational ? ", machine back to Operational" : ""}`;
    case "repair_reopened":
      return `Reopened ${numbered("repair", entityId)}`;
    case "repair_deleted":
      return `Moved ${numbered("repair", entityId)}${quoted(d.comment)} to the Trash${held(d)}`;
    case "repair_restored":
      return `Restored ${numbered("repair", entityId)}${quoted(d.comment)} from the Trash`;
    case "repair_purged":
      return `Removed ${numbered("repair", entityId)}${quoted(d.comment)} for good, ${TRASH_DAYS} days after it went to the Trash${held(d)}`;
    case "repair_triaged":
      return `Triaged ${numbered("repair", entityId)}${typeof d.severity === "string" ? ` as ${d.severity}` : ""}${d.safety ? ", unsafe" : ""}`;
    case "repair_taken":
      return `Took ${numbered("repair", entityId)}`;
    case "repair_status_set":
      return `Set ${numbered("repair", entityId)} to ${typeof d.status === "string" ? d.status : "a new status"}`;
    case "repair_expected_back_set":
      return `Set the expected-back date of ${numbered("repair", entityId)}: ${typeof d.date === "string" ? d.date : "none"}`;
    case "repair_public_line_set":
      return d.line
        ? `Set the public line of ${numbered("repair", entityId)}:${quoted(d.line)}`
        : `Cleared the public line of ${numbered("repair", entityId)}`;
    case "repair_parts_requested":
      return `Requested ${Array.isArray(d.parts) ? d.parts.join(", ") : "parts"} for ${numbered("repair", entityId)}`;
    case "repair_part_status_set":
      return `Marked the part${quoted(d.name)} of ${numbered("repair", entityId)} ${typeof d.status === "string" ? d.status : ""}`.trimEnd();
    case "repair_entry_added":
      return `Added a work entry to ${numbered("repair", entityId)}`;
    case "repair_mail_set":
      return `Chose repair mail: ${
        d.notifyReports === "all" ? "every new report" : d.notifyReports === "none" ? "none" : "safety and Unplayable"
      }${d.notifyDigest ? ", with the daily digest" : ", no digest"}`;
    case "repair_false_alarm":
      return `Closed ${numbered("repair", entityId)} as a false alarm${d.from !== d.to ? `, machine from ${String(d.from)} back to ${String(d.to)}` : ""}`;
    case "repair_closed":
      return d.duplicateOf
        ? `Closed ${numbered("repair", entityId)} as a duplicate of repair #${String(d.duplicateOf)}`
        : `Closed ${numbered("repair", entityId)} as could not reproduce`;
    case "event_created":
    case "event_updated":
    case "event_deleted":
      return `${verb(action)} the event${quoted(d.title)}${typeof d.date === "string" ? ` on ${d.date}` : ""}`;
    case "faq_created":
    case "faq_updated":
    case "faq_deleted":
      return `${verb(action)} the FAQ${quoted(d.question)}`;
    case "faq_moved":
      return `Moved the FAQ${quoted(d.question)} ${d.direction === "up" ? "up" : "down"}`;
    case "product_created":
    case "product_updated":
    case "product_deleted":
      return `${verb(action)} the product${quoted(d.name)}`;
    case "gift_card_created":
    case "gift_card_updated":
    case "gift_card_deleted":
      return `${verb(action)} the ${typeof d.denomination === "number" ? `$${d.denomination} ` : ""}gift card`;
    case "business_hours_updated":
      return "Changed the weekly hours";
    case "special_hours_saved":
      return `Set special hours for ${entityId ?? "a day"}${typeof d.hours === "string" ? `: ${d.hours}` : ""}`;
    case "special_hours_deleted":
      return `Removed the special hours of ${entityId ?? "a day"}`;
    case "announcement_created":
    case "announcement_updated":
    case "announcement_deleted":
      return `${verb(action)} the announcement${quoted(d.message)}`;
    case "chatbot_settings_updated":
      return `Changed the chatbot settings (${d.enabled ? "enabled" : "disabled"})`;
    case "museum_settings_updated":
      return describeSettingsChanges(d.changes);
    case "chatbot_knowledge_added":
      return `Added chatbot knowledge${quoted(d.title)}`;
    case "chatbot_knowledge_deleted":
      return "Deleted a chatbot knowledge item";
    case "chatbot_facts_published":
      return "Published the museum facts to the chatbot";
    case "inquiry_status_set":
      return `Marked ${numbered("buyer inquiry", entityId)} ${typeof d.to === "string" ? d.to : "changed"}`;
    case "inquiry_notes_saved":
      return `Saved notes on ${numbered("buyer inquiry", entityId)}`;
    case "contact_message_status_set":
      return `Marked ${numbered("message", entityId)} ${typeof d.status === "string" ? d.status : "changed"}`;
    case "staff_account_created":
      return `Created the ${typeof d.role === "string" ? `${d.role} ` : ""}account ${typeof d.email === "string" ? d.email : ""}`.trim();
    case "staff_password_reset":
      return d.self
        ? "Reset their own password"
        : `Reset the password of ${typeof d.email === "string" ? d.email : numbered("account", entityId)}`;
    case "sign_in_waits_cleared":
      return `Cleared the sign-in delay of ${typeof d.email === "string" ? d.email : numbered("account", entityId)}`;
    case "staff_account_disabled":
    case "staff_account_enabled":
      return `${action.endsWith("disabled") ? "Disabled" : "Enabled"} the account ${accountOf(d, entityId)}`;
    case "staff_role_changed":
      return `Made ${accountOf(d, entityId)} ${typeof d.to === "string" ? d.to : "another role"}`;
    case "password_changed":
      return "Changed their own password";
    case "display_name_changed":
      return `Changed their name${quoted(d.from) ? ` from${quoted(d.from)}` : ""} to${quoted(d.to)}`;
    case "password_reset_completed":
      return "Set a new password with a reset link";
    case "test_email_queued":
      return "Sent a test e-mail";
    case "mail_retried":
      return typeof d.count === "number" && d.count !== 1
        ? `Queued ${d.count} failed mails again`
        : "Queued a failed mail again";
    case "mail_dismissed":
      return `Dismissed the failed mail${quoted(d.subject)}`;
    case "demo_content_removed":
      return `Removed the demo content: ${countsText(readCounts(d.removed))}`;
    default:
      return (
        describeHeroActivity(action, d) ??
        describeMaintenanceActivity(action, d) ??
        describeUndoActivity(action, entityId, d) ??
        `${actionLabel(action)}${entity ? ` (${entity.replace(/_/g, " ")}${entityId ? ` #${entityId}` : ""})` : ""}`
      );
  }
}

const verb = (a: string) => (a.endsWith("_created") ? "Added" : a.endsWith("_deleted") ? "Deleted" : "Edited");
