import { PackageCheck, Truck, XCircle } from "lucide-react";
import { useState } from "react";
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
};

/**
 * A part's buttons on the Parts screen: its next step first and loudest, Received as a shortcut while only
 * requested, and Cancel, which asks first because a cancelled part is final.
 */
export function PartActions({ part, actions, idempotencyKey }: Props) {
  const { Form, submit, busy, pending } = actions;
  const [confirming, setConfirming] = useState(false);
  const next = NEXT_STEP[part.status];
  if (!next) return null;
  const steps = next === "ordered" ? (["ordered", "received"] as const) : (["received"] as const);
  const cancelling = pending("status") === "cancelled";

  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto sm:justify-end">
      <Form method="post" action={PARTS_PATH} preventScrollReset className="contents">
        <input type="hidden" name="intent" value="part-status" />
        <input type="hidden" name="partId" value={part.id} />
        {idempotencyKey ? <input type="hidden" name="inPlace" value="1" /> : null}
        <IdempotencyField value={idempotencyKey} />
        {steps.map((status) => {
          const Icon = STEP_ICONS[status];
          return (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              disabled={busy}
              className={`${status === next ? "btn-primary" : "btn-secondary"} min-h-10 px-3 text-sm`}
            >
              <Icon aria-hidden className="size-4" />
              Mark {PART_STATUS_LABELS[status]}
              <span className="sr-only">: {part.name}</span>
            </button>
          );
        })}
      </Form>
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
          void submit(
            {
              intent: "part-status",
              partId: String(part.id),
              status: "cancelled",
              inPlace: "1",
              ...(idempotencyKey ? { idempotencyKey } : {}),
            },
            { method: "post", action: PARTS_PATH, preventScrollReset: true },
          );
        }}
        trigger={
          <button type="button" disabled={busy} className="btn-ghost min-h-10 px-3 text-sm">
            <XCircle aria-hidden className="size-4" /> Cancel
            <span className="sr-only"> part: {part.name}</span>
          </button>
        }
      />
    </div>
  );
}
