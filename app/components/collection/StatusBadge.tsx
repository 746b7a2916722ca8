/** Operational green, In Repair yellow, Awaiting Parts red, anything else grey. */
const STYLES: Record<string, string> = {
  Operational:
    "bg-emerald-100 text-emerald-900 ring-emerald-600/20 dark:bg-emerald-400/15 dark:text-emerald-200 dark:ring-emerald-400/30",
  "In Repair":
    "bg-yellow-100 text-yellow-900 ring-yellow-600/25 dark:bg-yellow-400/15 dark:text-yellow-200 dark:ring-yellow-400/30",
  "Awaiting Parts": "bg-red-100 text-red-900 ring-red-600/20 dark:bg-red-400/15 dark:text-red-200 dark:ring-red-400/30",
};
const GREY = "bg-slate-100 text-slate-800 ring-slate-500/20 dark:bg-white/10 dark:text-slate-200 dark:ring-white/20";
const DOTS: Record<string, string> = {
  Operational: "bg-emerald-500",
  "In Repair": "bg-yellow-500",
  "Awaiting Parts": "bg-red-500",
};

export function statusColor(status: string) {
  return (
    ({ Operational: "green", "In Repair": "yellow", "Awaiting Parts": "red" } as Record<string, string>)[status] ??
    "grey"
  );
}

export function StatusBadge({ status, className = "" }: { status: string; className?: string }) {
  return (
    <span
      data-status-color={statusColor(status)}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STYLES[status] ?? GREY} ${className}`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${DOTS[status] ?? "bg-slate-400"}`} />
      {status || "Unknown"}
    </span>
  );
}
