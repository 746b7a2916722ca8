import { LoaderCircle, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { FormAlert } from "./FormAlert";

type Props = {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** The destructive button's text, e.g. "Delete Game". */
  confirmLabel: string;
  /** The way out's text, where "Cancel" would read as the destructive action itself. */
  cancelLabel?: string;
  /** Shown on that button while the action runs; the dialog cannot be closed meanwhile. */
  busyLabel?: string;
  busy?: boolean;
  /** A failure of the action, shown in the dialog so the user can try again or cancel. */
  error?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The confirm button's icon; a bin unless the action is not a deletion. */
  icon?: ReactNode;
  /** False while what closes it hands the focus elsewhere (a failure banner), instead of back to the trigger. */
  returnFocus?: boolean;
};

/**
 * The one "are you sure?" of the back office: an alert dialog (focus trapped, Escape cancels, Cancel
 * focused first) whose confirm button is red. Callers own `open`, so a failure can keep it open.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  busyLabel,
  busy = false,
  error,
  open,
  onOpenChange,
  onConfirm,
  icon,
  returnFocus = true,
}: Props) {
  return (
    <AlertDialog.Root open={open || busy} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-sm" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus ? undefined : (event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto card p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700 dark:text-slate-300">
            {description}
          </AlertDialog.Description>
          {error ? (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <button type="button" className="btn-ghost justify-center" disabled={busy}>
                {cancelLabel}
              </button>
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className="btn-primary justify-center bg-red-600 hover:bg-red-700"
            >
              {busy ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                (icon ?? <Trash2 aria-hidden className="size-4" />)
              )}
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
