import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Migrator, sql, type Kysely } from "kysely";
import { migrations } from "../migrations";
import { isPostgres } from "../migrations/dialect";
import type { DB } from "../app/utils/db.server";

/**
 * The database of the previous release (4aaac91, the last main before the upgrade tests; its migrations end at
 * 20261124_0006) with its demo content and a museum's use, for upgrade tests. The rows come from a fixture
 * made once by that release itself (its migrations and demo seed, plus users, messages, inquiries,
 * subscribers, a sent mail, an audit row), so no test checks out or builds old code. Images are left out;
 * sessions, tokens and throttles are ephemeral and left out too. It was made in `git archive 4aaac91` by a
 * tsx script of that tree: migrateToLatest, seedDemoContentIfEmpty (now 2026-11-24T15:00Z), createUser for
 * PREVIOUS_MANAGER and a staff member, the rows above, then each table's rows as `{"table","row"}` lines.
 */
export const PREVIOUS_RELEASE = { commit: "4aaac91", lastMigration: "20261124_0006_newsletter_links" };
export const PREVIOUS_MANAGER = { email: "upgrade-manager@e2e.test", password: "Upgrade-Manager-1!" };

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures/release-4aaac91.ndjson");

type Row = Record<string, unknown>;
type Fixture = { table: string; row: Row };

export function previousReleaseRows(): Fixture[] {
  return fs
    .readFileSync(FIXTURE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Fixture);
}

/** The columns that identify a row of each table (id where there is one). */
const KEYS: Record<string, string> = { business_hours: "day_of_week", special_hours: "date" };
const keyOf = (table: string) => KEYS[table] ?? "id";

/** Migrates an empty database as the previous release did, and fills it with that release's rows. */
export async function buildPreviousRelease(db: DB) {
  const upToPrevious = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name <= PREVIOUS_RELEASE.lastMigration),
  );
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => upToPrevious } }).migrateToLatest();
  if (error) throw error;
  const loose = db as unknown as Kysely<Record<string, Row>>;
  const rows = previousReleaseRows();
  const tables = [...new Set(rows.map((r) => r.table))];
  for (const table of tables) {
    await loose
      .insertInto(table)
      .values(rows.filter((r) => r.table === table).map((r) => r.row))
      .execute();
    // A live database's sequences are past its ids; loading ids by hand does not move them.
    if (isPostgres(db as unknown as Kysely<unknown>) && keyOf(table) === "id") {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        db,
      );
    }
  }
}

/** The previous release read one boolean column (email_outbox.sensitive) from SQLite as 0/1, as the fixture keeps it. */
const same = (now: unknown, then: unknown) =>
  typeof now === "boolean" && typeof then === "number" ? now === (then === 1) : now === then;

/** Every row of the previous release, as `table key: column` for each value that is no longer what it was. */
export async function changedSincePreviousRelease(db: DB) {
  const loose = db as unknown as Kysely<Record<string, Row>>;
  const rows = previousReleaseRows();
  const changed: string[] = [];
  for (const table of new Set(rows.map((r) => r.table))) {
    const key = keyOf(table);
    const now = new Map((await loose.selectFrom(table).selectAll().execute()).map((row) => [String(row[key]), row]));
    for (const { row } of rows.filter((r) => r.table === table)) {
      const current = now.get(String(row[key]));
      if (!current) changed.push(`${table} ${String(row[key])}: gone`);
      else
        for (const [column, value] of Object.entries(row))
          if (!same(current[column], value)) changed.push(`${table} ${String(row[key])}: ${column}`);
    }
  }
  return changed;
}
