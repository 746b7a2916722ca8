import { ExternalLink, PackageCheck, Truck } from "lucide-react";
import { useState } from "react";
import { Link, redirect, useFetcher } from "react-router";
import type { Route } from "./+types/repairs.parts";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { IdempotencyField, useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import type { PartStatus } from "~/db/schema";
import { actorOf } from "~/models/audit/audit.server";
import { formatPrice } from "~/models/game/game";
import { PART_STATUSES, PART_STATUS_LABELS } from "~/models/repair/floor";
import { partsToReceive, setPartStatus } from "~/models/repair/parts.server";
import { idempotencyKeyOf, once } from "~/models/shared/idempotency.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { formFailed, formOk } from "~/utils/form-result.server";
import { REQUEST_INVALID, readFormData } from "~/utils/forms";
import { parseId } from "~/utils/ids";
import { logger } from "~/utils/logger.server";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * The Parts screen (issue 22): every part a repair waits for and that has not arrived, oldest request first,
 * so whoever orders parts works down one list. Ordered and Received are set here; a received part leaves the
 * list, and the repair and its machine follow (models/repair/parts.server.ts).
 */

const PARTS_PATH = "/repairs/parts";
const NO_PARTS_WAITING = "No parts are waiting.";
const UPDATE_PART_FAILED = "The part could not be updated. Please try again.";
/** Rows drawn; a list longer than this is a backlog to order from the top of, not to scroll through. */
const SHOWN = 500;
const PART_GONE = "This part no longer exists: its repair or machine was deleted.";

export const meta: Route.MetaFunction = () => noindexMeta("Parts");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const rows = await partsToReceive(getDb(), SHOWN + 1);
  return {
    more: rows.length > SHOWN,
    parts: rows.slice(0, SHOWN).map((p) => ({
      id: p.id,
      name: p.name,
      quantity: Number(p.quantity),
      url: p.url,
      cost: p.cost === null ? null : formatPrice(Number(p.cost)),
      status: p.status,
      requestedAt: p.requested_at,
      requestedLabel: formatMuseumDate(p.requested_at),
      orderedLabel: p.ordered_at ? formatMuseumDate(p.ordered_at) : null,
      requestedBy: p.requested_by_name ?? p.requested_by_email ?? "staff",
      repairId: p.repair_id,
      repairComment: p.repair_comment,
      game: { name: p.game_name, slug: p.game_slug },
    })),
  };
}

/** The two steps a row offers; "requested" is a repair page's undo, not this list's. */
const MARKS = ["ordered", "received"] as const satisfies readonly PartStatus[];

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await readFormData(request);
  const partId = parseId(String(form.get("partId") ?? ""));
  const status = String(form.get("status") ?? "");
  if (form.get("intent") !== "part-status" || partId === null || !(PART_STATUSES as readonly string[]).includes(status))
    return formFailed(400, { error: REQUEST_INVALID });
  const db = getDb();
  let answer;
  try {
    ({ answer } = await once(db, idempotencyKeyOf(form), `part:${partId}:${status}`, (trx) =>
      setPartStatus(trx, partId, status as PartStatus, actorOf(user, context)),
    ));
  } catch (error) {
    logger.error({ err: error, partId, status }, "setting a part's status failed");
    return formFailed(500, { error: UPDATE_PART_FAILED });
  }
  if (!answer.ok) return formFailed(404, { error: PART_GONE });
  // A page with its script answers in place; a plain form post comes back to the list (post, redirect, get).
  if (form.get("inPlace") === "1") return formOk({ message: `Marked ${PART_STATUS_LABELS[status as PartStatus]}` });
  throw redirect(PARTS_PATH, 303);
}

type Part = Route.ComponentProps["loaderData"]["parts"][number];

export default function Parts({ loaderData }: Route.ComponentProps) {
  const { parts, more } = loaderData;
  return (
    <div className="container-page py-8 sm:py-12">
      <AdminPageHeader title="Parts">
        Every part a repair is waiting for, oldest request first. Mark it Ordered when it is on its way and Received
        when it is here: the repair goes back to In progress once its last part has come.
      </AdminPageHeader>
      <p className="-mt-4 mb-6 text-sm">
        <Link to="/repairs" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          Repair Dashboard
        </Link>
      </p>
      {parts.length === 0 ? (
        <p className="card p-6 text-center text-slate-700 dark:text-slate-300">{NO_PARTS_WAITING}</p>
      ) : (
        <ul className="space-y-3" data-testid="parts-list" aria-label="Parts waiting">
          {parts.map((part) => (
            <PartRow key={part.id} part={part} />
          ))}
        </ul>
      )}
      {more ? (
        <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
          Showing the {SHOWN} oldest requests; more appear as these are received.
        </p>
      ) : null}
    </div>
  );
}

const STATUS_PILL = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold";
const STATUS_TONES: Record<PartStatus, string> = {
  requested: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  ordered: "bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200",
  received: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200",
};
const FACT_LABEL = "text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400";
const LINK = "font-semibold text-brand-700 hover:underline dark:text-brand-300";

/** One part: what, how many, where to buy it, what it costs, who asked and when, for which machine and repair. */
function PartRow({ part }: { part: Part }) {
  const fetcher = useFetcher<typeof action>();
  const { key, renew } = useIdempotencyKey();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // Each answer ends a submit: the next click is a new one with a new key.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    renew();
  }
  const headingId = `part-${part.id}`;

  return (
    <li className="card p-4" aria-labelledby={headingId} data-part-id={part.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-sans text-lg font-bold break-words text-slate-900 dark:text-white">
          {part.name}
        </h2>
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
            <Link to={`/game/${part.game.slug}`} className={LINK}>
              {part.game.name}
            </Link>
          </dd>
        </div>
        <div className="col-span-2">
          <dt className={FACT_LABEL}>Repair</dt>
          <dd className="mt-0.5 min-w-0">
            <Link to={`/repairs/${part.repairId}`} className={LINK}>
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
        <fetcher.Form method="post" action={PARTS_PATH} preventScrollReset className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="part-status" />
          <input type="hidden" name="partId" value={part.id} />
          {key ? <input type="hidden" name="inPlace" value="1" /> : null}
          <IdempotencyField value={key} />
          {MARKS.filter((status) => status !== part.status).map((status) => {
            const Icon = status === "ordered" ? Truck : PackageCheck;
            return (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                disabled={busy}
                className={`${status === "received" ? "btn-primary" : "btn-secondary"} min-h-10 px-3 text-sm`}
              >
                <Icon aria-hidden className="size-4" />
                Mark {PART_STATUS_LABELS[status]}
                <span className="sr-only">: {part.name}</span>
              </button>
            );
          })}
        </fetcher.Form>
      </div>
      {answer && !answer.ok ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800 dark:text-red-300">
          {answer.error}
        </p>
      ) : answer?.message ? (
        <p role="status" className="mt-2 text-right text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {answer.message}
        </p>
      ) : null}
    </li>
  );
}
