import { ChevronDown, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { href } from "react-router";
import { useActionButton } from "~/components/forms/use-action-button";
import { InquiryCard } from "~/components/inquiries/InquiryCard";
import type { OffSale } from "~/models/inquiry/inquiry-admin.schema";
import type { loader as inquiriesLoader } from "~/routes/edit.inquiries";

type Props = { gameId: number; onTakenOffSale: (change: OffSale) => void };

/**
 * Buyer Inquiries on the edit page: closed at first, and the list is loaded the first
 * time it is opened, newest first: the cards of Admin Buyer Inquiries, for this game. A region of its
 * own after the game form, never inside it: its buttons act in place and leave the form's input alone.
 */
export function BuyerInquiriesSection({ gameId, onTakenOffSale }: Props) {
  const [open, setOpen] = useState(false);
  const fetcher = useActionButton<typeof inquiriesLoader>();
  const id = useId();
  const headingId = `${id}-heading`;

  const load = () => void fetcher.load(href("/edit/:id/inquiries", { id: String(gameId) }));
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && fetcher.state === "idle" && !fetcher.data?.inquiries) load();
  };
  const inquiries = fetcher.data?.inquiries;
  const failed = fetcher.answer?.error;

  return (
    <section className="overflow-hidden card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={toggle}
          className="flex min-h-14 w-full items-center justify-between gap-3 px-5 py-4 text-left text-lg font-bold sm:px-6"
        >
          Buyer Inquiries
          <ChevronDown aria-hidden className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </h2>
      <div
        id={id}
        hidden={!open}
        className="border-t border-slate-200 px-5 py-5 sm:px-6 dark:border-white/10"
        aria-busy={fetcher.state === "loading"}
      >
        {failed ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800 dark:text-red-300">
            {failed}
            <button type="button" onClick={load} className="btn-secondary">
              Try again
            </button>
          </div>
        ) : !inquiries ? (
          <p className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
            <LoaderCircle aria-hidden className="size-4 animate-spin" /> Loading inquiries...
          </p>
        ) : inquiries.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">No buyer inquiries yet</p>
        ) : (
          <ul className="space-y-4" aria-label="Buyer inquiries, newest first">
            {inquiries.map((inquiry) => (
              <li key={inquiry.id} data-testid="game-inquiry">
                <InquiryCard
                  inquiry={inquiry}
                  isManager={fetcher.data?.isManager ?? false}
                  showGame={false}
                  onTakenOffSale={onTakenOffSale}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
