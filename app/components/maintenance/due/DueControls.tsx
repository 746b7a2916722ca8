import { UserCheck } from "lucide-react";
import { Form } from "react-router";
import type { GameType } from "~/db/schema";
import { GAME_TYPES } from "~/models/game/game.schema";
import type { DueListFilter } from "~/models/maintenance/due-list-filter";

const LABEL = "text-sm font-semibold text-slate-700 dark:text-slate-300";
const SELECT = "input min-h-10 py-1.5 text-sm";

/**
 * The machine and type selects and Mine: a GET form, so without JavaScript Apply (or Mine) submits it with the
 * selects; with JavaScript each change goes at once, in place.
 */
export function DueControls({
  filter,
  machines,
  go,
}: {
  filter: DueListFilter;
  machines: { id: number; name: string }[];
  go: (patch: Partial<DueListFilter>) => void;
}) {
  return (
    <Form
      method="get"
      action="/maintenance"
      role="search"
      aria-label="Filter the due list"
      className="mt-4 flex flex-wrap items-end gap-x-3 gap-y-2"
    >
      {filter.state !== "all" ? <input type="hidden" name="state" value={filter.state} /> : null}
      <div className="flex min-w-0 flex-1 basis-44 flex-col gap-1 sm:max-w-64">
        <label htmlFor="due-machine" className={LABEL}>
          Machine
        </label>
        <select
          id="due-machine"
          name="machine"
          value={filter.machine ?? ""}
          onChange={(e) => go({ machine: e.target.value ? Number(e.target.value) : undefined })}
          className={SELECT}
        >
          <option value="">All machines</option>
          {machines.map((machine) => (
            <option key={machine.id} value={machine.id}>
              {machine.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-1 basis-32 flex-col gap-1 sm:max-w-44">
        <label htmlFor="due-type" className={LABEL}>
          Type
        </label>
        <select
          id="due-type"
          name="type"
          value={filter.type ?? ""}
          onChange={(e) => go({ type: (e.target.value || undefined) as GameType | undefined })}
          className={SELECT}
        >
          <option value="">All types</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      {/* Without JavaScript the selects need a button of their own; with it, each change applies at once. */}
      <noscript>
        <button type="submit" className="btn-secondary btn min-h-10 px-3 text-sm">
          Apply
        </button>
      </noscript>
      <button
        type="submit"
        name="mine"
        value={filter.mine ? "" : "1"}
        aria-pressed={filter.mine}
        onClick={(e) => {
          e.preventDefault();
          go({ mine: !filter.mine });
        }}
        className={`btn min-h-10 px-3 text-sm ${filter.mine ? "btn-primary" : "btn-secondary"}`}
      >
        <UserCheck aria-hidden className="size-4" /> Mine
      </button>
    </Form>
  );
}
