import { Flame } from "lucide-react";
import type { ReactNode } from "react";
import { FITTED, useFitText } from "./use-fit";

/**
 * The frame of a TV board: the whole screen, dark whatever the visitor's theme, no scrollbars, and type sized
 * by the screen (about 24 px at 1080p, scaling with a 4K or a 720p TV) so it reads from across the room.
 * Everything inside sizes itself in em.
 */
const SHELL = [
  "dark fixed inset-0 flex flex-col overflow-hidden bg-ink-950 text-slate-100 [color-scheme:dark]",
  "bg-[radial-gradient(ellipse_at_top_left,rgb(216_59_182/0.16),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(34_211_238/0.10),transparent_50%)]",
  "gap-[0.9em] p-[1.4em] text-[min(1.25vw,2.25vh)] leading-snug",
].join(" ");

export function BoardShell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <main className={SHELL} aria-label={label}>
      {children}
    </main>
  );
}

export function BoardHeader({ eyebrow, title, aside }: { eyebrow: string; title: string; aside: ReactNode }) {
  return (
    <header className="flex shrink-0 items-end justify-between gap-[1em] border-b border-white/10 pb-[0.6em]">
      <div>
        <p className="text-[0.8em] font-bold tracking-[0.2em] text-brand-300 uppercase">{eyebrow}</p>
        <h1 className="font-display text-[2.1em] leading-tight font-black tracking-tight text-white">{title}</h1>
      </div>
      <div className="text-right">{aside}</div>
    </header>
  );
}

/** A card of the board with its heading; `count` is written next to the heading. */
export function BoardPanel({
  title,
  count,
  icon,
  className = "",
  children,
}: {
  title: string;
  count?: number;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={`flex min-h-0 flex-col rounded-[0.8em] border border-white/10 bg-white/[0.04] p-[0.9em] ${className}`}
    >
      <h2 className="mb-[0.5em] flex shrink-0 items-center gap-[0.4em] text-[1.05em] font-bold tracking-wide text-slate-200 uppercase">
        {icon}
        {title}
        {count !== undefined ? (
          <span className="ml-auto rounded-full bg-white/10 px-[0.55em] text-[0.95em] text-white tabular-nums">
            {count}
          </span>
        ) : null}
      </h2>
      <PanelBody>{children}</PanelBody>
    </section>
  );
}

/** A panel's rows, their text sized to the panel so that none is cut off. */
function PanelBody({ children }: { children: ReactNode }) {
  const fitted = useFitText<HTMLDivElement>();
  return (
    <div ref={fitted} className={`flex min-h-0 flex-1 flex-col overflow-hidden ${FITTED}`}>
      {children}
    </div>
  );
}

/** 'and 3 more', under a list cut to fit the screen. */
export function MoreRows({ more }: { more: number }) {
  if (more <= 0) return null;
  return <p className="mt-[0.3em] text-[0.85em] text-slate-400">and {more} more</p>;
}

export const PILL =
  "inline-flex shrink-0 items-center gap-[0.3em] rounded-full px-[0.6em] py-[0.1em] text-[0.8em] font-bold ring-1";

/** The marker of anything safety-related on a board: an unsafe repair, a safety check overdue. */
export function SafetyPill() {
  return (
    <span className={`${PILL} bg-rose-700 text-white ring-rose-300`}>
      <Flame aria-hidden className="size-[0.9em]" />
      Safety
    </span>
  );
}

export function Age({ age }: { age: string }) {
  return <span className="shrink-0 text-[0.95em] font-semibold text-slate-300 tabular-nums">{age}</span>;
}

export function Quiet({ text }: { text: string }) {
  return <p className="text-[1em] text-slate-400">{text}</p>;
}
