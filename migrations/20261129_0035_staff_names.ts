import { sql, type Kysely } from "kysely";
import { nameFromEmail } from "../app/models/account/staff-name";
import { isPostgres } from "./dialect";

/**
 * Every account gets a name, so colleagues read each other by name and never by e-mail: an account created
 * without one is named after its address's local part ('jo.smith@...' becomes 'Jo Smith'); its owner can
 * change it. Accounts with a name keep it. No way down: the names it gave cannot be told from names typed since.
 */
export async function up(db: Kysely<unknown>) {
  const rows = await sql<{ id: number; email: string }>`
    select id, email from users where name is null or trim(name) = ''`.execute(db);
  for (const row of rows.rows)
    await sql`update users set name = ${nameFromEmail(row.email)} where id = ${row.id}`.execute(db);
  // The update leaves the pages version's deferred triggers pending; a later migration in the same run altering
  // users would be refused on PostgreSQL until they fire (as in migration 0024).
  if (isPostgres(db)) await sql`set constraints all immediate`.execute(db);
}
