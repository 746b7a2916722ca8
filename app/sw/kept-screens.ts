/**
 * What the staff app's service worker (app/sw/sw.ts) keeps on a phone, as plain rules without the worker's
 * globals, so the unit tests read the list the worker obeys (docs/design.md#the-staff-app-offline).
 */

/** The worker's address: at the root, so its scope is the whole site. */
export const WORKER_URL = "/sw.js";

/** The page the worker answers with when a screen was never opened on this phone and the network is gone. */
export const OFFLINE_PAGE = "/offline.html";

/** Screens last opened (documents and React Router's `.data`): they hold visitors' names and contacts. */
export const SCREENS_CACHE = "staff-screens";
/** Pictures those screens showed. */
export const IMAGES_CACHE = "staff-images";
/** React Router's answers naming the routes behind the links a page shows (its route discovery, `/__manifest`). */
export const ROUTES_CACHE = "staff-routes";

/** Where React Router asks which routes the links of a page lead to, before it follows one. */
const ROUTE_DISCOVERY = "/__manifest";

/**
 * The screens kept, as the route manifest (app/route-manifest.ts) writes their paths; `query` names a parameter
 * the address must carry (a QR report page is a machine's only with its game).
 */
export const KEPT_SCREENS: readonly { path: string; query?: string }[] = [
  // The staff home the bottom bar's first tab leads to, and the Admin Dashboard a sign-in lands on.
  { path: "repairs" },
  { path: "admin" },
  { path: "repairs/:id" },
  { path: "repairs/new", query: "gameId" },
  { path: "repairs/log" },
  // The Parts screen: a part marked Ordered or Received on the floor is kept like the thread's changes.
  { path: "repairs/parts" },
  { path: "game/:slug" },
  { path: "report-issue", query: "gameId" },
  { path: "maintenance" },
  { path: "maintenance/cycles/:taskId/:gameId" },
  { path: "maintenance/machines/:gameId" },
];

/** Never kept or answered from a cache, whatever the list above says: signing in and out, the API, TV boards. */
const NEVER = /^\/(login|logout|api|board)(\/|\.data$|$)/;

/** React Router asks for a screen's data at its address plus `.data` (the home page's is `/_root.data`). */
const DATA_SUFFIX = /\.data$/;

/**
 * What fills a parameter: a game's slug, else a row's number. A number only, so that /repairs/parts (a screen of
 * its own, which React Router ranks before /repairs/:id) is not taken for a repair.
 */
const valueOf = (parameter: string) => (parameter === ":slug" ? /^[\w.~-]+$/ : /^\d+$/);

function matchesPath(pattern: string, pathname: string) {
  const wanted = pattern.split("/");
  const given = pathname.replace(/^\//, "").replace(/\/$/, "").split("/");
  return (
    wanted.length === given.length &&
    wanted.every((part, i) => (part.startsWith(":") ? valueOf(part).test(given[i]) : part === given[i]))
  );
}

export type CachingRule = "screen" | "image" | "routes";

/**
 * How the worker treats a request of this page's origin: a kept screen or React Router's route discovery (network
 * first, then the copy), a picture (the copy first: its address changes with its content), or not at all (null:
 * straight to the network, never stored). Scripts and stylesheets are the precache's.
 */
export function cachingRuleFor(url: URL, method: string, origin: string): CachingRule | null {
  if (method !== "GET" || url.origin !== origin) return null;
  if (NEVER.test(url.pathname)) return null;
  if (url.pathname.startsWith("/uploads/")) return "image";
  if (url.pathname === ROUTE_DISCOVERY) return "routes";
  const pathname = url.pathname.replace(DATA_SUFFIX, "");
  const kept = KEPT_SCREENS.some(
    (screen) => matchesPath(screen.path, pathname) && (!screen.query || url.searchParams.get(screen.query)),
  );
  return kept ? "screen" : null;
}

/** React Router's data request of a page (not signing in or out, not the API or a board): the worker sees it through. */
export function isPageData(url: URL, method: string, origin: string) {
  return method === "GET" && url.origin === origin && DATA_SUFFIX.test(url.pathname) && !NEVER.test(url.pathname);
}

/** React Router's route discovery: without an answer, React Router may load the tapped address as a document. */
export const isRouteDiscovery = (url: URL) => url.pathname === ROUTE_DISCOVERY;

/**
 * A route discovery of the asking page's own address (and its parents): React Router asks before a form posts to
 * the page it is on, when the page's route has a parameter. The page was drawn with that route, so there is
 * nothing new to learn; answered "load as a document" instead, React Router would reload the page mid-post.
 */
export function discoversItself(discovery: URL, asking: URL | null) {
  if (!asking || !isRouteDiscovery(discovery)) return false;
  const own = asking.pathname.replace(/\/$/, "");
  const paths = (discovery.searchParams.get("paths") ?? "").split(",").filter(Boolean);
  return (
    paths.length > 0 &&
    paths.includes(own) &&
    paths.every((path) => path === "/" || path === own || own.startsWith(`${path}/`))
  );
}

/**
 * A page's data that could not be had, from the network or a copy. When it is another page's than the one asking (a
 * tap on a link while offline), the address of that page's document, which the worker can answer (with its copy,
 * or the offline page); null for the asking page's own revalidation, which must never reload a page mid-form.
 */
export function documentInsteadOf(data: URL, asking: URL | null) {
  if (!asking || !DATA_SUFFIX.test(data.pathname)) return null;
  const address = screenAddress(data);
  return address === screenAddress(asking) ? null : address;
}

/**
 * The screen a document or a data request is for, as one text for the worker and the page alike: the address
 * without `.data` and React Router's `_routes` (the home page's data is `/_root.data`).
 */
export function screenAddress(url: URL) {
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(DATA_SUFFIX, "");
  const query = new URLSearchParams(url.search);
  query.delete("_routes");
  return `${pathname}${query.size ? `?${query}` : ""}`;
}

/** Signing out, or a new sign-in on this phone: the screens kept for the last staff member must go. */
export function endsStaffSession(url: URL, method: string, origin: string) {
  if (url.origin !== origin) return false;
  const pathname = url.pathname.replace(DATA_SUFFIX, "");
  return pathname === "/logout" || (pathname === "/login" && method === "POST");
}

export type Answer = { status: number; type: string; redirected: boolean; cacheControl: string | null };

/**
 * A screen's answer is kept only when it is the screen itself for a signed-in staff member: a 200 of our own
 * origin that was not redirected (the sign-in page, a moved repair) and that the server marked `no-store`, as it
 * marks every answer to a browser with a session (server/security.ts, cacheControl). A visitor's copy of a game
 * page, an error, React Router's redirect (a 202) and an opaque redirect are not.
 */
export function isKeptAnswer({ status, type, redirected, cacheControl }: Answer) {
  return status === 200 && type === "basic" && !redirected && /\bno-store\b/.test(cacheControl ?? "");
}
