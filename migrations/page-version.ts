import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

/**
 * The rendered-page cache (server/page-cache.ts) keeps a visitor's page until the one row of `pages_version`
 * moves. Triggers raise it on every write to a table a public page may read, whoever writes: an action, a
 * scheduled job, the CLI, a test, another server. It lands in the writer's own transaction, so no server can
 * see the new version before the new rows (or the new rows under the old version). It is bookkeeping, not
 * content: backups leave it out and a restore starts it afresh (models/operations/backup-data.server.ts).
 *
 * The tables no public page reads, and that change all day (sessions, throttles, outboxes, logs, maintenance
 * and play counters, which only staff pages and the workshop board show), have no trigger; tests/integration/page-version.test.ts holds every other table of the schema to its trigger.
 */
export const TABLES_WITHOUT_PAGES_TRIGGER = [
  "audit_log",
  "backup_runs",
  "board_links",
  "buyer_inquiries",
  "contact_messages",
  "content_versions",
  "counter_keys",
  "demo_seeded",
  "digest_deliveries",
  "email_outbox",
  "go_live_checks",
  "idempotency_keys",
  "job_leases",
  "maintenance_claims",
  "maintenance_done",
  "maintenance_task_games",
  "maintenance_tasks",
  "newsletter_subscribers",
  "pages_version",
  "password_reset_tokens",
  "play_readings",
  "sessions",
  "sign_in_devices",
  "throttle",
] as const;

/**
 * PostgreSQL: a constraint trigger deferred to the commit, raising the version once per transaction. An
 * ordinary one would hold the version's row lock from a transaction's first write to its end, so two
 * transactions writing the same rows in different orders could deadlock on it; at commit every other lock
 * is held already. A transaction-local setting remembers that this transaction has raised it.
 */
export async function createPagesVersionFunction(db: Kysely<unknown>) {
  if (!isPostgres(db)) return;
  await sql`
    CREATE OR REPLACE FUNCTION raise_pages_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('museum.pages_raised', true) IS DISTINCT FROM 'on' THEN
        PERFORM set_config('museum.pages_raised', 'on', true);
        UPDATE pages_version SET version = version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

/**
 * The trigger of one table. On SQLite it runs after each row written, in the same transaction: SQLite has one
 * writer at a time, so there is no lock to deadlock on.
 */
export async function addPagesVersionTrigger(db: Kysely<unknown>, table: string) {
  const name = (suffix: string) => sql.id(`pages_version_${table}_${suffix}`);
  if (isPostgres(db)) {
    await sql`
      CREATE CONSTRAINT TRIGGER ${name("write")} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_pages_version()`.execute(db);
    // TRUNCATE (by hand, say) writes no row, so no row trigger sees it.
    await sql`
      CREATE TRIGGER ${name("truncate")} AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION raise_pages_version()`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql`
      CREATE TRIGGER ${name(event)} AFTER ${sql.raw(event.toUpperCase())} ON ${sql.table(table)}
      BEGIN UPDATE pages_version SET version = version + 1; END`.execute(db);
  }
}
