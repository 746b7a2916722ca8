import { href } from "react-router";
import type { Route } from "./+types/maintenance.tasks.new";
import { TaskForm } from "~/components/maintenance/task/TaskForm";
import { BackLink } from "~/components/ui/BackLink";
import { actorOf } from "~/models/audit/audit.server";
import { EMPTY_TASK } from "~/models/maintenance/task";
import { answerTaskPost } from "~/models/maintenance/task-form.server";
import { listPickableMachines } from "~/models/maintenance/task.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { readFormData } from "~/utils/forms";
import { noindexMeta } from "~/utils/staff-meta";

/** /maintenance/tasks/new: the task form, empty; a save lands on the list saying what it added. */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "New Maintenance Task");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { machines: await listPickableMachines(getDb()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await readFormData(request);
  return answerTaskPost(request, getDb(), form, actorOf(user, context), null);
}

export default function NewMaintenanceTask({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <BackLink to={href("/maintenance/tasks")}>Maintenance Tasks</BackLink>
      <h1 className="mt-1 mb-6 text-3xl font-extrabold tracking-tight sm:text-4xl">New Maintenance Task</h1>
      <TaskForm
        initial={actionData?.values ?? EMPTY_TASK}
        machines={loaderData.machines}
        result={actionData}
        submitLabel="Add Task"
        cancelTo={href("/maintenance/tasks")}
      />
    </div>
  );
}
