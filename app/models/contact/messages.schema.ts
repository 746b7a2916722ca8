import { z } from "zod";
import type { ContactMessageStatus } from "~/db/schema";
import { rowIdField } from "../shared/fields.schema";
import { parseStatusFilter, statusFilterHref, type StatusFilter } from "../shared/list-filter";

/**
 * Contact messages in the back office: what visitors sent from About and Sell or Donate, each
 * unread, read or archived. The filter lives in the URL (/admin/messages?status=unread&q=pinball).
 */

export const MESSAGE_STATUSES: readonly ContactMessageStatus[] = ["unread", "read", "archived"];
export type MessageFilter = StatusFilter<ContactMessageStatus>;

export const NO_MESSAGES = "No messages yet";
export const NO_MATCHING_MESSAGES = "No messages found matching your criteria";
export const MESSAGE_UPDATE_FAILED = "Failed to update message";

export const MESSAGE_ACTIONS: Record<ContactMessageStatus, string> = {
  read: "Mark as Read",
  unread: "Mark as Unread",
  archived: "Archive",
};

export const parseMessageParams = (params: URLSearchParams): MessageFilter =>
  parseStatusFilter(params, MESSAGE_STATUSES);

export const messagesHref = (filter: MessageFilter) => statusFilterHref("/admin/messages", filter);

export const messageActionSchema = z.object({
  id: rowIdField,
  status: z.enum(["unread", "read", "archived"]),
});

/** 'Reply by e-mail': the sender's address, answering their subject. */
export const messageReplyHref = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
