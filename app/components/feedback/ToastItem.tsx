import { CircleAlert, CircleCheck, LoaderCircle, Undo2, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect, useRef } from "react";
import { useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { useActionButton } from "~/components/forms/use-action-button";
import { UNDO_FAILED, UNDO_SHOWN_MS, type Toast as ToastText } from "~/models/shared/undo";

/** One toast as the toaster holds it. */
export type Shown = ToastText & { id: string };

/** A confirmation without Undo is read in a glance. */
const PLAIN_SHOWN_MS = 8_000;

const CARD = [
  "flex items-center gap-3 rounded-2xl border p-3 pl-4 text-sm shadow-lg",
  "border-slate-800 bg-slate-900 text-white",
  "dark:border-white/15 dark:bg-ink-800 dark:text-slate-50",
  "data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)] data-[swipe=end]:translate-y-full",
].join(" ");
const UNDO_BUTTON = [
  "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-4 font-semibold",
  "bg-white/10 text-brand-200 hover:bg-white/20 disabled:opacity-70 dark:text-brand-300",
].join(" ");
const ICON = "size-5 shrink-0";
const CLOSE_BUTTON =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white";

/**
 * One toast: what was done, and its Undo when it offers one. The Undo posts the offer's intent and signed token to
 * its page's action through a fetcher of its own, with an idempotency key (a re-sent Undo gets the first answer);
 * the toast then says what the undo did or why it could not, with a fresh timer. It stays up while the undo is on
 * its way.
 */
export function ToastItem({ toast, onGone }: { toast: Shown; onGone: () => void }) {
  const { submit, busy, answer } = useActionButton<{ ok: boolean; message?: string; error?: string }>();
  const { key } = useIdempotencyKey();
  const failed = answer ? !answer.ok : false;
  const message = answer ? ((answer.ok ? answer.message : answer.error) ?? UNDO_FAILED) : toast.message;
  const offer = answer ? undefined : toast.undo;
  const close = useRef<HTMLButtonElement>(null);
  // The answer redraws the toast, and the Undo button that had the keyboard's focus goes with it: the focus
  // moves to the redrawn toast's Dismiss instead of falling back to the top of the page.
  useEffect(() => {
    if (answer && document.activeElement === document.body) close.current?.focus();
  }, [answer]);
  return (
    <Toast.Root
      key={answer ? "after" : "before"}
      type={failed ? "foreground" : "background"}
      duration={offer ? UNDO_SHOWN_MS : PLAIN_SHOWN_MS}
      open
      onOpenChange={(open) => {
        if (!open && !busy) onGone();
      }}
      className={CARD}
      data-testid="toast"
    >
      {busy ? (
        <LoaderCircle aria-hidden className={`${ICON} animate-spin text-slate-300`} />
      ) : failed ? (
        <CircleAlert aria-hidden className={`${ICON} text-red-300`} />
      ) : (
        <CircleCheck aria-hidden className={`${ICON} text-emerald-300`} />
      )}
      <Toast.Description className="min-w-0 flex-1 py-1 font-medium">{message}</Toast.Description>
      {offer ? (
        <Toast.Action altText="Undo" asChild>
          <button
            type="button"
            disabled={busy}
            className={UNDO_BUTTON}
            onClick={(event) => {
              // The toast stays to say what the undo did.
              event.preventDefault();
              void submit(
                { intent: offer.intent, undo: offer.token, ...(key ? { idempotencyKey: key } : {}) },
                { method: "post", action: offer.action, preventScrollReset: true },
              );
            }}
          >
            <Undo2 aria-hidden className="size-4" />
            {busy ? "Undoing..." : "Undo"}
          </button>
        </Toast.Action>
      ) : null}
      <Toast.Close ref={close} aria-label="Dismiss" className={CLOSE_BUTTON}>
        <X aria-hidden className="size-5" />
      </Toast.Close>
    </Toast.Root>
  );
}
