import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { discard, undoDiscard } from "./discard";
import { idbStore } from "./idb-store";
import type { KeptItem } from "./kept-item";
import { discardedText, putBackText } from "./queue-words";

type Said = { item: KeptItem; undone: boolean } | { failed: string };

const COULD_NOT = "This phone could not change its queue just then. Try again.";

/**
 * Discard on Waiting to send, at once and with an Undo (docs/product.md#working-offline) instead of a question
 * first: the Undo stays until the next Discard or until the dialog closes.
 */
export function useDiscard() {
  const [said, setSaid] = useState<Said | null>(null);
  const last = said && "item" in said ? said : null;
  return {
    said,
    /** The item Undo put back: its row's Discard takes the focus again. */
    putBack: last?.undone ? last.item.id : null,
    discard: (item: KeptItem) =>
      discard(idbStore, item.id).then(
        (gone) => gone && setSaid({ item: gone, undone: false }),
        () => setSaid({ failed: COULD_NOT }),
      ),
    undo: () =>
      last &&
      undoDiscard(idbStore, last.item).then(
        () => setSaid({ item: last.item, undone: true }),
        () => setSaid({ failed: COULD_NOT }),
      ),
  };
}

/** "Discarded 'Resolve #12'." with its Undo, which takes the focus from the row that went. */
export function DiscardUndo({ discarding }: { discarding: ReturnType<typeof useDiscard> }) {
  const undoRef = useRef<HTMLButtonElement>(null);
  const { said } = discarding;
  const offered = said && "item" in said && !said.undone;
  useEffect(() => {
    if (offered) undoRef.current?.focus();
  }, [offered, said]);
  return (
    <div aria-live="polite" className="mt-4 empty:hidden">
      {said ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm font-medium text-slate-900 dark:border-white/10 dark:bg-white/5 dark:text-slate-100">
          <p className="min-w-0 flex-1">
            {"failed" in said
              ? said.failed
              : said.undone
                ? putBackText(said.item.label)
                : discardedText(said.item.label)}
          </p>
          {offered ? (
            <button
              ref={undoRef}
              type="button"
              onClick={() => void discarding.undo()}
              className="btn-secondary min-h-11"
            >
              <RotateCcw aria-hidden className="size-4" /> Undo
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
