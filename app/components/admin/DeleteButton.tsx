import { Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useActionButton } from "~/components/forms/use-action-button";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import type { FormResult } from "~/utils/forms";

type Props = {
  /** The page whose action deletes. */
  action: string;
  /** What is posted to the page's action: the intent and the entry's key. */
  fields: Record<string, string>;
  /** Said after "Delete" to screen readers, so each list item's button is told apart. */
  what: string;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  /** Given, a failure closes the dialog and goes here (a page-level banner) instead; null when a new try starts. */
  onFailure?: (error: string | null) => void;
  /**
   * Deletes the page's own subject (a game from its page): a full-size button, and the action's redirect
   * opens the next page at its top instead of keeping this one's scroll.
   */
  wholePage?: boolean;
};

/** Delete asks first; a failure stays in the dialog until it is closed, and opening it again starts clean. */
export function DeleteButton({
  action,
  fields,
  what,
  title,
  description,
  confirmLabel,
  onFailure,
  wholePage = false,
}: Props) {
  const { submit, busy: deleting, data, answer, error: failure } = useActionButton<FormResult<string, string>>();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState<typeof data>(undefined);
  // A failure sent to the page's banner closes the dialog, and the banner takes the focus.
  const [handedOver, setHandedOver] = useState(false);
  const error = answer !== dismissed ? failure : undefined;
  useEffect(() => {
    if (!onFailure || !error) return;
    setHandedOver(true);
    setOpen(false);
    setDismissed(data);
    onFailure(error);
  }, [error, onFailure, data]);
  const onOpenChange = (next: boolean) => {
    if (deleting) return;
    setHandedOver(false);
    setOpen(next);
    if (!next) setDismissed(data);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={deleting}
      error={onFailure ? undefined : error}
      returnFocus={!handedOver}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel="Deleting..."
      onConfirm={() => {
        onFailure?.(null);
        void submit(fields, { method: "post", action, preventScrollReset: !wholePage });
      }}
      trigger={
        <button
          type="button"
          className={
            wholePage
              ? "btn-secondary text-red-700 dark:text-red-300"
              : "btn-ghost min-h-11 px-3 text-sm text-red-700 dark:text-red-300"
          }
        >
          <Trash2 aria-hidden className="size-4" /> Delete<span className="sr-only"> {what}</span>
        </button>
      }
    />
  );
}
