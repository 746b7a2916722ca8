import { CloudUpload } from "lucide-react";
import { useState } from "react";
import { keptChangeOf, type KeptChange } from "./kept-change";
import type { KeptItem } from "./kept-item";
import { useKeptOnPhone } from "./KeptNotice";
import { useQueueStatus } from "./queue-status";

/**
 * A row's change kept on the phone (a repair resolved on its game page, a part marked on the Parts screen): waiting
 * from the moment its form was kept, or while the queue holds it, until the row's stored state moves on, which it
 * does once the queue sent it and the page read its data again; refused with the server's words if it was.
 * `isThis` picks the row's items out of the queue; `onKept` readies the form for its next change (a new key).
 */
export function useKeptChange(
  formRef: React.RefObject<HTMLFormElement | null>,
  stored: string | boolean,
  isThis: (item: KeptItem) => boolean,
  onKept: () => void,
): KeptChange {
  const [keptOver, setKeptOver] = useState<string | boolean | null>(null);
  const kept = useKeptOnPhone(formRef, () => {
    setKeptOver(stored);
    onKept();
  });
  const { items, me } = useQueueStatus();
  const item = items.findLast((candidate) => candidate.madeBy.id === me && isThis(candidate));
  return keptChangeOf(item, kept && keptOver === stored);
}

/** In place of a row's buttons while its change waits: what waits, in words ("Resolve: waiting to be sent"). */
export function WaitingLine({ what }: { what: string }) {
  return (
    <span
      className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-sky-100 px-3 text-sm font-semibold text-sky-950 ring-1 ring-sky-300 ring-inset dark:bg-sky-400/15 dark:text-sky-100 dark:ring-sky-400/40"
      data-testid="waiting-to-send"
    >
      <CloudUpload aria-hidden className="size-4" />
      {what}: waiting to be sent
    </span>
  );
}
