/**
 * Class lists that several screens share, named so that one look is changed in one place (Prettier cannot
 * wrap a long class string, and Tailwind finds these names' classes in this file as it does in markup).
 */

/** A list of rows in one rounded box, a rule between rows (the trash, the activity log, subscribers). */
export const ruledList =
  "divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 dark:divide-white/10 dark:border-white/10";

/** The large icon on a tinted square that heads an empty state. */
export const emptyIconTile =
  "inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300";

/** The tinted title band of a list page (the collection, games for sale). */
export const titleBand =
  "relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-white/10 dark:from-ink-900 dark:to-ink-950";

/** The green note of a form that went through (contact, sign-in, staff accounts). */
export const successNote =
  "mb-5 flex gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200";
