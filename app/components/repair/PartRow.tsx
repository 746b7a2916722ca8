import { ExternalLink } from "lucide-react";
import { useRef, useState } from "react";
import { href, Link } from "react-router";
import type { action, loader } from "~/routes/repairs.parts";
import { keptField } from "~/components/floor-queue/kept-change";
import { useKeptChange } from "~/components/floor-queue/KeptChange";
import { KeptNotice } from "~/components/floor-queue/KeptNotice";
import { useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { useActionButton } from "~/components/forms/use-action-button";
import type { PartStatus } from "~/db/schema";
import { PART_STATUS_LABELS } from "~/models/repair/floor";
import { PartActions, PARTS_PATH } from "./PartActions";

export type Part = Awaited<ReturnType<typeof loader>>["parts"][number];

const STATUS_PILL = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold";
const STATUS_TONES: Record<PartStatus, string> = {
  requested: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  ordered: "bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200",
  received: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200",
  cancelled: "bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200",
};
const FACT_LABEL = "text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400";
const LINK = "font-semibold text-brand-700 hover:underline dark:text-brand-300";

/** One part: what, how many, where to buy it, what it costs, who asked and when, for which machine and repair. */
export function PartRow({ part, level = 2 }: { part: Part; level?: 2 | 3 }) {
  const actions = useActionButton<typeof action>();
  const { data, error, message } = actions;
  const { key, renew } = useIdempotencyKey();
  // Each answer ends a submit: the next click is a new one with a new key.
  const [answered, setAnswered] = useState(data);
  if (data !== answered) {
    setAnswered(data);
    renew();
  }
  const formRef = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<PartStatus | null>(null);
  // Kept on the phone: the row shows the part as it is stored, and the change as waiting, until it is sent.
  const kept = useKeptChange(
    formRef,
    part.status,
    (item) => item.action === PARTS_PATH && keptField(item, "partId") === String(part.id),
    renew,
  );
  const keptStatus = (kept.item ? keptField(kept.item, "status") : chosen) as PartStatus | null;
  const headingId = `part-${part.id}`;
  const Heading = level === 2 ? "h2" : "h3";

  return (
    <li className="card p-4" aria-labelledby={headingId} data-part-id={part.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="font-sans text-lg font-bold break-words text-slate-900 dark:text-white">
          {part.name}
        </Heading>
        <span className={`${STATUS_PILL} ${STATUS_TONES[part.status]}`} data-testid="part-status">
          {PART_STATUS_LABELS[part.status]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <div>
          <dt className={FACT_LABEL}>Quantity</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{part.quantity}</dd>
        </div>
        <div>
          <dt className={FACT_LABEL}>Cost</dt>
          <dd className="mt-0.5 tabular-nums">{part.cost ?? "Not given"}</dd>
        </div>
        <div className="col-span-2">
          <dt className={FACT_LABEL}>Requested</dt>
          <dd className="mt-0.5">
            <time dateTime={part.requestedAt}>{part.requestedLabel}</time> by {part.requestedBy}
            {part.orderedLabel ? <span className="block">Ordered {part.orderedLabel}</span> : null}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className={FACT_LABEL}>Machine</dt>
          <dd className="mt-0.5">
            <Link to={href("/game/:slug", { slug: part.game.slug })} className={LINK}>
              {part.game.name}
            </Link>
          </dd>
        </div>
        <div className="col-span-2">
          <dt className={FACT_LABEL}>Repair</dt>
          <dd className="mt-0.5 min-w-0">
            <Link to={href("/repairs/:id", { id: String(part.repairId) })} className={LINK}>
              Repair #{part.repairId}
            </Link>
            <span className="block truncate text-slate-600 dark:text-slate-400">{part.repairComment}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {part.url ? (
          <a
            href={part.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${LINK} inline-flex min-h-10 items-center gap-1 text-sm`}
          >
            Where to buy it <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-400">No link given</span>
        )}
        <PartActions
          part={part}
          actions={actions}
          idempotencyKey={key}
          formRef={formRef}
          waitingFor={kept.waiting ? keptStatus : null}
          onChoose={setChosen}
        />
      </div>
      <KeptNotice kept={kept.waiting} className="mt-2" />
      {kept.waiting ? null : kept.refused || error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800 dark:text-red-300">
          {kept.refused || error}
        </p>
      ) : message ? (
        <p role="status" className="mt-2 text-right text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {message}
        </p>
      ) : null}
    </li>
  );
}
