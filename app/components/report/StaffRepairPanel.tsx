import { Wrench } from "lucide-react";
import { lazy, Suspense } from "react";
import { href, Link, useLocation } from "react-router";
import { useActionButton } from "~/components/forms/use-action-button";
import { RepairActionsUnavailable, RepairEntry } from "~/components/repair/RepairEntry";
import type { FalseAlarmOffer } from "~/models/repair/alarm.server";
import type { RepairEntryView } from "~/models/repair/repair-entry";
import type { FormResult } from "~/utils/forms";

// A failed load (the network went just then) leaves the queue out of this page rather than breaking it.
const ReportQueue = lazy(() => import("~/components/floor-queue/ReportQueue").catch(() => ({ default: () => null })));
// Chunks of their own: the thread's form brings the floor's queue (its kept notice), and the report page's script
// names this panel's chunks (to load them with it), which must name nothing of the queue for a visitor.
const loadFalseAlarm = () => import("~/components/repair/thread/FalseAlarm");
const FalseAlarm = lazy(() =>
  loadFalseAlarm().then(
    (m) => ({ default: m.FalseAlarm }),
    () => ({ default: RepairActionsUnavailable }),
  ),
);
const FalseAlarmDone = lazy(() =>
  loadFalseAlarm().then(
    (m) => ({ default: m.FalseAlarmDone }),
    () => ({ default: ({ message }: { message: string; className?: string }) => <p role="status">{message}</p> }),
  ),
);

/** An open repair on the panel, with 'Undo false alarm' when it is a visitor's report. */
export type PanelRepair = RepairEntryView & { falseAlarm: FalseAlarmOffer };

/**
 * Above the visitor form, for a signed-in staff member who scanned a machine's label: its open repairs,
 * 'Undo false alarm' on a visitor's report, and 'Log repair', which opens /repairs/new with the comment field
 * focused (scan, tap, type and save).
 */
export function StaffRepairPanel({
  game,
  openRepairs,
}: {
  game: { id: number; name: string };
  openRepairs: PanelRepair[];
}) {
  const { pathname, search } = useLocation();
  // The closed report leaves the list as the page reloads; its answer is read here, where it stays.
  const undoKey = `false-alarm-${game.id}`;
  const answer = useActionButton<FormResult>(undoKey).data;
  const undone = answer?.ok ? answer.message : undefined;
  return (
    <section aria-labelledby="staff-repairs-heading" className="container-page flex justify-center pt-8 sm:pt-12">
      <div className="w-full max-w-xl rounded-3xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6 dark:border-brand-400/20 dark:bg-brand-500/5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="staff-repairs-heading" className="text-lg font-bold">
            Staff: open repairs
          </h2>
          <Link to={`/repairs/new?gameId=${game.id}`} className="btn-primary">
            <Wrench aria-hidden className="size-4" /> Log repair
          </Link>
        </div>
        <div aria-live="polite">
          {undone ? (
            <Suspense>
              <FalseAlarmDone message={undone} className="mt-4" />
            </Suspense>
          ) : null}
        </div>
        {/* The visitor's form below is public and knows nothing of the queue: a staff member's report kept while
            the network is gone is said here. */}
        <Suspense>
          <ReportQueue gameName={game.name} />
        </Suspense>
        {openRepairs.length ? (
          <ul className="mt-4 space-y-3" data-testid="staff-open-repairs">
            {openRepairs.map((repair) => (
              <RepairEntry key={repair.id} repair={repair}>
                <Suspense>
                  <FalseAlarm
                    offer={repair.falseAlarm}
                    gameName={game.name}
                    returnTo={pathname + search}
                    action={href("/repairs/:id", { id: String(repair.id) })}
                    fetcherKey={undoKey}
                    className="mt-3 border-t border-slate-200 pt-3 dark:border-white/10"
                  />
                </Suspense>
              </RepairEntry>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">No open repairs on this machine.</p>
        )}
      </div>
    </section>
  );
}
