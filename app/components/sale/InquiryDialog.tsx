import { CircleCheck, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { FormAlert } from "~/components/ui/FormAlert";
import { formatPrice } from "~/models/game/game";
import { INQUIRY_TITLES, type InquiryResult, type InquiryType } from "~/models/inquiry/inquiry";
import type { SaleGame } from "~/models/sale/sale";
import { hasAskingPrice } from "~/models/sale/sale";
import { useForm } from "~/components/forms/use-form";
import { inquiryCheck, InquiryFields } from "./InquiryFields";
import { useReturnFocus } from "./use-return-focus";

/** A sheet from the bottom on a phone, a centred dialog from `sm` up. */
const DIALOG_PANEL = [
  "fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl focus:outline-none",
  "sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-7",
  "dark:bg-ink-900 dark:ring-1 dark:ring-white/10",
].join(" ");

export type InquiryTarget = { game: SaleGame; kind: InquiryType; opener?: HTMLElement };

/** The purchase / offer modal; posts to the page's own action without leaving the page. */
export function InquiryDialog({ target, onClose }: { target: InquiryTarget | null; onClose: () => void }) {
  const focus = useReturnFocus(target?.opener);
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={focus.remember}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className={DIALOG_PANEL}
        >
          {target ? (
            <InquiryBody key={`${target.game.id}-${target.kind}`} game={target.game} kind={target.kind} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function InquiryBody({ game, kind }: InquiryTarget) {
  const { fetcher, errors, onSubmit, onFocus, busy, clear } = useForm<InquiryResult>({
    check: inquiryCheck,
    action: "/games-for-sale",
    focusOnResult: false,
  });
  const result = busy ? undefined : fetcher.data;
  const failed = result && !result.ok ? result : undefined;

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <Dialog.Title className="text-2xl font-extrabold tracking-tight">{INQUIRY_TITLES[kind]}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-200">
            <span className="block font-semibold">{game.name}</span>
            <span className="block text-sm">
              {hasAskingPrice(game.askingPrice)
                ? `Asking price ${formatPrice(game.askingPrice)}`
                : "No asking price: Make Offer"}
            </span>
          </Dialog.Description>
        </div>
        <Dialog.Close
          aria-label="Close"
          className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10"
        >
          <X aria-hidden className="size-5" />
        </Dialog.Close>
      </div>

      <div aria-live="polite" role="status">
        {result?.ok ? (
          <div className="mt-6 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100">
            <CircleCheck aria-hidden className="mb-2 size-7 text-emerald-600 dark:text-emerald-300" />
            <p className="font-semibold">{result.message}</p>
          </div>
        ) : null}
      </div>

      {result?.ok ? (
        <div className="mt-6 flex justify-end">
          <Dialog.Close className="btn-primary">Close</Dialog.Close>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          action="/games-for-sale"
          noValidate
          onSubmit={onSubmit}
          onFocus={onFocus}
          className="mt-5 space-y-4"
        >
          <input type="hidden" name="via" value="modal" />
          {failed?.error ? <FormAlert>{failed.error}</FormAlert> : null}
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {kind === "purchase"
              ? "Tell us how to reach you and our team will contact you about buying this machine."
              : "Name your price or ask a question: our team reviews every offer."}
          </p>
          <InquiryFields gameId={game.id} kind={kind} errors={errors} values={failed?.values} onEdit={clear} />
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close type="button" className="btn-secondary">
              Cancel
            </Dialog.Close>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Sending..." : kind === "purchase" ? "Send Purchase Request" : "Send Offer"}
            </button>
          </div>
        </fetcher.Form>
      )}
    </>
  );
}
