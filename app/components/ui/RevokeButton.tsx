import { Ban } from "lucide-react";
import { useState } from "react";
import { useActionButton } from "~/components/forms/use-action-button";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";

/**
 * Revoke, after a confirmation that says what stops working: a board link's or a counter key's, posted to the
 * page's own action as `{ intent, id }`.
 */
export function RevokeButton({
  id,
  label,
  intent,
  consequence,
  confirmLabel,
}: {
  id: number;
  label: string;
  intent: string;
  consequence: string;
  confirmLabel: string;
}) {
  const { submit, busy, answer, error } = useActionButton<{ ok: boolean }>();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open && !answer?.ok}
      onOpenChange={setOpen}
      busy={busy}
      error={error}
      title={`Revoke ${label}?`}
      description={consequence}
      confirmLabel={confirmLabel}
      busyLabel="Revoking..."
      icon={<Ban aria-hidden className="size-4" />}
      onConfirm={() => void submit({ intent, id: String(id) }, { method: "post", preventScrollReset: true })}
      trigger={
        <button type="button" className="btn-secondary" aria-label={`Revoke ${label}`}>
          <Ban aria-hidden className="size-4" />
          Revoke
        </button>
      }
    />
  );
}
