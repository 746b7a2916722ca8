import { Link } from "react-router";

type Props = {
  /** Accessible name of the chip list, e.g. "FAQ categories". */
  label: string;
  categories: readonly string[];
  /** The active category, null for All, undefined when none applies (an unknown category). */
  active: string | null | undefined;
  allLabel?: string;
};

/**
 * Category filter as plain links (?category=...), so it works without
 * JavaScript, survives reload and can be shared. The active chip carries
 * aria-current.
 */
export function CategoryChips({ label, categories, active, allLabel = "All" }: Props) {
  const chips = [{ name: allLabel, value: null as string | null }, ...categories.map((c) => ({ name: c, value: c }))];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const isActive = chip.value === active;
          return (
            <li key={chip.name}>
              <Link
                to={{ search: chip.value ? `?category=${encodeURIComponent(chip.value)}` : "" }}
                preventScrollReset
                aria-current={isActive ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                  isActive
                    ? "border-brand-600 bg-brand-600 text-white shadow-sm dark:border-brand-400 dark:bg-brand-400 dark:text-ink-950"
                    : "border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:text-brand-700 dark:border-white/15 dark:bg-white/5 dark:text-slate-100 dark:hover:border-brand-300 dark:hover:text-brand-200"
                }`}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
