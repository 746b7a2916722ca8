import { ChevronDown } from "lucide-react";
import type { FaqGroup } from "~/models/faq/faq";

/** A question's summary row; the browser's own disclosure marker is hidden (WebKit needs its own rule). */
const QUESTION_SUMMARY = [
  "flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left",
  "font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-white/5",
  "[&::-webkit-details-marker]:hidden",
].join(" ");

/**
 * Questions as native disclosures: keyboard and screen-reader friendly, and they open without JavaScript. `repairTime`:
 * the measured repair time, shown after the answers that promise one (docs/product.md#visitors-see-the-truth).
 */
export function FaqList({
  groups,
  repairTime,
}: {
  groups: FaqGroup[];
  repairTime: { text: string; faqIds: number[] } | null;
}) {
  return (
    <div className="space-y-10" data-testid="faq-list">
      {groups.map((group) => {
        const headingId = `faq-cat-${slugOf(group.category)}`;
        return (
          <section key={group.category} aria-labelledby={headingId} data-testid="faq-group">
            <h2 id={headingId} className="mb-4 text-2xl font-extrabold tracking-tight">
              {group.category}
            </h2>
            <ul className="space-y-3">
              {group.faqs.map((faq) => (
                <li key={faq.id}>
                  <details
                    id={`faq-${faq.id}`}
                    className="group scroll-mt-24 card open:border-brand-300 dark:open:border-brand-400/40"
                    data-testid="faq-item"
                  >
                    <summary className={QUESTION_SUMMARY}>
                      <span>{faq.question}</span>
                      <ChevronDown
                        aria-hidden
                        className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 dark:text-brand-300"
                      />
                    </summary>
                    <div className="px-5 pb-5 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
                      {faq.answer}
                      {repairTime?.faqIds.includes(faq.id) ? (
                        <p
                          className="mt-3 font-medium text-slate-900 dark:text-white"
                          data-testid="measured-repair-time"
                        >
                          {repairTime.text}
                        </p>
                      ) : null}
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

const slugOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "general";
