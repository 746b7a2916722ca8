import { CircleCheck } from "lucide-react";
import type { FormResult } from "~/utils/forms";

/** A Me page form's save button, and beside it what the save did, as the server said it. */
export function SaveRow({ label, busy, answer }: { label: string; busy: boolean; answer?: FormResult }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Saving..." : label}
      </button>
      {answer?.ok && answer.message ? (
        <p
          role="status"
          className="flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300"
        >
          <CircleCheck aria-hidden className="size-4" /> {answer.message}
        </p>
      ) : null}
    </div>
  );
}
