import {
  CalendarDays,
  ChartColumn,
  Clock,
  FileSpreadsheet,
  FileText,
  HandCoins,
  History,
  Images,
  Inbox,
  KeyRound,
  Library,
  MailWarning,
  MessageCircleQuestion,
  MessagesSquare,
  MonitorPlay,
  Newspaper,
  Package,
  PlusCircle,
  QrCode,
  Settings,
  ShoppingBag,
  Sparkles,
  Store,
  Trash2,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { routeAt, urlOf, type RoutePath } from "~/route-manifest";

/** The dashboard's groups, by what staff do there, in the order the page shows them. */
export const DASHBOARD_GROUPS = [
  { id: "floor", title: "Floor", text: "Repairs, parts and the workshop" },
  { id: "collection", title: "Collection", text: "The machines, for sale and in the Trash" },
  { id: "visitors", title: "Visitors", text: "What visitors sent, and what they come for" },
  { id: "content", title: "Content", text: "What the public site says" },
  { id: "people", title: "People", text: "Staff accounts and who did what" },
  { id: "system", title: "System", text: "Mail, backups and the demo content" },
] as const;

export type DashboardGroupId = (typeof DASHBOARD_GROUPS)[number]["id"];

/**
 * The spec's Admin Dashboard cards and the back office's own (Messages, Newsletter, Activity, Trash, Failed
 * Mail, Demo Content), in their groups' order. Whether a card is for managers is its route's audience.
 */
const CARDS = [
  {
    path: "repairs",
    group: "floor",
    title: "Repair Dashboard",
    text: "Open and resolved repairs, newest first.",
    Icon: Wrench,
  },
  {
    path: "repairs/parts",
    group: "floor",
    title: "Parts",
    text: "Parts repairs wait for, oldest request first.",
    Icon: Package,
  },
  {
    path: "repairs/stats",
    group: "floor",
    title: "Repair Stats",
    text: "Availability, time to repair and time to triage.",
    Icon: ChartColumn,
  },
  {
    path: "qr-codes",
    group: "floor",
    title: "QR Labels",
    text: "Print report-an-issue labels for the machines.",
    Icon: QrCode,
  },
  {
    path: "admin/board-links",
    group: "floor",
    title: "Board Links",
    text: "Links that open the workshop board on a TV.",
    Icon: MonitorPlay,
  },
  {
    path: "add",
    group: "collection",
    title: "Add a Game",
    text: "Put a newly restored machine into the collection.",
    Icon: PlusCircle,
  },
  {
    path: "collection",
    group: "collection",
    title: "Collection",
    text: "Browse, edit and check the status of every machine.",
    Icon: Library,
  },
  {
    path: "admin/collection",
    group: "collection",
    title: "Collection CSV",
    text: "Export every machine as a spreadsheet, or import one.",
    Icon: FileSpreadsheet,
  },
  {
    path: "games-for-sale",
    group: "collection",
    title: "Games for Sale",
    text: "Machines on the sales floor and their asking prices.",
    Icon: Store,
  },
  {
    path: "admin/trash",
    group: "collection",
    title: "Trash",
    text: "Deleted games, repairs and maintenance tasks, restorable for 30 days.",
    Icon: Trash2,
  },
  {
    path: "admin/messages",
    group: "visitors",
    title: "Messages",
    text: "What visitors sent from the contact forms.",
    Icon: Inbox,
  },
  {
    path: "admin/buyer-inquiries",
    group: "visitors",
    title: "Buyer Inquiries",
    text: "Purchase requests and offers on games for sale.",
    Icon: HandCoins,
  },
  {
    path: "admin/subscribers",
    group: "visitors",
    title: "Newsletter",
    text: "Subscribers and the confirmed list as CSV.",
    Icon: Newspaper,
  },
  {
    path: "admin/events",
    group: "visitors",
    title: "Events",
    text: "Tournaments, parties and special events.",
    Icon: CalendarDays,
  },
  {
    path: "admin/faq",
    group: "visitors",
    title: "FAQs",
    text: "Questions visitors ask, in the order they see them.",
    Icon: MessageCircleQuestion,
  },
  {
    path: "admin/texts",
    group: "content",
    title: "Page Texts",
    text: "About's story, Sell or Donate and the home page's intro, in Markdown.",
    Icon: FileText,
  },
  {
    path: "admin/hero",
    group: "content",
    title: "Home Page Slides",
    text: "The photos, headings and buttons at the top of the home page.",
    Icon: Images,
  },
  { path: "admin/shop", group: "content", title: "Shop", text: "Merchandise and gift cards.", Icon: ShoppingBag },
  {
    path: "admin/hours",
    group: "content",
    title: "Hours & Announcements",
    text: "Weekly hours, special days and the site banner.",
    Icon: Clock,
  },
  {
    path: "admin/chatbot",
    group: "content",
    title: "Chatbot",
    text: "Voice assistant settings and knowledge base.",
    Icon: MessagesSquare,
  },
  {
    path: "admin/settings",
    group: "content",
    title: "Museum Settings",
    text: "Name, logo, contact, admission prices and offers.",
    Icon: Settings,
  },
  {
    path: "admin/password-reset",
    group: "people",
    title: "Staff Accounts",
    text: "Create accounts and reset passwords.",
    Icon: KeyRound,
  },
  {
    path: "admin/activity",
    group: "people",
    title: "Activity",
    text: "Who changed what and when, by person and kind.",
    Icon: History,
  },
  {
    path: "admin/mail",
    group: "system",
    title: "Failed Mail",
    text: "Mail the server gave up sending: retry or dismiss it.",
    Icon: MailWarning,
  },
  {
    path: "admin/demo-content",
    group: "system",
    title: "Demo Content",
    text: "Remove the demo content once the museum's own is in.",
    Icon: Sparkles,
  },
] as const satisfies readonly {
  path: RoutePath;
  group: DashboardGroupId;
  title: string;
  text: string;
  Icon: LucideIcon;
}[];

/** Each card with its address, and managerOnly where staff get Access Denied. */
export const DASHBOARD_CARDS = CARDS.map((card) => ({
  ...card,
  to: urlOf(routeAt(card.path)),
  managerOnly: routeAt(card.path).audience === "manager",
}));

export type DashboardCard = (typeof DASHBOARD_CARDS)[number];
export type DashboardCardPath = DashboardCard["path"];

/** A card by its route, for a sentence that names its screen. */
export const dashboardCard = (path: DashboardCardPath) => DASHBOARD_CARDS.find((card) => card.path === path)!;
