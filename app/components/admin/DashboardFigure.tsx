import { CircleAlert, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import type { DashboardFigure as Figure, FigureTone } from "~/models/dashboard/dashboard-figures";

const PILL = "inline-flex min-h-8 items-center gap-1.5 rounded-full px-2.5 text-xs";

const TONES: Record<FigureTone, string> = {
  calm: "bg-slate-100 text-slate-600 dark:bg-white/5 dark:text-slate-300",
  info: "bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-brand-500/15 dark:text-brand-100 dark:ring-brand-400/30",
  action:
    "bg-amber-100 font-bold text-amber-950 ring-1 ring-amber-400 dark:bg-amber-400/15 dark:text-amber-100 dark:ring-amber-300/40",
};

const LINKED = "underline-offset-2 transition hover:underline hover:brightness-95 dark:hover:brightness-125";

/** One count on a card: calm at zero (a tick), standing out when it asks for action (a warning sign, bold). */
export function DashboardFigure({ figure }: { figure: Figure }) {
  const { text, href, tone } = figure;
  const body = (
    <>
      {tone === "action" ? <CircleAlert aria-hidden className="size-3.5 shrink-0" /> : null}
      {tone === "calm" ? <CircleCheck aria-hidden className="size-3.5 shrink-0 opacity-70" /> : null}
      {text}
    </>
  );
  const className = `${PILL} ${TONES[tone]}`;
  return href ? (
    <Link to={href} className={`${className} ${LINKED}`}>
      {body}
    </Link>
  ) : (
    <span className={className}>{body}</span>
  );
}
