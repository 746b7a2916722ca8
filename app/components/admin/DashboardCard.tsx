import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DashboardCard as Card } from "~/components/admin/dashboard-cards";
import type { DashboardFigure as Figure } from "~/models/dashboard/dashboard-figures";
import { DashboardFigure } from "./DashboardFigure";

/** A row's icon tile, darker while the pointer is on its row. */
export const ROW_ICON = [
  "inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700",
  "group-hover:bg-brand-100",
  "dark:bg-brand-500/15 dark:text-brand-300",
].join(" ");

export const ROW = "flex gap-3 px-4 py-3 sm:px-5";

/** The row's link: its icon, name and what it is for (and "Managers only" where it applies). */
const CARD_LINK = "flex gap-3 px-4 py-3 transition hover:bg-slate-50 sm:px-5 dark:hover:bg-white/5";

const MANAGERS_ONLY =
  "rounded-full bg-amber-100 px-2 py-0.5 text-[0.7rem] font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200";

/** Under the row's link, in line with its text (past the icon tile and its gap). */
const FIGURES = "-mt-1 flex flex-wrap gap-1.5 pr-4 pb-3 pl-[4.25rem] sm:pr-5 sm:pl-[4.5rem]";

/** A row's figures, each its own link, so they sit under the row's link rather than inside it. */
function FigureList({ figures, label }: { figures: readonly Figure[]; label: string }) {
  if (!figures.length) return null;
  return (
    <ul aria-label={label} className={FIGURES}>
      {figures.map((figure) => (
        <li key={figure.id}>
          <DashboardFigure figure={figure} />
        </li>
      ))}
    </ul>
  );
}

/** One screen of the back office: its icon, name, what it is for, and its live counts. */
export function DashboardCard({
  card,
  figures,
  lockedOut,
}: {
  card: Card;
  figures: readonly Figure[];
  /** The viewer is staff and the screen is for managers. */
  lockedOut: boolean;
}) {
  const { to, title, text, Icon } = card;
  return (
    <li>
      <Link to={to} className={`group ${CARD_LINK}`}>
        <span className={ROW_ICON}>
          <Icon aria-hidden className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
            {title}
            {lockedOut ? <span className={MANAGERS_ONLY}>Managers only</span> : null}
          </span>
          <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{text}</span>
        </span>
      </Link>
      <FigureList figures={figures} label={`${title} now`} />
    </li>
  );
}

/** A group of rows under its heading. */
export function DashboardGroup({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const headingId = `group-${id}`;
  return (
    <section aria-labelledby={headingId} className="overflow-hidden card">
      <header className="border-b border-slate-200 px-4 py-3 sm:px-5 dark:border-white/10">
        <h2 id={headingId} className="text-base font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-400">{text}</p>
      </header>
      <ul className="divide-y divide-slate-200 dark:divide-white/10">{children}</ul>
    </section>
  );
}
