import crypto from "node:crypto";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { parse, parseSetCookie } from "cookie";
import { PLAYS_API_PATH, PLAYS_BODY_LIMIT } from "~/models/maintenance/counter-key";
import { CHATBOT_CONNECT_SRC } from "~/utils/chatbot-widget";
import { getConfig } from "~/utils/config.server";
import { SESSION_COOKIE_NAMES } from "~/utils/session.server";

export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
}

/**
 * Lets the page talk to the chatbot provider only while the widget is on (enabled, with an agent id) and
 * this page shows it (a visitor's public page: showsChatbot); otherwise the policy names no provider at
 * all. A failure to read the settings or the session counts as off.
 */
export function chatbotCsp(widgetOn: (req: Request) => Promise<boolean>) {
  return (req: Request, res: Response, next: NextFunction) => {
    widgetOn(req).then(
      (on) => {
        res.locals.chatbotConnect = on ? CHATBOT_CONNECT_SRC.join(" ") : "";
        next();
      },
      () => {
        res.locals.chatbotConnect = "";
        next();
      },
    );
  };
}

/**
 * HSTS goes out on every production response, over HTTP too: a browser ignores it there (RFC 6797 8.1)
 * and obeys it over HTTPS, also behind a TLS proxy that the server cannot see (TRUST_PROXY unset).
 * ASVS 3.4.1 asks for a year at least, subdomains included.
 */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const HSTS = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

/** Stored images under an http:// STORAGE_PUBLIC_URL (a MinIO on the local network) need naming; https: is allowed anyway. */
function plainHttpImageOrigin() {
  const base = getConfig().storagePublicUrl;
  return base?.startsWith("http:") ? [new URL(base).origin] : [];
}

/** Strict CSP with a per-request nonce; dev mode needs Vite's inline HMR client, so it is off there. */
export function securityHeaders(isDev: boolean) {
  return helmet({
    contentSecurityPolicy: isDev
      ? false
      : {
          useDefaults: true,
          directives: {
            "default-src": ["'self'"],
            // ASVS 3.4.3: no <base> may point our relative URLs elsewhere; the site never writes one.
            "base-uri": ["'none'"],
            // No CDN such as unpkg: it would let any npm package's file run here.
            "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
            "style-src": ["'self'", "'unsafe-inline'"],
            // Product pictures may be a supplier's https address (Admin Shop's image URL).
            "img-src": ["'self'", "data:", "blob:", "https:", ...plainHttpImageOrigin()],
            // The chatbot provider's origins, only while its widget is on (chatbotCsp).
            "connect-src": ["'self'", (_req, res) => String((res as Response).locals.chatbotConnect ?? "")],
            "frame-src": ["'self'", "https://www.google.com"],
            "media-src": ["'self'", "blob:", "data:"],
            // The game form compresses photos in a worker the library starts from a blob: URL (it then loads
            // its own script from our assets with importScripts, which script-src 'self' allows).
            "worker-src": ["'self'", "blob:"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'none'"],
            "upgrade-insecure-requests": null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // no-referrer makes Chromium send `Origin: null` on same-origin form posts, which the CSRF checks must refuse.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Says what frame-ancestors 'none' says, to browsers that only read the older header.
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: isDev ? false : { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  });
}

/**
 * Scripts, stylesheets and images skip the page headers (the CSP alone was a quarter of what a page's
 * scripts weighed), but keep the few that apply to every response: no sniffing, same-origin use only,
 * HSTS, and no framing (ASVS 3.4.6; a frame-ancestors-only policy restricts nothing else, not even a worker).
 */
export function staticFileHeaders(isDev: boolean) {
  return (res: ServerResponse) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Content-Security-Policy", "frame-ancestors 'none'");
    if (!isDev) res.setHeader("Strict-Transport-Security", HSTS);
  };
}

/**
 * Powerful browser features the site never uses stay off for it and anything it embeds; the microphone is
 * kept for our own pages (the chatbot's voice widget).
 */
export const PERMISSIONS_POLICY =
  "camera=(), geolocation=(), microphone=(self), payment=(), usb=(), serial=(), bluetooth=()";

export function permissionsPolicy(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
}

/** Every form fits many times over, multipart or not: a sign-in, a message, a game's text. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** Only the game form's photo uploads (staff only) may be larger; the route itself then holds each photo to 15 MB. */
export const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024;
export const UPLOAD_PATH = "/game-images";
/** The collection import (managers only) posts a CSV of up to 5 MB, which the route holds to that size itself. */
export const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;
export const IMPORT_PATHS = ["/admin/collection", "/admin/collection.data"];

const bodyLimit = (path: string) =>
  path === UPLOAD_PATH
    ? UPLOAD_BODY_LIMIT
    : IMPORT_PATHS.includes(path)
      ? IMPORT_BODY_LIMIT
      : path === PLAYS_API_PATH
        ? PLAYS_BODY_LIMIT
        : FORM_BODY_LIMIT;

/**
 * Bodies are read whole into memory by the forms' handlers, so their size is settled before any is read:
 * Node stops reading at Content-Length, so a declared length within the cap is a body within the cap.
 * The cap goes by the address, never by the content type the sender chose: a multipart body to /login
 * is held to 64 KB like any other. Browsers always declare the length for a form; a body without one
 * (chunked) is refused.
 */
export function limitRequestBodies(req: Request, res: Response, next: NextFunction) {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  const declared = req.get("content-length");
  if (declared === undefined) {
    if (req.get("transfer-encoding"))
      return res
        .set("Connection", "close")
        .status(411)
        .type("text/plain")
        .send("Please send the form again: its length was not given.");
    return next();
  }
  const length = Number(declared);
  const limit = bodyLimit(req.path);
  if (!Number.isSafeInteger(length) || length < 0) return res.status(400).type("text/plain").send("Bad request.");
  if (length > limit) {
    // The connection closes after this answer, so the rest of the body is never read.
    res.set("Connection", "close");
    return res.status(413).type("text/plain").send("This form is too large to send. Please shorten it and try again.");
  }
  next();
}

/**
 * A form arrives as application/x-www-form-urlencoded or multipart/form-data (with its boundary), and the
 * forms' request.formData() can read nothing else: any other body (JSON but to the play counters' endpoint, text, none at all) is refused
 * with 415 before a route sees it, instead of failing inside the route (ASVS 4.0 13.1.5).
 */
export function requireFormBodies(req: Request, res: Response, next: NextFunction) {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  const type = req.get("content-type") ?? "";
  if (/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type) || /^multipart\/form-data\s*;.*\bboundary=/i.test(type))
    return next();
  // A play counter may post its reading as JSON; that endpoint reads and checks the body itself.
  if (req.path === PLAYS_API_PATH && /^application\/json\s*(;|$)/i.test(type)) return next();
  res
    .status(415)
    .type("text/plain")
    .send("Please send the form again from its page: it arrived in a form the site cannot read.");
}

/**
 * Refuses state-changing requests sent from another site. Session cookies are
 * SameSite=Lax already; this also covers browsers and proxies that drop it.
 */
export function rejectCrossSitePosts(req: Request, res: Response, next: NextFunction) {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite === "same-origin") return next();
  if (fetchSite === "cross-site" || fetchSite === "same-site") return refuse(res);
  // Browsers without Sec-Fetch-Site: fall back to the Origin header.
  const origin = req.get("origin");
  if (origin && origin !== "null") {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return refuse(res);
    }
    if (originHost !== req.get("host")) return refuse(res);
  } else if (origin === "null") {
    return refuse(res);
  }
  next();
}

function refuse(res: Response) {
  res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
}

const STAFF_PATHS = /^\/(admin|add|edit|repairs|qr-codes|login|reset-password|logout)(\/|\.data|$)/;

/**
 * Every page is drawn for its visitor (the theme cookie, the signed-in header), so no shared cache may keep
 * one: a dynamic answer is private and revalidated unless its route says otherwise (robots.txt, sitemap.xml).
 * Staff pages, anything sent to a signed-in browser and any answer that sets the session cookie are never
 * stored at all, so Back after sign-out shows no admin page. Settled as the headers go out, after the route
 * has added its own, so exactly one Cache-Control leaves and the strictest wins.
 */
export function cacheControl(req: Request, res: Response, next: NextFunction) {
  const cookies = parse(req.get("cookie") ?? "");
  const signedIn = STAFF_PATHS.test(req.path) || SESSION_COOKIE_NAMES.some((name) => cookies[name] !== undefined);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const setsSession = [res.getHeader("set-cookie") ?? []]
      .flat()
      .some((c) => SESSION_COOKIE_NAMES.includes(parseSetCookie(String(c)).name));
    if (signedIn || setsSession) res.setHeader("Cache-Control", "no-store, private");
    else if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-cache");
    return writeHead(...args);
  }) as Response["writeHead"];
  next();
}
