import {
  CacheExpiration,
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from "serwist";
import {
  IMAGES_CACHE,
  OFFLINE_PAGE,
  ROUTES_CACHE,
  SCREENS_CACHE,
  cachingRuleFor,
  discoversItself,
  documentInsteadOf,
  endsStaffSession,
  isKeptAnswer,
  isPageData,
  isRouteDiscovery,
  type CachingRule,
} from "./kept-screens";
import { sendFloorPost } from "./send-floor-post";
import { answerScreenQuestions, tellsWhenCopy, type PageClients } from "./tell-copies";
import { isFloorPost } from "./unsent-posts";

/**
 * The staff app's service worker (docs/design.md#the-staff-app-offline): the client build's code precached, the screens a
 * staff member last opened kept network first (telling the page when its screen came from the copy), and an offline
 * page for the rest. It never queues a form: a floor form's post goes to the network, and when that fails the
 * page's queue keeps it (send-floor-post.ts).
 */

type FetchEventLike = Event & { request: Request; waitUntil(promise: Promise<unknown>): void };
declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  clients: PageClients;
  addEventListener(type: "fetch", listener: (event: FetchEventLike) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

const DAY_SECONDS = 24 * 60 * 60;
/** After this long without an answer a screen comes from its copy: a cabinet's dead spot is no wait at all. */
const NETWORK_TIMEOUT_SECONDS = 3;

/** How many of each are kept and for how long: the oldest go first. */
const KEEP = {
  [SCREENS_CACHE]: { maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS },
  [IMAGES_CACHE]: { maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS },
  [ROUTES_CACHE]: { maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS },
};

/**
 * Counts the sign-outs and sign-ins this worker has seen. An answer asked for before one (a screen's revalidation
 * still on its way when the staff member signed out) belongs to the staff member who left, and is not kept.
 */
let generation = 0;

const sameStaffMember: SerwistPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.generation = generation;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => (state?.generation === generation ? response : null),
};

const onlyStaffScreens: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    isKeptAnswer({
      status: response.status,
      type: response.type,
      redirected: response.redirected,
      cacheControl: response.headers.get("Cache-Control"),
    })
      ? response
      : null,
};

/** React Router's own answer (a 204 with these headers) for "load the address as a document instead". */
const asDocument = (headers: Record<string, string> = {}) =>
  new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true", ...headers } });

/** React Router's route discovery answered with no routes it does not know already. */
const nothingNew = () => new Response("{}", { headers: { "Content-Type": "application/json" } });

/**
 * Without a network or a copy: a page's document gets the offline page; a tap on a link gets React Router's own
 * answer for "load this address as a document", from its route discovery or its data request, so the tap ends on
 * the screen's kept copy or on the offline page instead of an error. Never for the asking page itself: its own
 * route discovery learns that nothing is new, and its own data just fails (without a copy React Router then shows
 * the error page, so a kept post does not reload the data, unsent-posts.ts, and OfflineCopyLine revalidates only
 * once the server answers).
 */
const whenUnreachable: SerwistPlugin = {
  handlerDidError: async ({ request, event }) => {
    if (request.destination === "document") return serwist.matchPrecache(OFFLINE_PAGE);
    const clientId = (event as { clientId?: string }).clientId;
    const client = clientId ? await self.clients.get(clientId) : undefined;
    const asking = client ? new URL(client.url) : null;
    const url = new URL(request.url);
    if (discoversItself(url, asking)) return nothingNew();
    if (isRouteDiscovery(url)) return asDocument();
    const address = documentInsteadOf(url, asking);
    return address ? asDocument({ "X-Remix-Redirect": address }) : undefined;
  },
};

const origin = self.location.origin;
const ruleIs =
  (rule: CachingRule) =>
  ({ url, request }: { url: URL; request: Request }) =>
    cachingRuleFor(url, request.method, origin) === rule;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build's worker waits, and RegisterWorker lets it take over on the next page load: never mid-form.
  skipWaiting: false,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ruleIs("screen"),
      handler: new NetworkFirst({
        cacheName: SCREENS_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          sameStaffMember,
          onlyStaffScreens,
          new ExpirationPlugin(KEEP[SCREENS_CACHE]),
          tellsWhenCopy(self.clients),
          whenUnreachable,
        ],
      }),
    },
    {
      matcher: ruleIs("routes"),
      handler: new NetworkFirst({
        cacheName: ROUTES_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          sameStaffMember,
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin(KEEP[ROUTES_CACHE]),
          whenUnreachable,
        ],
      }),
    },
    {
      matcher: ruleIs("image"),
      handler: new CacheFirst({
        cacheName: IMAGES_CACHE,
        plugins: [
          sameStaffMember,
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin(KEEP[IMAGES_CACHE]),
        ],
      }),
    },
    {
      matcher: ({ url, request }) => isFloorPost(url, request.method, origin),
      method: "POST",
      handler: sendFloorPost(self.clients),
    },
    // Any other page, opened or tapped without a network: the offline page, instead of the browser's own error.
    {
      matcher: ({ url, request }) => request.mode === "navigate" || isPageData(url, request.method, origin),
      handler: new NetworkOnly({ plugins: [whenUnreachable] }),
    },
  ],
});

/** The screens, pictures and routes kept, and the addresses the expiration noted of them; the shell's code stays. */
function forgetStaffMember() {
  generation += 1;
  return Promise.all(
    ([SCREENS_CACHE, IMAGES_CACHE, ROUTES_CACHE] as const).map(async (name) => {
      await caches.delete(name);
      await new CacheExpiration(name, KEEP[name]).delete();
    }),
  );
}

// Cached screens hold visitors' names and contacts: they leave with the staff member who opened them, also when the
// sign-out itself cannot reach the server, and before a second staff member signs in on the same phone.
self.addEventListener("fetch", (event) => {
  if (endsStaffSession(new URL(event.request.url), event.request.method, origin)) event.waitUntil(forgetStaffMember());
});

answerScreenQuestions(self);
serwist.addEventListeners();
