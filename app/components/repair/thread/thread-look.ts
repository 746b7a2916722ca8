/** The thread page's sections and its large choice tiles, shared by the modules that draw them. */
export const SECTION = "card p-4 sm:p-6";
export const H2 = "text-xl font-bold";
/** A heading of the details panel's rows, small like a form label. */
export const ROW_LABEL = "mb-1.5 block text-sm font-semibold text-slate-700 dark:text-slate-300";
/** A choice drawn as a large tile (radio or button): a gloved thumb on the museum floor hits it. */
export const SEGMENT = "btn min-h-12 flex-1 border px-3";
/**
 * The chosen tile: tinted, not filled, so it never reads as the page's one primary button (main-action.ts).
 */
export const SEGMENT_ON =
  "border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-100 disabled:opacity-100";
export const SEGMENT_OFF =
  "border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-white/15 dark:bg-white/5 dark:text-white dark:hover:bg-white/10";
