import { redirect } from "react-router";
import { managersOnly, type AccessDenial, type ManagerScreen } from "~/models/account/manager-screens";
import { CHANGE_PASSWORD_PATH } from "~/models/account/password-change.schema";
import { listActiveManagers, type SessionUser } from "~/models/account/user.server";
import { getDb } from "./db.server";
import { logger } from "./logger.server";
import { lookUpSessionUser } from "./session.server";
import { readOrNull } from "./soft-read.server";

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

/**
 * The one reader of who is signed in, for pages that show more to staff. By default the staff member a page may
 * show staff-only data to: none while the account still owes a new password. `evenOwingPassword` answers whoever
 * holds a valid session, such an account included (the layout's Sign Out, /login). A session that cannot be
 * read (the database failing) counts as none, as the spec says of a failed session check: it is logged, and the
 * page renders as for a visitor instead of failing. The guards below read the session themselves, so a staff
 * page still refuses rather than sending its user to sign in again.
 */
export async function readSignedInUser(
  request: Request,
  { evenOwingPassword = false } = {},
): Promise<SessionUser | null> {
  const user = await lookUpSessionUser(request).catch((error: unknown) => {
    logger.error({ err: error }, "session check failed: treated as signed out");
    return null;
  });
  return user && (evenOwingPassword || !user.mustChangePassword) ? user : null;
}

const here = (request: Request) => {
  const url = new URL(request.url);
  return new URLSearchParams({ redirectTo: url.pathname + url.search });
};

/** Signed in, even with a one-time password still to replace: only the password page itself asks this. */
export async function requireSignedIn(request: Request): Promise<SessionUser> {
  const user = await lookUpSessionUser(request);
  if (!user) throw redirect(`/login?${here(request)}`);
  return user;
}

/**
 * Sends a visitor to /login, remembering where they were going. An account signed in with a one-time
 * password (the first manager, a generated or manager-set password) goes to set its own first: no staff
 * page opens and no staff POST is taken until then.
 */
export async function requireStaff(request: Request): Promise<SessionUser> {
  const user = await requireSignedIn(request);
  if (user.mustChangePassword) throw redirect(`${CHANGE_PASSWORD_PATH}?${here(request)}`);
  return user;
}

/**
 * Every manager-only screen and its POSTs (docs/departures.md "One Access Denied"): a visitor goes to /login;
 * a signed-in staff member who is not a manager gets a 403 whose data names the role ('Only managers can
 * ...', from MANAGER_SCREENS) and the managers to ask, drawn as Access Denied by ErrorPage. `said` is the
 * spec's own refusal of a screen, shown first where it has one.
 */
export async function requireManager(request: Request, screen: ManagerScreen, said?: string): Promise<SessionUser> {
  const user = await requireStaff(request);
  if (user.role !== "manager") {
    const managers = (await readOrNull("the managers to ask", () => listActiveManagers(getDb()))) ?? [];
    const denial: AccessDenial = { said: said ?? null, reason: managersOnly(screen), managers };
    throw Response.json(denial, { status: 403, statusText: "Access Denied" });
  }
  return user;
}
