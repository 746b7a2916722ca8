import { ChevronDown, ClipboardList, Plus, Sparkles } from "lucide-react";
import { href, Link, redirect } from "react-router";
import type { Route } from "./+types/maintenance.tasks";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { StarterSetForm, STARTER_INTENT } from "~/components/maintenance/task/StarterSetForm";
import { TaskList } from "~/components/maintenance/task/TaskList";
import { FormAlert } from "~/components/ui/FormAlert";
import { actorOf } from "~/models/audit/audit.server";
import { addStarterSet } from "~/models/maintenance/starter-set.server";
import { STARTER_FAILED, starterSetAdded, TASKS_LOAD_FAILED } from "~/models/maintenance/task";
import { starterSetSchema } from "~/models/maintenance/task.schema";
import { listTasks } from "~/models/maintenance/task.server";
import { formTexts } from "~/models/shared/fields";
import { readAdminPost } from "~/utils/admin-action.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { flashInit } from "~/utils/flash.server";
import { fieldErrorsOf } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { readOrNull } from "~/utils/soft-read.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * /maintenance/tasks: every maintenance task, one line each (what it is for, how often, its checklist), the
 * way to a new one, and the starter set: ready-made tasks for every Pinball and Arcade machine, added in one step.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Maintenance Tasks");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { tasks: await readOrNull("maintenance tasks", () => listTasks(getDb())) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const { form, intent, refuse, invalid } = await readAdminPost(request, [STARTER_INTENT], "maintenance tasks");
  if (!intent) return invalid();
  const parsed = starterSetSchema.safeParse({ types: formTexts(form, "types") });
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
  let result;
  try {
    result = await addStarterSet(getDb(), parsed.data.types, actorOf(user, context));
  } catch (error) {
    logger.error({ err: error }, "adding the maintenance starter set failed");
    return refuse(500, { error: STARTER_FAILED });
  }
  const message = starterSetAdded(result.added, result.there);
  throw redirect(href("/maintenance/tasks"), await flashInit(request, { message }));
}

export default function MaintenanceTasks({ loaderData, actionData }: Route.ComponentProps) {
  const { tasks } = loaderData;
  return (
    <div className="container-page max-w-6xl py-6 sm:py-10">
      <AdminPageHeader title="Maintenance Tasks">
        The preventive work that keeps the machines playing: each task a checklist that falls due every so many days,
        opening hours or plays, whichever comes first.
      </AdminPageHeader>
      {tasks === null ? (
        <FormAlert>{TASKS_LOAD_FAILED}</FormAlert>
      ) : tasks.length === 0 ? (
        <EmptyState result={actionData} />
      ) : (
        <>
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <details className="group min-w-0 sm:order-1">
              <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                <Sparkles aria-hidden className="size-4" /> Starter set
                <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <div className="mt-2 rounded-2xl border border-slate-200 p-4 dark:border-white/10">
                <StarterSetForm result={actionData} />
              </div>
            </details>
            <NewTaskLink />
          </div>
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" data-testid="task-count">
            {tasks.length === 1 ? "1 task" : `${tasks.length} tasks`}
          </p>
          <TaskList tasks={tasks} />
        </>
      )}
    </div>
  );
}

function NewTaskLink() {
  return (
    <Link to={href("/maintenance/tasks/new")} className="btn-primary sm:order-2">
      <Plus aria-hidden className="size-4" /> New task
    </Link>
  );
}

function EmptyState({ result }: { result: Route.ComponentProps["actionData"] }) {
  return (
    <section className="card p-5 sm:p-8" aria-labelledby="no-tasks">
      <ClipboardList aria-hidden className="size-8 text-brand-600 dark:text-brand-400" />
      <h2 id="no-tasks" className="mt-3 text-xl font-bold">
        No maintenance tasks yet
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        A task is a checklist of work done before something breaks: cleaning and waxing a playfield, changing rubbers,
        checking coils and fuses. It is for one machine, a list of machines or every machine of a type on the floor, and
        falls due every so many days, opening hours or plays. Start with the starter set, or write your own.
      </p>
      <div className="mt-5">
        <StarterSetForm result={result} />
      </div>
      <div className="mt-5 border-t border-slate-200 pt-5 dark:border-white/10">
        <NewTaskLink />
      </div>
    </section>
  );
}
