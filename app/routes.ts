import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Every URL of the site and the module that answers it. Who may open a page is checked by the module's own
 * loader and action (requireStaff / requireManager on their first line); the blocks below say it at a glance.
 */
export default [
  // Visitors: the public site, its forms, and what search engines read.
  index("routes/home.tsx"),
  route("collection", "routes/collection.tsx"),
  route("game/:slug", "routes/game.tsx"),
  route("events", "routes/events.tsx"),
  route("events.ics", "routes/events[.]ics.ts"),
  route("events/:id/calendar.ics", "routes/events.$id.calendar[.]ics.ts"),
  route("about", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("shop", "routes/shop.tsx"),
  route("sell-donate", "routes/sell-donate.tsx"),
  route("museum-info", "routes/museum-info.tsx"),
  route("games-for-sale", "routes/games-for-sale.tsx"),
  route("report-issue", "routes/report-issue.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
  route("board", "routes/board.tsx"),

  // Signing in and out, and one's own password.
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("account/password", "routes/account.password.tsx"),

  // Staff: the back office.
  route("admin", "routes/admin.tsx"),
  route("add", "routes/add.tsx"),
  route("edit/:id", "routes/edit.tsx"),
  route("edit/:id/inquiries", "routes/edit.inquiries.ts"),
  route("game-images", "routes/game-images.ts"),
  route("repairs", "routes/repairs.tsx"),
  route("repairs/new", "routes/repairs.new.tsx"),
  route("repairs/parts", "routes/repairs.parts.tsx"),
  route("repairs/stats", "routes/repairs.stats.tsx"),
  route("repairs/stats.csv", "routes/repairs.stats[.]csv.ts"),
  route("repairs/:id", "routes/repairs.repair.tsx"),
  route("qr-codes", "routes/qr-codes.tsx"),
  // Staff, or a TV holding a board link (its key opens this board only).
  route("board/workshop", "routes/board.workshop.tsx"),
  route("admin/events", "routes/admin.events.tsx"),
  route("admin/faq", "routes/admin.faq.tsx"),
  route("admin/shop", "routes/admin.shop.tsx"),
  route("admin/buyer-inquiries", "routes/admin.buyer-inquiries.tsx"),
  route("admin/messages", "routes/admin.messages.tsx"),

  // Managers only: a staff member gets Access Denied.
  route("admin/hours", "routes/admin.hours.tsx"),
  route("admin/chatbot", "routes/admin.chatbot.tsx"),
  route("admin/password-reset", "routes/admin.staff-accounts.tsx"),
  route("admin/subscribers", "routes/admin.subscribers.tsx"),
  route("admin/subscribers.csv", "routes/admin.subscribers[.]csv.ts"),
  route("admin/trash", "routes/admin.trash.tsx"),
  route("admin/mail", "routes/admin.mail.tsx"),
  route("admin/activity", "routes/admin.activity.tsx"),
  route("admin/board-links", "routes/admin.board-links.tsx"),
  route("admin/demo-content", "routes/admin.demo-content.tsx"),
  route("admin/texts", "routes/admin.texts.tsx"),
  route("admin/hero", "routes/admin.hero.tsx"),
  route("admin/collection", "routes/admin.collection.tsx"),
  route("admin/collection.csv", "routes/admin.collection[.]csv.ts"),
  route("admin/settings", "routes/admin.settings.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
