import { Hand, UserRound } from "lucide-react";
import type { CycleView } from "~/models/maintenance/done-page.server";
import { CycleAnswer, CycleFormFrame, useCycleForm } from "./cycle-form";
import { actionLook } from "./main-action";

/**
 * Who has the cycle, and 'Take it': the page's main action while nobody has it; taking it from a colleague says
 * whose it was. The row keeps its answer after the button goes (one's own cycle has none).
 */
export function TakeIt({ cycle, meId }: { cycle: CycleView; meId: number }) {
  const { formRef, form } = useCycleForm();
  const mine = cycle.assignedTo === meId;
  return (
    <div>
      {mine ? (
        <p className="flex min-h-11 items-center gap-2 font-semibold" data-testid="cycle-mine">
          <UserRound aria-hidden className="size-5" /> You took it
        </p>
      ) : (
        <CycleFormFrame
          formRef={formRef}
          form={form}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2"
          label="Take it"
        >
          <input type="hidden" name="intent" value="take" />
          <p className="text-slate-700 dark:text-slate-300">
            {cycle.assignee ? `Taken by ${cycle.assignee}` : "Nobody has taken it yet"}
          </p>
          <button type="submit" disabled={form.busy} className={`${actionLook(cycle, "take")} min-h-12 grow sm:grow-0`}>
            <Hand aria-hidden className="size-5" /> {form.busy ? "Saving..." : "Take it"}
          </button>
        </CycleFormFrame>
      )}
      <CycleAnswer form={form} />
    </div>
  );
}
