import { redirect } from "react-router";
import type { PublicUser } from "~/models/user.server";
import { getSessionUser } from "./session.server";

/** Any origin of ours would do: a target is kept only if it resolves to this same origin. */
const OWN_ORIGIN = "https://replay-museum.invalid";
/**
 * Browsers drop tabs and newlines anywhere in a URL and read a backslash as a slash, so `/\t/evil.com` and
 * `/\\evil.com` leave the site; a newline would also break the Location header. Such targets are refused whole.
 */
function hasUnsafeCharacter(target: string) {
  for (let i = 0; i < target.length; i++) {
    const code = target.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

/**
 * A same-origin path to go to after signing in, or `fallback` for anything that could leave the site, so the
 * login page cannot be used to bounce a visitor elsewhere.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin") {
  if (!to || typeof to !== "string" || to.length > 2000) return fallback;
  if (hasUnsafeCharacter(to) || !to.startsWith("/") || to.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(to, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN) return fallback;
  const target = url.pathname + url.search + url.hash;
  // The parser may have turned something odd into a second leading slash; a protocol-relative path leaves the site.
  return target.startsWith("//") ? fallback : target;
}

export const getUser = (request: Request) => getSessionUser(request);

/** Sends a visitor to /login, remembering where they were going. */
export async function requireStaff(request: Request): Promise<PublicUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    const params = new URLSearchParams({ redirectTo: url.pathname + url.search });
    throw redirect(`/login?${params}`);
  }
  return user;
}

/** A signed-in staff member who is not a manager gets a 403, drawn as Access Denied. */
export async function requireManager(request: Request, deniedMessage = "You don't have permission to view this page."): Promise<PublicUser> {
  const user = await requireStaff(request);
  if (user.role !== "manager") {
    throw new Response(deniedMessage, { status: 403, statusText: "Access Denied" });
  }
  return user;
}
