/**
 * Class lists that several back-office screens share, named so that one look is changed in one place (Prettier cannot
 * wrap a long class string, and Tailwind finds these names' classes in this file as it does in markup).
 */

/** A list of rows in one rounded box, a rule between rows (the trash, the activity log, subscribers). */
export const ruledList =
  "divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 dark:divide-white/10 dark:border-white/10";
