/** Every public page of spec section 2 that a search engine should list (forms and staff pages left out). */
export const PUBLIC_PAGES = [
  "/",
  "/collection",
  "/events",
  "/about",
  "/faq",
  "/shop",
  "/sell-donate",
  "/museum-info",
  "/games-for-sale",
] as const;

/** Staff routes kept out of search engines (the server guards them anyway). */
export const DISALLOWED_PATHS = [
  "/admin",
  "/add",
  "/edit/",
  "/repairs",
  "/qr-codes",
  "/login",
  "/reset-password",
] as const;

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
