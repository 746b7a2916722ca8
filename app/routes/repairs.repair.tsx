import { href, redirect } from "react-router";
import type { Route } from "./+types/repairs.repair";
import { RepairThreadPage } from "~/components/repair/thread/RepairThreadPage";
import { actorOf } from "~/models/audit/audit.server";
import { failureOf, repairThread, runThreadPost } from "~/models/repair/thread.server";
import { readThreadPost, threadErrorsOf, threadSchema, THREAD_INTENTS } from "~/models/repair/thread.schema";
import { idempotencyKeyOf, once } from "~/models/shared/idempotency.server";
import { requireStaff, safeRedirect } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { readFormData } from "~/utils/forms";
import { parseId } from "~/utils/ids";
import { logger } from "~/utils/logger.server";
import { flashInit } from "~/utils/flash.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * A repair's thread (docs/product.md#the-repair-thread): the machine, the repair, triage, 'Take it', work status,
 * expected back, the work entries with photos, parts, and closing it (resolve, duplicate, could not reproduce), reopen
 * and delete. Every post is duplicate-safe (its idempotency key) and answers a FormResult; a post that names a
 * `returnTo` (the game page's and the dashboard's buttons, and this page's forms before JavaScript runs) is sent back
 * there instead, and a deleted repair always leads back to its machine. Resolve, Take it and Delete answer with an
 * Undo (the thread's undo-* intents), in a toast where the post was answered or on the page it was sent to.
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
    return actionAnswers(undefined, "repair thread").refuse(400, { error: "Unknown repair action" });
  }
  const parsed = threadSchema.safeParse(readThreadPost(form));
  if (!parsed.success) {
    const fieldErrors = threadErrorsOf(parsed.error);
    return actionAnswers(String(intent), "repair thread").refuse(400, {
      error: Object.values(fieldErrors)[0],
      fieldErrors,
    });
  }
  const post = parsed.data;
  const { refuse, done } = actionAnswers(post.intent, "repair thread");
  let answer;
  try {
    ({ answer } = await once(getDb(), idempotencyKeyOf(form), `repair-${post.intent}:${repairId}`, (trx) =>
      runThreadPost(trx, repairId, post, actorOf(user, context)),
    ));
  } catch (error) {
    logger.error({ err: error, repairId, intent: post.intent }, "changing a repair failed");
    return refuse(500, { error: failureOf(post.intent) });
  }
  if (!answer.ok) return refuse(answer.status, { error: answer.error });
  const returnTo = form.get("returnTo");
  // A step that offers an Undo says so on the page it lands on, the toast carried by a flash cookie.
  const landing = () => flashInit(request, answer.undo ? { message: answer.message, undo: answer.undo } : null);
  if (post.intent === "delete")
    throw redirect(safeRedirect(returnTo, href("/game/:slug", { slug: answer.slug })), await landing());
  if (typeof returnTo === "string" && returnTo)
    throw redirect(safeRedirect(returnTo, href("/repairs/:id", { id: String(repairId) })), await landing());
  return done({ message: answer.message, entryId: answer.entryId, undo: answer.undo });
}

export default function RepairThread({ loaderData, actionData }: Route.ComponentProps) {
  return <RepairThreadPage thread={loaderData} pageResult={actionData} />;
}
