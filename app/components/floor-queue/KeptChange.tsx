import { CloudUpload } from "lucide-react";
import { useState } from "react";
import { useKeptOnPhone } from "./KeptNotice";

/**
 * Whether a row's change (a repair resolved on its game page, a part marked on the Parts screen) waits on the phone:
 * from the moment its form was kept until the row's stored state moves on, which it does once the queue sent the
 * change and the page read its data again. Until then the row shows what it was, with the change as waiting.
 * `onKept` readies the form for its next change (a new idempotency key).
 */
export function useKeptChange(
  formRef: React.RefObject<HTMLFormElement | null>,
  stored: string | boolean,
  onKept: () => void,
) {
  const [keptOver, setKeptOver] = useState<string | boolean | null>(null);
  const kept = useKeptOnPhone(formRef, () => {
    setKeptOver(stored);
    onKept();
  });
  return kept && keptOver === stored;
}

/** In place of a row's buttons while its change waits: what waits, in words ("Resolve: waiting to be sent"). */
export function WaitingToSend({ what }: { what: string }) {
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
