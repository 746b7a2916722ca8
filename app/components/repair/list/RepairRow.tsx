import { Flame, Inbox, Users } from "lucide-react";
import { href, Link } from "react-router";
import type { RepairSeverity } from "~/db/schema";
import { SEVERITY_FILTER_LABELS } from "~/models/repair/repair-dashboard";
import type { DashboardRow } from "~/models/repair/repair-dashboard.server";
import { RepairStatusPill } from "../RepairBadges";

const CHIP = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap";

const SEVERITY_DOTS: Record<RepairSeverity, string> = {
  unplayable: "bg-red-600 dark:bg-red-400",
  major: "bg-orange-500 dark:bg-orange-400",
  minor: "bg-yellow-500 dark:bg-yellow-300",
  cosmetic: "bg-slate-400 dark:bg-slate-500",
};

/**
 * One repair as a row. On a desktop it is a table row; on a phone the same cells wrap into three lines (the
 * machine, who has it and the age; the report's first line; severity and status). The title is a real link
 * stretched over the whole row, so the row is one target and one Tab stop; the machine's link sits above it.
 */
export function RepairRow({ repair }: { repair: DashboardRow }) {
  return (
    <tr
      role="row"
      data-testid="repair-row"
      data-repair-id={repair.id}
      className="relative hover:bg-slate-50 max-lg:flex max-lg:flex-wrap max-lg:items-center max-lg:gap-x-2 max-lg:gap-y-1 max-lg:px-4 max-lg:py-2.5 lg:border-t lg:border-slate-200 dark:hover:bg-white/5 lg:dark:border-white/10"
    >
      <td role="cell" className="min-w-0 max-lg:order-4 max-lg:basis-full lg:py-2 lg:pr-3 lg:pl-4">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to={href("/repairs/:id", { id: String(repair.id) })}
            className="min-w-0 truncate font-medium text-slate-900 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500 dark:text-white"
            data-testid="repair-title"
          >
            <span className="mr-1.5 font-normal text-slate-600 tabular-nums dark:text-slate-400">#{repair.id}</span>{" "}
            {repair.title}
          </Link>
          {repair.confirmations > 0 ? <SameProblem count={repair.confirmations} /> : null}
        </div>
      </td>
      <td role="cell" className="min-w-0 text-xs max-lg:order-1 max-lg:flex-1 lg:py-2 lg:pr-3 lg:text-sm">
        <Link
          to={href("/game/:slug", { slug: repair.game.slug })}
          className="relative z-10 block truncate font-semibold text-brand-700 hover:underline dark:text-brand-300"
          data-testid="repair-game"
        >
          {repair.game.name}
        </Link>
      </td>
      <td role="cell" className="max-lg:order-5 lg:py-2 lg:pr-3">
        <span className="flex flex-wrap items-center gap-1.5">
          {repair.safety ? (
            <span className={`${CHIP} bg-red-700 text-white`} data-testid="repair-safety">
              <Flame aria-hidden className="size-3.5" /> Safety
            </span>
          ) : null}
          <span
            className="inline-flex items-center gap-1.5 text-xs font-semibold whitespace-nowrap text-slate-700 dark:text-slate-200"
            data-testid="repair-severity"
          >
            <span aria-hidden className={`size-2 rounded-full ${SEVERITY_DOTS[repair.severity]}`} />
            {SEVERITY_FILTER_LABELS[repair.severity]}
          </span>
        </span>
      </td>
      <td role="cell" className="max-lg:order-6 lg:py-2 lg:pr-3">
        <span className="flex flex-wrap items-center gap-1.5">
          <RepairStatusPill status={repair.status} />
          {repair.untriaged ? (
            <span
              className={`${CHIP} bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-400/15 dark:text-fuchsia-200`}
              data-testid="repair-untriaged"
            >
              <Inbox aria-hidden className="size-3.5" /> Untriaged
            </span>
          ) : null}
        </span>
      </td>
      <td
        role="cell"
        className={`truncate text-xs max-lg:order-2 max-lg:max-w-[40%] lg:py-2 lg:pr-3 lg:text-sm ${repair.assignee ? "text-slate-800 dark:text-slate-200" : "text-slate-600 italic dark:text-slate-400"}`}
        data-testid="repair-assignee"
      >
        {repair.assignee ?? "Unassigned"}
      </td>
      <td
        role="cell"
        className="text-xs whitespace-nowrap text-slate-600 tabular-nums max-lg:order-3 lg:py-2 lg:pr-4 lg:text-right lg:text-sm dark:text-slate-400"
      >
        <time dateTime={repair.loggedAt} title={`Logged ${repair.loggedLabel}`} data-testid="repair-age">
          {repair.age}
        </time>
      </td>
    </tr>
  );
}

/** Visitors' 'Same problem' taps: the number, and what it counts for a screen reader and on hover. */
function SameProblem({ count }: { count: number }) {
  const said = `${count === 1 ? "visitor" : "visitors"} said 'Same problem'`;
  return (
    <span
      className={`${CHIP} shrink-0 bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200`}
      title={`${count} ${said}`}
      data-testid="repair-confirmations"
    >
      <Users aria-hidden className="size-3.5" />
      {count}
      <span className="sr-only"> {said}</span>
    </span>
  );
}
