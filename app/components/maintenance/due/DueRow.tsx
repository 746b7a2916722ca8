import { href, Link } from "react-router";
import type { DueItem } from "~/models/maintenance/due-screen.server";
import { DueStateBadge, IntervalUses, SafetyBadge } from "./DueBadges";

/**
 * One cycle as a row: a table row on a desktop; on a phone the cells wrap into lines (the task, the machine and
 * who took it, the state and due point, the figures). The title is a link stretched over the row, so the row is
 * one target and one Tab stop; the machine's link sits above it.
 */
export function DueRow({ item }: { item: DueItem }) {
  return (
    <tr
      role="row"
      data-testid="due-row"
      className="relative hover:bg-slate-50 max-lg:flex max-lg:flex-wrap max-lg:items-center max-lg:gap-x-2 max-lg:gap-y-1 max-lg:px-4 max-lg:py-2.5 lg:border-t lg:border-slate-200 dark:hover:bg-white/5 lg:dark:border-white/10"
    >
      <td role="cell" className="min-w-0 max-lg:basis-full lg:py-2 lg:pr-3 lg:pl-4">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to={`/maintenance/cycles/${item.taskId}/${item.gameId}`}
            className="min-w-0 truncate font-medium text-slate-900 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500 dark:text-white"
            data-testid="due-title"
          >
            {item.title}
          </Link>
          {item.safety ? <SafetyBadge /> : null}
        </div>
      </td>
      <td role="cell" className="min-w-0 text-xs max-lg:flex-1 lg:py-2 lg:pr-3 lg:text-sm">
        <Link
          to={href("/game/:slug", { slug: item.gameSlug })}
          className="relative z-10 block truncate font-semibold text-brand-700 hover:underline dark:text-brand-300"
          data-testid="due-machine"
        >
          {item.gameName}
        </Link>
      </td>
      <td role="cell" className="max-lg:order-last max-lg:basis-full lg:py-2 lg:pr-3">
        <IntervalUses uses={item.uses} />
      </td>
      <td role="cell" className="max-lg:order-3 max-lg:basis-full lg:py-2 lg:pr-3">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {item.state === "later" ? null : <DueStateBadge state={item.state} />}
          <time
            dateTime={item.due.at ?? undefined}
            title={item.due.exact ? `Due ${item.due.exact}` : undefined}
            className={`text-xs whitespace-nowrap lg:text-sm ${item.state === "overdue" ? "font-semibold text-red-800 dark:text-red-200" : "text-slate-700 dark:text-slate-300"}`}
            data-testid="due-when"
          >
            {item.state === "later" ? item.due.text : item.due.rest}
          </time>
        </span>
      </td>
      <td
        role="cell"
        className={`truncate text-xs max-lg:order-2 max-lg:max-w-[45%] lg:py-2 lg:pr-4 lg:text-sm ${item.assignee ? "text-slate-800 dark:text-slate-200" : "text-slate-600 italic dark:text-slate-400"}`}
        data-testid="due-assignee"
      >
        {item.assignee ?? "Unassigned"}
      </td>
    </tr>
  );
}
