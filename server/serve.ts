import net from "node:net";
import type { Server, ServerResponse } from "node:http";
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
  const inFlight = new Set<ServerResponse>();
  let stopped: Promise<void> | null = null;
  server.on("request", (_req, res: ServerResponse) => {
    if (stopped) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });
  const stop = () => {
    stopped ??= shutdown(server, inFlight).then(
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

/**
 * No connection is cut while a client may be sending on it: http's close() would also end every kept-alive
 * connection idle at that moment, just as a client (a balancer reusing it) may be sending the next request,
 * which it would then see reset. So only the listening socket closes; every answer from now on says
 * `Connection: close`, and a connection that stays idle ends at its keep-alive timeout.
 */
async function shutdown(server: Server, inFlight: Set<ServerResponse>) {
  markStopping();
  for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
  await Promise.race([closed, deadline]);
  server.closeAllConnections();
  await stopBackground();
}
