import type { Route } from "./+types/maintenance.cycles.$taskId.$gameId";
import { CyclePage } from "~/components/maintenance/cycle/CyclePage";
import { actorOf } from "~/models/audit/audit.server";
import { readCycle } from "~/models/maintenance/claim.server";
import { CYCLE_FAILED } from "~/models/maintenance/done";
import { cycleSchema, readCyclePost } from "~/models/maintenance/done.schema";
import { runCyclePost, type CycleRefusal } from "~/models/maintenance/done.server";
import type { UndoOffer } from "~/models/shared/undo";
import { cycleView } from "~/models/maintenance/done-page.server";
import { readMaintenanceHistory } from "~/models/maintenance/history.server";
import { idempotencyKeyOf, once } from "~/models/shared/idempotency.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { fieldErrorsOf, readFormData, REQUEST_INVALID } from "~/utils/forms";
import { parseId } from "~/utils/ids";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * One maintenance task on one machine (docs/product.md#maintenance): where the cycle stands, 'Take it', doing it
 * with its checklist, minutes, note and photos, and its history on this machine. Every post is duplicate-safe
 * (its idempotency key) and answers a FormResult in place; Mark done's offers an Undo, in a toast.
 */

export const meta: Route.MetaFunction = (args) =>
  noindexMeta(
    args,
    args.loaderData ? `${args.loaderData.cycle.title}: ${args.loaderData.cycle.gameName}` : "Maintenance Not Found",
  );

const idsOf = (params: { taskId: string; gameId: string }) => ({
  taskId: parseId(params.taskId),
  gameId: parseId(params.gameId),
});

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const { taskId, gameId } = idsOf(params);
  const db = getDb();
  const cycle = taskId === null || gameId === null ? null : await readCycle(db, taskId, gameId);
  if (!cycle) throw new Response("Maintenance Not Found", { status: 404 });
  const history = await readMaintenanceHistory(db, { gameId: cycle.gameId, taskId: cycle.taskId });
  return { cycle: cycleView(cycle), history, meId: user.id };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const { taskId, gameId } = idsOf(params);
  const form = await readFormData(request);
  const parsed = cycleSchema().safeParse(readCyclePost(form));
  if (taskId === null || gameId === null || !parsed.success) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    return actionAnswers(undefined, "maintenance cycle").refuse(400, {
      error: Object.values(fieldErrors)[0] ?? REQUEST_INVALID,
      fieldErrors,
    });
  }
  const post = parsed.data;
  const { refuse, done } = actionAnswers(post.intent, "maintenance cycle");
  const actor = actorOf(user, context);
  const cycle = { taskId, gameId };
  let answer: { ok: true; message: string; undo?: UndoOffer } | CycleRefusal;
  try {
    ({ answer } = await once(getDb(), idempotencyKeyOf(form), `maintenance-${post.intent}:${taskId}:${gameId}`, (trx) =>
      runCyclePost(trx, cycle, post, actor),
    ));
  } catch (error) {
    logger.error({ err: error, taskId, gameId, intent: post.intent }, "a maintenance cycle's post failed");
    return refuse(500, { error: CYCLE_FAILED });
  }
  if (!answer.ok) return refuse(answer.status, { error: answer.error, fieldErrors: answer.fieldErrors });
  return done({ message: answer.message, undo: answer.undo });
}

export default function MaintenanceCycle({ loaderData, actionData }: Route.ComponentProps) {
  return <CyclePage {...loaderData} pageResult={actionData} />;
}
