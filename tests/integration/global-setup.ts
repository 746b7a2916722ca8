import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb, migrateToLatest } from "~/utils/db.server";
import { startEmbeddedPostgres } from "../embedded-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may CREATE DATABASE; suites create their own databases on it. */
    postgresUrl: string;
    /** A PostgreSQL database on that server holding every migration, copied for each suite (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate: string;
    /** A SQLite file holding every migration, copied for each suite. */
    sqliteTemplate: string;
  }
}

/**
 * Starts a throw-away PostgreSQL for the run, unless TEST_DATABASE_URL points at one. Also creates the run's
 * DATA_DIR and removes it afterwards.
 *
 * Migrates one database of each kind here, once: every suite starts from a copy of it instead of running the
 * migrations again (about a second each on SQLite, whose commits are synchronous, and on PostgreSQL; some
 * 110 suites). The migrations themselves are tested from an empty database (schema.test.ts, upgrade.test.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = project.config.env?.DATA_DIR;
  if (!dataDir) throw new Error("vitest.config.ts sets no DATA_DIR");
  await fs.mkdir(dataDir, { recursive: true });

  const sqliteTemplate = path.join(dataDir, "migrated-template.db");
  const sqlite = createDb({ kind: "sqlite", file: sqliteTemplate });
  await migrateToLatest(sqlite).finally(() => sqlite.destroy());
  project.provide("sqliteTemplate", sqliteTemplate);

  const external = process.env.TEST_DATABASE_URL;
  const postgres = external ? undefined : await startEmbeddedPostgres();
  const postgresUrl = external ?? postgres!.url;
  project.provide("postgresUrl", postgresUrl);
  const template = `t_template_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(postgresUrl, `CREATE DATABASE ${template}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${template}`;
  const db = createDb({ kind: "postgres", url: url.toString() });
  await migrateToLatest(db).finally(() => db.destroy());
  project.provide("postgresTemplate", template);

  return async () => {
    if (postgres) await postgres.stop();
    else await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${template}`);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
