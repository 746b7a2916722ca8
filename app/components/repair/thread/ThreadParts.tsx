import { Package } from "lucide-react";
import { PART_FLOW, PART_STATUS_LABELS } from "~/models/repair/floor";
import { H2, SECTION, SEGMENT, SEGMENT_OFF, SEGMENT_ON } from "./thread-look";
import { IntentButton, type Thread } from "./thread-form";

/**
 * The parts requested for the repair, each with where to buy it and its status as three tiles; a cancelled part
 * says so instead, since it does not change again (the Parts screen cancels, and resolving may).
 */
export function ThreadParts({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  return (
    <section aria-labelledby="parts-heading" className={SECTION}>
      <h2 id="parts-heading" className={`${H2} flex items-center gap-2`}>
        <Package aria-hidden className="size-5" /> Parts
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-white/10" data-testid="parts">
        {thread.parts.map((part) => (
          <li key={part.id} className="py-3" data-part-id={part.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-semibold">
                {part.quantity} × {part.name}
              </p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {part.cost !== null ? `$${part.cost.toFixed(2)}` : null}
                {part.url ? (
                  <>
                    {part.cost !== null ? " · " : null}
                    <a
                      href={part.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300"
                    >
                      Where to buy<span className="sr-only"> {part.name}</span>
                    </a>
                  </>
                ) : null}
              </p>
            </div>
            {part.status === "cancelled" ? (
              <p className="mt-1 text-sm font-semibold text-slate-600 dark:text-slate-400" data-testid="part-status">
                {PART_STATUS_LABELS.cancelled}
              </p>
            ) : (
              <div className="mt-2 flex gap-2" role="group" aria-label={`Status of ${part.name}`}>
                {PART_FLOW.map((status) => (
                  <IntentButton
                    key={status}
                    intent="part"
                    fields={{ partId: String(part.id), partStatus: status }}
                    returnTo={returnTo}
                    pressed={part.status === status}
                    className={`${SEGMENT} min-w-0 px-2 lg:text-[0.8125rem] ${part.status === status ? SEGMENT_ON : SEGMENT_OFF}`}
                  >
                    {PART_STATUS_LABELS[status]}
                  </IntentButton>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
