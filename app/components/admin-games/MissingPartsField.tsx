import { Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { LIMITS } from "~/models/game/game.schema";

/**
 * Missing parts as a list: Enter or "Add part" adds the typed part, trimmed; empty parts
 * are ignored. Each part is posted as its own `missingParts` field. The new-part box is a `missingParts`
 * field too, so without JavaScript a typed part is still posted (the server ignores an empty one).
 */
export function MissingPartsField({ initial }: { initial: string[] }) {
  const [parts, setParts] = useState(initial);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const add = () => {
    const part = draft.trim();
    if (part && parts.length < LIMITS.parts) setParts((current) => [...current, part]);
    setDraft("");
    input.current?.focus();
  };

  return (
    <div>
      <label htmlFor={`${id}-new`} className="label">
        Missing parts
      </label>
      {parts.length ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Parts listed as missing">
          {parts.map((part, index) => (
            <li
              key={`${index}-${part}`}
              className="inline-flex items-center gap-1 rounded-full bg-amber-100 py-1 pr-1 pl-3 text-sm font-medium text-amber-950 dark:bg-amber-400/15 dark:text-amber-100"
            >
              <input type="hidden" name="missingParts" value={part} />
              {part}
              <button
                type="button"
                onClick={() => setParts((current) => current.filter((_, i) => i !== index))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-amber-200 dark:hover:bg-amber-400/25"
              >
                <X aria-hidden className="size-3.5" />
                <span className="sr-only">Remove {part}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          ref={input}
          id={`${id}-new`}
          name="missingParts"
          value={draft}
          maxLength={LIMITS.part}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            add();
          }}
          placeholder="e.g. Left flipper rubber"
          aria-describedby={`${id}-hint`}
          className="input"
        />
        <button type="button" onClick={add} className="btn-secondary shrink-0">
          <Plus aria-hidden className="size-4" />
          Add part
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Press Enter to add each part.
      </p>
    </div>
  );
}
