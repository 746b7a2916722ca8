import fs from "node:fs";
import type { Config } from "~/utils/config.server";
import type { CliOutput } from "./cli";

/** The database a command works on, for a person: the SQLite file, or PostgreSQL's host and name (never the password). */
export const describeDatabase = (database: Config["database"]) =>
  database.kind === "sqlite"
    ? `SQLite ${database.file}`
    : `PostgreSQL ${new URL(database.url).host}${new URL(database.url).pathname}`;

/**
 * The first lines of every command that works on the site's data: which database and which data folder.
 * A SQLite database that is not there means DATA_DIR is not the server's (a command run from another
 * folder, or without the server's .env): the command stops before it writes anything, unless `create`
 * says a new site is meant. `create` is null for a command that never makes one (a backup).
 */
export function announceSiteData(config: Config, out: CliOutput, create: boolean | null): boolean {
  out.log(`Database: ${describeDatabase(config.database)}`);
  out.log(`Data folder: ${config.dataDir}`);
  if (config.database.kind !== "sqlite" || create || fs.existsSync(config.database.file)) return true;
  out.error(
    `Error: there is no database at ${config.database.file}. Set DATA_DIR (or DATABASE_URL) to the server's${create === null ? "" : ", or add --create to start a new one there"}. Nothing was written.`,
  );
  return false;
}
