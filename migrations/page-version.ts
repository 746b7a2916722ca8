import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

/**
 * The rendered-page cache (server/page-cache.ts) keeps a visitor's page until the `pages` content version
 * moves. Triggers raise it on every write to a table a public page may read, whoever writes: an action, a
 * scheduled job, the CLI, a test, another server. It lands in the writer's own transaction, so no server can
 * see the new version before the new rows (or the new rows under the old version).
 *
 * The tables no public page reads, and that change all day (sessions, throttles, outboxes, logs), have none;
 * tests/integration/page-version.test.ts holds every other table of the schema to its trigger.
 */
export const TABLES_NO_PAGE_READS = [
  "audit_log",
  "backup_runs",
  "board_links",
  "buyer_inquiries",
  "contact_messages",
  "content_versions",
  "digest_deliveries",
  "email_outbox",
  "idempotency_keys",
  "job_leases",
  "newsletter_subscribers",
  "password_reset_tokens",
  "sessions",
  "throttle",
] as const;

export const PAGES_VERSION = "pages";

/**
 * PostgreSQL: a constraint trigger deferred to the commit, raising the version once per transaction. An
 * ordinary one would hold the version's row lock from a transaction's first write to its end, so two
 * transactions writing the same rows in different orders could deadlock on it; at commit every other lock
 * is held already. A transaction-local setting remembers that this transaction has raised it.
 */
export async function createPagesVersionFunction(db: Kysely<unknown>) {
  if (!isPostgres(db)) return;
  await sql`
    CREATE FUNCTION raise_pages_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('museum.pages_raised', true) IS DISTINCT FROM 'on' THEN
        PERFORM set_config('museum.pages_raised', 'on', true);
        UPDATE content_versions SET version = version + 1 WHERE name = 'pages';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

/** SQLite: after each row written, in the same transaction (SQLite has one writer at a time, so no deadlock). */
export async function addPagesVersionTrigger(db: Kysely<unknown>, table: string) {
  const name = (suffix: string) => sql.id(`pages_version_${table}_${suffix}`);
  if (isPostgres(db)) {
    await sql`
      CREATE CONSTRAINT TRIGGER ${name("write")} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_pages_version()`.execute(db);
    // A restore empties tables with TRUNCATE, which no row trigger sees.
    await sql`
      CREATE TRIGGER ${name("truncate")} AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION raise_pages_version()`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql`
      CREATE TRIGGER ${name(event)} AFTER ${sql.raw(event.toUpperCase())} ON ${sql.table(table)}
      BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'pages'; END`.execute(db);
  }
}
