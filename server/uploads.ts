import type { ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import type { NextFunction, Request, Response } from "express";
import { getFileStore } from "~/utils/file-store.server";
import { STORED_FILE_RE } from "~/utils/upload-name";

/**
 * /uploads/{name}: stored photos, streamed from the uploads store (a folder or a bucket), so pages load them
 * from our own origin whichever it is. Names change with their content, so a year's immutable cache and no
 * ETag, as for the build's hashed files. Only names storage writes are looked up: anything else is a 404
 * that never reaches the store.
 */
export function serveUploads(fileHeaders: (res: ServerResponse) => void) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!STORED_FILE_RE.test(name)) return notFound(res, fileHeaders);
    let opened;
    try {
      opened = await getFileStore().open(name);
    } catch (error) {
      return next(error);
    }
    if (!opened) return notFound(res, fileHeaders);
    fileHeaders(res);
    res.setHeader("Content-Type", "image/webp");
    res.setHeader("Content-Length", String(opened.size));
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    if (req.method === "HEAD") {
      opened.body.destroy();
      return res.end();
    }
    try {
      await pipeline(opened.body, res);
    } catch (error) {
      // A visitor who leaves mid-image closed the connection: nothing to answer or log.
      if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE")
        req.log?.warn({ err: error, path: req.path }, "an upload could not be sent whole");
    }
  };
}

function notFound(res: Response, fileHeaders: (res: ServerResponse) => void) {
  fileHeaders(res);
  res.status(404).type("text/plain").setHeader("Cache-Control", "no-store");
  res.send("Not found.");
}
