import { CircleAlert, Inbox, PackageCheck, UserRound, Wrench } from "lucide-react";
import type { RepairSeverity } from "~/db/schema";
import type { WorkshopBoard as Board, WorkshopRepair } from "~/models/board/board";
import { Age, BoardHeader, BoardPanel, BoardShell, MoreRows, PILL, Quiet, SafetyPill } from "./BoardShell";
import { OverdueMaintenancePanel } from "./OverdueMaintenancePanel";
import { useMuseum } from "~/utils/museum";

const SEVERITY_TONE: Record<RepairSeverity, string> = {
  unplayable: "bg-rose-500/20 text-rose-200 ring-rose-400/40",
  major: "bg-amber-500/20 text-amber-200 ring-amber-400/40",
  minor: "bg-sky-500/15 text-sky-200 ring-sky-400/30",
  cosmetic: "bg-slate-500/20 text-slate-200 ring-slate-400/30",
};

export function WorkshopBoard({ board, linkLabel }: { board: Board; linkLabel: string | null }) {
  const { name } = useMuseum();
  return (
    <BoardShell label="Workshop board">
      <BoardHeader
        eyebrow={linkLabel ? `${name} · ${linkLabel}` : name}
        title="Workshop"
        aside={
          <>
            <p className="text-[1.5em] font-bold text-white tabular-nums">
              {board.openCount} open {board.openCount === 1 ? "repair" : "repairs"}
            </p>
            <p className="text-[0.95em] text-slate-400">Updated {board.updatedLabel}</p>
          </>
        }
      />
      <div className="grid min-h-0 flex-1 grid-cols-[1.1fr_1.2fr_0.9fr] gap-[1em]">
        <BoardPanel
          title="Safety and new reports"
          count={board.attention.rows.length + board.attention.more}
          icon={<CircleAlert aria-hidden className="size-[1em] text-rose-300" />}
          className="overflow-hidden border-rose-400/30 bg-rose-400/[0.05]"
        >
          {board.attention.rows.length ? (
            <ul className="space-y-[0.55em]">
              {board.attention.rows.map((r) => (
                <AttentionRow key={r.id} repair={r} />
              ))}
            </ul>
          ) : (
            <Quiet text="Nothing waiting for triage" />
          )}
          <MoreRows more={board.attention.more} />
        </BoardPanel>

        <div className="flex min-h-0 flex-col gap-[1em]">
          <BoardPanel
            title="Open repairs"
            count={board.open.rows.length + board.open.more}
            icon={<Wrench aria-hidden className="size-[1em] text-amber-300" />}
            className="flex-1 overflow-hidden"
          >
            {board.open.rows.length ? (
              <ul className="divide-y divide-white/10">
                {board.open.rows.map((r) => (
                  <li key={r.id} className="flex items-center gap-[0.6em] py-[0.35em]">
                    <span className={`${PILL} ${SEVERITY_TONE[r.severity]} w-[7.2em] justify-center`}>
                      {r.severityLabel.split(" ")[0]}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-[1.1em] font-bold text-white">{r.game}</span>
                      <span className="block truncate text-[0.85em] text-slate-400">
                        {r.statusLabel} · {r.takenBy ? `Taken by ${r.takenBy}` : "Not taken"}
                      </span>
                    </span>
                    <Age age={r.age} />
                  </li>
                ))}
              </ul>
            ) : (
              <Quiet text="No other open repairs" />
            )}
            <MoreRows more={board.open.more} />
          </BoardPanel>
          <OverdueMaintenancePanel overdue={board.maintenance} />
        </div>

        <div className="flex min-h-0 flex-col gap-[1em]">
          <BoardPanel
            title="Parts in, to fit"
            count={board.received.rows.length + board.received.more}
            icon={<PackageCheck aria-hidden className="size-[1em] text-emerald-300" />}
            className="max-h-[55%] overflow-hidden"
          >
            {board.received.rows.length ? (
              <ul className="space-y-[0.45em]">
                {board.received.rows.map((p) => (
                  <li key={p.id} className="flex items-start gap-[0.5em]">
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-bold text-white">
                        {p.quantity > 1 ? `${p.quantity} × ` : ""}
                        {p.name}
                      </span>
                      <span className="block truncate text-[0.85em] text-slate-400">
                        {p.game}
                        {p.takenBy ? ` · ${p.takenBy}` : ""}
                      </span>
                    </span>
                    <Age age={p.age} />
                  </li>
                ))}
              </ul>
            ) : (
              <Quiet text="No parts waiting to be fitted" />
            )}
            <MoreRows more={board.received.more} />
          </BoardPanel>

          <BoardPanel
            title="Who has what"
            icon={<UserRound aria-hidden className="size-[1em] text-brand-300" />}
            className="flex-1 overflow-hidden"
          >
            {board.takers.length ? (
              <ul className="space-y-[0.45em]">
                {board.takers.map((t) => (
                  <li key={t.name}>
                    {/* Spans, not paragraphs: a bold line over a lighter one reads to axe as a heading drawn as text. */}
                    <span className="block font-bold text-white">
                      {t.name} <span className="font-semibold text-slate-400 tabular-nums">({t.games.length})</span>
                    </span>
                    <span className="block truncate text-[0.85em] text-slate-300">{t.games.join(", ")}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <Quiet text="Nobody has taken a repair" />
            )}
          </BoardPanel>
        </div>
      </div>
    </BoardShell>
  );
}

function AttentionRow({ repair: r }: { repair: WorkshopRepair }) {
  return (
    <li className="rounded-[0.6em] border border-white/10 bg-ink-900/70 px-[0.7em] py-[0.45em]">
      <div className="flex items-baseline gap-[0.5em]">
        <span className="min-w-0 flex-1 truncate text-[1.15em] font-bold text-white">{r.game}</span>
        <Age age={r.age} />
      </div>
      <div className="mt-[0.2em] flex items-center gap-[0.4em]">
        {r.safety ? <SafetyPill /> : null}
        {r.untriaged ? (
          <span className={`${PILL} bg-amber-400/20 text-amber-100 ring-amber-300/50`}>
            <Inbox aria-hidden className="size-[0.9em]" />
            New report
          </span>
        ) : null}
        <span className="truncate text-[0.85em] text-slate-400">
          {r.severityLabel} · {r.takenBy ? `Taken by ${r.takenBy}` : "Not taken"}
        </span>
      </div>
      <p className="mt-[0.2em] line-clamp-1 text-[0.95em] text-slate-300">{r.comment}</p>
    </li>
  );
}
