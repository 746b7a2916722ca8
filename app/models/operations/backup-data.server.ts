import { sql, type Kysely } from "kysely";
import { isPostgres } from "../../../migrations/dialect";
import { columnKind, type TableColumn } from "~/utils/backup-archive.server";
import { createDb, type DB } from "~/utils/db.server";

/**
 * Bookkeeping, not content, so not in an archive: Kysely's (the migration list travels in the manifest instead)
 * and the page cache's version, which the migrations start afresh and every restored row raises.
 */
const BOOKKEEPING_TABLES = new Set(["kysely_migration", "kysely_migration_lock", "pages_version"]);

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tables are found at run time
const untyped = (db: DB | AnyDb) => db as AnyDb;

export type TableInfo = { name: string; columns: TableColumn[]; serialColumns: string[] };

/** Every table of the app's schema as the database has it now, parents before the tables that refer to them. */
export async function listTables(db: DB | AnyDb): Promise<TableInfo[]> {
  const tables = (await untyped(db).introspection.getTables())
    .filter((t) => !BOOKKEEPING_TABLES.has(t.name))
    .map((t) => ({
      name: t.name,
      columns: t.columns.map((c) => ({ name: c.name, kind: columnKind(c.dataType) })),
      serialColumns: t.columns.filter((c) => c.isAutoIncrementing).map((c) => c.name),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const references = await foreignKeys(
    db,
    tables.map((t) => t.name),
  );
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  // Repeatedly place every table whose parents are placed; a cycle (none today) falls back to name order.
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t.name) && [...(references.get(t.name) ?? [])].every((p) => p === t.name || placed.has(p)),
    );
    for (const table of ready.length ? ready : tables.filter((t) => !placed.has(t.name)).slice(0, 1)) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

async function foreignKeys(db: DB | AnyDb, tables: string[]) {
  const parents = new Map<string, Set<string>>();
  const add = (child: string, parent: string) => parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  if (isPostgres(untyped(db))) {
    const { rows } = await sql<{ child: string; parent: string }>`
      select c.relname as child, p.relname as parent
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = current_schema()`.execute(untyped(db));
    for (const row of rows) add(row.child, row.parent);
  } else {
    for (const table of tables) {
      const { rows } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(
        untyped(db),
      );
      for (const row of rows) add(table, row.table);
    }
  }
  return parents;
}

export async function lastAppliedMigration(db: DB | AnyDb): Promise<string | null> {
  const tables = await untyped(db).introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === "kysely_migration")) return null;
  const row = await untyped(db)
    .selectFrom("kysely_migration")
    .select("name")
    .orderBy("name", "desc")
    .limit(1)
    .executeTakeFirst();
  return (row?.name as string | undefined) ?? null;
}

export async function readRows(db: DB | AnyDb, table: string): Promise<Record<string, unknown>[]> {
  return untyped(db).selectFrom(table).selectAll().execute();
}

/**
 * Runs `read` in one consistent view of the whole database while the site goes on writing: PostgreSQL's
 * REPEATABLE READ READ ONLY; on SQLite a deferred read transaction, which in WAL mode sees the database as
 * of its first read and never blocks a writer. Give SQLite a connection of its own (openReadHandle): the
 * app's single connection would make every request wait for the backup.
 */
export async function inReadSnapshot<T>(db: DB, read: (snapshot: AnyDb) => Promise<T>): Promise<T> {
  if (isPostgres(untyped(db))) {
    return untyped(db).transaction().setIsolationLevel("repeatable read").setAccessMode("read only").execute(read);
  }
  return untyped(db)
    .connection()
    .execute(async (connection) => {
      await sql`begin deferred`.execute(connection);
      try {
        return await read(connection);
      } finally {
        await sql`commit`.execute(connection);
      }
    });
}

/** A second handle on the same database for a backup: another SQLite connection, or the same PostgreSQL pool. */
export async function openReadHandle(db: DB): Promise<{ db: DB; close: () => Promise<void> }> {
  if (isPostgres(untyped(db))) return { db, close: async () => undefined };
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const file = rows[0]?.file;
  if (!file) throw new Error("An in-memory SQLite database cannot be backed up from a second connection.");
  const handle = createDb({ kind: "sqlite", file });
  return { db: handle, close: () => handle.destroy() };
}

/** Tables that hold at least one row, with their counts; empty when the database may be restored into. */
export async function nonEmptyTables(db: DB | AnyDb): Promise<{ table: string; rows: number }[]> {
  const found: { table: string; rows: number }[] = [];
  for (const table of await listTables(db)) {
    const row = await untyped(db)
      .selectFrom(table.name)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0) found.push({ table: table.name, rows: Number(row.n) });
  }
  return found;
}

/** Drops every table, the migration list included, so the database can be migrated from nothing. */
export async function dropEverything(db: AnyDb) {
  const postgres = isPostgres(db);
  // SQLite checks foreign keys while it drops a parent; checked at commit instead, when the children are gone too.
  if (!postgres) await sql`pragma defer_foreign_keys = on`.execute(db);
  const ordered = (await listTables(db)).reverse().map((t) => t.name);
  for (const table of [...ordered, ...BOOKKEEPING_TABLES]) {
    await sql`drop table if exists ${sql.table(table)}${postgres ? sql` cascade` : sql``}`.execute(db);
  }
}

/** SQLite's limit on bound values per statement is 32,766; PostgreSQL's 65,535. */
const MAX_VALUES_PER_INSERT = 10_000;

export async function insertRows(db: AnyDb, table: TableInfo, rows: Record<string, unknown>[]) {
  const perBatch = Math.max(1, Math.floor(MAX_VALUES_PER_INSERT / Math.max(1, table.columns.length)));
  for (let i = 0; i < rows.length; i += perBatch) {
    await db
      .insertInto(table.name)
      .values(rows.slice(i, i + perBatch))
      .execute();
  }
}

/** PostgreSQL's serial counters start at 1 whatever was loaded: move each past the largest id. */
export async function resetSequences(db: AnyDb, tables: TableInfo[]) {
  if (!isPostgres(db)) return; // SQLite's AUTOINCREMENT follows the largest id inserted by itself
  for (const table of tables) {
    for (const column of table.serialColumns) {
      await sql`select setval(pg_get_serial_sequence(${table.name}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false) from ${sql.table(table.name)}`.execute(
        db,
      );
    }
  }
}

/**
 * Runs `work` in one transaction on one connection of `db` and commits only if it returns; the migrator can
 * run inside it (on a connection, unlike inside Kysely's own transactions), so schema and rows go together.
 */
export async function inRestoreTransaction<T>(db: DB, work: (trx: AnyDb) => Promise<T>): Promise<T> {
  const postgres = isPostgres(untyped(db));
  return untyped(db)
    .connection()
    .execute(async (connection) => {
      await sql.raw(postgres ? "begin" : "begin immediate").execute(connection);
      try {
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection).catch(() => undefined);
        throw error;
      }
    });
}
