/** The thread page's sections and its large choice tiles, shared by the modules that draw them. */
export const SECTION = "card p-4 sm:p-6";
export const H2 = "text-xl font-bold";
/** A choice drawn as a large tile (radio or button): a gloved thumb on the museum floor hits it. */
export const SEGMENT = "btn min-h-12 flex-1 border px-3";
export const SEGMENT_ON =
  "border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-ink-950 disabled:opacity-100";
export const SEGMENT_OFF =
  "border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-white/15 dark:bg-white/5 dark:text-white dark:hover:bg-white/10";
