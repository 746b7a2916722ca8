import { ChevronDown, LoaderCircle, Mail, Phone } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { formatPrice } from "~/models/game";
import type { loader as inquiriesLoader } from "~/routes/edit.inquiries";
import { InquiryStatusBadge } from "./InquiryStatusBadge";

/**
 * Buyer Inquiries on the edit page (spec section 2): closed at first, and the list is loaded the first
 * time it is opened, newest first, each with its status badge.
 */
export function BuyerInquiriesSection({ gameId }: { gameId: number }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<typeof inquiriesLoader>();
  const id = useId();

  const load = () => void fetcher.load(`/edit/${gameId}/inquiries`);
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && fetcher.state === "idle" && !fetcher.data?.inquiries) load();
  };
  const inquiries = fetcher.data?.inquiries;
  const failed = fetcher.state === "idle" ? fetcher.data?.error : null;

  return (
    <section className="card overflow-hidden">
      <h2>
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
      <div id={id} hidden={!open} className="border-t border-slate-200 px-5 py-5 sm:px-6 dark:border-white/10" aria-busy={fetcher.state === "loading"}>
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
              <li key={inquiry.id} className="rounded-2xl border border-slate-200 p-4 dark:border-white/10" data-testid="game-inquiry">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{inquiry.buyerName}</p>
                  <InquiryStatusBadge status={inquiry.status} />
                </div>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
                  <a href={`mailto:${inquiry.buyerEmail}`} className="inline-flex min-h-6 items-center gap-1 hover:underline">
                    <Mail aria-hidden className="size-3.5" /> {inquiry.buyerEmail}
                  </a>
                  {inquiry.buyerPhone ? (
                    <a href={`tel:${inquiry.buyerPhone}`} className="inline-flex min-h-6 items-center gap-1 hover:underline">
                      <Phone aria-hidden className="size-3.5" /> {inquiry.buyerPhone}
                    </a>
                  ) : null}
                  <time dateTime={inquiry.createdAt}>{inquiry.createdLabel}</time>
                </p>
                {inquiry.offerAmount != null ? <p className="mt-2 text-sm font-semibold">Offer: {formatPrice(inquiry.offerAmount)}</p> : null}
                <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-200">{inquiry.message}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
