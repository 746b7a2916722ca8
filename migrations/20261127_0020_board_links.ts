import type { Kysely } from "kysely";
import { notNull, withId } from "./dialect";

/**
 * Board links (issue 23): a workshop TV cannot type a password, so a manager makes a link that opens the
 * workshop board only. The token is shown once; only its SHA-256 hash is kept, as for password resets.
 * Revoking keeps the row (who made it, when it was last used) and refuses the token from then on.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable("board_links"))
    .addColumn("label", "text", notNull)
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", notNull)
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("revoked_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("board_links").ifExists().execute();
}
