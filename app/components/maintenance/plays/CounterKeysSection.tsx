import { KeyRound } from "lucide-react";
import { PLAYS_API_PATH } from "~/models/maintenance/counter-key";
import { CounterKeyList, type CounterKeyRow } from "./CounterKeyList";
import { NewCounterKey, type CounterKeyResult } from "./NewCounterKey";

/** Managers only: the keys this machine's play counter posts its readings with. */
export function CounterKeysSection({ keys, pageResult }: { keys: CounterKeyRow[]; pageResult?: CounterKeyResult }) {
  return (
    <section aria-labelledby="counter-keys-heading" className="card p-5 sm:p-6">
      <h2 id="counter-keys-heading" className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <KeyRound aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
        Counter keys
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        A counter that can send its readings posts them to <code className="font-mono">{PLAYS_API_PATH}</code> with a
        key of its own. The key works for this machine only and can be revoked at any time.
      </p>
      <NewCounterKey pageResult={pageResult} />
      <CounterKeyList keys={keys} />
    </section>
  );
}
