import { href } from "react-router";
import { MaintenanceHistory } from "~/components/maintenance/history/MaintenanceHistory";
import { BackLink } from "~/components/ui/BackLink";
import { FormAlert } from "~/components/ui/FormAlert";
import type { CycleView } from "~/models/maintenance/done-page.server";
import type { HistoryRow } from "~/models/maintenance/history.server";
import type { FormResult } from "~/utils/forms";
import { CycleHeader } from "./CycleHeader";
import { DoneForm } from "./DoneForm";
import { TakeIt } from "./TakeIt";

const SECTION = "card p-4 sm:p-6";

/**
 * One task on one machine: what it is and where the cycle stands first, then who has it, doing it, and what was
 * done before. Beside each other on a desktop, one column on a phone, the next step first. A post sent without
 * JavaScript comes back as the page's own answer (`pageResult`).
 */
export function CyclePage({
  cycle,
  history,
  meId,
  pageResult,
}: {
  cycle: CycleView;
  history: HistoryRow[];
  meId: number;
  pageResult?: FormResult;
}) {
  return (
    <div className="container-page max-w-[75rem] py-6 sm:py-10">
      <BackLink to={href("/game/:slug", { slug: cycle.gameSlug })}>{cycle.gameName}</BackLink>
      <CycleHeader cycle={cycle} />
      {pageResult ? (
        <div className="mt-4">
          {pageResult.ok ? (
            <p role="status" className="font-semibold text-emerald-800 dark:text-emerald-300">
              {pageResult.message}
            </p>
          ) : (
            <FormAlert>{pageResult.error}</FormAlert>
          )}
        </div>
      ) : null}
      <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
        <div className="space-y-6">
          <section aria-labelledby="who-heading" className={SECTION}>
            <h2 id="who-heading" className="mb-3 text-xl font-bold">
              Who has it
            </h2>
            {/* A new cycle (done again) starts its row afresh, without the last cycle's 'Taken'. */}
            <TakeIt key={cycle.lastDoneAt ?? "never"} cycle={cycle} meId={meId} />
          </section>
          <section aria-labelledby="done-heading" className={SECTION}>
            <h2 id="done-heading" className="mb-4 text-xl font-bold">
              Do it
            </h2>
            <DoneForm cycle={cycle} />
          </section>
        </div>
        <div className={`${SECTION} mt-6 lg:mt-0`}>
          <MaintenanceHistory rows={history} showTask={false} />
        </div>
      </div>
    </div>
  );
}
