import { CalendarClock } from "lucide-react";
import type { BoardList } from "~/models/board/board";
import type { BoardMaintenanceRow } from "~/models/maintenance/board-maintenance";
import { Age, BoardPanel, MoreRows, Quiet, SafetyPill } from "./BoardShell";

/** The workshop board's overdue maintenance: task, machine, how long overdue, safety, who took it. */
export function OverdueMaintenancePanel({ overdue }: { overdue: BoardList<BoardMaintenanceRow> }) {
  return (
    <BoardPanel
      title="Overdue maintenance"
      count={overdue.rows.length + overdue.more}
      icon={<CalendarClock aria-hidden className="size-[1em] text-violet-300" />}
      className="max-h-[45%] shrink-0 overflow-hidden"
    >
      {overdue.rows.length ? (
        <ul className="divide-y divide-white/10">
          {overdue.rows.map((m) => (
            <li key={m.key} className="flex items-center gap-[0.6em] py-[0.35em]">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[1.1em] font-bold text-white">{m.task}</span>
                <span className="flex items-center gap-[0.4em] text-[0.85em] text-slate-400">
                  {m.safety ? <SafetyPill /> : null}
                  <span className="truncate">
                    {m.game} · {m.takenBy ? `Taken by ${m.takenBy}` : "Not taken"}
                  </span>
                </span>
              </span>
              <Age age={m.overdue} />
            </li>
          ))}
        </ul>
      ) : (
        <Quiet text="No maintenance overdue" />
      )}
      <MoreRows more={overdue.more} />
    </BoardPanel>
  );
}
