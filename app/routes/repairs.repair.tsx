import { redirect } from "react-router";
import type { Route } from "./+types/repairs.repair";
import { RepairThreadPage } from "~/components/repair/thread/RepairThreadPage";
import { actorOf } from "~/models/audit/audit.server";
import { failureOf, repairThread, runThreadPost } from "~/models/repair/thread.server";
import { readThreadPost, threadErrorsOf, threadSchema, THREAD_INTENTS } from "~/models/repair/thread.schema";
import { idempotencyKeyOf, once } from "~/models/shared/idempotency.server";
import { requireStaff, safeRedirect } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { formFailed, formOk } from "~/utils/form-result.server";
import { readFormData } from "~/utils/forms";
import { parseId } from "~/utils/ids";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * A repair's thread (issue 22): the machine, the repair, triage, 'Take it', work status, expected back, the
 * work entries with photos, parts, and closing it (resolve, duplicate, could not reproduce), reopen and
 * delete. Every post is duplicate-safe (its idempotency key) and answers a FormResult; a post that names a
 * `returnTo` (the game page's and the dashboard's buttons, and this page's forms before JavaScript runs) is
 * sent back there instead, and a deleted repair always leads back to its machine.
 */

export const meta: Route.MetaFunction = (args) =>
  noindexMeta(
    args,
    args.loaderData ? `Repair #${args.loaderData.repair.id}: ${args.loaderData.game.name}` : "Repair Not Found",
  );

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const repairId = parseId(params.id);
  const thread = repairId === null ? null : await repairThread(getDb(), repairId);
  if (!thread) throw new Response("Repair Not Found", { status: 404 });
  return { ...thread, meId: user.id };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const repairId = parseId(params.id);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (repairId === null || !THREAD_INTENTS.includes(intent as never)) {
    return formFailed(400, { error: "Unknown repair action" });
  }
  const parsed = threadSchema.safeParse(readThreadPost(form));
  if (!parsed.success) {
    const fieldErrors = threadErrorsOf(parsed.error);
    return formFailed(400, { intent: String(intent), error: Object.values(fieldErrors)[0], fieldErrors });
  }
  const post = parsed.data;
  let answer;
  try {
    ({ answer } = await once(getDb(), idempotencyKeyOf(form), `repair-${post.intent}:${repairId}`, (trx) =>
      runThreadPost(trx, repairId, post, actorOf(user, context)),
    ));
  } catch (error) {
    logger.error({ err: error, repairId, intent: post.intent }, "changing a repair failed");
    return formFailed(500, { intent: post.intent, error: failureOf(post.intent) });
  }
  if (!answer.ok) return formFailed(answer.status, { intent: post.intent, error: answer.error });
  const returnTo = form.get("returnTo");
  if (post.intent === "delete") throw redirect(safeRedirect(returnTo, `/game/${answer.slug}`));
  if (typeof returnTo === "string" && returnTo) throw redirect(safeRedirect(returnTo, `/repairs/${repairId}`));
  return formOk({ intent: post.intent, message: answer.message });
}

export default function RepairThread({ loaderData, actionData }: Route.ComponentProps) {
  return <RepairThreadPage thread={loaderData} pageResult={actionData} />;
}
