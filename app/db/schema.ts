import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { DemoSeededTable } from "./demo-seeded-table";
import type { HeroSlidesTable } from "./hero-slides-table";
import type {
  EventsTable,
  FaqsTable,
  ProductsTable,
  GiftCardsTable,
  BusinessHoursTable,
  SpecialHoursTable,
  AnnouncementsTable,
  ChatbotSettingsTable,
  MuseumSettingsTable,
  GoLiveChecksTable,
} from "./content-tables";
export type * from "./content-tables";
import type {
  EmailOutboxTable,
  AuditLogTable,
  ThrottleTable,
  SignInDevicesTable,
  BackupRunsTable,
  JobLeasesTable,
  ContentVersionsTable,
  PagesVersionTable,
} from "./operations-tables";
export type * from "./operations-tables";
import type {
  RepairsTable,
  RepairEntriesTable,
  RepairPartsTable,
  RepairEventsTable,
  FixWatchersTable,
  IdempotencyKeysTable,
  DigestDeliveriesTable,
  GameVerificationsTable,
} from "./repair-tables";
export type * from "./repair-tables";
import type {
  MaintenanceTasksTable,
  MaintenanceTaskGamesTable,
  MaintenanceDoneTable,
  MaintenanceClaimsTable,
  PlayReadingsTable,
  CounterKeysTable,
} from "./maintenance-tables";
export type * from "./maintenance-tables";

/**
 * One Database type for SQLite and PostgreSQL. Timestamps are ISO-8601 UTC
 * text in both, so comparisons and sorting behave the same everywhere.
 */
export type GameType = "Arcade" | "Pinball" | "Skeeball" | "Other";
export type GameLocation = "Replay" | "Warehouse" | "Other";
export type GameStatus = "Operational" | "In Repair" | "Awaiting Parts";
export type InquiryStatus = "pending" | "responded" | "accepted" | "declined";
export type ContactMessageStatus = "unread" | "read" | "archived";
export type UserRole = "staff" | "manager";
/** What a staff member wants mailed about new reports: all of them, only safety and Unplayable, or none. */
export type ReportNotice = "all" | "urgent" | "none";

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
  maintenance_tasks: MaintenanceTasksTable;
  maintenance_task_games: MaintenanceTaskGamesTable;
  maintenance_done: MaintenanceDoneTable;
  maintenance_claims: MaintenanceClaimsTable;
  play_readings: PlayReadingsTable;
  counter_keys: CounterKeysTable;
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
