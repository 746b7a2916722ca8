import { CircleCheck } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { FormAlert } from "~/components/ui/FormAlert";
import { SUCCESS_MESSAGE_TIMEOUT_MS, type StaffActionResult } from "~/models/account/staff-account.schema";

const subscribeNever = () => () => {};
/** False in the server's HTML and until hydration, then true: controls that need JavaScript appear only when it runs. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * A result of the action: a green banner that hides itself after the spec's
 * 3 s once JavaScript runs (it is in the server's HTML too), or a red alert.
 * `result` is a fresh object per submission, so each one shows again.
 */
export function ResultBanner({ result }: { result: StaffActionResult | undefined }) {
  const [hidden, setHidden] = useState<StaffActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => setHidden(result), SUCCESS_MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [result]);

  return (
    <div aria-live="polite">
      {result?.ok && hidden !== result ? (
        <div
          role="status"
          className="mb-5 flex gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="[overflow-wrap:anywhere]">{result.message}</span>
        </div>
      ) : null}
      {result && !result.ok && result.error ? <FormAlert>{result.error}</FormAlert> : null}
    </div>
  );
}
