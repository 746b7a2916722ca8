import fs from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../embedded-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may CREATE DATABASE; suites create their own databases on it. */
    postgresUrl: string;
  }
}

/**
 * Starts a throw-away PostgreSQL for the run, unless TEST_DATABASE_URL points at one. Also creates the run's
 * DATA_DIR and removes it afterwards.
 */
export default async function setup(project: TestProject) {
  const dataDir = project.config.env?.DATA_DIR;
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const removeDataDir = async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };

  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide("postgresUrl", external);
    return removeDataDir;
  }

  const postgres = await startEmbeddedPostgres();
  project.provide("postgresUrl", postgres.url);

  return async () => {
    await postgres.stop();
    await removeDataDir();
  };
}
