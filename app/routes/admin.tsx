import {
  CalendarDays,
  ChartColumn,
  Clock,
  FileSpreadsheet,
  FileText,
  HandCoins,
  History,
  Inbox,
  KeyRound,
  Library,
  Lightbulb,
  MessageCircleQuestion,
  MessagesSquare,
  MonitorPlay,
  Newspaper,
  Package,
  PlusCircle,
  QrCode,
  Settings,
  ShoppingBag,
  Store,
  Trash2,
  Wrench,
} from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/admin";
import { BackupCard } from "~/components/admin/BackupCard";
import { backupStatus } from "~/models/operations/backup-schedule.server";
import { CHANGE_PASSWORD_PATH } from "~/models/account/password-change.schema";
import { DemoContentCard } from "~/components/admin/DemoContentCard";
import { FailedMailCard } from "~/components/admin/FailedMailCard";
import { demoContentLeft } from "~/models/demo/demo-removal.server";
import { failedMailCount } from "~/models/operations/mail-admin.server";
import { messageCounts } from "~/models/contact/messages.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { useMuseum } from "~/utils/museum";
import { noindexMeta } from "~/utils/staff-meta";

/** A card's icon tile, darker while the pointer is on its card. */
const CARD_ICON = [
  "inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700",
  "group-hover:bg-brand-100",
  "dark:bg-brand-500/15 dark:text-brand-300",
].join(" ");

export const meta: Route.MetaFunction = ({ matches }) => noindexMeta(matches, "Admin Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const { unread } = await messageCounts(getDb());
  const backup = await backupStatus(getDb());
  const manager = user.role === "manager";
  const [failedMail, demoLeft] = manager
    ? await Promise.all([failedMailCount(getDb()), demoContentLeft(getDb())])
    : ([0, false] as const);
  return { user: { email: user.email, name: user.name, role: user.role }, unread, backup, failedMail, demoLeft };
}

/** The spec's Admin Dashboard cards and the back office's own (Messages, Newsletter, Activity, Trash); managerOnly cards open Access Denied for staff. */
const CARDS = [
  {
    to: "/add",
    title: "Add a Game",
    text: "Put a newly restored machine into the collection.",
    Icon: PlusCircle,
    managerOnly: false,
  },
  {
    to: "/collection",
    title: "Collection",
    text: "Browse, edit and check the status of every machine.",
    Icon: Library,
    managerOnly: false,
  },
  {
    to: "/admin/collection",
    title: "Collection CSV",
    text: "Export every machine as a spreadsheet, or import one.",
    Icon: FileSpreadsheet,
    managerOnly: true,
  },
  {
    to: "/games-for-sale",
    title: "Games for Sale",
    text: "Machines on the sales floor and their asking prices.",
    Icon: Store,
    managerOnly: false,
  },
  {
    to: "/qr-codes",
    title: "QR Labels",
    text: "Print report-an-issue labels for the machines.",
    Icon: QrCode,
    managerOnly: false,
  },
  {
    to: "/repairs",
    title: "Repair Dashboard",
    text: "Open and resolved repairs, newest first.",
    Icon: Wrench,
    managerOnly: false,
  },
  {
    to: "/repairs/stats",
    title: "Repair Stats",
    text: "Availability, time to repair and time to triage.",
    Icon: ChartColumn,
    managerOnly: false,
  },
  {
    to: "/repairs/parts",
    title: "Parts",
    text: "Parts repairs wait for, oldest request first.",
    Icon: Package,
    managerOnly: false,
  },
  {
    to: "/admin/events",
    title: "Events",
    text: "Tournaments, parties and special events.",
    Icon: CalendarDays,
    managerOnly: false,
  },
  {
    to: "/admin/faq",
    title: "FAQs",
    text: "Questions visitors ask, in the order they see them.",
    Icon: MessageCircleQuestion,
    managerOnly: false,
  },
  {
    to: "/admin/hours",
    title: "Hours & Announcements",
    text: "Weekly hours, special days and the site banner.",
    Icon: Clock,
    managerOnly: true,
  },
  { to: "/admin/shop", title: "Shop", text: "Merchandise and gift cards.", Icon: ShoppingBag, managerOnly: false },
  {
    to: "/admin/chatbot",
    title: "Chatbot",
    text: "Voice assistant settings and knowledge base.",
    Icon: MessagesSquare,
    managerOnly: true,
  },
  {
    to: "/admin/buyer-inquiries",
    title: "Buyer Inquiries",
    text: "Purchase requests and offers on games for sale.",
    Icon: HandCoins,
    managerOnly: false,
  },
  {
    to: "/admin/messages",
    title: "Messages",
    text: "What visitors sent from the contact forms.",
    Icon: Inbox,
    managerOnly: false,
  },
  {
    to: "/admin/subscribers",
    title: "Newsletter",
    text: "Subscribers and the confirmed list as CSV.",
    Icon: Newspaper,
    managerOnly: true,
  },
  {
    to: "/admin/settings",
    title: "Museum Settings",
    text: "Name, logo, contact, admission prices and offers.",
    Icon: Settings,
    managerOnly: true,
  },
  {
    to: "/admin/password-reset",
    title: "Staff Accounts",
    text: "Create accounts and reset passwords.",
    Icon: KeyRound,
    managerOnly: true,
  },
  {
    to: "/admin/activity",
    title: "Activity",
    text: "Who changed what and when, by person and kind.",
    Icon: History,
    managerOnly: true,
  },
  {
    to: "/admin/texts",
    title: "Page Texts",
    text: "About's story and Sell or Donate, in Markdown.",
    Icon: FileText,
    managerOnly: true,
  },
  {
    to: "/admin/board-links",
    title: "Board Links",
    text: "Links that open the workshop board on a TV.",
    Icon: MonitorPlay,
    managerOnly: true,
  },
  {
    to: "/admin/trash",
    title: "Trash",
    text: "Deleted games, restorable for 30 days.",
    Icon: Trash2,
    managerOnly: true,
  },
] as const;

const TIPS = [
  "Scan a machine's QR label with your phone to open its report page, exactly as a visitor would.",
  "Logging a repair sets the machine to In Repair; resolve it from the game page when it's fixed.",
  "A game with an asking price above zero appears on Games for Sale automatically.",
  "Hours, special days and announcements are for managers; the site updates the moment you save.",
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, unread, backup, failedMail, demoLeft } = loaderData;
  const isManager = user.role === "manager";
  const museum = useMuseum();
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
            Admin Dashboard
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{museum.name}</h1>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Signed in as <span className="font-semibold text-slate-900 dark:text-white">{user.name ?? user.email}</span>{" "}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 capitalize dark:bg-white/10 dark:text-slate-200">
            {user.role}
          </span>
          <Link
            to={CHANGE_PASSWORD_PATH}
            className="ml-1 inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            Change password
          </Link>
        </p>
      </header>

      {backup ? <BackupCard status={backup} /> : null}
      {failedMail > 0 ? <FailedMailCard count={failedMail} /> : null}
      {demoLeft ? <DemoContentCard /> : null}

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {CARDS.map(({ to, title, text, Icon, managerOnly }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full gap-4 card p-5 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:hover:border-brand-500/50"
            >
              <span className={CARD_ICON}>
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
                  {title}
                  {to === "/admin/messages" && unread > 0 ? (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[0.7rem] font-bold text-white dark:bg-brand-400 dark:text-ink-950">
                      {unread} unread
                    </span>
                  ) : null}
                  {managerOnly && !isManager ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[0.7rem] font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                      Managers only
                    </span>
                  ) : null}
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <aside
        aria-labelledby="tips-heading"
        className="mt-10 rounded-2xl border border-amber-200 bg-amber-50 p-6 dark:border-amber-400/25 dark:bg-amber-400/10"
      >
        <h2 id="tips-heading" className="flex items-center gap-2 text-lg font-bold text-amber-950 dark:text-amber-100">
          <Lightbulb aria-hidden className="size-5" /> Quick Tips
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-amber-950 dark:text-amber-100">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
