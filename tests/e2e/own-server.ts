import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * A second production server for a test that needs one of its own: another database, other limits, or a
 * process it may kill. It runs the built app (BUILD_DIR, as the run's own server does) the way
 * `node server/start.js` does in production, minus start.js's rebuild of a stale build: a test must never
 * rebuild the build that the run's server is serving.
 */
export type OwnServer = {
  url: string;
  dataDir: string;
  pid: number;
  /** Ends the server as `npm start` is ended (SIGTERM) and waits for it; removes DATA_DIR when this helper made it. */
  stop: () => Promise<void>;
  /** Sends SIGTERM (a clean stop, as a process manager asks for one) and resolves with the exit code; keeps DATA_DIR. */
  terminate: () => Promise<number | null>;
  /** Ends the process at once (SIGKILL): no handler runs, nothing is flushed or closed. */
  kill: () => Promise<void>;
  /** Everything the server has written to stdout and stderr so far (its log lines). */
  output: () => string;
};

export type OwnServerOptions = {
  /** Kept after stop(); by default a fresh directory is made and removed again. */
  dataDir?: string;
  /** Added to (and winning over) the defaults below: limits, SEED_DEMO, LOG_LEVEL... */
  env?: Record<string, string>;
  /** A port of its own by default; a restart names the stopped server's, so its pages' addresses still hold. */
  port?: number;
};

const READY = "OWN-SERVER-READY";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startOwnServer({ dataDir, env = {}, port: asked }: OwnServerOptions = {}): Promise<OwnServer> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "museum-e2e-own-"));
  const port = asked ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const buildDir = path.resolve(process.env.BUILD_DIR || "build");
  const build = pathToFileURL(path.join(buildDir, "server/index.js")).href;
  const clientDir = path.join(buildDir, "client");
  const script = `const m = await import(${JSON.stringify(build)}); await m.boot(); m.serve(m.createApp({ clientDir: ${JSON.stringify(clientDir)} }), { port: ${port}, host: "127.0.0.1", onListening: () => { console.log(${JSON.stringify(READY)}); m.printFirstStartNotice(); } });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dir,
      DATABASE_URL: "",
      SMTP_URL: "",
      SESSION_SECRET: "",
      SEED_DEMO: "false",
      PUBLIC_URL: url,
      ADMIN_EMAIL: "manager@own.e2e.test",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const written: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => written.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => written.push(chunk));
  try {
    await waitUntilReady(child);
  } catch (error) {
    if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    url,
    dataDir: dir,
    pid: child.pid!,
    terminate: () => end("SIGTERM"),
    kill: async () => {
      await end("SIGKILL");
    },
    output: () => Buffer.concat(written).toString(),
    stop: async () => {
      await end("SIGTERM");
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The built app on its own port and an empty SQLite database (no demo content). */
export const startEmptyServer = () => startOwnServer({ env: { ADMIN_EMAIL: "manager@empty.e2e.test" } });

function waitUntilReady(child: ChildProcess) {
  let output = "";
  let ready = false;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server of this test did not start within 30 s:\n${output}`));
    }, 30_000);
    // Keeps reading after the start, so a full pipe never blocks the server; only the start's output is kept.
    const onData = (chunk: Buffer) => {
      if (ready) return;
      output += chunk.toString();
      if (output.includes(READY)) {
        ready = true;
        clearTimeout(timer);
        child.removeListener("exit", onEarlyExit);
        resolve();
      }
    };
    const onEarlyExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`The server of this test exited (${code}) before it was ready:\n${output}`));
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", onEarlyExit);
  });
}
