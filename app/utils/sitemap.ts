import { ROUTES, urlOf, type RouteFacts } from "~/route-manifest";

/** The route manifest's routes that robots.txt keeps crawlers out of: each address up to its first parameter. */
export const DISALLOWED_PATHS = ROUTES.filter((route) => route.disallow).map(
  (route) => `/${route.path.replace(/[:*].*$/, "")}`,
);

export type SitemapEntry = {
  path: string;
  lastmod?: string | null;
  changefreq?: "daily" | "weekly" | "monthly";
  priority?: number;
};

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string);

/** W3C datetime without milliseconds, or undefined for anything unparsable. */
export function toLastmod(value: string | null | undefined) {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** What the pages' lastmod is taken from: the live games (in the collection's order), the newest event change. */
export type SitemapSources = {
  games: { slug: string; updated_at: string | null }[];
  eventsUpdated: string | null | undefined;
};

const newest = (values: Array<string | null | undefined>) =>
  values.reduce<string | null>((max, v) => (v && (!max || v > max) ? v : max), null);

const hasParams = (route: RouteFacts) => route.path.includes(":");

/**
 * The route manifest's sitemap routes: each page once, its lastmod the newest change to what it shows; then a
 * route with parameters once per game, by the game's slug, with the game's own lastmod.
 */
export function sitemapEntries({ games, eventsUpdated }: SitemapSources): SitemapEntry[] {
  const updated = { games: newest(games.map((g) => g.updated_at)), events: eventsUpdated };
  const listed = ROUTES.filter((route) => route.sitemap);
  const entry = (route: RouteFacts, path: string, lastmod: string | null | undefined): SitemapEntry => ({
    path,
    lastmod,
    changefreq: route.sitemap!.changefreq,
    priority: route.sitemap!.priority,
  });
  return [
    ...listed
      .filter((route) => !hasParams(route))
      .map((route) => entry(route, urlOf(route), newest((route.sitemap!.changesWith ?? []).map((s) => updated[s])))),
    ...listed
      .filter(hasParams)
      .flatMap((route) => games.map((g) => entry(route, urlOf(route, { params: { slug: g.slug } }), g.updated_at))),
  ];
}

export function buildSitemap(baseUrl: string, entries: SitemapEntry[]) {
  const base = baseUrl.replace(/\/$/, "");
  const urls = entries.map((e) => {
    const lastmod = toLastmod(e.lastmod);
    return [
      "  <url>",
      `    <loc>${escapeXml(`${base}${e.path}`)}</loc>`,
      lastmod ? `    <lastmod>${lastmod}</lastmod>` : null,
      e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : null,
      e.priority != null ? `    <priority>${e.priority.toFixed(1)}</priority>` : null,
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function buildRobots(baseUrl: string) {
  const base = baseUrl.replace(/\/$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
