import { z } from "zod";
import type { ContactMessageStatus } from "~/db/schema";
import { rowIdField } from "../shared/fields.schema";

/**
 * Contact messages in the back office (issue 12): what visitors sent from About and Sell or Donate, each
 * unread, read or archived. The filter lives in the URL (/admin/messages?status=unread&q=pinball).
 */

export const MESSAGE_STATUSES: readonly ContactMessageStatus[] = ["unread", "read", "archived"];
export type MessageFilter = { q: string; status: ContactMessageStatus | "all" };

export const NO_MESSAGES = "No messages yet";
export const NO_MATCHING_MESSAGES = "No messages found matching your criteria";
export const MESSAGE_UPDATE_FAILED = "Failed to update message";

export const MESSAGE_ACTIONS: Record<ContactMessageStatus, string> = {
  read: "Mark as Read",
  unread: "Mark as Unread",
  archived: "Archive",
};

export function parseMessageParams(params: URLSearchParams): MessageFilter {
  const status = params.get("status");
  return {
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    status: (MESSAGE_STATUSES as readonly string[]).includes(status ?? "") ? (status as ContactMessageStatus) : "all",
  };
}

export function messagesHref({ q, status }: MessageFilter) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status !== "all") params.set("status", status);
  const query = params.toString();
  return `/admin/messages${query ? `?${query}` : ""}`;
}

export const messageActionSchema = z.object({
  id: rowIdField,
  status: z.enum(["unread", "read", "archived"]),
});

/** 'Reply by e-mail': the sender's address, answering their subject. */
export const messageReplyHref = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
