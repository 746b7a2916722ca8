import { PackageCheck, Truck, XCircle } from "lucide-react";
import { useRef, useState } from "react";
import { WaitingLine } from "~/components/floor-queue/KeptChange";
import { useActionButton } from "~/components/forms/use-action-button";
import { IdempotencyField } from "~/components/forms/IdempotencyKey";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import type { PartStatus } from "~/db/schema";
import { PART_STATUS_LABELS } from "~/models/repair/floor";
import type { action } from "~/routes/repairs.parts";

export const PARTS_PATH = "/repairs/parts";

/** The step that comes next, the row's main button; Received may be marked straight from Requested too. */
const NEXT_STEP: Partial<Record<PartStatus, "ordered" | "received">> = { requested: "ordered", ordered: "received" };
const STEP_ICONS = { ordered: Truck, received: PackageCheck };

type Props = {
  part: { id: number; name: string; status: PartStatus; game: { name: string } };
  actions: ReturnType<typeof useActionButton<typeof action>>;
  idempotencyKey: string;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** The state a change kept on the phone will give the part, while it waits to be sent. */
  waitingFor: PartStatus | null;
  /** The state a button asks for, as it is pressed (what a kept change will be). */
  onChoose: (status: PartStatus) => void;
};

/**
 * A part's buttons on the Parts screen: its next step first and loudest, Received as a shortcut while only
 * requested, and Cancel, which asks first because a cancelled part is final. Every one is a submit of the form, so
 * the floor's queue keeps it while the network is gone; the row then shows the change as waiting instead.
 */
export function PartActions({ part, actions, idempotencyKey, formRef, waitingFor, onChoose }: Props) {
  const { Form, busy, pending } = actions;
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const next = NEXT_STEP[part.status];
  if (!next) return null;
  const steps = next === "ordered" ? (["ordered", "received"] as const) : (["received"] as const);
  const cancelling = pending("status") === "cancelled";

  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto sm:justify-end">
      <Form
        method="post"
        action={PARTS_PATH}
        preventScrollReset
        ref={formRef}
        data-floor-about={`${part.name} for ${part.game.name}`}
        className="contents"
      >
        <input type="hidden" name="intent" value="part-status" />
        <input type="hidden" name="partId" value={part.id} />
        {idempotencyKey ? <input type="hidden" name="inPlace" value="1" /> : null}
        <IdempotencyField value={idempotencyKey} />
        {/* Cancel's post, sent once the dialog is confirmed: a submit like the others, for the queue to catch. */}
        <button ref={cancelRef} type="submit" name="status" value="cancelled" hidden tabIndex={-1} />
        {waitingFor ? (
          <WaitingLine what={waitingFor === "cancelled" ? "Cancel" : `Mark ${PART_STATUS_LABELS[waitingFor]}`} />
        ) : (
          steps.map((status) => {
            const Icon = STEP_ICONS[status];
            return (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                disabled={busy}
                onClick={() => onChoose(status)}
                className={`${status === next ? "btn-primary" : "btn-secondary"} min-h-10 px-3 text-sm`}
              >
                <Icon aria-hidden className="size-4" />
                Mark {PART_STATUS_LABELS[status]}
                <span className="sr-only">: {part.name}</span>
              </button>
            );
          })
        )}
      </Form>
      {waitingFor ? null : (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          busy={cancelling}
          busyLabel="Cancelling..."
          title="Cancel this part?"
          description={
            <>
              {part.name} for {part.game.name} leaves this list, and its repair no longer waits for it. A cancelled part
              stays cancelled: if it is needed after all, request it again in a work entry.
            </>
          }
          confirmLabel="Cancel Part"
          cancelLabel="Keep It"
          icon={<XCircle aria-hidden className="size-4" />}
          onConfirm={() => {
            setConfirming(false);
            onChoose("cancelled");
            formRef.current?.requestSubmit(cancelRef.current);
          }}
          trigger={
            <button type="button" disabled={busy} className="btn-ghost min-h-10 px-3 text-sm">
              <XCircle aria-hidden className="size-4" /> Cancel
              <span className="sr-only"> part: {part.name}</span>
            </button>
          }
        />
      )}
    </div>
  );
}
