import { Link, redirect } from "react-router";
import type { Route } from "./+types/repairs.parts";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { PARTS_PATH } from "~/components/repair/PartActions";
import { PartRow } from "~/components/repair/PartRow";
import type { PartStatus } from "~/db/schema";
import { actorOf } from "~/models/audit/audit.server";
import { formatPrice } from "~/models/game/game";
import { PART_STATUSES, PART_STATUS_LABELS, partRefusal } from "~/models/repair/floor";
import { setPartStatus } from "~/models/repair/parts.server";
import { partsOrderedForClosedRepairs, partsToReceive } from "~/models/repair/parts-screen.server";
import { idempotencyKeyOf, once } from "~/models/shared/idempotency.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { readFormData } from "~/utils/forms";
import { parseId } from "~/utils/ids";
import { logger } from "~/utils/logger.server";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * The Parts screen: every part an open repair waits for and that has not arrived, oldest request
 * first, so whoever orders parts works down one list. Ordered, Received and Cancelled are set here; a received or
 * cancelled part leaves the list, and the repair and its machine follow (models/repair/parts.server.ts). A closed repair's parts
 * leave it too; those already ordered are listed apart until they arrive (models/repair/parts-screen.server.ts).
 */

const NO_PARTS_WAITING = "No parts are waiting.";
const CLOSED_REPAIR_PARTS = "Ordered for closed repairs";
const UPDATE_PART_FAILED = "The part could not be updated. Please try again.";
/** Rows drawn; a list longer than this is a backlog to order from the top of, not to scroll through. */
const SHOWN = 500;
const PART_GONE = "This part no longer exists: its repair or machine was deleted.";

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Parts");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = getDb();
  const [rows, closed] = await Promise.all([partsToReceive(db, SHOWN + 1), partsOrderedForClosedRepairs(db, SHOWN)]);
  return {
    more: rows.length > SHOWN,
    parts: rows.slice(0, SHOWN).map(toPart),
    closedRepairParts: closed.map(toPart),
  };
}

function toPart(p: Awaited<ReturnType<typeof partsToReceive>>[number]) {
  return {
    id: p.id,
    name: p.name,
    quantity: Number(p.quantity),
    url: p.url,
    cost: p.cost === null ? null : formatPrice(Number(p.cost)),
    status: p.status,
    requestedAt: p.requested_at,
    requestedLabel: formatMuseumDate(p.requested_at),
    orderedLabel: p.ordered_at ? formatMuseumDate(p.ordered_at) : null,
    requestedBy: p.requestedBy,
    repairId: p.repair_id,
    repairComment: p.repair_comment,
    game: { name: p.game_name, slug: p.game_slug },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await readFormData(request);
  const partId = parseId(String(form.get("partId") ?? ""));
  const status = String(form.get("status") ?? "");
  const { refuse, done, invalid } = actionAnswers(undefined, "parts");
  if (form.get("intent") !== "part-status" || partId === null || !(PART_STATUSES as readonly string[]).includes(status))
    return invalid();
  const db = getDb();
  let answer;
  try {
    ({ answer } = await once(db, idempotencyKeyOf(form), `part:${partId}:${status}`, (trx) =>
      setPartStatus(trx, partId, status as PartStatus, actorOf(user, context)),
    ));
  } catch (error) {
    logger.error({ err: error, partId, status }, "setting a part's status failed");
    return refuse(500, { error: UPDATE_PART_FAILED });
  }
  if (!answer.ok)
    return answer.reason === "gone"
      ? refuse(404, { error: PART_GONE })
      : refuse(409, { error: partRefusal(answer.reason) });
  // A page with its script answers in place; a plain form post comes back to the list (post, redirect, get).
  if (form.get("inPlace") === "1")
    return done({
      message: status === "cancelled" ? "Part cancelled" : `Marked ${PART_STATUS_LABELS[status as PartStatus]}`,
    });
  throw redirect(PARTS_PATH, 303);
}

export default function Parts({ loaderData }: Route.ComponentProps) {
  const { parts, more, closedRepairParts } = loaderData;
  return (
    <div className="container-page py-8 sm:py-12">
      <AdminPageHeader title="Parts">
        Every part an open repair is waiting for, oldest request first. Mark it Ordered when it is on its way and
        Received when it is here: the repair goes back to In progress once its last part has come. Cancel a part nobody
        needs any more. Closing a repair takes its parts off this list.
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
      {closedRepairParts.length ? (
        <section className="mt-10" aria-labelledby="closed-repair-parts">
          <h2 id="closed-repair-parts" className="text-xl font-bold tracking-tight">
            {CLOSED_REPAIR_PARTS}
          </h2>
          <p className="mt-1 mb-4 max-w-2xl text-sm text-slate-600 dark:text-slate-300">
            These repairs were closed while a part was on its way. Nothing waits for it: mark it Received when it
            arrives and it leaves this list.
          </p>
          <ul className="space-y-3" data-testid="closed-repair-parts" aria-labelledby="closed-repair-parts">
            {closedRepairParts.map((part) => (
              <PartRow key={part.id} part={part} level={3} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
