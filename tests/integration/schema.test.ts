import { expect, it } from "vitest";
import type { Database, NewGame } from "~/db/schema";
import { describeEachDatabase } from "./databases";

/** Every table and column of app/db/schema.ts; the type below fails to compile if schema.ts gains one not listed here. */
const COLUMNS = {
  games: [
    "id",
    "slug",
    "name",
    "type",
    "type_other",
    "location",
    "location_other",
    "status",
    "condition_notes",
    "image_url",
    "thumbnail_url",
    "all_images",
    "for_sale",
    "asking_price",
    "sale_condition_notes",
    "missing_parts",
    "sale_notes",
    "year_made",
    "high_score",
    "created_at",
    "updated_at",
    "version",
    "deleted_at",
    "deleted_by",
    "asset_id",
  ],
  repairs: [
    "id",
    "game_id",
    "comment",
    "resolved",
    "resolved_at",
    "resolved_by",
    "source",
    "reporter_name",
    "reporter_email",
    "created_by",
    "created_at",
    "updated_at",
    "severity",
    "safety",
    "visitor_playable",
    "status",
    "duplicate_of",
    "assigned_to",
    "assigned_at",
    "triaged_at",
    "triaged_by",
    "expected_back",
    "public_line",
    "confirmations",
    "photos",
    "deleted_at",
    "deleted_by",
    "status_before",
    "alarm_from",
  ],
  buyer_inquiries: [
    "id",
    "game_id",
    "buyer_name",
    "buyer_email",
    "buyer_phone",
    "offer_amount",
    "message",
    "inquiry_type",
    "status",
    "manager_notes",
    "created_at",
  ],
  events: [
    "id",
    "title",
    "description",
    "date",
    "time",
    "type",
    "registration_fee",
    "admission_fee",
    "created_at",
    "updated_at",
  ],
  faqs: ["id", "category", "question", "answer", "order_number"],
  products: ["id", "name", "category", "price", "image_url", "description", "in_stock"],
  gift_cards: ["id", "denomination", "description", "active"],
  business_hours: ["day_of_week", "open_time", "close_time", "is_closed"],
  special_hours: ["date", "open_time", "close_time", "is_closed", "reason"],
  announcements: ["id", "message", "type", "start_date", "end_date", "is_active", "created_at"],
  chatbot_settings: ["id", "enabled", "agent_id", "updated_at"],
  museum_settings: ["id", "settings", "updated_at", "updated_by"],
  go_live_checks: ["item", "checked_at", "checked_by"],
  users: [
    "id",
    "email",
    "name",
    "role",
    "password_hash",
    "must_change_password",
    "created_at",
    "updated_at",
    "disabled_at",
    "notify_reports",
    "notify_digest",
  ],
  sessions: ["id_hash", "user_id", "created_at", "last_seen_at", "expires_at", "user_agent"],
  password_reset_tokens: ["token_hash", "user_id", "created_at", "expires_at", "used_at"],
  newsletter_subscribers: [
    "id",
    "email",
    "confirmed",
    "created_at",
    "confirm_token_hash",
    "confirm_expires_at",
    "confirmed_at",
    "unsubscribed_at",
  ],
  contact_messages: ["id", "name", "email", "subject", "message", "source_page", "created_at", "status"],
  email_outbox: [
    "id",
    "to_address",
    "reply_to",
    "subject",
    "text_body",
    "html_body",
    "status",
    "attempts",
    "next_attempt_at",
    "last_error",
    "created_at",
    "sent_at",
    "sensitive",
    "kind",
    "list_unsubscribe",
    "dismissed_at",
  ],
  audit_log: ["id", "user_id", "action", "entity", "entity_id", "details", "ip", "created_at"],
  throttle: ["key", "account", "attempts", "window_started_at", "blocked_until"],
  sign_in_devices: ["id_hash", "email", "created_at"],
  game_status_history: ["id", "game_id", "from_status", "to_status", "changed_by", "source", "changed_at"],
  game_slugs: ["slug", "game_id", "created_at"],
  backup_runs: ["id", "started_at", "finished_at", "status", "file", "size_bytes", "error"],
  job_leases: ["job", "holder", "expires_at"],
  content_versions: ["name", "version"],
  pages_version: ["version"],
  repair_entries: ["id", "repair_id", "body", "minutes", "photos", "created_by", "created_at"],
  repair_parts: [
    "id",
    "repair_id",
    "entry_id",
    "name",
    "quantity",
    "url",
    "cost",
    "status",
    "requested_by",
    "requested_at",
    "ordered_at",
    "received_at",
    "updated_at",
  ],
  repair_events: ["id", "repair_id", "kind", "detail", "actor", "created_at"],
  fix_watchers: ["id", "game_id", "email", "created_at", "expires_at", "sender"],
  idempotency_keys: ["key", "scope", "answer", "created_at"],
  digest_deliveries: ["user_id", "museum_date", "sent_at"],
  page_texts: ["key", "markdown", "updated_at", "updated_by"],
  hero_slides: [
    "id",
    "position",
    "image_url",
    "alt",
    "heading",
    "line",
    "button_label",
    "button_target",
    "updated_at",
    "updated_by",
  ],
  board_links: [
    "id",
    "label",
    "token_hash",
    "created_by",
    "created_at",
    "last_used_at",
    "revoked_at",
    "revoked_by",
    "ends_on",
  ],
  game_verifications: ["id", "game_id", "verified_on", "verified_by", "created_at"],
  demo_seeded: ["kind", "row_id"],
  maintenance_tasks: [
    "id",
    "title",
    "steps",
    "minutes",
    "scope",
    "game_type",
    "every_days",
    "every_open_hours",
    "every_plays",
    "starter_key",
    "created_by",
    "created_at",
    "updated_at",
    "deleted_at",
    "deleted_by",
  ],
  maintenance_task_games: ["task_id", "game_id", "added_at"],
  maintenance_done: [
    "id",
    "task_id",
    "game_id",
    "done_at",
    "done_by",
    "minutes",
    "note",
    "steps_done",
    "photos",
    "due_at",
    "late",
    "plays_at_done",
    "plays_total_at_done",
    "latest",
  ],
  maintenance_claims: ["task_id", "game_id", "assigned_to", "assigned_at"],
  play_readings: [
    "id",
    "game_id",
    "reading",
    "read_at",
    "note",
    "source",
    "created_by",
    "counter_key_id",
    "plays_total",
  ],
  counter_keys: [
    "id",
    "game_id",
    "label",
    "token_hash",
    "created_by",
    "created_at",
    "last_used_at",
    "revoked_at",
    "revoked_by",
  ],
} as const satisfies { [T in keyof Database]: readonly (keyof Database[T])[] };

type Unlisted = { [T in keyof Database]: Exclude<keyof Database[T], (typeof COLUMNS)[T][number]> }[keyof Database];
const everyColumnListed: [Unlisted] extends [never] ? true : never = true;

const now = new Date().toISOString();

function game(overrides: Partial<NewGame> = {}): NewGame {
  return {
    slug: `game-${Math.random().toString(36).slice(2)}`,
    name: "Medieval Madness",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    all_images: "[]",
    missing_parts: "[]",
    for_sale: false,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

describeEachDatabase("schema", (getDb) => {
  it("has every table of schema.ts with exactly its columns", async () => {
    expect(everyColumnListed).toBe(true);
    const tables = await getDb().introspection.getTables();
    const actual = Object.fromEntries(tables.map((t) => [t.name, t.columns.map((c) => c.name).sort()]));
    const expected = Object.fromEntries(Object.entries(COLUMNS).map(([name, columns]) => [name, [...columns].sort()]));
    expect(actual).toEqual(expected);
  });

  it("rejects a business_hours day_of_week outside 0-6", async () => {
    const db = getDb();
    await db
      .insertInto("business_hours")
      .values({ day_of_week: 6, open_time: "11:00", close_time: "23:00", is_closed: false })
      .execute();
    await expect(
      db
        .insertInto("business_hours")
        .values({ day_of_week: 7, open_time: "11:00", close_time: "19:00", is_closed: false })
        .execute(),
    ).rejects.toThrow(/business_hours_day_check/);
    await expect(
      db
        .insertInto("business_hours")
        .values({ day_of_week: -1, open_time: null, close_time: null, is_closed: true })
        .execute(),
    ).rejects.toThrow(/business_hours_day_check/);
    const rows = await db.selectFrom("business_hours").select("day_of_week").execute();
    expect(rows).toEqual([{ day_of_week: 6 }]);
  });

  it("rejects a duplicate game slug", async () => {
    const db = getDb();
    await db
      .insertInto("games")
      .values(game({ slug: "attack-from-mars-replay" }))
      .execute();
    await expect(
      db
        .insertInto("games")
        .values(game({ slug: "attack-from-mars-replay", name: "Another" }))
        .execute(),
    ).rejects.toThrow(/unique/i);
    const count = await db
      .selectFrom("games")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("slug", "=", "attack-from-mars-replay")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("rejects an invalid game status, type or location", async () => {
    const db = getDb();
    await expect(
      db
        .insertInto("games")
        .values(game({ status: "Broken" as never }))
        .execute(),
    ).rejects.toThrow(/games_status_check/);
    await expect(
      db
        .insertInto("games")
        .values(game({ type: "Jukebox" as never }))
        .execute(),
    ).rejects.toThrow(/games_type_check/);
    await expect(
      db
        .insertInto("games")
        .values(game({ location: "Attic" as never }))
        .execute(),
    ).rejects.toThrow(/games_location_check/);
    await expect(
      db
        .insertInto("games")
        .values(game({ asking_price: -1 }))
        .execute(),
    ).rejects.toThrow(/games_asking_price_check/);
  });

  it("rejects an invalid buyer inquiry status and event type", async () => {
    const db = getDb();
    const { id: gameId } = await db.insertInto("games").values(game()).returning("id").executeTakeFirstOrThrow();
    const inquiry = {
      game_id: gameId,
      buyer_name: "Pat",
      buyer_email: "pat@example.org",
      message: "Interested",
      inquiry_type: "purchase" as const,
      status: "pending" as const,
      created_at: now,
    };
    await db.insertInto("buyer_inquiries").values(inquiry).execute();
    await expect(
      db
        .insertInto("buyer_inquiries")
        .values({ ...inquiry, status: "sold" as never })
        .execute(),
    ).rejects.toThrow(/buyer_inquiries_status_check/);
    await expect(
      db
        .insertInto("events")
        .values({
          title: "Party",
          description: "d",
          date: "2026-12-31",
          time: "20:00",
          type: "party" as never,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow(/events_type_check/);
  });

  it("enforces foreign keys: deleting a game deletes its repairs and buyer inquiries", async () => {
    const db = getDb();
    const { id: gameId } = await db.insertInto("games").values(game()).returning("id").executeTakeFirstOrThrow();
    const { id: otherId } = await db.insertInto("games").values(game()).returning("id").executeTakeFirstOrThrow();
    for (const id of [gameId, otherId]) {
      await db
        .insertInto("repairs")
        .values({
          game_id: id,
          comment: "Left flipper weak",
          resolved: false,
          source: "staff",
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto("buyer_inquiries")
        .values({
          game_id: id,
          buyer_name: "Sam",
          buyer_email: "sam@example.org",
          message: "Offer",
          inquiry_type: "offer",
          offer_amount: 2500,
          status: "pending",
          created_at: now,
        })
        .execute();
    }
    await expect(
      db
        .insertInto("repairs")
        .values({ game_id: 999_999, comment: "x", resolved: false, source: "staff", created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow(/foreign key/i);

    await db.deleteFrom("games").where("id", "=", gameId).execute();

    const repairs = await db
      .selectFrom("repairs")
      .select("game_id")
      .where("game_id", "in", [gameId, otherId])
      .execute();
    const inquiries = await db
      .selectFrom("buyer_inquiries")
      .select("game_id")
      .where("game_id", "in", [gameId, otherId])
      .execute();
    expect(repairs).toEqual([{ game_id: otherId }]);
    expect(inquiries).toEqual([{ game_id: otherId }]);
  });

  it("round-trips booleans as JS booleans and numeric(10,2) prices as JS numbers", async () => {
    const db = getDb();
    const forSale = await db
      .insertInto("games")
      .values(game({ for_sale: true, asking_price: 1234.5 }))
      .returning(["id", "for_sale", "asking_price"])
      .executeTakeFirstOrThrow();
    expect(forSale.for_sale).toBe(true);
    expect(forSale.asking_price).toBe(1234.5);
    const notForSale = await db
      .insertInto("games")
      .values(game({ for_sale: false, asking_price: null }))
      .returning("id")
      .executeTakeFirstOrThrow();

    const rows = await db
      .selectFrom("games")
      .select(["id", "for_sale", "asking_price"])
      .where("id", "in", [forSale.id, notForSale.id])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: forSale.id, for_sale: true, asking_price: 1234.5 },
      { id: notForSale.id, for_sale: false, asking_price: null },
    ]);
    const onSale = await db
      .selectFrom("games")
      .select("id")
      .where("for_sale", "=", true)
      .where("id", "in", [forSale.id, notForSale.id])
      .execute();
    expect(onSale).toEqual([{ id: forSale.id }]);

    await db
      .insertInto("products")
      .values({
        name: "T-shirt",
        category: "Apparel",
        price: 19.99,
        image_url: "/t.png",
        description: "Cotton",
        in_stock: false,
      })
      .execute();
    const product = await db
      .selectFrom("products")
      .select(["price", "in_stock"])
      .where("name", "=", "T-shirt")
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ price: 19.99, in_stock: false });

    await db.updateTable("products").set({ in_stock: true, price: 25 }).where("name", "=", "T-shirt").execute();
    const updated = await db
      .selectFrom("products")
      .select(["price", "in_stock"])
      .where("name", "=", "T-shirt")
      .executeTakeFirstOrThrow();
    expect(updated).toEqual({ price: 25, in_stock: true });
  });
});
