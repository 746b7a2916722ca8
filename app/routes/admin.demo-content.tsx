import { Eraser, PackageCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/admin.demo-content";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { SuccessNotice } from "~/components/admin/TrashParts";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { useActionButton } from "~/components/forms/use-action-button";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { actorOf } from "~/models/audit/audit.server";
import { countsText, NOTHING_TO_REMOVE, REMOVE_FAILED, removedMessage, totalOf } from "~/models/demo/demo-content";
import { removeDemoContent, reviewDemoContent } from "~/models/demo/demo-removal.server";
import { requireManager } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { readAdminPost } from "~/utils/admin-action.server";
import { formOk } from "~/utils/form-result.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * "Remove the demo content", managers only: what the first start seeded to show the site goes, in one step a
 * manager confirms; what staff added or changed stays (models/demo/demo-content.ts says exactly what counts).
 */
export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Demo Content");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "demo-content");
  return { review: await reviewDemoContent(getDb()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireManager(request, "demo-content");
  const { intent, attempt, refuse, invalid } = await readAdminPost(request, ["remove"], "demo content");
  if (!intent) return invalid();
  let removed: Awaited<ReturnType<typeof removeDemoContent>> = null;
  const answer = await attempt(REMOVE_FAILED, async () => {
    removed = await removeDemoContent(getDb(), actorOf(user, context));
  });
  if (!answer.data.ok) return answer;
  return removed ? formOk({ intent, message: removedMessage(removed) }) : refuse(409, { error: NOTHING_TO_REMOVE });
}

export default function DemoContent({ loaderData }: Route.ComponentProps) {
  const { remove, keep } = loaderData.review;
  const { submit, busy, answer, error, message } = useActionButton<typeof action>();
  const [open, setOpen] = useState(false);
  const left = totalOf(remove) > 0;

  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <AdminPageHeader title="Demo Content">
        A first start fills the museum with sample machines, their year of repairs, events, FAQs and shop items, so
        every screen has something to show. Remove them once your own are in.
      </AdminPageHeader>

      <div aria-live="polite">{answer?.ok ? <SuccessNotice>{message}</SuccessNotice> : null}</div>

      {left ? (
        <section aria-labelledby="demo-remove-heading" className="card p-6">
          <h2 id="demo-remove-heading" className="text-xl font-bold">
            What goes
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {countsText(remove)}, as the demo wrote them: the games with their photos, repairs, work, parts and status
            history.
          </p>
          <h2 className="mt-6 text-xl font-bold">What stays</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            Everything staff added, the opening hours and special days, and your settings.{" "}
            {totalOf(keep)
              ? `Demo content staff changed or added to stays too: ${countsText(keep)}.`
              : "No demo content has been changed by staff."}
          </p>
          <div className="mt-6">
            <ConfirmDialog
              open={open && !answer?.ok}
              onOpenChange={setOpen}
              busy={busy}
              error={error}
              title="Remove the demo content?"
              description={`This removes ${countsText(remove)} for good, with the games' photos and repair history. It cannot be undone.`}
              confirmLabel="Remove the demo content"
              busyLabel="Removing..."
              icon={<Eraser aria-hidden className="size-4" />}
              onConfirm={() => void submit({ intent: "remove" }, { method: "post" })}
              trigger={
                <button type="button" className="btn-secondary text-red-700 dark:text-red-300">
                  <Eraser aria-hidden className="size-4" /> Remove the demo content
                </button>
              }
            />
          </div>
        </section>
      ) : (
        <p className="flex flex-col items-center gap-2 card p-8 text-center text-slate-700 dark:text-slate-300">
          <PackageCheck aria-hidden className="size-6 text-slate-400" />
          {NOTHING_TO_REMOVE}
          <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300">
            Back to the Admin Dashboard
          </Link>
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
