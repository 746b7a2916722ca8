import crypto from "node:crypto";
import express, { type Request, type Response } from "express";
import { boardViewer } from "~/models/board/board-access.server";
import { BOARD_KEY_PARAM } from "~/models/board/board-link";
import { boardLinkForToken, liveBoardLinkIds } from "~/models/board/board-link.server";
import { readLobbyBoard, readWorkshopBoard } from "~/models/board/board.server";
import { addressKey } from "~/utils/client-address.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { BoardHub, type StreamHolder } from "./board-hub";

/**
 * GET /board/events?board=lobby|workshop[&key=...]: the TV boards' server-sent events. Mounted
 * ahead of compression(), which would hold the stream back. The lobby's stream is public (it says only that
 * the public board changed); the workshop's needs a staff session or a live board link, like its page.
 *
 * BOARD_POLL_MS (default 3000), BOARD_HEARTBEAT_MS (default 20000) and BOARD_STREAM_MAX_MS (default 15
 * minutes, the longest a stream stays open before its TV reconnects) set the intervals; the tests shorten them.
 */
export const BOARD_EVENTS_PATH = "/board/events";

/**
 * The lobby's stream needs no sign-in, so caps keep anyone from holding the server's connections: so many
 * streams per board without a board link, and of those so many per address, so one address cannot take
 * them all. A board link's streams (the museum's own TVs: /board?key=... and the workshop's) have places of
 * their own, which nobody without a link can take.
 */
export const MAX_OPEN_STREAMS = 200;
export const MAX_STREAMS_PER_ADDRESS = 10;
export const MAX_LINKED_STREAMS = 50;

const hashOf = (value: unknown) => crypto.createHash("sha256").update(JSON.stringify(value)).digest("base64url");

function hubs() {
  const common = {
    pollMs: getConfig().boardPollMs,
    heartbeatMs: getConfig().boardHeartbeatMs,
    maxAgeMs: getConfig().boardStreamMaxMs,
    retryMs: 3_000,
    liveLinks: (ids: number[]) => liveBoardLinkIds(getDb(), ids),
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

/** Who follows the workshop board, as its page decides: a live board link, staff, or nobody (false). */
async function workshopHolder(req: Request): Promise<StreamHolder | false> {
  const viewer = await boardViewer(
    new globalThis.Request(`http://localhost${req.originalUrl}`, { headers: { cookie: req.headers.cookie ?? "" } }),
  );
  return typeof viewer === "string" ? false : { linkId: viewer.linkId, address: null };
}

/** Who follows the lobby board: a TV with a live board link, or anyone else, counted by address. */
async function lobbyHolder(req: Request): Promise<StreamHolder> {
  const key = req.query[BOARD_KEY_PARAM];
  const link = typeof key === "string" ? await boardLinkForToken(getDb(), key) : null;
  return link && link !== "expired"
    ? { linkId: link.id, address: null }
    : { linkId: null, address: addressKey(req.ip ?? "unknown") };
}

/** Why a new stream must wait (its answer's status and text), or null when it has a place. */
function noPlaceFor(hub: BoardHub, holder: StreamHolder): [number, string] | null {
  const linked = hub.heldBy("links");
  if (holder.linkId !== null) return linked >= MAX_LINKED_STREAMS ? [503, "Too many boards."] : null;
  if (hub.size - linked >= MAX_OPEN_STREAMS) return [503, "Too many boards."];
  if (holder.address !== null && hub.heldBy(holder.address) >= MAX_STREAMS_PER_ADDRESS)
    return [429, "Too many boards from this address."];
  return null;
}

export function boardEvents() {
  const router = express.Router();
  router.get(BOARD_EVENTS_PATH, async (req: Request, res: Response) => {
    const board = req.query.board === "workshop" ? "workshop" : req.query.board === "lobby" ? "lobby" : null;
    res.setHeader("Cache-Control", "no-store");
    if (!board) return void res.status(404).type("text/plain").send("Not found.");
    const hub = boardHubs()[board];
    const holder = board === "workshop" ? await workshopHolder(req) : await lobbyHolder(req);
    if (holder === false) return void res.status(403).type("text/plain").send("Access Denied.");
    // Gone while its key was checked: its close has passed, so it must not join the hub.
    if (req.socket.destroyed) return;
    const refused = noPlaceFor(hub, holder);
    if (refused) return void res.status(refused[0]).setHeader("Retry-After", "60").type("text/plain").send(refused[1]);
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // nginx and its kind would otherwise hold the events back in their buffers.
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    });
    res.flushHeaders();
    const remove = hub.add(res, holder);
    res.on("close", remove);
  });
  return router;
}
