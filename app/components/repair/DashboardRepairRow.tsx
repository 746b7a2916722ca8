import { CircleCheck, RotateCcw } from "lucide-react";
import { href, Link, useLocation } from "react-router";
import { useActionButton } from "~/components/forms/use-action-button";
import { InlineError } from "~/components/ui/InlineError";
import type { loader } from "~/routes/repairs";
import type { action } from "~/routes/repairs.repair";
import { RepairEntry } from "./RepairEntry";

type Repair = Awaited<ReturnType<typeof loader>>["repairs"][number];

/** One repair with its game (linked by the game's real slug) and Mark as Resolved / Reopen, in place. */
export function DashboardRepairRow({ repair }: { repair: Repair }) {
  const { Form, busy, error } = useActionButton<typeof action>();
  const location = useLocation();
  return (
    <RepairEntry
      repair={repair}
      title={
        <Link
          to={href("/game/:slug", { slug: repair.game.slug })}
          className="mb-2 inline-block font-bold text-brand-700 hover:underline dark:text-brand-300"
        >
          {repair.game.name}
        </Link>
      }
    >
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        <Form method="post" action={href("/repairs/:id", { id: String(repair.id) })} preventScrollReset>
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          {repair.lastOpen ? (
            <label className="mr-3 inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="backToOperational"
                defaultChecked
                className="size-4 rounded border-slate-400 text-brand-600"
              />
              Back to Operational
            </label>
          ) : null}
          <button
            type="submit"
            name="intent"
            value={repair.resolved ? "reopen" : "resolve"}
            disabled={busy}
            className="btn-secondary min-h-10 px-3 text-sm"
          >
            {repair.resolved ? (
              <RotateCcw aria-hidden className="size-4" />
            ) : (
              <CircleCheck aria-hidden className="size-4" />
            )}
            {busy ? "Saving..." : repair.resolved ? "Reopen" : "Mark as Resolved"}
            <span className="sr-only"> for {repair.game.name}</span>
          </button>
        </Form>
      </div>
      <InlineError message={error} className="mt-2" />
    </RepairEntry>
  );
}
