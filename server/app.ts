import { createRequire } from "node:module";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { rateLimit } from "express-rate-limit";
import { pinoHttp } from "pino-http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { OFFLINE_PAGE, WORKER_URL } from "~/sw/kept-screens";
import { widgetAgentId } from "~/models/chatbot/chatbot-settings.server";
import { readSignedInUser } from "~/utils/auth.server";
import { CHATBOT_WIDGET_SRC, showsChatbot } from "~/utils/chatbot-widget";
import { addressKey } from "~/utils/client-address.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import {
  cacheControl,
  chatbotCsp,
  cspNonce,
  limitRequestBodies,
  permissionsPolicy,
  rejectCrossSitePosts,
  requireFormBodies,
  securityHeaders,
  staticFileHeaders,
} from "./security";
import { boardEvents } from "./board-events";
import { DatabaseRateStore } from "./database-rate-store";
import { HEALTH_PATHS, healthRoutes } from "./health";
import { PageCache } from "./page-cache";
import { pageHandler } from "./page-handler";
import { serveUploads } from "./uploads";

export { boot, printFirstStartNotice } from "./boot";
export { serve } from "./serve";

type AppOptions = {
  /** Dev mode hands in Vite's middlewares and its on-demand server build. */
  dev?: { middlewares: express.RequestHandler; loadBuild: () => Promise<ServerBuild> };
  clientDir?: string;
};

/** Files of the client build that keep their name from build to build (docs/design.md#the-staff-app-offline). */
const REVALIDATED_FILES = new Set([WORKER_URL, OFFLINE_PAGE].map((url) => url.slice(1)));

/** Names that change with their content: cached for a year, never revalidated, so no ETag either. */
const HASHED_FILES = { immutable: true, maxAge: "1y", etag: false, lastModified: false, acceptRanges: false } as const;

export function createApp({ dev, clientDir = path.resolve("build/client") }: AppOptions = {}) {
  const config = getConfig();
  const app = express();
  const fileHeaders = staticFileHeaders(Boolean(dev));
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(
    pinoHttp({
      logger,
      autoLogging: {
        ignore: (req) =>
          /^\/(assets|uploads|favicon)/.test(req.url ?? "") || HEALTH_PATHS.includes(String(req.url).split("?")[0]),
      },
      // Only method, path and status: query strings may carry tokens, headers carry cookies.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, path: String(req.url).split("?")[0] }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    }),
  );
  app.use(healthRoutes(fileHeaders));
  // The boards' event streams go out as they are written: compression() would hold them back.
  app.use(boardEvents());
  app.use(compression());
  // React Router flushes after every streamed chunk, which restarts gzip each time (a 500-card
  // page went out at 129 KB instead of 36 KB). We do not stream deferred data, so let zlib batch.
  app.use((_req, res, next) => {
    res.flush = () => {};
    next();
  });
  // Static files come before the page headers: a CSP and its friends mean nothing on a script or an
  // image, and at about 1 KB per response they were a quarter of what a page's scripts weighed.
  if (!dev) {
    // The build wrote .br and .gz beside each script and stylesheet; compression() leaves them as they are.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { ...HASHED_FILES, setHeaders: fileHeaders },
      }),
    );
    // A script or stylesheet that is not there is a plain 404, not a page. It is also how a server whose build
    // was replaced under it answers for the old files (express-static-gzip indexed their compressed copies at
    // start and has named an encoding already): before this, React Router's answer failed on that header.
    app.use("/assets", (_req, res) => {
      res.removeHeader("Content-Encoding");
      fileHeaders(res);
      res.status(404).type("text/plain").send("Not found.");
    });
    app.use(
      express.static(clientDir, {
        maxAge: "1h",
        index: false,
        setHeaders: (res, file) => {
          fileHeaders(res);
          // The staff app's worker and its offline page are asked for again each time: a new build reaches phones.
          if (REVALIDATED_FILES.has(path.basename(file))) res.setHeader("Cache-Control", "no-cache");
        },
      }),
    );
  }
  // The chatbot widget's script, straight from its npm package: our origin, our cache rules, no CDN.
  const widgetFile = createRequire(import.meta.url).resolve("@elevenlabs/convai-widget-embed");
  app.get(CHATBOT_WIDGET_SRC, (_req, res) => {
    fileHeaders(res);
    res.sendFile(widgetFile, HASHED_FILES);
  });
  app.use("/uploads", serveUploads(fileHeaders));

  // Visitors' public pages, kept rendered (server/page-cache.ts); not in development, where the code changes under it.
  const pageCache =
    !dev && config.pageCacheBytes > 0 ? new PageCache({ db: getDb, maxBytes: config.pageCacheBytes }) : undefined;
  if (pageCache) app.use(pageCache.serve);

  app.use(cspNonce);
  app.use(chatbotCsp(widgetShownOn));
  app.use(securityHeaders(Boolean(dev)));
  app.use(permissionsPolicy);
  app.use(cacheControl);
  if (dev) app.use(dev.middlewares);

  app.use(rejectCrossSitePosts);
  app.use(limitRequestBodies);
  app.use(requireFormBodies);
  app.use(
    rateLimit({
      windowMs: 60_000,
      limit: config.rateLimitPerMinute,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      skip: (req) => req.method === "GET" || req.method === "HEAD",
      message: "Too many requests. Please wait a minute and try again.",
      // Counted in the database: the limit holds across every server sharing it.
      store: new DatabaseRateStore(getDb, "post:"),
    }),
  );

  app.all(
    "/{*splat}",
    pageHandler(
      createRequestHandler(
        dev ? dev.loadBuild : () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
        dev ? "development" : "production",
      ),
      (req, res) => ({ cspNonce: String(res.locals.cspNonce), ip: addressKey(req.ip ?? "unknown") }),
      pageCache,
    ),
  );

  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    // The request's own fault, as Express marks it (a path with a broken %-escape): answered, not logged as ours.
    const status = (err as { status?: unknown } | null)?.status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (!clientError) req.log?.error({ err }, "unhandled error");
    // Part of a page has gone out: Express's own handler ends the connection instead of leaving it hanging.
    if (res.headersSent) return next(err);
    if (clientError) return res.status(status).type("text/plain").send("Bad request.");
    res
      .status(500)
      .type("text/html")
      .send(config.isProduction ? PLAIN_ERROR_PAGE : `<pre>${escapeHtml(String((err as Error)?.stack ?? err))}</pre>`);
  });
  return app;
}

/** The page rule of the widget (showsChatbot) for a request, as the page itself will apply it. */
async function widgetShownOn(req: Request) {
  if ((await widgetAgentId(getDb())) === null || !showsChatbot(decodeURI(req.path), false)) return false;
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  return !(await readSignedInUser(new globalThis.Request(url, { headers: { cookie: req.headers.cookie ?? "" } }), {
    evenOwingPassword: true,
  }));
}

const PLAIN_ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>Something went wrong</h1><p>Sorry, this page could not be shown. Please try again in a moment.</p><p><a href="/">Return to Homepage</a></p></body></html>`;

function escapeHtml(s: string) {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);
}
