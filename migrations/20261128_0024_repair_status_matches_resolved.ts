import { sql, type Kysely } from "kysely";

/**
 * A closed repair's status says how it closed. The demo content seeded before this release wrote its resolved
 * repairs with the status column's default, "open", so the Repair Dashboard showed an Open badge beside
 * Reopen; `resolved` is what every screen acts on, so such a repair becomes Resolved. Nothing else writes one.
 */
export async function up(db: Kysely<unknown>) {
  await sql`update repairs set status = 'resolved'
    where resolved and status not in ('resolved', 'duplicate', 'cannot_reproduce')`.execute(db);
}
