import type { Generated } from "kysely";

/**
 * The tables of what the museum publishes: events, FAQs, the shop, hours and announcements, the chatbot's and
 * the museum's settings and the Going live checks. They are part of `Database` (schema.ts), which names them
 * for every other module.
 */
export type EventType = "event" | "tournament";
export type AnnouncementType = "info" | "warning" | "success" | "error";

export interface EventsTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** yyyy-mm-dd, museum time */
  date: string;
  /** HH:MM, museum time */
  time: string;
  type: EventType;
  registration_fee: number | null;
  admission_fee: number | null;
  created_at: string;
  updated_at: string;
}

export interface FaqsTable {
  id: Generated<number>;
  category: string;
  question: string;
  answer: string;
  order_number: number;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  category: string;
  price: number;
  image_url: string;
  description: string;
  in_stock: boolean;
}

export interface GiftCardsTable {
  id: Generated<number>;
  denomination: number;
  description: string;
  active: boolean;
}

export interface BusinessHoursTable {
  day_of_week: number;
  open_time: string | null;
  close_time: string | null;
  is_closed: boolean;
}

export interface SpecialHoursTable {
  date: string;
  open_time: string | null;
  close_time: string | null;
  is_closed: boolean;
  reason: string | null;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  message: string;
  type: AnnouncementType;
  start_date: string;
  end_date: string;
  is_active: boolean;
  created_at: string;
}

export interface ChatbotSettingsTable {
  id: Generated<number>;
  enabled: boolean;
  agent_id: string | null;
  updated_at: string;
}

/** The museum's own facts (migration 0028): one row, JSON text that the settings schema checked. */
export interface MuseumSettingsTable {
  id: number;
  settings: string;
  updated_at: string;
  updated_by: number | null;
}

/** What a manager checked for the "Going live" checklist (migration 0032): the first save of each thing. */
export type GoLiveCheckItem = "hours" | "admission";
export interface GoLiveChecksTable {
  item: GoLiveCheckItem;
  checked_at: string;
  checked_by: number | null;
}
