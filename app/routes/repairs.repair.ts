import { redirect } from "react-router";
import type { Route } from "./+types/repairs.repair";
import { DELETE_REPAIR_FAILED, UPDATE_REPAIR_FAILED } from "~/models/repair/repair.schema";
import { deleteRepair, setRepairResolved } from "~/models/repair/repair.server";
import { requireStaff, safeRedirect } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { formFailed } from "~/utils/form-result.server";
import { readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { parseId } from "~/utils/ids";
import { actorOf } from "~/models/audit/audit.server";

/**
 * Mark as Resolved, Reopen and Delete for one repair (spec sections 2 and 4). Answers by going back
 * to `returnTo` (the game page by default), so the buttons work as plain forms too; a failure is
 * answered with the spec's text.
 */
/** Only posts come here; a GET (a typed address, a crawler) is told so. */
export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const repairId = parseId(params.id);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const actor = actorOf(user, context);
  if (repairId === null || (intent !== "resolve" && intent !== "reopen" && intent !== "delete")) {
    return formFailed(400, { error: "Unknown repair action" });
  }
  let result;
  try {
    result =
      intent === "delete"
        ? await deleteRepair(getDb(), repairId, actor)
        : await setRepairResolved(getDb(), repairId, intent === "resolve", actor, {
            backToOperational: form.get("backToOperational") === "on",
          });
  } catch (error) {
    logger.error({ err: error, repairId, intent }, "changing a repair failed");
    return formFailed(500, { error: intent === "delete" ? DELETE_REPAIR_FAILED : UPDATE_REPAIR_FAILED });
  }
  if (!result.ok) return formFailed(404, { error: "This repair no longer exists." });
  throw redirect(safeRedirect(form.get("returnTo"), `/game/${result.slug}`));
}
