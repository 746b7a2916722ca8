import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { parse as parseCookies } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { pagesVersion } from "~/models/operations/content-version.server";
import { ROUTES, type RouteFacts } from "~/route-manifest";
import type { DB } from "~/utils/db.server";
import { hashInlineScripts, policyWithHashes } from "./inline-script-hashes";
import { singleFlightRead } from "./single-flight-read";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The addresses a route answers, as a pattern: each parameter stands for one path segment. */
const addressPattern = (route: RouteFacts) =>
  `/${route.path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)))
    .join("/")}`;

/**
 * The public pages a visitor without a session may be given from the cache: the route manifest's public pages,
 * which show the same to everyone. Never a `.data` request.
 */
const PUBLIC_PAGE = new RegExp(
  `^(?:${ROUTES.filter((route) => route.publicPage)
    .map(addressPattern)
    .join("|")})$`,
);

/** The one cookie a public page reads: it is part of the key. */
const THEME_COOKIE = "theme";
/** Cookies no public page reads (the sign-in throttle's device tokens). Any other cookie, the session's first of all, passes the cache by. */
const UNREAD_COOKIES = new Set(["museum_device", "__Host-museum_device"]);
/** Longer addresses are somebody's experiment, not a page people share: rendered, not kept. */
const MAX_URL_LENGTH = 512;

/**
 * Pages show the clock (open now, today's events, an announcement's window): a kept page lives at most this
 * long, the spec's own refresh of the hours. After hydration the browser recalculates them anyway.
 */
export const PAGE_MAX_AGE_MS = 60_000;

type Encoded = { identity: Buffer; gzip: Buffer; br: Buffer };
type Entry = Encoded & { version: number; expiresAt: number; etag: string; headers: [string, string][]; size: number };
type Ticket = { key: string; version: number; startedAt: number; settle: (entry: Entry | null) => void };

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * The key of a request the cache may answer, or null. A GET or HEAD of a public page, by someone with no
 * cookie but the theme's (no session, no per-visitor value), keyed by the address and the theme.
 */
export function pageCacheKey(req: Request) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (!PUBLIC_PAGE.test(req.path) || req.originalUrl.length > MAX_URL_LENGTH) return null;
  const cookies = parseCookies(req.get("cookie") ?? "");
  if (Object.keys(cookies).some((name) => name !== THEME_COOKIE && !UNREAD_COOKIES.has(name))) return null;
  return `${cookies[THEME_COOKIE] ?? ""}\n${req.originalUrl}`;
}

/** Strong-enough validator: the same bytes always give the same tag, on every server. */
function etagOf(body: Buffer) {
  return `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

function matchesEtag(req: Request, etag: string) {
  const header = req.get("if-none-match");
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Headers that belong to one response or that the cache sets itself. */
const NOT_KEPT = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
  "vary",
  "x-page-cache",
]);

export type PageCacheOptions = {
  db: () => DB;
  /** Upper bound of the kept pages' bytes (all encodings), least recently used first out. */
  maxBytes: number;
  now?: () => number;
};

/**
 * Rendered public pages for visitors without a session, kept in this process's memory. A kept page
 * is answered only while the database's pages version is the one it was rendered under (every write to
 * what a public page shows raises it, on any server: migrations/page-version.ts) and it is younger than
 * PAGE_MAX_AGE_MS. The version is read for every answer, one read at a time per server, each read serving
 * every request that arrived before it began. Misses of one page at once wait for one rendering.
 *
 * `serve` goes in front of the page headers' middleware; `store` is called by the page handler with React
 * Router's answer to a request `serve` let through.
 */
export class PageCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly rendering = new Map<string, { version: number; done: Promise<Entry | null> }>();
  private readonly readVersion: () => Promise<number>;
  private readonly now: () => number;

  constructor(options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    // A page larger than the whole allowance is not kept at all.
    this.entries = new LRUCache({ maxSize: options.maxBytes, sizeCalculation: (entry) => entry.size });
    this.readVersion = singleFlightRead(() => pagesVersion(options.db()));
  }

  /** The kept pages' bytes, every encoding counted (for tests and the bench). */
  get keptBytes() {
    return this.entries.calculatedSize;
  }

  readonly serve = (req: Request, res: Response, next: NextFunction) => {
    const key = pageCacheKey(req);
    if (!key) return next();
    this.lookUp(key, req, res).then(
      (entry) => (entry ? send(entry, req, res, "hit") : next()),
      () => next(), // the version could not be read: render, as without a cache
    );
  };

  private async lookUp(key: string, req: Request, res: Response) {
    const version = await this.readVersion();
    const entry = this.entries.get(key);
    if (entry && entry.version === version && this.now() < entry.expiresAt) return entry;
    if (entry) this.entries.delete(key);
    const pending = this.rendering.get(key);
    if (pending && pending.version === version) return pending.done;
    if (req.method === "GET") this.issueTicket(key, version, res);
    return null;
  }

  private issueTicket(key: string, version: number, res: Response) {
    let settle!: (entry: Entry | null) => void;
    const done = new Promise<Entry | null>((resolve) => (settle = resolve));
    this.rendering.set(key, { version, done });
    const ticket: Ticket = {
      key,
      version,
      startedAt: this.now(),
      settle: (entry) => {
        if (this.rendering.get(key)?.done === done) this.rendering.delete(key);
        settle(entry);
      },
    };
    res.locals.pageCacheTicket = ticket;
    // Whatever becomes of the request (an error, a middleware's answer), whoever waits on it goes on.
    res.once("close", () => ticket.settle(null));
  }

  /**
   * Keeps and sends React Router's answer when it is a page for everyone (200, HTML, no cookie set, no
   * cache rule of its own); returns false, having read nothing, when the caller must send it itself.
   */
  async store(req: Request, res: Response, response: globalThis.Response) {
    const ticket = res.locals.pageCacheTicket as Ticket | undefined;
    if (!ticket) return false;
    const nonce = String(res.locals.cspNonce ?? "");
    if (!isForEveryone(res, response) || !nonce) {
      ticket.settle(null);
      return false;
    }
    const html = await response.text();
    const entry = await this.entryOf(html, nonce, res, response, ticket);
    if (!entry) {
      ticket.settle(null);
      res.status(response.status).set(Object.fromEntries(response.headers)).send(html);
      return true;
    }
    if (this.now() < entry.expiresAt) this.entries.set(ticket.key, entry);
    ticket.settle(entry);
    send(entry, req, res, "miss");
    return true;
  }

  private async entryOf(html: string, nonce: string, res: Response, response: globalThis.Response, ticket: Ticket) {
    const pinned = hashInlineScripts(html, nonce);
    if (!pinned) return null;
    const headers = new Map<string, string>();
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined) headers.set(name.toLowerCase(), [value].flat().join(", "));
    }
    for (const [name, value] of response.headers) headers.set(name.toLowerCase(), value);
    const policy = headers.get("content-security-policy");
    if (policy) {
      const hashed = policyWithHashes(policy, nonce, pinned.hashes);
      if (!hashed) return null;
      headers.set("content-security-policy", hashed);
    }
    // The rule server/security.ts's cacheControl gives every visitor's page: kept by the browser, asked again each time.
    if (!headers.has("cache-control")) headers.set("cache-control", "private, no-cache");
    for (const name of NOT_KEPT) headers.delete(name);
    const identity = Buffer.from(pinned.html);
    const [gz, br] = await Promise.all([
      gzip(identity, { level: 6 }),
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    ]);
    return {
      identity,
      gzip: gz,
      br,
      version: ticket.version,
      expiresAt: ticket.startedAt + PAGE_MAX_AGE_MS,
      etag: etagOf(identity),
      headers: [...headers],
      size: identity.length + gz.length + br.length,
    } satisfies Entry;
  }
}

function isForEveryone(res: Response, response: globalThis.Response) {
  if (response.status !== 200 || !response.body) return false;
  if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return false;
  if (response.headers.has("set-cookie") || res.hasHeader("set-cookie")) return false;
  return !response.headers.has("cache-control");
}

function send(entry: Entry, req: Request, res: Response, state: "hit" | "miss") {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("X-Page-Cache", state);
  if (matchesEtag(req, entry.etag)) {
    res.removeHeader("Content-Type");
    res.status(304).end();
    return;
  }
  // Brotli first whatever order the browser lists them in: it is the smaller.
  const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : null;
  const body = encoding ? entry[encoding] : entry.identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
