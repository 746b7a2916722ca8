import { sql, type Kysely } from "kysely";

/**
 * A machine's asset ID (the museum's own inventory tag): optional, and unique when set, whatever its letter
 * case, games in the Trash included (a restored game keeps its tag). The collection import finds machines by
 * it. Both databases let any number of rows leave a unique index's value null.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("games").addColumn("asset_id", "text").execute();
  await db.schema
    .createIndex("games_asset_id_unique")
    .on("games")
    .unique()
    .expression(sql`lower(asset_id)`)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("games_asset_id_unique").ifExists().execute();
  await db.schema.alterTable("games").dropColumn("asset_id").execute();
}
