import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import type { PageCache } from "./page-cache";

type Handle = (request: globalThis.Request, loadContext: AppLoadContext) => Promise<globalThis.Response>;

/**
 * What @react-router/express's request handler does (an Express request in, React Router's Response out),
 * with one step between: a page the cache let through is offered to it before it goes out
 * (server/page-cache.ts), since the cache keeps what React Router answered.
 */
export function pageHandler(
  handle: Handle,
  loadContext: (req: Request, res: Response) => AppLoadContext,
  cache?: PageCache,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handle(webRequest(req, res), loadContext(req, res));
      if (cache && (await cache.store(req, res, response))) return;
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** As the Express adapter builds it: the host from Host (or X-Forwarded-Host behind a trusted proxy), the path as sent. */
function webRequest(req: Request, res: Response) {
  const forwardedPort = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(":")[1] : undefined;
  const port = [forwardedPort, req.get("host")?.split(":")[1]]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new globalThis.Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

async function sendResponse(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
