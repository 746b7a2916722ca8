import { Sparkles, Trophy } from "lucide-react";
import { eventTypeLabel } from "~/models/event/event";

export function EventTypeBadge({ type }: { type: string }) {
  const tournament = type === "tournament";
  const Icon = tournament ? Trophy : Sparkles;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold tracking-wide uppercase ${
        tournament
          ? "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
          : "bg-cyan-100 text-cyan-900 dark:bg-cyan-400/15 dark:text-cyan-200"
      }`}
    >
      <Icon aria-hidden className="size-3.5" />
      {eventTypeLabel(type)}
    </span>
  );
}
