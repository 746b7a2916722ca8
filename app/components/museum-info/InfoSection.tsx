import type { ReactNode } from "react";

export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 border-b border-slate-200 py-10 first:pt-0 last:border-b-0 dark:border-white/10"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5 space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

/** A two-column fact list: term on the left, value on the right (stacked on phones). */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-white/10 dark:border-white/10 dark:bg-ink-900">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4 sm:px-5">
          <dt className="font-semibold text-slate-900 dark:text-white">{term}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const infoLink =
  "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200";
