import { CircleCheck, Undo2 } from "lucide-react";
import type { GameStatus } from "~/db/schema";
import { ThreadFailure, ThreadFormFrame, useThreadForm } from "./thread-form";

/**
 * 'Undo false alarm' on an open visitor report: one tap closes it as a false alarm and gives the machine back
 * the status it had before the report. Mounted whatever the repair's state, so that what it did stays on the
 * page once the repair is closed.
 */
export function FalseAlarm({
  offer,
  gameName,
  returnTo,
}: {
  offer: { statusBefore: GameStatus | null } | null;
  gameName: string;
  returnTo: string;
}) {
  const { formRef, form } = useThreadForm();
  const done = form.result?.ok ? form.result.message : null;
  if (done)
    return (
      <p
        role="status"
        className="mt-5 flex items-start gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-100"
      >
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        {done}
      </p>
    );
  if (!offer) return null;
  return (
    <ThreadFormFrame
      formRef={formRef}
      form={form}
      returnTo={returnTo}
      label="False alarm"
      className="mt-5 flex flex-col gap-3 card p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <input type="hidden" name="intent" value="false-alarm" />
      <p className="text-slate-700 dark:text-slate-200">
        Nothing wrong with it?{" "}
        {offer.statusBefore
          ? `Close this report as a false alarm and put ${gameName} back to ${offer.statusBefore}.`
          : `Close this report as a false alarm; ${gameName} keeps its status.`}
      </p>
      <div className="shrink-0">
        <button type="submit" disabled={form.busy} className="btn-secondary min-h-12 w-full sm:w-auto">
          <Undo2 aria-hidden className="size-5" /> {form.busy ? "Saving..." : "Undo false alarm"}
        </button>
        <ThreadFailure form={form} />
      </div>
    </ThreadFormFrame>
  );
}
