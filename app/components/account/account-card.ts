/** One section of the Me page: a card as wide as a form reads well. */
export const ACCOUNT_CARD = "w-full card p-5 sm:p-6";

/** The round icon beside a section's heading. */
export const CARD_ICON =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300";
