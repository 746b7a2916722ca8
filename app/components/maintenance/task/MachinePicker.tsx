import { Search } from "lucide-react";
import { useState } from "react";
import { FieldError } from "~/components/forms/Field";
import type { PickableMachine } from "~/models/maintenance/task";
import type { FieldErrors } from "~/utils/forms";

/**
 * The machines a task is for: the collection as a list of checkboxes named `gameIds`, which posts without
 * JavaScript too; with it, typing in the search narrows the list (the ticked ones stay, hidden or not).
 */
export function MachinePicker({
  formId,
  machines,
  picked,
  errors,
  clear,
}: {
  formId: string;
  machines: PickableMachine[];
  picked: string[];
  errors: FieldErrors;
  clear: (name: string) => void;
}) {
  const [query, setQuery] = useState("");
  const [ticked, setTicked] = useState(() => new Set(picked));
  // The machines picked when the form opened come first; the order then stays put while boxes are ticked.
  const [order] = useState(() => [
    ...machines.filter((m) => picked.includes(String(m.id))),
    ...machines.filter((m) => !picked.includes(String(m.id))),
  ]);
  const words = query.trim().toLowerCase();
  const shows = (machine: PickableMachine) => !words || machine.name.toLowerCase().includes(words);
  const searchId = `${formId}-machine-search`;
  const countId = `${formId}-machine-count`;

  return (
    <fieldset className="min-w-0" aria-describedby={errors.gameIds ? `${formId}-gameIds-error` : undefined}>
      <legend className="label">Machines</legend>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-500" />
        <label htmlFor={searchId} className="sr-only">
          Find a machine
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          placeholder="Find a machine"
          autoComplete="off"
          aria-describedby={countId}
          className="input pl-9"
        />
      </div>
      <p id={countId} role="status" className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
        {ticked.size === 1 ? "1 machine picked" : `${ticked.size} machines picked`}
      </p>
      <ul
        className="mt-2 max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200 dark:divide-white/10 dark:border-white/10"
        data-testid="machine-picker"
      >
        {order.map((machine) => (
          <li key={machine.id} hidden={!shows(machine) && !ticked.has(String(machine.id))}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 hover:bg-slate-50 dark:hover:bg-white/5">
              <input
                type="checkbox"
                name="gameIds"
                value={machine.id}
                defaultChecked={picked.includes(String(machine.id))}
                onChange={(e) => {
                  clear("gameIds");
                  const next = new Set(ticked);
                  if (e.target.checked) next.add(e.target.value);
                  else next.delete(e.target.value);
                  setTicked(next);
                }}
                className="size-5 shrink-0 rounded border-slate-400 text-brand-600 focus:ring-brand-500"
              />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{machine.name}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">{machine.type}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={formId} name="gameIds" errors={errors} />
    </fieldset>
  );
}
