import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  OperationNodeTransformer,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type KyselyPlugin,
  type SqliteDialectConfig,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";
import type { Database } from "~/db/schema";
import { migrations } from "../../migrations";
import { isPostgres } from "../../migrations/dialect";
import { getConfig, type Config } from "./config.server";
import { logger } from "./logger.server";

export type DB = Kysely<Database>;

/**
 * Every boolean column; SQLite hands these back as 0/1. Converted by name, so
 * never alias a computed value (a count, say) with one of these names.
 */
const BOOLEAN_COLUMNS = new Set([
  "for_sale",
  "resolved",
  "in_stock",
  "active",
  "is_closed",
  "is_active",
  "enabled",
  "must_change_password",
  "confirmed",
  "sensitive",
  "safety",
  "visitor_playable",
  "notify_digest",
  "late",
]);

class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const n = super.transformValue(node);
    return typeof n.value === "boolean" ? { ...n, value: n.value ? 1 : 0 } : n;
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const n = super.transformPrimitiveValueList(node);
    return { ...n, values: n.values.map((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v)) };
  }
}

/** better-sqlite3 cannot bind booleans; this keeps the same JS types on both databases. */
class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToInteger();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { rows } = args.result;
    // A query's rows share their columns: the boolean ones are found once, not for each row.
    const booleans = rows.length ? Object.keys(rows[0]).filter((key) => BOOLEAN_COLUMNS.has(key)) : [];
    for (const key of booleans) for (const row of rows) if (typeof row[key] === "number") row[key] = row[key] === 1;
    return args.result;
  }
}

// numeric and bigint arrive as strings from pg; the app works with plain numbers.
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * Transactions that take SQLite's write lock when they begin. A plain BEGIN reads first and asks for the
 * lock at its first write; if another connection (the CLI, a test) committed in between, SQLite answers
 * SQLITE_BUSY at once, without waiting out busy_timeout. BEGIN IMMEDIATE waits its turn instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection) {
        await connection.executeQuery(CompiledQuery.raw("begin immediate"));
      }
    })(this.#config);
  }
}

export function createDb(database: Config["database"]): DB {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => logger.warn({ err: error }, "idle PostgreSQL connection lost"));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (database.file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(database.file)), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: every commit is on disk before the answer that reports it, even across a power cut or an OS
  // crash. NORMAL in WAL mode survives a killed process but may drop the last commits when the machine
  // itself stops, so a visitor could be told "sent" for a message that is gone (tests/e2e/durability.spec.ts).
  // The cost is an fsync per commit, 0.2-0.5 ms here: on the 2-core test machine the contact form's script
  // post went from about 180 to 130 a second, the no-JavaScript post (which renders the page) from 72 to 65.
  sqlite.pragma("synchronous = FULL");
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleanPlugin()],
  });
}

export async function migrateToLatest(db: DB) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}

/**
 * Whether the database answers and holds every migration this code knows (readiness): one read of Kysely's
 * own table, which throws when the database is unreachable or was never migrated.
 */
export async function migrationsCurrent(db: DB) {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => applied.has(name));
}

let instance: DB | undefined;

export function getDb(): DB {
  instance ??= createDb(getConfig().database);
  return instance;
}

/** Tests and scripts point the app at their own database. */
export function setDb(db: DB) {
  instance = db;
}

export const nowIso = () => new Date().toISOString();

/**
 * Makes a transaction's read-then-write on a table safe against another one doing the same (two quick clicks
 * on "Move up"): on PostgreSQL the table is locked against other writers until the transaction ends (reads
 * go on); a SQLite transaction already holds the write lock from its BEGIN IMMEDIATE.
 */
export async function lockForWrite(trx: DB, table: keyof Database) {
  if (isPostgres(trx as Kysely<unknown>))
    await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
}

/**
 * Runs `run` in a transaction: the caller's, when `db` already is one (an idempotent submit wraps a model's
 * write in the transaction that stores its answer), or a new one.
 */
export async function inTransaction<T>(db: DB, run: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

let savepoints = 0;

/**
 * Runs a step whose failure must undo only itself: in a savepoint inside the caller's transaction, or in a
 * transaction of its own. Both databases know SAVEPOINT; PostgreSQL needs it, since one failed statement
 * otherwise spoils the whole transaction.
 */
export async function inOwnStep<T>(db: DB, step: (trx: DB) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute(step);
  const name = `step_${++savepoints}`;
  await sql.raw(`savepoint ${name}`).execute(db);
  try {
    const result = await step(db);
    await sql.raw(`release savepoint ${name}`).execute(db);
    return result;
  } catch (error) {
    await sql.raw(`rollback to savepoint ${name}`).execute(db);
    await sql.raw(`release savepoint ${name}`).execute(db);
    throw error;
  }
}
