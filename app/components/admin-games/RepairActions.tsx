import { CircleCheck, RotateCcw, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { href, useLocation } from "react-router";
import { KeptNotice } from "~/components/floor-queue/KeptNotice";
import { keptField } from "~/components/floor-queue/kept-change";
import { useKeptChange, WaitingLine } from "~/components/floor-queue/KeptChange";
import { IdempotencyField, useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { useActionButton } from "~/components/forms/use-action-button";
import { DeleteRepairDialog } from "~/components/repair/DeleteRepairDialog";
import { InlineError } from "~/components/ui/InlineError";
import type { RepairEntryView } from "~/models/repair/repair-entry";
import type { action as repairAction } from "~/routes/repairs.repair";

const DELETE_OFFLINE = "You are offline. A repair can be deleted once the signal is back.";
const KEPT_INTENTS = ["resolve", "reopen"];

/**
 * Mark as Resolved / Reopen / Delete for one repair on its game page. Resolving the machine's last open repair
 * offers, ticked, to set it back to Operational; Delete asks first. Resolve and Reopen carry an idempotency key, so
 * the floor's queue keeps them while the network is gone (named for the machine) and the server stores each once;
 * the row then says so and shows the repair as it was until the change is sent. Delete needs the network.
 */
export function RepairActions({
  repair,
  lastOpen,
  gameName,
}: {
  repair: RepairEntryView;
  lastOpen: boolean;
  gameName: string;
}) {
  const { Form, submit, busy, pending, error, data } = useActionButton<typeof repairAction>();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { key, renew } = useIdempotencyKey();
  // An answer, or the repair changing state (a resolve redirects back here), ends a submit: the next is a new one.
  const [seen, setSeen] = useState({ data, resolved: repair.resolved });
  if (seen.data !== data || seen.resolved !== repair.resolved) {
    setSeen({ data, resolved: repair.resolved });
    renew();
  }
  const action = href("/repairs/:id", { id: String(repair.id) });
  const kept = useKeptChange(
    formRef,
    repair.resolved,
    (item) => item.action === action && KEPT_INTENTS.includes(keptField(item, "intent") ?? ""),
    renew,
  );
  const keptIntent = kept.item ? keptField(kept.item, "intent") : repair.resolved ? "reopen" : "resolve";
  const pendingIntent = pending("intent");
  const [confirming, setConfirming] = useState(false);
  const [offline, setOffline] = useState("");

  return (
    <div className="mt-3 border-t border-slate-200 pt-3 dark:border-white/10">
      <InlineError message={offline || kept.refused || error} className="mb-2" />
      <Form
        method="post"
        action={action}
        preventScrollReset
        ref={formRef}
        data-floor-about={gameName}
        className="flex flex-wrap items-center gap-x-3 gap-y-2"
      >
        <input type="hidden" name="returnTo" value={pathname} />
        <IdempotencyField value={key} />
        {kept.waiting ? (
          <WaitingLine what={keptIntent === "reopen" ? "Reopen" : "Resolve"} />
        ) : repair.resolved ? (
          <button
            type="submit"
            name="intent"
            value="reopen"
            disabled={busy}
            className="btn-secondary min-h-10 px-3 text-sm"
          >
            <RotateCcw aria-hidden className="size-4" />
            {pendingIntent === "reopen" ? "Reopening..." : "Reopen"}
          </button>
        ) : (
          <>
            <button
              type="submit"
              name="intent"
              value="resolve"
              disabled={busy}
              className="btn-primary min-h-10 px-3 text-sm"
            >
              <CircleCheck aria-hidden className="size-4" />
              {pendingIntent === "resolve" ? "Saving..." : "Mark as Resolved"}
            </button>
            {lastOpen ? (
              <label className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="backToOperational"
                  defaultChecked
                  className="size-4 rounded border-slate-400 text-brand-600"
                />
                Set the machine back to Operational
              </label>
            ) : null}
          </>
        )}
        <DeleteRepairDialog
          comment={repair.comment}
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={() => {
            setConfirming(false);
            // Not kept for later: a deletion is asked for and answered (with its Undo) while the network is there.
            if (!navigator.onLine) return setOffline(DELETE_OFFLINE);
            setOffline("");
            void submit({ intent: "delete", returnTo: pathname }, { method: "post", action, preventScrollReset: true });
          }}
          trigger={
            <button
              type="button"
              disabled={busy}
              className="btn-ghost min-h-10 px-3 text-sm text-red-700 dark:text-red-300"
            >
              <Trash2 aria-hidden className="size-4" /> Delete<span className="sr-only"> repair</span>
            </button>
          }
        />
      </Form>
      <KeptNotice kept={kept.waiting} className="mt-2" />
    </div>
  );
}
