import { ChevronRight, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import type { RepairEntryView } from "~/models/repair/repair-entry";
import { RepairPeople, RepairStatusPill, SeverityBadges } from "./RepairBadges";

/**
 * One repair, the same on every staff screen: its status, severity and safety, when it was logged, the comment,
 * who logged it, who took it and who resolved it, and a way into its thread (/repairs/{id}). `title` goes above
 * (the Repair Dashboard names the machine), `children` below (actions). `thread` is false on the thread itself.
 */
export function RepairEntry({
  repair,
  title,
  children,
  thread = true,
}: {
  repair: RepairEntryView;
  title?: ReactNode;
  children?: ReactNode;
  thread?: boolean;
}) {
  return (
    <li className="card p-4" data-repair-id={repair.id}>
      {title}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <RepairStatusPill status={repair.status} />
          <SeverityBadges severity={repair.severity} safety={repair.safety} untriaged={repair.untriaged} />
        </div>
        <time dateTime={repair.loggedAt} className="text-sm text-slate-600 dark:text-slate-400">
          {repair.loggedLabel}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-100">{repair.comment}</p>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <Wrench aria-hidden className="size-3.5" /> Logged by {repair.loggedBy}
        {repair.resolvedLabel
          ? ` · resolved ${repair.resolvedLabel}${repair.resolvedBy ? ` by ${repair.resolvedBy}` : ""}`
          : ""}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        <RepairPeople assignee={repair.assignee} confirmations={repair.confirmations} />
        {repair.expectedBackLabel && !repair.resolved ? (
          <span className="text-sm text-slate-700 dark:text-slate-300">
            Expected back by {repair.expectedBackLabel}
          </span>
        ) : null}
        {thread ? (
          <Link
            to={href("/repairs/:id", { id: String(repair.id) })}
            className="ml-auto inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Open repair #{repair.id}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </li>
  );
}

/**
 * In place of a repair's actions when their code could not load (the network went just then): the staff panels
 * load them as chunks of their own, so a visitor's page does not even name the floor's queue they bring.
 */
export function RepairActionsUnavailable() {
  return (
    <p className="mt-3 border-t border-slate-200 pt-3 text-sm text-slate-600 dark:border-white/10 dark:text-slate-300">
      This repair&apos;s actions could not load. Reload the page to use them.
    </p>
  );
}
