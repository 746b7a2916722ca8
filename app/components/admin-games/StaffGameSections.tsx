import { ClipboardList, Gauge, Pencil, Wrench } from "lucide-react";
import { lazy, Suspense } from "react";
import { href, Link } from "react-router";
import { DeleteButton } from "~/components/admin/DeleteButton";
import { FormAlert } from "~/components/ui/FormAlert";
import { RepairActionsUnavailable, RepairEntry } from "~/components/repair/RepairEntry";
import { GameFiguresSection } from "./GameFigures";
import { GameTimelineSection } from "./GameTimeline";
import type { StaffGameData } from "~/models/game/game";
import { SafetyOverdueNotice } from "~/components/maintenance/around/SafetyOverdueNotice";

// A failed load (the network went just then) leaves the queue out of this page rather than breaking it.
const GameQueue = lazy(() => import("~/components/floor-queue/GameQueue").catch(() => ({ default: () => null })));
// A chunk of its own too: the game page's script names this panel's chunks (to load them with it), and the
// actions bring the floor's queue (a kept change shows in its row), which a visitor's page must not even name.
const RepairActions = lazy(() =>
  import("./RepairActions").then(
    (m) => ({ default: m.RepairActions }),
    () => ({ default: RepairActionsUnavailable }),
  ),
);

/**
 * What only staff see on a game page: Edit and Delete, condition notes,
 * missing parts, the repair history and the machine's timeline, and the floor's queue, which keeps a repair's
 * Resolve or Reopen while the network is gone. Loaded as its own chunk, only for a signed-in page, so a
 * visitor's page neither shows nor downloads any of it.
 */
export default function StaffGameSections({ staff, gameName }: { staff: StaffGameData; gameName: string }) {
  const openCount = staff.repairs?.filter((r) => !r.resolved).length ?? 0;
  return (
    <div className="space-y-10">
      <SafetyOverdueNotice overdue={staff.safetyOverdue} />
      <section
        aria-labelledby="staff-heading"
        className="rounded-3xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6 dark:border-brand-400/20 dark:bg-brand-500/5"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="staff-heading" className="flex items-center gap-2 text-xl font-bold tracking-tight">
              <ClipboardList aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Staff
            </h2>
            <Suspense>
              <GameQueue />
            </Suspense>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={`/repairs/new?gameId=${staff.gameId}`} className="btn-primary">
              <Wrench aria-hidden className="size-4" /> Log Repair
            </Link>
            <Link to={href("/edit/:id", { id: String(staff.gameId) })} className="btn-secondary">
              <Pencil aria-hidden className="size-4" /> Edit
            </Link>
            <Link
              to={href("/maintenance/machines/:gameId", { gameId: String(staff.gameId) })}
              className="btn-secondary"
            >
              <Gauge aria-hidden className="size-4" /> Maintenance and play counter
            </Link>
            <DeleteButton
              wholePage
              action={href("/edit/:id", { id: String(staff.gameId) })}
              fields={{ intent: "delete" }}
              what="game"
              title={`Delete ${gameName}?`}
              description="The game goes to the Trash and disappears from the site. A manager can restore it, with its repairs, buyer inquiries and images, for 30 days."
              confirmLabel="Delete Game"
            />
          </div>
        </div>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
              Condition notes
            </h3>
            <p className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-200" data-testid="condition-notes">
              {staff.conditionNotes ?? "No condition notes yet."}
            </p>
          </div>
          <div>
            <h3 className="text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
              Missing parts
            </h3>
            {staff.missingParts.length ? (
              <ul className="mt-1 list-disc pl-5 text-slate-800 dark:text-slate-200" data-testid="missing-parts">
                {staff.missingParts.map((part, i) => (
                  <li key={`${i}-${part}`}>{part}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-slate-800 dark:text-slate-200">None recorded.</p>
            )}
          </div>
        </div>
      </section>

      <GameFiguresSection figures={staff.figures} />

      <section aria-labelledby="repairs-heading">
        <h2 id="repairs-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Repair History
        </h2>
        {staff.repairsError ? (
          <div className="mt-4">
            <FormAlert>{staff.repairsError}</FormAlert>
          </div>
        ) : !staff.repairs?.length ? (
          <p className="mt-4 rounded-2xl border border-slate-200 px-4 py-4 text-slate-700 dark:border-white/10 dark:text-slate-300">
            No repairs logged for this machine.
          </p>
        ) : (
          <ol className="mt-4 space-y-3" data-testid="repair-history">
            {staff.repairs.map((repair) => (
              <RepairEntry key={repair.id} repair={repair}>
                <Suspense>
                  <RepairActions repair={repair} lastOpen={!repair.resolved && openCount === 1} gameName={gameName} />
                </Suspense>
              </RepairEntry>
            ))}
          </ol>
        )}
      </section>

      <GameTimelineSection timeline={staff.timeline} />
    </div>
  );
}
