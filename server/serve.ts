import net from "node:net";
import type { Server, ServerResponse } from "node:http";
import type express from "express";
import { getConfig } from "~/utils/config.server";
import { closeBoardStreams } from "./board-events";
import { stopBackground } from "./boot";
import { markStopping } from "./health";

/** Once the server stops accepting, the requests under way get this long to finish; then their connections are cut. */
export const DRAIN_MS = 10_000;

type ServeOptions = { port: number; host: string; onListening?: () => void };

/**
 * Listens, and on SIGTERM or SIGINT stops as a load balancer expects: /readyz says 503 at once, while the
 * server goes on accepting and answering for SHUTDOWN_GRACE_MS (default 5 s), the time a balancer takes to
 * notice and send its traffic elsewhere. Connections that reached the machine meanwhile (many may wait in the
 * kernel's queue while a busy process renders pages) are taken and answered, not reset: once none is left
 * waiting (at most DRAIN_MS more), it stops accepting, the requests in flight finish (up to DRAIN_MS), the mail sender and scheduled jobs finish the
 * job under way, the database is closed, and the process exits 0. A second signal while stopping changes nothing.
 */
export function serve(app: express.Express, { port, host, onListening }: ServeOptions) {
  const server = app.listen(port, host, onListening);
  const responses = new Set<ServerResponse>();
  let stopped: Promise<void> | null = null;
  // Before the app's own listener: a request answered at once (a board stream refused while stopping) has
  // sent its headers by the time a later listener runs, and setting one then throws and ends the process.
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (stopped) res.setHeader("Connection", "close");
    responses.add(res);
    res.once("close", () => responses.delete(res));
  });
  const stop = () => {
    stopped ??= shutdown(server, responses).then(
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
 * No connection is cut while its client may be sending on it. http's close() would end every kept-alive
 * connection idle at that moment, just as a client (a balancer reusing it) may be sending the next request,
 * which it would then see reset; so would ending idle ones any later. So only the listening socket closes,
 * every answer from now on says `Connection: close`, and an idle connection ends at its keep-alive timeout
 * (5 s), which clients know from the Keep-Alive header and stay clear of.
 */
async function shutdown(server: Server, responses: Set<ServerResponse>) {
  markStopping();
  closeBoardStreams();
  for (const res of responses) if (!res.headersSent) res.setHeader("Connection", "close");
  await new Promise((resolve) => setTimeout(resolve, getConfig().shutdownGraceMs));
  await takeQueuedConnections(server, Date.now() + DRAIN_MS);
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  await Promise.race([closed, deadline]);
  server.closeAllConnections();
  await stopBackground();
}

/**
 * Node takes one waiting connection from the kernel's queue per turn of its event loop, and a busy server's
 * turn may last a tenth of a second or more (pages rendering): 50 connections that arrived together can wait
 * there for seconds, and closing the listening socket would reset every one of them. So the socket stays open
 * while turns keep finding a connection waiting, and closes after the first turn that finds none (or at
 * `until`, should new ones never stop coming).
 */
async function takeQueuedConnections(server: Server, until: number) {
  let taken = 0;
  const count = () => taken++;
  server.on("connection", count);
  try {
    let before: number;
    do {
      before = taken;
      // An immediate runs after the turn's poll phase, where a waiting connection would have been taken.
      await new Promise((resolve) => setImmediate(resolve));
    } while (taken !== before && Date.now() < until);
  } finally {
    server.off("connection", count);
  }
}
