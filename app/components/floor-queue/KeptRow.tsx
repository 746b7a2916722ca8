import { ClipboardCopy, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { itemText, type KeptItem } from "./kept-item";
import { useQueueStatus } from "./queue-status";

const STATE_WORDS = { waiting: "Waiting", sending: "Sending...", refused: "Refused" } as const;
const STATE_LOOK = {
  waiting: "bg-sky-100 text-sky-950 dark:bg-sky-400/15 dark:text-sky-100",
  sending: "bg-sky-100 text-sky-950 dark:bg-sky-400/15 dark:text-sky-100",
  refused: "bg-red-100 text-red-950 dark:bg-red-400/15 dark:text-red-100",
} as const;

const madeAt = (at: number) =>
  new Intl.DateTimeFormat(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" }).format(at);

/**
 * One kept change: what it is, when it was made, its state; a refused one offers Copy text and Discard (said, with
 * its Undo, by the dialog: DiscardUndo.tsx).
 */
export function KeptRow({
  item,
  onDiscard,
  focusDiscard,
}: {
  item: KeptItem;
  onDiscard: () => void;
  /** Put back by Undo: the focus returns to its Discard. */
  focusDiscard: boolean;
}) {
  const discardRef = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState("");
  useEffect(() => {
    if (focusDiscard) discardRef.current?.focus();
  }, [focusDiscard]);
  const { sessionEnded, me } = useQueueStatus();
  const someoneElse = item.madeBy.id !== me;
  const copy = async () => {
    const done = await navigator.clipboard?.writeText(itemText(item)).then(
      () => true,
      () => false,
    );
    setCopied(done ? "Copied." : "This browser did not allow copying: select the text above.");
  };
  return (
    <li className="card p-4" data-testid="kept-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900 dark:text-white">{item.label}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Made <time dateTime={new Date(item.madeAt).toISOString()}>{madeAt(item.madeAt)}</time>
            {someoneElse ? ` by ${item.madeBy.name}: sent once they sign in on this phone again` : null}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${STATE_LOOK[item.state]}`}>
          {item.state === "waiting" && sessionEnded ? "Waiting for sign-in" : STATE_WORDS[item.state]}
        </span>
      </div>
      {item.state === "refused" ? (
        <>
          <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-950 dark:bg-red-400/10 dark:text-red-100">
            <span className="font-semibold">The server said: </span>
            {item.message}
          </p>
          <pre className="mt-3 max-h-40 overflow-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap dark:bg-white/5">
            {itemText(item)}
          </pre>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <button type="button" onClick={() => void copy()} className="btn-secondary min-h-11">
              <ClipboardCopy aria-hidden className="size-4" /> Copy text
            </button>
            <button
              ref={discardRef}
              type="button"
              onClick={onDiscard}
              className="btn-ghost min-h-11 text-red-700 dark:text-red-300"
            >
              <Trash2 aria-hidden className="size-4" /> Discard
            </button>
            <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
              {copied}
            </span>
          </div>
        </>
      ) : null}
    </li>
  );
}
