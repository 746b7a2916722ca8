import { CircleCheck, Undo2 } from "lucide-react";
import type { FalseAlarmOffer } from "~/models/repair/alarm.server";
import { ThreadFailure, ThreadFormFrame, useThreadForm } from "./thread-form";

const DONE = [
  "flex items-start gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900",
  "dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-100",
].join(" ");

/** What 'Undo false alarm' did, as the server said it. */
export function FalseAlarmDone({ message, className = "" }: { message: string; className?: string }) {
  return (
    <p role="status" className={`${DONE} ${className}`}>
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      {message}
    </p>
  );
}

/**
 * 'Undo false alarm' on an open visitor report: one tap closes it as a false alarm and gives the machine back
 * the status it had before the report. On the thread it is mounted whatever the repair's state, so that what
 * it did stays on the page once the repair is closed. Elsewhere (a scanned label's staff panel) it posts to
 * the repair's thread (`action`) through the fetcher `fetcherKey`, whose holder outlives the closed repair's
 * row and says what it did.
 */
export function FalseAlarm({
  offer,
  gameName,
  returnTo,
  action,
  fetcherKey,
  className = "mt-5 card p-4 sm:p-5",
}: {
  offer: FalseAlarmOffer;
  gameName: string;
  returnTo: string;
  action?: string;
  fetcherKey?: string;
  className?: string;
}) {
  const { formRef, form } = useThreadForm(undefined, { action, fetcherKey });
  const done = form.result?.ok ? form.result.message : null;
  if (done && !fetcherKey) return <FalseAlarmDone message={done} className="mt-5" />;
  if (!offer) return null;
  return (
    <ThreadFormFrame
      formRef={formRef}
      form={form}
      returnTo={returnTo}
      action={action}
      label="False alarm"
      className={`flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between ${className}`}
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
