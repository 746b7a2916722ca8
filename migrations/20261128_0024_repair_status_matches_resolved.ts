import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

/**
 * A closed repair's status says how it closed. The demo content seeded before this release wrote its resolved
 * repairs with the status column's default, "open", so the Repair Dashboard showed an Open badge beside
 * Reopen; `resolved` is what every screen acts on, so such a repair becomes Resolved. Nothing else writes one.
 */
export async function up(db: Kysely<unknown>) {
  await sql`update repairs set status = 'resolved'
    where resolved and status not in ('resolved', 'duplicate', 'cannot_reproduce')`.execute(db);
  // The update leaves the pages version's deferred triggers pending, and PostgreSQL refuses to ALTER a table with
  // pending trigger events: a later migration in the same run (they share one transaction) altering repairs
  // would fail. Firing them now settles the update before any such step.
  if (isPostgres(db)) await sql`set constraints all immediate`.execute(db);
}
