import { sql, type Kysely } from "kysely";

/**
 * The Repair Dashboard's first page (issue 22) without reading and sorting every repair, measured with 20,000
 * of them by scripts/bench-repairs.ts:
 * - newest first (the default) and oldest first walk `repairs_created_at_idx`;
 * - the Game sort walks the machines in name order (`games_name_lower_idx`) instead of comparing the names of
 *   every repair's machine (PostgreSQL compares text by its locale: the Game sort took about 60 ms for 20,000
 *   repairs on an idle machine);
 * - the Severity sort walks `repairs_triage_idx`, on the triage rank. Its expression must stay exactly the one
 *   models/repair/repair-dashboard.server.ts sorts by (floor.ts's triageRank in SQL), or the database no
 *   longer recognises it and sorts again.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex("repairs_created_at_idx").on("repairs").columns(["created_at", "id"]).execute();
  await sql`create index games_name_lower_idx on games (lower(name))`.execute(db);
  await sql`create index repairs_triage_idx on repairs ((
    (case when safety then 0 else 10 end)
    + (case severity when 'unplayable' then 0 when 'major' then 2 when 'minor' then 4 when 'cosmetic' then 6 else 8 end)
    + (case when triaged_at is null then 0 else 1 end)
  ), created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("repairs_triage_idx").ifExists().execute();
  await db.schema.dropIndex("games_name_lower_idx").ifExists().execute();
  await db.schema.dropIndex("repairs_created_at_idx").ifExists().execute();
}
