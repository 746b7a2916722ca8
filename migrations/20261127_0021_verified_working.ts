import type { Kysely } from "kysely";
import { notNull, withId } from "./dialect";

/**
 * A staff member's "verified working" check on a machine, with the museum date it was done (issue 23): Games
 * For Sale's service record says when a machine was last verified working, the later of this and its last
 * change to Operational. Each check is kept, with who recorded it; a game removed for good takes its checks.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable("game_verifications"))
    .addColumn("game_id", "integer", (c) => c.notNull().references("games.id").onDelete("cascade"))
    /** A museum date (YYYY-MM-DD) */
    .addColumn("verified_on", "text", notNull)
    .addColumn("verified_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("game_verifications_game_idx")
    .on("game_verifications")
    .columns(["game_id", "verified_on"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("game_verifications").execute();
}
