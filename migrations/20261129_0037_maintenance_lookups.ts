import { sql, type Kysely } from "kysely";
import { playsBetween } from "../app/models/maintenance/plays";
import { isPostgres } from "./dialect";

/*
 * What the due list needs of a year of maintenance, kept so that it is read by lookups rather than walks
 * (docs/design.md#the-due-list-reads-by-lookups):
 * - each play counter reading keeps the machine's plays counted up to it (`plays_total`: every reading's plays since
 *   the one before, by the meter's rule, summed from the machine's first reading), so the plays since any moment
 *   are a difference of two totals and the reading at which a task by plays falls due is one indexed lookup;
 * - each cycle's last done row is marked (`latest`), by triggers that hold whoever writes (the app, a restore, a
 *   test), so the due list reads one row per cycle instead of grouping every done row;
 * - a done keeps the counter's total then (`plays_total_at_done`, beside the reading it kept), so a cycle by plays
 *   starts from it without a lookup; a done row without it (none was read before) is looked up.
 */

/** The cycle's newest done row, by when it was done: the one `latest` marks. */
const newest = (task: string, game: string) =>
  sql`(select n.id from maintenance_done n where n.task_id = ${sql.raw(task)} and n.game_id = ${sql.raw(game)}
    order by n.done_at desc, n.id desc limit 1)`;

/** Marks the cycle's newest done row and unmarks the one before: at most two rows change. */
const markLatest = (task: string, game: string) =>
  sql`update maintenance_done set latest = (id = ${newest(task, game)})
    where task_id = ${sql.raw(task)} and game_id = ${sql.raw(game)} and (latest or id = ${newest(task, game)})`;

async function addPlayTotals(db: Kysely<unknown>) {
  await db.schema
    .alterTable("play_readings")
    .addColumn("plays_total", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  const rows = await sql<{ id: number; game_id: number; reading: number }>`
    select id, game_id, reading from play_readings order by game_id, read_at, id`.execute(db);
  let game: number | null = null;
  let last: number | null = null;
  let total = 0;
  for (const row of rows.rows) {
    if (row.game_id !== game) [game, last, total] = [row.game_id, null, 0];
    total += playsBetween(last, row.reading) ?? 0;
    last = row.reading;
    await sql`update play_readings set plays_total = ${total} where id = ${row.id}`.execute(db);
  }
  // The newest reading up to a moment, and the first to reach a total, each in index order to its last column.
  await db.schema.dropIndex("play_readings_game_idx").execute();
  await db.schema
    .createIndex("play_readings_game_idx")
    .on("play_readings")
    .columns(["game_id", "read_at", "id"])
    .execute();
  await db.schema
    .createIndex("play_readings_total_idx")
    .on("play_readings")
    .columns(["game_id", "plays_total", "read_at", "id"])
    .execute();
}

async function keepTotalAtDone(db: Kysely<unknown>) {
  await db.schema.alterTable("maintenance_done").addColumn("plays_total_at_done", "bigint").execute();
  await sql`update maintenance_done set plays_total_at_done = (select p.plays_total from play_readings p
    where p.game_id = maintenance_done.game_id and p.read_at <= maintenance_done.done_at
    order by p.read_at desc, p.id desc limit 1)`.execute(db);
}

async function markLatestDone(db: Kysely<unknown>) {
  await db.schema
    .alterTable("maintenance_done")
    .addColumn("latest", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update maintenance_done set latest = (id = ${newest("maintenance_done.task_id", "maintenance_done.game_id")})`.execute(
    db,
  );
  await sql`create index maintenance_done_latest_idx on maintenance_done (task_id, game_id) where latest`.execute(db);
  if (isPostgres(db)) {
    await sql`
      CREATE OR REPLACE FUNCTION maintenance_done_mark_latest() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        t integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.task_id ELSE NEW.task_id END;
        g integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.game_id ELSE NEW.game_id END;
      BEGIN
        ${markLatest("t", "g")};
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE TRIGGER maintenance_done_latest AFTER INSERT OR DELETE ON maintenance_done
      FOR EACH ROW EXECUTE FUNCTION maintenance_done_mark_latest()`.execute(db);
    return;
  }
  await sql`
    CREATE TRIGGER maintenance_done_latest_insert AFTER INSERT ON maintenance_done
    BEGIN ${markLatest("NEW.task_id", "NEW.game_id")}; END`.execute(db);
  await sql`
    CREATE TRIGGER maintenance_done_latest_delete AFTER DELETE ON maintenance_done
    BEGIN ${markLatest("OLD.task_id", "OLD.game_id")}; END`.execute(db);
}

export async function up(db: Kysely<unknown>) {
  await addPlayTotals(db);
  await keepTotalAtDone(db);
  await markLatestDone(db);
}

export async function down(db: Kysely<unknown>) {
  if (isPostgres(db)) {
    await sql`drop trigger maintenance_done_latest on maintenance_done`.execute(db);
    await sql`drop function maintenance_done_mark_latest()`.execute(db);
  } else {
    await sql`drop trigger maintenance_done_latest_insert`.execute(db);
    await sql`drop trigger maintenance_done_latest_delete`.execute(db);
  }
  await db.schema.dropIndex("maintenance_done_latest_idx").execute();
  await db.schema.alterTable("maintenance_done").dropColumn("latest").execute();
  await db.schema.alterTable("maintenance_done").dropColumn("plays_total_at_done").execute();
  await db.schema.dropIndex("play_readings_total_idx").execute();
  await db.schema.dropIndex("play_readings_game_idx").execute();
  await db.schema.createIndex("play_readings_game_idx").on("play_readings").columns(["game_id", "read_at"]).execute();
  await db.schema.alterTable("play_readings").dropColumn("plays_total").execute();
}
