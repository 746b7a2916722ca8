import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { createDb, setDb, type DB } from "~/utils/db.server";

export type Dialect = "sqlite" | "postgres";

type TestDatabase = { db: DB; dispose: () => Promise<void> };

/** `migrated`: a copy of the run's migrated database (global-setup.ts), else an empty one. */
async function createSqliteDatabase(migrated: boolean): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-sqlite-"));
  const file = path.join(dir, "test.db");
  if (migrated) fs.copyFileSync(inject("sqliteTemplate"), file);
  const db = createDb({ kind: "sqlite", file });
  return {
    db,
    dispose: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(migrated: boolean): Promise<TestDatabase> {
  const baseUrl = inject("postgresUrl");
  if (!baseUrl) throw new Error("No PostgreSQL for the tests: the global setup did not provide postgresUrl.");
  const name = `t_${crypto.randomBytes(6).toString("hex")}`;
  const template = migrated ? ` TEMPLATE ${inject("postgresTemplate")}` : "";
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE ${name}${template}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = createDb({ kind: "postgres", url: url.toString() });
  return {
    db,
    dispose: async () => {
      await db.destroy();
      await withAdminClient(baseUrl, async (client) => {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } catch {
          await client.query(`DROP DATABASE IF EXISTS ${name}`); // servers before PostgreSQL 13
        }
      });
    },
  };
}

/**
 * Declares the suite once per database, named `${name} [sqlite]` and
 * `${name} [postgres]`. Each gets a fresh, fully migrated database (a copy of
 * the one global-setup.ts migrated; an empty one with `migrated: false`) that
 * is also installed as the app's default (setDb), so code calling getDb() uses it.
 */
export function describeEachDatabase(
  name: string,
  body: (getDb: () => DB, dialect: Dialect) => void,
  { migrated = true } = {},
) {
  for (const dialect of ["sqlite", "postgres"] as const) {
    describe(`${name} [${dialect}]`, () => {
      let current: TestDatabase | undefined;

      beforeAll(async () => {
        current = dialect === "sqlite" ? await createSqliteDatabase(migrated) : await createPostgresDatabase(migrated);
        setDb(current.db);
      });

      afterAll(async () => {
        await current?.dispose();
        current = undefined;
      });

      body(() => {
        if (!current) throw new Error("The test database is only available inside tests and hooks.");
        return current.db;
      }, dialect);
    });
  }
}
