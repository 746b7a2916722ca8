import type { ReactNode } from "react";
import type { RepairSeverity } from "~/db/schema";
import { SEVERITIES, SEVERITY_LABELS } from "~/models/repair/floor";

/** A large tap target for a radio or checkbox on the floor's forms, marked when chosen. */
export const CHOICE_TILE =
  "flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 text-sm font-semibold has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:border-white/15 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-500/15 dark:has-[:checked]:text-brand-100";

/** Severity and safety as staff set them, when logging a repair and when triaging one. */
export function TriageFields({
  severity,
  safety,
  hint,
}: {
  severity: RepairSeverity;
  safety: boolean;
  hint?: ReactNode;
}) {
  return (
    <>
      <fieldset>
        <legend className="label">Severity</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {SEVERITIES.map((value) => (
            <label key={value} className={CHOICE_TILE}>
              <input
                type="radio"
                name="severity"
                value={value}
                defaultChecked={value === severity}
                className="size-5 accent-brand-600"
              />
              {SEVERITY_LABELS[value]}
            </label>
          ))}
        </div>
        {hint}
      </fieldset>
      <label className={`mt-3 ${CHOICE_TILE} justify-between`}>
        <span>Safety problem: someone could get hurt</span>
        <input type="checkbox" role="switch" name="safety" defaultChecked={safety} className="size-6 accent-red-600" />
      </label>
    </>
  );
}
