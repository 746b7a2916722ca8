import { ChevronDown } from "lucide-react";

/**
 * A card whose heading opens and closes its body (the game form's Sales Management). Closed, the fields are only
 * hidden: they are still posted, so nothing typed is lost.
 */
export function Disclosure({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <section className="overflow-hidden card">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => onToggle(!open)}
          className="flex min-h-14 w-full items-center justify-between gap-3 px-5 py-4 text-left text-lg font-bold sm:px-6"
        >
          {title}
          <ChevronDown aria-hidden className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </h2>
      <div
        id={id}
        hidden={!open}
        className="space-y-5 border-t border-slate-200 px-5 py-5 sm:px-6 dark:border-white/10"
      >
        {children}
      </div>
    </section>
  );
}
