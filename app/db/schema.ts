import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { DemoSeededTable } from "./demo/seeded-table";
import type { HeroSlidesTable } from "./hero-slides-table";

/**
 * One Database type for SQLite and PostgreSQL. Timestamps are ISO-8601 UTC
 * text in both, so comparisons and sorting behave the same everywhere.
 */
export type GameType = "Arcade" | "Pinball" | "Skeeball" | "Other";
export type GameLocation = "Replay" | "Warehouse" | "Other";
export type GameStatus = "Operational" | "In Repair" | "Awaiting Parts";
export type InquiryStatus = "pending" | "responded" | "accepted" | "declined";
export type ContactMessageStatus = "unread" | "read" | "archived";
export type EventType = "event" | "tournament";
export type AnnouncementType = "info" | "warning" | "success" | "error";
export type UserRole = "staff" | "manager";
export type RepairSource = "staff" | "visitor";
/** How a repair affects play (issue 22): Unplayable takes the machine off the floor; the others leave it on. */
export type RepairSeverity = "unplayable" | "major" | "minor" | "cosmetic";
/** Where a repair stands; the last three close it (`resolved` is true exactly for them). */
export type RepairStatus =
  "open" | "in_progress" | "waiting_for_parts" | "resolved" | "duplicate" | "cannot_reproduce" | "false_alarm";
export type PartStatus = "requested" | "ordered" | "received";
/** What a staff member wants mailed about new reports: all of them, only safety and Unplayable, or none. */
export type ReportNotice = "all" | "urgent" | "none";
export type OutboxStatus = "pending" | "sent" | "failed";

export interface GamesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  type: GameType;
  type_other: string | null;
  location: GameLocation;
  location_other: string | null;
  status: GameStatus;
  condition_notes: string | null;
  image_url: string | null;
  thumbnail_url: string | null;
  /** JSON array of image URLs */
  all_images: string;
  for_sale: boolean;
  asking_price: number | null;
  sale_condition_notes: string | null;
  /** JSON array of strings */
  missing_parts: string;
  sale_notes: string | null;
  year_made: number | null;
  high_score: string | null;
  created_at: string;
  updated_at: string;
  /** Goes up by one at every save; a save must name the version it was made from. */
  version: Generated<number>;
  /** Set while the game is in the Trash: hidden everywhere, restorable by a manager for 30 days. */
  deleted_at: string | null;
  deleted_by: number | null;
  /** The museum's own inventory tag: optional, unique (whatever its letter case) when set. */
  asset_id: string | null;
}

/** Every slug a game has had, so an old link answers 301 to the current one. */
export interface GameSlugsTable {
  slug: string;
  game_id: number;
  created_at: string;
}

/** Where a status change came from: a staff member's edit or repair, or a visitor's issue report. */
export type StatusChangeSource = "edit" | "repair" | "visitor report";

export interface GameStatusHistoryTable {
  id: Generated<number>;
  game_id: number;
  from_status: GameStatus | null;
  to_status: GameStatus;
  changed_by: number | null;
  source: StatusChangeSource;
  changed_at: string;
}

export interface RepairsTable {
  id: Generated<number>;
  game_id: number;
  comment: string;
  resolved: boolean;
  resolved_at: string | null;
  resolved_by: number | null;
  source: RepairSource;
  reporter_name: string | null;
  reporter_email: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  severity: Generated<RepairSeverity>;
  safety: Generated<boolean>;
  /** A visitor's answer to "Can it still be played?"; null for staff repairs and older reports */
  visitor_playable: boolean | null;
  status: Generated<RepairStatus>;
  duplicate_of: number | null;
  assigned_to: number | null;
  assigned_at: string | null;
  /** Null while a visitor's report waits for a staff member to confirm or change its severity */
  triaged_at: string | null;
  triaged_by: number | null;
  /** A museum date (YYYY-MM-DD) staff expect the machine back by; visitors see it */
  expected_back: string | null;
  /** Visitors' "Same problem" taps */
  confirmations: Generated<number>;
  /** JSON array of { url, thumbnailUrl }: photos on the first comment */
  photos: Generated<string>;
  /** Set while the repair is in the Trash */
  deleted_at: string | null;
  deleted_by: number | null;
  /** The machine's status before this repair took it off the floor; null when it left the status alone */
  status_before: GameStatus | null;
  /** A hash of a visitor's address on a safety report, kept for the hour in which it joins later ones */
  alarm_from: string | null;
}

export interface RepairEntriesTable {
  id: Generated<number>;
  repair_id: number;
  body: string;
  minutes: number | null;
  /** JSON array of { url, thumbnailUrl } */
  photos: Generated<string>;
  created_by: number | null;
  created_at: string;
}

export interface RepairPartsTable {
  id: Generated<number>;
  repair_id: number;
  entry_id: number | null;
  name: string;
  quantity: Generated<number>;
  url: string | null;
  cost: number | null;
  status: Generated<PartStatus>;
  requested_by: number | null;
  requested_at: string;
  ordered_at: string | null;
  received_at: string | null;
  updated_at: string;
}

export interface RepairEventsTable {
  id: Generated<number>;
  repair_id: number;
  kind: string;
  /** JSON: what changed */
  detail: Generated<string>;
  actor: number | null;
  created_at: string;
}

export interface FixWatchersTable {
  id: Generated<number>;
  game_id: number;
  email: string;
  created_at: string;
  expires_at: string;
  /** A hash of the address that asked, so one sender cannot sign up a list of strangers */
  sender: string | null;
}

export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  /** JSON of the first answer */
  answer: string;
  /** epoch milliseconds */
  created_at: number;
}

export interface DigestDeliveriesTable {
  user_id: number;
  museum_date: string;
  sent_at: string;
}

/** A staff member's "verified working" check of a machine on a museum date (issue 23). */
export interface GameVerificationsTable {
  id: Generated<number>;
  game_id: number;
  /** A museum date (YYYY-MM-DD) */
  verified_on: string;
  verified_by: number | null;
  created_at: string;
}

export interface BuyerInquiriesTable {
  id: Generated<number>;
  game_id: number;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string | null;
  offer_amount: number | null;
  message: string;
  inquiry_type: "purchase" | "offer";
  status: InquiryStatus;
  manager_notes: string | null;
  created_at: string;
}

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

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  role: UserRole;
  password_hash: string;
  must_change_password: boolean;
  created_at: string;
  updated_at: string;
  /** A disabled account cannot sign in and has no sessions; its history stays. */
  disabled_at: string | null;
  notify_reports: Generated<ReportNotice>;
  notify_digest: Generated<boolean>;
}

export interface SessionsTable {
  /** sha256 of the cookie's random id; the id itself is never stored */
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  user_agent: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  confirmed: boolean;
  created_at: string;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  source_page: string | null;
  status: Generated<ContactMessageStatus>;
  created_at: string;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The body is cleared once sent: it held a one-time link. */
  sensitive: Generated<boolean>;
  /** What the mail was for (MailKind); null for mails queued before kinds were kept. */
  kind: string | null;
  /** The one-click unsubscribe address of a newsletter mail (List-Unsubscribe, RFC 8058). */
  list_unsubscribe: string | null;
  /** A manager dealt with this failed mail another way; it leaves the Failed Mail list. */
  dismissed_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  details: string | null;
  ip: string | null;
  created_at: string;
}

/** Epoch milliseconds here (see migration 20261123_0003): PostgreSQL's bigint arrives as a string. */
export interface ThrottleTable {
  key: string;
  account: string | null;
  attempts: number;
  window_started_at: number | string;
  blocked_until: number | string;
}

/** A browser that signed in as `email` (its device cookie's id, hashed): migration 20261128_0024. */
export interface SignInDevicesTable {
  id_hash: string;
  email: string;
  created_at: string;
}

/** One scheduled backup: the file and its size when it worked, the reason when it did not. */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  status: "ok" | "failed";
  file: string | null;
  size_bytes: number | null;
  error: string | null;
}

export interface JobLeasesTable {
  job: string;
  holder: string;
  expires_at: number | string;
}

export interface ContentVersionsTable {
  name: string;
  version: number | string;
}

/** One row: the version of everything public pages show (migrations/page-version.ts). */
export interface PagesVersionTable {
  version: number | string;
}

/** A workshop TV's link (issue 23): only the token's SHA-256 hash is kept. */
export interface BoardLinksTable {
  id: Generated<number>;
  label: string;
  token_hash: string;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: number | null;
  /** The last museum date (YYYY-MM-DD) it opens its board on; null: no end. */
  ends_on: string | null;
}

/** A public page's longer text in Markdown (models/content/page-text.ts names the keys). */
export interface PageTextsTable {
  key: string;
  markdown: string;
  updated_at: string;
  updated_by: number | null;
}

export interface Database {
  games: GamesTable;
  repairs: RepairsTable;
  buyer_inquiries: BuyerInquiriesTable;
  events: EventsTable;
  faqs: FaqsTable;
  products: ProductsTable;
  gift_cards: GiftCardsTable;
  business_hours: BusinessHoursTable;
  special_hours: SpecialHoursTable;
  announcements: AnnouncementsTable;
  chatbot_settings: ChatbotSettingsTable;
  museum_settings: MuseumSettingsTable;
  go_live_checks: GoLiveChecksTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
  email_outbox: EmailOutboxTable;
  audit_log: AuditLogTable;
  throttle: ThrottleTable;
  sign_in_devices: SignInDevicesTable;
  game_status_history: GameStatusHistoryTable;
  game_slugs: GameSlugsTable;
  backup_runs: BackupRunsTable;
  job_leases: JobLeasesTable;
  content_versions: ContentVersionsTable;
  pages_version: PagesVersionTable;
  repair_entries: RepairEntriesTable;
  repair_parts: RepairPartsTable;
  repair_events: RepairEventsTable;
  fix_watchers: FixWatchersTable;
  idempotency_keys: IdempotencyKeysTable;
  digest_deliveries: DigestDeliveriesTable;
  board_links: BoardLinksTable;
  page_texts: PageTextsTable;
  game_verifications: GameVerificationsTable;
  demo_seeded: DemoSeededTable;
  hero_slides: HeroSlidesTable;
}

export type Game = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
export type GameUpdate = Updateable<GamesTable>;
export type Repair = Selectable<RepairsTable>;
export type RepairEntry = Selectable<RepairEntriesTable>;
export type RepairPart = Selectable<RepairPartsTable>;
export type BuyerInquiry = Selectable<BuyerInquiriesTable>;
export type MuseumEvent = Selectable<EventsTable>;
export type Faq = Selectable<FaqsTable>;
export type Product = Selectable<ProductsTable>;
export type GiftCard = Selectable<GiftCardsTable>;
export type BusinessHours = Selectable<BusinessHoursTable>;
export type SpecialHours = Selectable<SpecialHoursTable>;
export type Announcement = Selectable<AnnouncementsTable>;
export type ChatbotSettings = Selectable<ChatbotSettingsTable>;
export type User = Selectable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type OutboxMail = Selectable<EmailOutboxTable>;
