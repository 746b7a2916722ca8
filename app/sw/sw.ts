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
  SCREENS_CACHE,
  SCRIPTS_CACHE,
  cachingRuleFor,
  endsStaffSession,
  isKeptAnswer,
  type CachingRule,
} from "./kept-screens";

/**
 * The staff app's service worker (docs/design.md#the-staff-app-offline): the staff shell precached, the screens a
 * staff member last opened kept network first, and an offline page for the rest. It never queues a form: a POST
 * goes to the network, and the page's queue keeps it when that fails.
 */

type FetchEventLike = Event & { request: Request; waitUntil(promise: Promise<unknown>): void };
declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  addEventListener(type: "fetch", listener: (event: FetchEventLike) => void): void;
};

const DAY_SECONDS = 24 * 60 * 60;
/** After this long without an answer a screen comes from its copy: a cabinet's dead spot is no wait at all. */
const NETWORK_TIMEOUT_SECONDS = 3;

/** How many of each are kept and for how long: the oldest go first. */
const KEEP = {
  [SCREENS_CACHE]: { maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS },
  [IMAGES_CACHE]: { maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS },
  [SCRIPTS_CACHE]: { maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS },
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
        plugins: [onlyStaffScreens, new ExpirationPlugin(KEEP[SCREENS_CACHE])],
      }),
    },
    {
      matcher: ruleIs("image"),
      handler: new CacheFirst({
        cacheName: IMAGES_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(KEEP[IMAGES_CACHE])],
      }),
    },
    {
      matcher: ruleIs("script"),
      handler: new CacheFirst({
        cacheName: SCRIPTS_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(KEEP[SCRIPTS_CACHE])],
      }),
    },
    // Any other page opened without a network: the offline page, instead of the browser's own error.
    { matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly() },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === "document" }] },
});

/** The screens and pictures kept, and the addresses the expiration noted of them; the shell's code stays. */
function forgetStaffMember() {
  return Promise.all(
    ([SCREENS_CACHE, IMAGES_CACHE] as const).map(async (name) => {
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

serwist.addEventListeners();
