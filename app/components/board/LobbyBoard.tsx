import { CalendarDays, CircleCheck, Clock, Hourglass, Megaphone, Package, QrCode, Wrench } from "lucide-react";
import type { GameStatus } from "~/db/schema";
import type { BoardEvent, LobbyBoard as Board } from "~/models/board/board";
import { BoardHeader, BoardPanel, BoardShell } from "./BoardShell";
import { FITTED, useFitPages } from "./use-fit";
import { useMuseum } from "~/utils/museum";

/** Each status's word on the board, its icon and its colour: the word and the icon say it without the colour. */
const STATUS_LOOK: Record<GameStatus, { title: string; Icon: typeof Wrench; tone: string; chip: string }> = {
  Operational: {
    title: "Playing",
    Icon: CircleCheck,
    tone: "text-emerald-300",
    chip: "border-emerald-400/25 bg-emerald-400/[0.07]",
  },
  "In Repair": {
    title: "In repair",
    Icon: Wrench,
    tone: "text-amber-300",
    chip: "border-amber-400/40 bg-amber-400/10",
  },
  "Awaiting Parts": {
    title: "Awaiting parts",
    Icon: Package,
    tone: "text-sky-300",
    chip: "border-sky-400/40 bg-sky-400/10",
  },
};

/** The playing machines fill the rest of the panel in columns, in name order down each; useFitPages sizes them. */
const PLAYING_COLUMNS = `min-h-0 flex-1 gap-x-[1.2em] overflow-hidden [column-width:13em] ${FITTED}`;

const ANNOUNCEMENT_TONE: Record<string, string> = {
  info: "border-sky-400/40 bg-sky-400/15",
  success: "border-emerald-400/40 bg-emerald-400/15",
  warning: "border-amber-400/50 bg-amber-400/15",
  error: "border-rose-400/50 bg-rose-400/15",
};

export function LobbyBoard({ board }: { board: Board }) {
  const [playing, ...away] = board.floor;
  const museum = useMuseum();
  return (
    <BoardShell label="Live floor board">
      <BoardHeader
        eyebrow={museum.name}
        title="On the floor right now"
        aside={
          <>
            <p className="text-[1.1em] font-semibold text-slate-300">{board.dateLabel}</p>
            <p className="flex items-center justify-end gap-[0.35em] text-[1.5em] font-bold text-white">
              <Clock aria-hidden className="size-[0.9em] text-brand-300" />
              {board.hoursToday ? `Open today ${board.hoursToday}` : "Closed today"}
            </p>
            {board.hoursNote ? <p className="text-[0.95em] text-amber-200">{board.hoursNote}</p> : null}
          </>
        }
      />

      {board.announcement ? (
        <p
          className={`flex shrink-0 items-center gap-[0.6em] rounded-[0.7em] border px-[0.9em] py-[0.5em] text-[1.2em] font-semibold text-white ${ANNOUNCEMENT_TONE[board.announcement.type] ?? ANNOUNCEMENT_TONE.info}`}
        >
          <Megaphone aria-hidden className="size-[1.1em] shrink-0" />
          <span className="line-clamp-2">{board.announcement.message}</span>
        </p>
      ) : null}

      <div className="grid min-h-0 flex-1 grid-cols-[24em_1fr] gap-[1em]">
        <div className="flex min-h-0 flex-col gap-[1em]">
          <section
            aria-label="Machines playing now"
            className="shrink-0 rounded-[0.8em] border border-emerald-400/30 bg-gradient-to-br from-emerald-400/15 to-cyan-400/5 p-[1em]"
          >
            <p className="font-display leading-none font-black text-white tabular-nums">
              <span className="text-[4.6em]" data-testid="board-playing">
                {board.playing}
              </span>
              <span className="text-[2em] text-slate-300"> of </span>
              <span className="text-[2.6em] text-slate-200" data-testid="board-on-floor">
                {board.onFloor}
              </span>
            </p>
            <p className="mt-[0.3em] text-[1.35em] font-bold text-emerald-200">machines playing now</p>
          </section>

          <BoardPanel
            title="Events"
            icon={<CalendarDays aria-hidden className="size-[1em] text-brand-300" />}
            className="flex-1 overflow-hidden"
          >
            <EventList heading="Today" events={board.today} empty="No events today" />
            <EventList heading="Coming up" events={board.next} empty="Nothing scheduled yet" />
            <p className="mt-auto flex items-center gap-[0.5em] border-t border-white/10 pt-[0.7em] text-[0.95em] text-slate-300">
              <QrCode aria-hidden className="size-[1.6em] shrink-0 text-brand-300" />
              Something wrong with a machine? Scan the QR label on it to tell us.
            </p>
          </BoardPanel>
        </div>

        <BoardPanel title="The floor" count={board.onFloor} className="overflow-hidden">
          <div className="flex min-h-0 flex-1 flex-col gap-[0.8em]">
            {away.map(({ status, machines }) =>
              machines.length ? <StatusGroup key={status} status={status} machines={machines} /> : null,
            )}
            <StatusGroup status={playing.status} machines={playing.machines} dense />
          </div>
        </BoardPanel>
      </div>
    </BoardShell>
  );
}

function StatusGroup({
  status,
  machines,
  dense = false,
}: {
  status: GameStatus;
  machines: { id: number; name: string }[];
  dense?: boolean;
}) {
  const { title, Icon, tone, chip } = STATUS_LOOK[status];
  // Taken apart: reading the ref off the hook's answer in render trips the React compiler's refs rule.
  const { ref: fitted, rows: shown, page } = useFitPages<HTMLUListElement, (typeof machines)[number]>(machines, 1.25);
  return (
    <section aria-label={`${title}: ${machines.length}`} className={dense ? "flex min-h-0 flex-1 flex-col" : ""}>
      <h3 className={`mb-[0.35em] flex items-center gap-[0.4em] text-[1em] font-bold ${tone}`}>
        <Icon aria-hidden className="size-[1em]" />
        {title}
        <span className="tabular-nums">({machines.length})</span>
        {page ? (
          <span className="ml-auto text-[0.85em] font-semibold text-slate-400">
            Page {page.number} of {page.of}
          </span>
        ) : null}
      </h3>
      {dense ? (
        <ul ref={fitted} className={PLAYING_COLUMNS}>
          {shown.map((m) => (
            <li key={m.id} className="flex break-inside-avoid items-center gap-[0.45em] py-[0.12em]">
              <span aria-hidden className="size-[0.5em] shrink-0 rounded-full bg-emerald-400" />
              <span className="truncate text-slate-100">{m.name}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-wrap gap-[0.45em]">
          {machines.map((m) => (
            <li
              key={m.id}
              className={`flex items-center gap-[0.4em] rounded-[0.5em] border px-[0.6em] py-[0.25em] text-[1.05em] font-semibold text-white ${chip}`}
            >
              {status === "Awaiting Parts" ? (
                <Hourglass aria-hidden className={`size-[0.9em] ${tone}`} />
              ) : (
                <Icon aria-hidden className={`size-[0.9em] ${tone}`} />
              )}
              {m.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EventList({ heading, events, empty }: { heading: string; events: BoardEvent[]; empty: string }) {
  return (
    <div className="mb-[0.8em]">
      <h3 className="mb-[0.3em] text-[0.85em] font-bold tracking-[0.15em] text-slate-400 uppercase">{heading}</h3>
      {events.length ? (
        <ul className="space-y-[0.45em]">
          {events.map((e) => (
            <li key={e.id}>
              <p className="line-clamp-2 text-[1.15em] font-bold text-white">{e.title}</p>
              <p className="text-[0.95em] text-slate-300">
                <span className="font-semibold text-brand-200">{e.when}</span> · {e.kind}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-[1em] text-slate-400">{empty}</p>
      )}
    </div>
  );
}
