import { routeAt, urlOf, type RoutePath } from "~/route-manifest";
import { messagesHref } from "../contact/messages.schema";
import { inquiriesHref } from "../inquiry/inquiry-admin.schema";
import { failedMailSummary } from "../operations/mail-admin.schema";
import { DEFAULT_REPAIR_FILTER, repairsHref, type RepairFilter } from "../repair/repair-dashboard";
import type { DashboardCounts } from "./dashboard-counts.server";

/**
 * The counts as the dashboard's cards show them: each a finished sentence and the link to the screen that
 * lists what it counts, filtered so. A count that asks for action stands out by its words as well as its look
 * ("3 to triage" against "None to triage"); a count that only informs (open repairs) never does.
 */
export type FigureTone = "calm" | "info" | "action";
/** `href` is null for a fact no screen lists (mail not set up is a server setting). */
export type DashboardFigure = { id: string; text: string; href: string | null; tone: FigureTone };

export const MAIL_NOT_SET_UP = "Mail is not set up: SMTP_URL is missing";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const repairs = (filter: Partial<RepairFilter>) => repairsHref({ ...DEFAULT_REPAIR_FILTER, ...filter });
const screen = (path: RoutePath) => urlOf(routeAt(path));

/** `when` says what a count above zero reads as; zero always reads calm. */
function counted(
  id: string,
  n: number,
  href: string,
  when: { some: (n: number) => string; none: string; tone: Exclude<FigureTone, "calm"> },
): DashboardFigure {
  return n > 0 ? { id, text: when.some(n), href, tone: when.tone } : { id, text: when.none, href, tone: "calm" };
}

type SystemFacts = { mailSetUp: boolean; demoLeft: boolean };

/** Every figure, by the route of the card it belongs to, leaving out manager routes for anyone else. */
export function dashboardFigures(
  counts: DashboardCounts,
  { mailSetUp, demoLeft }: SystemFacts,
  { manager }: { manager: boolean },
): Partial<Record<RoutePath, DashboardFigure[]>> {
  const figures: Partial<Record<RoutePath, DashboardFigure[]>> = {
    repairs: [
      counted("open", counts.openRepairs, repairs({ status: "open" }), {
        some: (n) => `${n} open`,
        none: "No open repairs",
        tone: "info",
      }),
      counted("untriaged", counts.untriaged, repairs({ untriaged: true }), {
        some: (n) => `${n} to triage`,
        none: "None to triage",
        tone: "action",
      }),
      counted("safety", counts.safety, repairs({ status: "open", severity: "safety" }), {
        some: (n) => plural(n, "safety issue", "safety issues"),
        none: "No safety issues",
        tone: "action",
      }),
    ],
    "repairs/parts": [
      counted("parts", counts.partsWaiting, screen("repairs/parts"), {
        some: (n) => plural(n, "part waiting", "parts waiting"),
        none: "No parts waiting",
        tone: "action",
      }),
    ],
    "admin/messages": [
      counted("unread", counts.unreadMessages, messagesHref({ q: "", status: "unread" }), {
        some: (n) => `${n} unread`,
        none: "No unread messages",
        tone: "action",
      }),
    ],
    "admin/buyer-inquiries": [
      counted("pending", counts.pendingInquiries, inquiriesHref({ q: "", status: "pending" }), {
        some: (n) => `${n} pending`,
        none: "None pending",
        tone: "action",
      }),
    ],
    "admin/mail": [
      ...(mailSetUp ? [] : [{ id: "no-smtp", text: MAIL_NOT_SET_UP, href: null, tone: "action" as const }]),
      counted("failed-mail", counts.failedMail ?? 0, screen("admin/mail"), {
        some: failedMailSummary,
        none: "No failed mail",
        tone: "action",
      }),
    ],
    "admin/demo-content": [
      demoLeft
        ? { id: "demo", text: "Demo content is still here", href: screen("admin/demo-content"), tone: "info" }
        : { id: "demo", text: "No demo content left", href: screen("admin/demo-content"), tone: "calm" },
    ],
  };
  if (manager) return figures;
  return Object.fromEntries(
    Object.entries(figures).filter(([path]) => routeAt(path as RoutePath).audience !== "manager"),
  ) as Partial<Record<RoutePath, DashboardFigure[]>>;
}
