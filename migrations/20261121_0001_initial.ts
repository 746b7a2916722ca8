import { sql, type Kysely } from "kysely";
import { notNull, withId } from "./dialect";

const list = (values: string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable("users"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text")
    .addColumn("role", "text", notNull)
    .addColumn("password_hash", "text", notNull)
    .addColumn("must_change_password", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addCheckConstraint("users_role_check", sql`role in (${list(["staff", "manager"])})`)
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", notNull)
    .addColumn("last_seen_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("used_at", "text")
    .execute();

  await withId(db, db.schema.createTable("games"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", notNull)
    .addColumn("type", "text", (c) => c.notNull().defaultTo("Arcade"))
    .addColumn("type_other", "text")
    .addColumn("location", "text", (c) => c.notNull().defaultTo("Replay"))
    .addColumn("location_other", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("Operational"))
    .addColumn("condition_notes", "text")
    .addColumn("image_url", "text")
    .addColumn("thumbnail_url", "text")
    .addColumn("all_images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("for_sale", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("asking_price", "numeric(10, 2)")
    .addColumn("sale_condition_notes", "text")
    .addColumn("missing_parts", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("sale_notes", "text")
    .addColumn("year_made", "integer")
    .addColumn("high_score", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addCheckConstraint("games_type_check", sql`type in (${list(["Arcade", "Pinball", "Skeeball", "Other"])})`)
    .addCheckConstraint("games_location_check", sql`location in (${list(["Replay", "Warehouse", "Other"])})`)
    .addCheckConstraint("games_status_check", sql`status in (${list(["Operational", "In Repair", "Awaiting Parts"])})`)
    .addCheckConstraint("games_asking_price_check", sql`asking_price is null or asking_price >= 0`)
    .execute();
  await db.schema.createIndex("games_created_at_idx").on("games").column("created_at").execute();
  await db.schema.createIndex("games_location_idx").on("games").column("location").execute();

  await withId(db, db.schema.createTable("repairs"))
    .addColumn("game_id", "integer", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("comment", "text", notNull)
    .addColumn("resolved", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("resolved_at", "text")
    .addColumn("resolved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("source", "text", (c) => c.notNull().defaultTo("staff"))
    .addColumn("reporter_name", "text")
    .addColumn("reporter_email", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addCheckConstraint("repairs_source_check", sql`source in (${list(["staff", "visitor"])})`)
    .execute();
  await db.schema.createIndex("repairs_game_id_idx").on("repairs").column("game_id").execute();

  await withId(db, db.schema.createTable("buyer_inquiries"))
    .addColumn("game_id", "integer", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("buyer_name", "text", notNull)
    .addColumn("buyer_email", "text", notNull)
    .addColumn("buyer_phone", "text")
    .addColumn("offer_amount", "numeric(10, 2)")
    .addColumn("message", "text", notNull)
    .addColumn("inquiry_type", "text", (c) => c.notNull().defaultTo("purchase"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("manager_notes", "text")
    .addColumn("created_at", "text", notNull)
    .addCheckConstraint(
      "buyer_inquiries_status_check",
      sql`status in (${list(["pending", "responded", "accepted", "declined"])})`,
    )
    .addCheckConstraint("buyer_inquiries_type_check", sql`inquiry_type in (${list(["purchase", "offer"])})`)
    .addCheckConstraint("buyer_inquiries_offer_check", sql`offer_amount is null or offer_amount >= 0`)
    .execute();
  await db.schema.createIndex("buyer_inquiries_game_id_idx").on("buyer_inquiries").column("game_id").execute();

  await withId(db, db.schema.createTable("events"))
    .addColumn("title", "text", notNull)
    .addColumn("description", "text", notNull)
    .addColumn("date", "text", notNull)
    .addColumn("time", "text", notNull)
    .addColumn("type", "text", (c) => c.notNull().defaultTo("event"))
    .addColumn("registration_fee", "numeric(10, 2)")
    .addColumn("admission_fee", "numeric(10, 2)")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addCheckConstraint("events_type_check", sql`type in (${list(["event", "tournament"])})`)
    .addCheckConstraint("events_registration_fee_check", sql`registration_fee is null or registration_fee >= 0`)
    .addCheckConstraint("events_admission_fee_check", sql`admission_fee is null or admission_fee >= 0`)
    .execute();
  await db.schema.createIndex("events_date_idx").on("events").column("date").execute();

  await withId(db, db.schema.createTable("faqs"))
    .addColumn("category", "text", notNull)
    .addColumn("question", "text", notNull)
    .addColumn("answer", "text", notNull)
    .addColumn("order_number", "integer", notNull)
    .execute();

  await withId(db, db.schema.createTable("products"))
    .addColumn("name", "text", notNull)
    .addColumn("category", "text", notNull)
    .addColumn("price", "numeric(10, 2)", notNull)
    .addColumn("image_url", "text", notNull)
    .addColumn("description", "text", notNull)
    .addColumn("in_stock", "boolean", (c) => c.notNull().defaultTo(true))
    .addCheckConstraint("products_price_check", sql`price >= 0`)
    .execute();

  await withId(db, db.schema.createTable("gift_cards"))
    .addColumn("denomination", "numeric(10, 2)", notNull)
    .addColumn("description", "text", notNull)
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addCheckConstraint("gift_cards_denomination_check", sql`denomination > 0`)
    .execute();

  await db.schema
    .createTable("business_hours")
    .addColumn("day_of_week", "integer", (c) => c.primaryKey())
    .addColumn("open_time", "text")
    .addColumn("close_time", "text")
    .addColumn("is_closed", "boolean", (c) => c.notNull().defaultTo(false))
    .addCheckConstraint("business_hours_day_check", sql`day_of_week between 0 and 6`)
    .execute();

  await db.schema
    .createTable("special_hours")
    .addColumn("date", "text", (c) => c.primaryKey())
    .addColumn("open_time", "text")
    .addColumn("close_time", "text")
    .addColumn("is_closed", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("reason", "text")
    .execute();

  await withId(db, db.schema.createTable("announcements"))
    .addColumn("message", "text", notNull)
    .addColumn("type", "text", (c) => c.notNull().defaultTo("info"))
    .addColumn("start_date", "text", notNull)
    .addColumn("end_date", "text", notNull)
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("created_at", "text", notNull)
    .addCheckConstraint("announcements_type_check", sql`type in (${list(["info", "warning", "success", "error"])})`)
    .execute();

  await withId(db, db.schema.createTable("chatbot_settings"))
    .addColumn("enabled", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("agent_id", "text")
    .addColumn("updated_at", "text", notNull)
    .execute();

  await withId(db, db.schema.createTable("newsletter_subscribers"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("confirmed", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "text", notNull)
    .execute();

  await withId(db, db.schema.createTable("contact_messages"))
    .addColumn("name", "text", notNull)
    .addColumn("email", "text", notNull)
    .addColumn("subject", "text", notNull)
    .addColumn("message", "text", notNull)
    .addColumn("source_page", "text")
    .addColumn("handled", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "text", notNull)
    .execute();

  await withId(db, db.schema.createTable("email_outbox"))
    .addColumn("to_address", "text", notNull)
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", notNull)
    .addColumn("text_body", "text", notNull)
    .addColumn("html_body", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", notNull)
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("sent_at", "text")
    .addCheckConstraint("email_outbox_status_check", sql`status in (${list(["pending", "sent", "failed"])})`)
    .execute();
  await db.schema
    .createIndex("email_outbox_due_idx")
    .on("email_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  await withId(db, db.schema.createTable("audit_log"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", notNull)
    .addColumn("entity", "text")
    .addColumn("entity_id", "text")
    .addColumn("details", "text")
    .addColumn("ip", "text")
    .addColumn("created_at", "text", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    "audit_log",
    "email_outbox",
    "contact_messages",
    "newsletter_subscribers",
    "chatbot_settings",
    "announcements",
    "special_hours",
    "business_hours",
    "gift_cards",
    "products",
    "faqs",
    "events",
    "buyer_inquiries",
    "repairs",
    "games",
    "password_reset_tokens",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
