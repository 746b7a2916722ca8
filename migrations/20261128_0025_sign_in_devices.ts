import type { Kysely } from "kysely";
import { notNull } from "./dialect";

/**
 * The browsers that signed in (utils/device-cookie.server.ts): a device cookie counts only while its id is
 * here, so the session secret alone (a backup taken `--with-secrets`) cannot make cookies that each bring
 * fresh password guesses. Only the id's SHA-256 hash is kept, so a copy of the database makes none either.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("sign_in_devices")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("email", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema.createIndex("sign_in_devices_created_idx").on("sign_in_devices").column("created_at").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("sign_in_devices").ifExists().execute();
}
