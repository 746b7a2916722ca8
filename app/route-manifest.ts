/**
 * Every URL of the site, written once, with what the rest of the code needs to know of it. `app/routes.ts`
 * makes React Router's route config of it; the sitemap and robots.txt (`utils/sitemap.ts`), the page cache
 * (`server/page-cache.ts`), the authorization matrix and the JavaScript budget (`tests/e2e`) and the bench
 * (`scripts/bench`) read it. Plain data without React, so the server and the tests import it as it is.
 */

/**
 * Who may open a route. The module's own loader and action decide it (requireStaff / requireManager on their
 * first line); this says it at a glance, and the authorization matrix holds each module to it.
 */
export type Audience =
  /** Anyone: the public site, its forms, and what search engines read. */
  | "visitor"
  /** Signing in and out. */
  | "signing-in"
  /** Any signed-in staff member; a visitor is sent to sign in. */
  | "staff"
  /** Staff, or a TV holding a board link (its key opens that board only). */
  | "board-key"
  /** A machine's play counter holding its counter key (a bearer key that posts that machine's readings only); no session counts. */
  | "counter-key"
  /** Managers only: a staff member gets Access Denied. */
  | "manager";

/** The audiences whose pages wear the staff layout (`app/routes.ts`); a board-key route is a bare TV board. */
export const STAFF_LAYOUT_AUDIENCES: readonly Audience[] = ["staff", "manager"];

/** Under app/: the staff pages' frame, its own header and a phone's bottom bar instead of the public site's. */
export const STAFF_LAYOUT_MODULE = "components/layout/StaffLayoutRoute.tsx";

/** Whether a route's page is drawn inside the staff layout rather than the public site's. */
export const wearsStaffLayout = (route: RouteFacts) => STAFF_LAYOUT_AUDIENCES.includes(route.audience);

/** A game of the demo content, whose pages stand for every game's. */
export type SampleGame = { id: number; slug: string };

/** What fills a route's address in: its parameters (`:slug`, `*`) and its query, without the `?`. */
export type Fill = { params?: Record<string, string>; query?: string };

type SitemapFacts = {
  changefreq: "daily" | "weekly";
  priority: number;
  /** Its lastmod: the newest change to these. A route with parameters is listed once per game, with the game's own. */
  changesWith?: readonly ("games" | "events")[];
};

/** A page that shows the same to every visitor without a session. */
type PublicPageFacts = {
  /** Further queries the bench's load run asks for beside the plain address. */
  loadAlso?: readonly string[];
  /** Left out of the JavaScript budget test's walk. */
  budget?: false;
};

export type RouteFacts = {
  /** As React Router writes it: no leading slash, "" for the home page. */
  path: string;
  /** Under app/. */
  module: string;
  audience: Audience;
  /** The route has an action: the module answers a POST (a page's own form posts to it). */
  form?: true;
  /** Kept by the page cache for visitors without a session, walked by the bench and held to the JavaScript budget. */
  publicPage?: PublicPageFacts;
  sitemap?: SitemapFacts;
  /** robots.txt keeps crawlers out of its address, up to its first parameter. */
  disallow?: true;
  /** How the bench, the budget test and the authorization matrix open it for a sample game. */
  sample?: (game: SampleGame) => Fill;
};

const gameSlug = (game: SampleGame): Fill => ({ params: { slug: game.slug } });
const gameIdParam = (game: SampleGame): Fill => ({ params: { id: String(game.id) } });
const gameIdQuery = (game: SampleGame): Fill => ({ query: `gameId=${game.id}` });
const gameIdSegment = (game: SampleGame): Fill => ({ params: { gameId: String(game.id) } });

const WEEKLY = { changefreq: "weekly", priority: 0.7 } as const;

const MANIFEST = [
  // Visitors.
  {
    path: "",
    module: "routes/home.tsx",
    audience: "visitor",
    publicPage: {},
    sitemap: { changefreq: "daily", priority: 1, changesWith: ["games", "events"] },
  },
  {
    path: "collection",
    module: "routes/collection.tsx",
    audience: "visitor",
    publicPage: { loadAlso: ["type=Pinball"] },
    sitemap: { changefreq: "daily", priority: 0.9, changesWith: ["games"] },
  },
  {
    path: "game/:slug",
    module: "routes/game.tsx",
    audience: "visitor",
    publicPage: {},
    sitemap: { changefreq: "weekly", priority: 0.6, changesWith: ["games"] },
    sample: gameSlug,
  },
  {
    path: "events",
    module: "routes/events.tsx",
    audience: "visitor",
    publicPage: {},
    sitemap: { changefreq: "daily", priority: 0.9, changesWith: ["events"] },
  },
  { path: "events.ics", module: "routes/events[.]ics.ts", audience: "visitor" },
  { path: "events/:id/calendar.ics", module: "routes/events.$id.calendar[.]ics.ts", audience: "visitor" },
  { path: "about", module: "routes/about.tsx", audience: "visitor", form: true, publicPage: {}, sitemap: WEEKLY },
  { path: "faq", module: "routes/faq.tsx", audience: "visitor", publicPage: {}, sitemap: WEEKLY },
  { path: "shop", module: "routes/shop.tsx", audience: "visitor", publicPage: {}, sitemap: WEEKLY },
  {
    path: "sell-donate",
    module: "routes/sell-donate.tsx",
    audience: "visitor",
    form: true,
    publicPage: {},
    sitemap: WEEKLY,
  },
  { path: "museum-info", module: "routes/museum-info.tsx", audience: "visitor", publicPage: {}, sitemap: WEEKLY },
  {
    path: "games-for-sale",
    module: "routes/games-for-sale.tsx",
    audience: "visitor",
    form: true,
    publicPage: {},
    sitemap: { ...WEEKLY, changesWith: ["games"] },
  },
  {
    path: "report-issue",
    module: "routes/report-issue.tsx",
    audience: "visitor",
    form: true,
    publicPage: {},
    sample: gameIdQuery,
  },
  {
    path: "newsletter",
    module: "routes/newsletter.tsx",
    audience: "visitor",
    form: true,
    publicPage: { budget: false },
  },
  // Each carries its reader's token and writes: never kept.
  { path: "newsletter/confirm", module: "routes/newsletter.confirm.tsx", audience: "visitor", form: true },
  { path: "newsletter/unsubscribe", module: "routes/newsletter.unsubscribe.tsx", audience: "visitor", form: true },
  { path: "sitemap.xml", module: "routes/sitemap[.]xml.ts", audience: "visitor" },
  { path: "robots.txt", module: "routes/robots[.]txt.ts", audience: "visitor" },
  { path: "manifest.webmanifest", module: "routes/manifest[.]webmanifest.ts", audience: "visitor" },
  { path: "board", module: "routes/board.tsx", audience: "visitor", publicPage: {} },

  // Staff: the back office.
  { path: "admin", module: "routes/admin.tsx", audience: "staff", disallow: true },
  { path: "account", module: "routes/account.tsx", audience: "staff", form: true },
  { path: "account/password", module: "routes/account.password.tsx", audience: "staff", form: true },
  { path: "add", module: "routes/add.tsx", audience: "staff", form: true, disallow: true },
  {
    path: "edit/:id",
    module: "routes/edit.tsx",
    audience: "staff",
    form: true,
    disallow: true,
    sample: gameIdParam,
  },
  { path: "edit/:id/inquiries", module: "routes/edit.inquiries.ts", audience: "staff", sample: gameIdParam },
  { path: "game-images", module: "routes/game-images.ts", audience: "staff", form: true },
  { path: "repairs", module: "routes/repairs.tsx", audience: "staff", disallow: true },
  { path: "repairs/new", module: "routes/repairs.new.tsx", audience: "staff", form: true, sample: gameIdQuery },
  { path: "repairs/log", module: "routes/repairs.log.tsx", audience: "staff" },
  { path: "repairs/parts", module: "routes/repairs.parts.tsx", audience: "staff", form: true },
  { path: "repairs/stats", module: "routes/repairs.stats.tsx", audience: "staff" },
  { path: "repairs/stats.csv", module: "routes/repairs.stats[.]csv.ts", audience: "staff" },
  { path: "repairs/:id", module: "routes/repairs.repair.tsx", audience: "staff", form: true },
  { path: "maintenance", module: "routes/maintenance.tsx", audience: "staff", disallow: true },
  { path: "maintenance/tasks", module: "routes/maintenance.tasks.tsx", audience: "staff", form: true },
  { path: "maintenance/tasks/new", module: "routes/maintenance.tasks.new.tsx", audience: "staff", form: true },
  { path: "maintenance/tasks/:taskId", module: "routes/maintenance.tasks.$taskId.tsx", audience: "staff", form: true },
  {
    path: "maintenance/cycles/:taskId/:gameId",
    module: "routes/maintenance.cycles.$taskId.$gameId.tsx",
    audience: "staff",
    form: true,
  },
  { path: "qr-codes", module: "routes/qr-codes.tsx", audience: "staff", disallow: true },
  { path: "board/workshop", module: "routes/board.workshop.tsx", audience: "board-key" },
  {
    path: "maintenance/machines/:gameId",
    module: "routes/maintenance.machines.$gameId.tsx",
    audience: "staff",
    form: true,
    sample: gameIdSegment,
  },
  { path: "api/plays", module: "routes/api.plays.ts", audience: "counter-key", form: true },
  { path: "admin/events", module: "routes/admin.events.tsx", audience: "staff", form: true },
  { path: "admin/faq", module: "routes/admin.faq.tsx", audience: "staff", form: true },
  { path: "admin/shop", module: "routes/admin.shop.tsx", audience: "staff", form: true },
  { path: "admin/buyer-inquiries", module: "routes/admin.buyer-inquiries.tsx", audience: "staff", form: true },
  { path: "admin/messages", module: "routes/admin.messages.tsx", audience: "staff", form: true },

  // Managers only.
  { path: "admin/hours", module: "routes/admin.hours.tsx", audience: "manager", form: true },
  { path: "admin/chatbot", module: "routes/admin.chatbot.tsx", audience: "manager", form: true },
  { path: "admin/password-reset", module: "routes/admin.staff-accounts.tsx", audience: "manager", form: true },
  { path: "admin/subscribers", module: "routes/admin.subscribers.tsx", audience: "manager" },
  { path: "admin/subscribers.csv", module: "routes/admin.subscribers[.]csv.ts", audience: "manager" },
  { path: "admin/trash", module: "routes/admin.trash.tsx", audience: "manager", form: true },
  { path: "admin/mail", module: "routes/admin.mail.tsx", audience: "manager", form: true },
  { path: "admin/activity", module: "routes/admin.activity.tsx", audience: "manager" },
  { path: "admin/board-links", module: "routes/admin.board-links.tsx", audience: "manager", form: true },
  { path: "admin/demo-content", module: "routes/admin.demo-content.tsx", audience: "manager", form: true },
  { path: "admin/texts", module: "routes/admin.texts.tsx", audience: "manager", form: true },
  { path: "admin/hero", module: "routes/admin.hero.tsx", audience: "manager", form: true },
  { path: "admin/collection", module: "routes/admin.collection.tsx", audience: "manager", form: true },
  { path: "admin/collection.csv", module: "routes/admin.collection[.]csv.ts", audience: "manager" },
  { path: "admin/settings", module: "routes/admin.settings.tsx", audience: "manager", form: true },

  // Signing in and out; after the staff blocks so robots.txt lists their addresses first, as it always has.
  { path: "login", module: "routes/login.tsx", audience: "signing-in", form: true, disallow: true },
  { path: "logout", module: "routes/logout.tsx", audience: "signing-in", form: true },
  { path: "reset-password", module: "routes/reset-password.tsx", audience: "signing-in", form: true, disallow: true },

  { path: "*", module: "routes/not-found.tsx", audience: "visitor", form: true },
] as const satisfies readonly RouteFacts[];

/** A route's path as React Router writes it, checked against the manifest by the type checker. */
export type RoutePath = (typeof MANIFEST)[number]["path"];

export const ROUTES: readonly RouteFacts[] = MANIFEST;

/** The facts of one route, by its path as React Router writes it. */
export function routeAt(path: RoutePath): RouteFacts {
  return ROUTES.find((route) => route.path === path)!;
}

/** A route's address: its parameters filled in (each encoded as one segment), then its query. */
export function urlOf(route: RouteFacts, { params = {}, query }: Fill = {}) {
  const path = route.path
    .split("/")
    .map((segment) => {
      const name = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1) : null;
      if (name === null) return segment;
      const value = params[name];
      if (value === undefined) throw new Error(`${route.path} needs its ${name}`);
      return name === "*" ? value : encodeURIComponent(value);
    })
    .join("/");
  return `/${path}${query ? `?${query}` : ""}`;
}

/** A route's address for a sample game (the route's own sample fills it; one without a sample needs none). */
export const sampleUrlOf = (route: RouteFacts, game: SampleGame) => urlOf(route, route.sample?.(game));

/** The public pages for visitors (home first), as the bench and the budget test open them for a sample game. */
export function publicPageUrls(game: SampleGame, { withLoadVariants = false, budgetOnly = false } = {}) {
  return ROUTES.flatMap((route) => {
    if (!route.publicPage || (budgetOnly && route.publicPage.budget === false)) return [];
    const url = sampleUrlOf(route, game);
    const variants = withLoadVariants ? (route.publicPage.loadAlso ?? []) : [];
    return [url, ...variants.map((query) => `${url}?${query}`)];
  });
}
