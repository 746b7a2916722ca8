import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("admin", "routes/admin.tsx"),
  route("events", "routes/events.tsx"),
  route("museum-info", "routes/museum-info.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("about", "routes/about.tsx"),
  route("sell-donate", "routes/sell-donate.tsx"),
  route("faq", "routes/faq.tsx"),
  route("shop", "routes/shop.tsx"),
  route("collection", "routes/collection.tsx"),
  route("game/:slug", "routes/game.tsx"),
  route("games-for-sale", "routes/games-for-sale.tsx"),
  route("report-issue", "routes/report-issue.tsx"),
  route("admin/password-reset", "routes/admin.password-reset.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
