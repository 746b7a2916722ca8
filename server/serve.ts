import net, { type Socket } from "node:net";
import type { Server, ServerResponse } from "node:http";
import type express from "express";
import { stopBackground } from "./boot";
import { markStopping } from "./health";

/** Requests under way when a stop is asked for get this long to finish; then their connections are cut. */
export const DRAIN_MS = 10_000;
/** While stopping, a kept-alive connection with nothing to do for this long is ended (it would be at 5 s anyway). */
const IDLE_WHILE_STOPPING_MS = 1_000;

type ServeOptions = { port: number; host: string; onListening?: () => void };
type Connection = { busy: number; idleSince: number };

/**
 * Listens, and on SIGTERM or SIGINT stops cleanly: no new connections (and /readyz says 503), the requests in
 * flight finish (up to DRAIN_MS), the mail sender and scheduled jobs finish the job under way, the database
 * is closed, and the process exits 0. A second signal while stopping changes nothing.
 */
export function serve(app: express.Express, { port, host, onListening }: ServeOptions) {
  const server = app.listen(port, host, onListening);
  const connections = new Map<Socket, Connection>();
  const responses = new Set<ServerResponse>();
  let stopped: Promise<void> | null = null;
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req, res: ServerResponse) => {
    if (stopped) res.setHeader("Connection", "close");
    const connection = connections.get(req.socket);
    if (connection) connection.busy++;
    responses.add(res);
    res.once("close", () => {
      responses.delete(res);
      if (connection) {
        connection.busy--;
        connection.idleSince = Date.now();
      }
    });
  });
  const stop = () => {
    stopped ??= shutdown(server, connections, responses).then(
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
 * which it would then see reset. So only the listening socket closes; every answer from now on says
 * `Connection: close`; a connection idle for a second is ended, as its keep-alive timeout would end it.
 */
async function shutdown(server: Server, connections: Map<Socket, Connection>, responses: Set<ServerResponse>) {
  markStopping();
  for (const res of responses) if (!res.headersSent) res.setHeader("Connection", "close");
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  const sweep = setInterval(() => {
    const idleSince = Date.now() - IDLE_WHILE_STOPPING_MS;
    for (const [socket, connection] of connections) if (connection.busy === 0 && connection.idleSince <= idleSince) socket.destroy();
  }, 100);
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
  await Promise.race([closed, deadline]);
  clearInterval(sweep);
  server.closeAllConnections();
  await stopBackground();
}
