import { CalendarClock, MonitorPlay } from "lucide-react";
import { RevokeButton } from "~/components/ui/RevokeButton";
import { ruledList } from "~/components/ui/classes";

export type BoardLinkRow = {
  id: number;
  label: string;
  createdBy: string | null;
  createdLabel: string;
  lastUsedLabel: string | null;
  revokedLabel: string | null;
  /** Its last day, as people read it; null: no end. */
  endsLabel: string | null;
  ended: boolean;
};

const STATE = "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap";
const SPENT = "bg-slate-100 text-slate-700 dark:bg-white/10 dark:text-slate-300";

/**
 * The links made so far: who made each and when, when a TV last used it, its last day if it has one, and
 * Revoke after a confirmation while it still works.
 */
export function BoardLinkList({ links }: { links: BoardLinkRow[] }) {
  if (!links.length)
    return (
      <p className="flex flex-col items-center gap-2 card p-8 text-center text-slate-700 dark:text-slate-300">
        <MonitorPlay aria-hidden className="size-6 text-slate-400" />
        No board links yet.
      </p>
    );
  return (
    <ul className={ruledList} aria-label="Board links, newest first">
      {links.map((link) => (
        <li
          key={link.id}
          className="flex flex-col gap-3 bg-white px-4 py-4 sm:flex-row sm:items-center sm:justify-between dark:bg-ink-900"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900 dark:text-white">{link.label}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              Created by {link.createdBy ?? "a former staff member"} on {link.createdLabel} ·{" "}
              {link.lastUsedLabel ? `last used ${link.lastUsedLabel}` : "never used"}
            </p>
            {link.endsLabel && !link.ended && !link.revokedLabel ? (
              <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-slate-800 dark:text-slate-100">
                <CalendarClock aria-hidden className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
                Works until {link.endsLabel}
              </p>
            ) : null}
          </div>
          {link.revokedLabel ? (
            <span className={`${STATE} ${SPENT}`}>Revoked {link.revokedLabel}</span>
          ) : link.ended ? (
            <span className={`${STATE} ${SPENT}`}>Ended {link.endsLabel}</span>
          ) : (
            <RevokeButton
              id={link.id}
              label={link.label}
              intent="revoke"
              consequence="The TV showing it loses the workshop board within seconds, and the link never opens anything again."
              confirmLabel="Revoke link"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
