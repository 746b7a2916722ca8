import type { Server } from "node:http";
import type express from "express";
import { stopBackground } from "./boot";
import { markStopping } from "./health";

/** Requests under way when a stop is asked for get this long to finish; then their connections are cut. */
export const DRAIN_MS = 10_000;

type ServeOptions = { port: number; host: string; onListening?: () => void };

/**
 * Listens, and on SIGTERM or SIGINT stops cleanly: no new connections (and /readyz says 503), the requests in
 * flight finish (up to DRAIN_MS), the mail sender and scheduled jobs finish the job under way, the database
 * is closed, and the process exits 0. A second signal while stopping changes nothing.
 */
export function serve(app: express.Express, { port, host, onListening }: ServeOptions) {
  const server = app.listen(port, host, onListening);
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= shutdown(server).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  return server;
}

async function shutdown(server: Server) {
  markStopping();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() only ends the connections idle at that moment; a kept-alive one whose request finishes later
  // becomes idle then, so idle ones are ended until every connection is gone.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
  await Promise.race([closed, deadline]);
  clearInterval(sweep);
  server.closeAllConnections();
  await stopBackground();
}
