import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title; the dialog is described by it for screen readers. */
  description?: ReactNode;
  /** Saving: the dialog stays open and cannot be dismissed until the answer comes. */
  busy?: boolean;
  children: ReactNode;
};

/**
 * The back office's add and edit dialog: a full-height sheet on a phone, a centred card from `sm` up,
 * scrolling inside itself so a long form never runs off the screen. Focus is trapped and returns to
 * the button that opened it.
 */
export function FormDialog({ open, onOpenChange, title, description, busy = false, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-sm" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          className="card fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-b-none p-5 shadow-2xl sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-[min(92vw,36rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-b-2xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" disabled={busy} className="btn-ghost -mt-2 -mr-2 size-11 shrink-0 justify-center p-0" aria-label="Close">
                <X aria-hidden className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</Dialog.Description> : null}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
