import crypto from "node:crypto";
import express, { type Request, type Response } from "express";
import { boardViewer } from "~/models/board/board-access.server";
import { liveBoardLinkIds } from "~/models/board/board-link.server";
import { readLobbyBoard, readWorkshopBoard } from "~/models/board/board.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { BoardHub } from "./board-hub";

/**
 * GET /board/events?board=lobby|workshop[&key=...]: the TV boards' server-sent events (issue 23). Mounted
 * ahead of compression(), which would hold the stream back. The lobby's stream is public (it says only that
 * the public board changed); the workshop's needs a staff session or a live board link, like its page.
 *
 * BOARD_POLL_MS (default 3000) and BOARD_HEARTBEAT_MS (default 20000) set the intervals; the memory tests
 * shorten them.
 */
export const BOARD_EVENTS_PATH = "/board/events";

/** The lobby's stream needs no sign-in: a cap keeps anyone from holding thousands of connections open. */
const MAX_STREAMS_PER_BOARD = 200;

const hashOf = (value: unknown) => crypto.createHash("sha256").update(JSON.stringify(value)).digest("base64url");

function hubs() {
  const common = {
    pollMs: getConfig().boardPollMs,
    heartbeatMs: getConfig().boardHeartbeatMs,
    retryMs: 3_000,
    onError: (error: unknown) => logger.warn({ err: error }, "board update check failed"),
  };
  return {
    lobby: new BoardHub({
      ...common,
      fingerprint: async () => hashOf(await readLobbyBoard(getDb(), new Date(), getConfig().timeZone)),
    }),
    workshop: new BoardHub({
      ...common,
      // Its "Updated" time is part of it: a TV whose time moves on every minute is visibly alive.
      fingerprint: async () => hashOf(await readWorkshopBoard(getDb(), new Date())),
      liveLinks: (ids) => liveBoardLinkIds(getDb(), ids),
    }),
  };
}

let current: ReturnType<typeof hubs> | null = null;
const boardHubs = () => (current ??= hubs());

/** Ends every board stream, so a server stopping is not held open by the TVs (they reconnect elsewhere). */
export function closeBoardStreams() {
  current?.lobby.closeAll();
  current?.workshop.closeAll();
}

/** Who may follow the workshop board, as its page decides: a live board link (its id), staff (null), or nobody. */
async function workshopViewer(req: Request): Promise<number | null | false> {
  const viewer = await boardViewer(
    new globalThis.Request(`http://localhost${req.originalUrl}`, { headers: { cookie: req.headers.cookie ?? "" } }),
  );
  return typeof viewer === "string" ? false : viewer.linkId;
}

export function boardEvents() {
  const router = express.Router();
  router.get(BOARD_EVENTS_PATH, async (req: Request, res: Response) => {
    const board = req.query.board === "workshop" ? "workshop" : req.query.board === "lobby" ? "lobby" : null;
    res.setHeader("Cache-Control", "no-store");
    if (!board) return void res.status(404).type("text/plain").send("Not found.");
    const hub = boardHubs()[board];
    if (hub.size >= MAX_STREAMS_PER_BOARD)
      return void res.status(503).setHeader("Retry-After", "60").type("text/plain").send("Too many boards.");
    let linkId: number | null = null;
    if (board === "workshop") {
      const viewer = await workshopViewer(req);
      if (viewer === false) return void res.status(403).type("text/plain").send("Access Denied.");
      linkId = viewer;
      // Gone while its key was checked: its close has passed, so it must not join the hub.
      if (req.socket.destroyed) return;
    }
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // nginx and its kind would otherwise hold the events back in their buffers.
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    });
    res.flushHeaders();
    const remove = hub.add(res, linkId);
    res.on("close", remove);
  });
  return router;
}
