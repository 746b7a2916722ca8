import crypto from "node:crypto";
import { createCookie } from "react-router";
import type { Flash, Toast } from "~/models/shared/undo";
import { getConfig } from "./config.server";
import { isSecureRequest } from "./session.server";

/**
 * A toast that must outlive a redirect (docs/design.md#confirmations-and-undo): a signed, short-lived cookie set
 * with the redirect and read once, by the root loader, on the next staff page, which clears it. Visitors' pages
 * never read it, and no page answered with it is kept by the page cache (its Set-Cookie, and the session
 * beside it, pass the cache by).
 */

/** Long enough for the redirect's next request on a slow phone, short enough that a stray one soon goes. */
const FLASH_SECONDS = 60;

const flashCookie = (request: Request) => {
  const secure = isSecureRequest(request);
  return createCookie(secure ? "__Host-museum_flash" : "museum_flash", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: FLASH_SECONDS,
    secrets: [getConfig().sessionSecret],
  });
};

/** The headers of a redirect that carries `toast` to the next page; none when there is nothing to say. */
export async function flashInit(request: Request, toast: Toast | null): Promise<ResponseInit | undefined> {
  if (!toast) return undefined;
  const flash: Flash = { id: crypto.randomUUID(), ...toast };
  return { headers: { "Set-Cookie": await flashCookie(request).serialize(flash) } };
}

const isToast = (value: unknown): value is Flash => {
  const v = value as Partial<Flash> | null;
  return (
    typeof v?.id === "string" &&
    typeof v.message === "string" &&
    (v.undo === undefined ||
      (typeof v.undo?.action === "string" && typeof v.undo.intent === "string" && typeof v.undo.token === "string"))
  );
};

/** The toast the request carries (signed by us, or none) and the Set-Cookie that clears it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; init?: ResponseInit }> {
  const cookie = flashCookie(request);
  const header = request.headers.get("cookie");
  if (!header?.includes(cookie.name)) return { flash: null };
  const value: unknown = await cookie.parse(header);
  const init = { headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) } };
  return { flash: isToast(value) ? value : null, init };
}
