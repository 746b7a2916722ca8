import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, vi } from "vitest";
import { storeImage } from "~/utils/storage.server";
import { routeArgs } from "./actions";

/** What the Trash suites (games and repairs) share: their own uploads folder, stored photos and route calls. */

export const DAY = 24 * 60 * 60 * 1000;

/** The suite's own DATA_DIR: the purge removes image files, and only this suite's. */
export function withOwnDataDir(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  beforeAll(() => {
    vi.stubEnv("DATA_DIR", dataDir);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/** A small photo stored as an upload is (all its sizes), in a colour of the suite's choosing. */
export async function storedPhoto(background: string) {
  return storeImage(
    await sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );
}

/** The Response a loader or action threw (a redirect, a 403, a 404). */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

/** A route's arguments (routeArgs) with the URL's parameters, e.g. { id: "3" } for /repairs/:id. */
export const withParams = (
  url: string,
  cookie: string,
  params: Record<string, string>,
  fields?: Record<string, string>,
) => ({ ...(routeArgs(url, cookie, fields) as object), params }) as never;
