import { Cpu } from "lucide-react";
import { RevokeButton } from "~/components/ui/RevokeButton";
import { ruledList } from "~/components/ui/classes";

export type CounterKeyRow = {
  id: number;
  label: string;
  createdBy: string | null;
  createdLabel: string;
  lastUsedLabel: string | null;
  revokedLabel: string | null;
};

const SPENT = [
  "shrink-0 self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-slate-700",
  "sm:self-center dark:bg-white/10 dark:text-slate-300",
].join(" ");

/** The machine's keys: who made each and when, when its counter last used it, and Revoke while it works. */
export function CounterKeyList({ keys }: { keys: CounterKeyRow[] }) {
  if (!keys.length)
    return (
      <p className="mt-5 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Cpu aria-hidden className="size-4 shrink-0 text-slate-400" />
        No counter keys yet: readings come by hand only.
      </p>
    );
  return (
    <ul className={`mt-5 ${ruledList}`} aria-label="Counter keys, newest first">
      {keys.map((key) => (
        <li
          key={key.id}
          className="flex flex-col gap-3 bg-white px-4 py-4 sm:flex-row sm:items-center sm:justify-between dark:bg-ink-900"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900 dark:text-white">{key.label}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              Made by {key.createdBy ?? "a former staff member"} on {key.createdLabel} ·{" "}
              {key.lastUsedLabel ? `last used ${key.lastUsedLabel}` : "never used"}
            </p>
          </div>
          {key.revokedLabel ? (
            <span className={SPENT}>Revoked {key.revokedLabel}</span>
          ) : (
            <RevokeButton
              id={key.id}
              label={key.label}
              intent="revoke-key"
              consequence="The counter's readings are refused from now on, and the key never works again. Readings it sent stay."
              confirmLabel="Revoke key"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
