import { sql, type Kysely } from "kysely";
import { notNull } from "./dialect";

/**
 * What the Admin Dashboard's "Going live" checklist cannot read from the data itself: that a manager went over
 * something and saved it, even unchanged (the week's hours on /admin/hours, the admission rows with the museum
 * settings). One row per thing checked, the first save's time and who. Saves made before this table are read
 * from the Activity log: every save of the week left a row there, a settings save one when it changed anything.
 * No public page reads it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("go_live_checks")
    .addColumn("item", "text", (c) => c.primaryKey())
    .addColumn("checked_at", "text", notNull)
    .addColumn("checked_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  for (const [item, action] of [
    ["hours", "business_hours_updated"],
    ["admission", "museum_settings_updated"],
  ])
    await sql`insert into go_live_checks (item, checked_at, checked_by)
      select ${item}, created_at, user_id from audit_log where action = ${action} order by id limit 1`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("go_live_checks").ifExists().execute();
}
