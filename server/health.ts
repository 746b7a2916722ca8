import crypto from "node:crypto";
import type { ServerResponse } from "node:http";
import express, { type Response } from "express";
import { getDb, migrationsCurrent } from "~/utils/db.server";
import { getFileStore } from "~/utils/file-store.server";
import { logger } from "~/utils/logger.server";

/**
 * What a load balancer or orchestrator asks, answered before anything else (no logging, no rate limit, no
 * session, no page headers): /healthz, whether the process answers at all; /readyz, whether it can serve,
 * i.e. the database answers and is fully migrated and uploads can be written, and it is not shutting down.
 * The answers name no version, path or error: why a check failed goes to the log.
 */
export const HEALTH_PATHS = ["/healthz", "/readyz"];

/** A probe every second from several balancers must not become a database query and a file write each. */
const READY_CACHE_MS = 2_000;
/** Stores take only upload-shaped names (app/utils/upload-name.ts): the probe is one, random, so it meets no photo. */
const probeName = () => `${crypto.randomBytes(16).toString("hex")}-400.webp`;

let stopping = false;
let lastCheck: { at: number; result: Promise<string | null> } | null = null;

/** From now on /readyz answers 503, so a balancer sends this server nothing new while it drains. */
export function markStopping() {
  stopping = true;
}

/** The first check that fails, or null when ready. */
async function failingCheck(): Promise<string | null> {
  try {
    if (!(await migrationsCurrent(getDb()))) return "migrations";
  } catch (error) {
    logger.warn({ err: error }, "readiness: database unreachable");
    return "database";
  }
  try {
    const store = getFileStore();
    const probe = probeName();
    await store.put(probe, Buffer.from(new Date().toISOString()), "text/plain");
    await store.remove(probe);
  } catch (error) {
    logger.warn({ err: error }, "readiness: upload storage not writable");
    return "storage";
  }
  return null;
}

function plain(res: Response, status: number, text: string) {
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(text);
}

/** `baseHeaders`: the few headers every response carries (no sniffing, no framing, HSTS). */
export function healthRoutes(baseHeaders: (res: ServerResponse) => void) {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    baseHeaders(res);
    plain(res, 200, "ok");
  });
  router.get("/readyz", async (_req, res) => {
    baseHeaders(res);
    if (stopping) return plain(res, 503, "not ready: stopping");
    const now = Date.now();
    if (!lastCheck || now - lastCheck.at > READY_CACHE_MS) lastCheck = { at: now, result: failingCheck() };
    const failing = await lastCheck.result;
    if (failing) return plain(res, 503, `not ready: ${failing}`);
    plain(res, 200, "ready");
  });
  return router;
}
