import { CloudOff, Inbox } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { waitingText } from "./queue-words";
import { useQueueStatus } from "./queue-status";
import { WaitingToSend } from "./WaitingToSend";

const PILL =
  "inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap ring-1 ring-inset";
const OFFLINE =
  "bg-amber-100 text-amber-950 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-100 dark:ring-amber-400/40";
const WAITING = "bg-sky-100 text-sky-950 ring-sky-300 dark:bg-sky-400/15 dark:text-sky-100 dark:ring-sky-400/40";

/**
 * The staff frame's word on the floor's queue: "Offline" while the network is gone, and how many changes wait to
 * be sent, a button opening Waiting to send; nothing when online with nothing waiting (but while its dialog is
 * open). Words, not colour alone, and a live region saying each change. The header shows it from `md` up, the
 * bottom bar below: one live region at a time.
 */
export function QueueBadge({ className = "" }: { className?: string }) {
  const { online, waiting, refused } = useQueueStatus();
  const [open, setOpen] = useState(false);
  const count = waiting + refused;
  const said = [online ? "" : "Offline.", count ? `${waitingText(count)}.` : ""].filter(Boolean).join(" ");
  return (
    <span className={className} data-testid="queue-status">
      <span aria-live="polite" className="sr-only">
        {said}
      </span>
      {!online || count || open ? (
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger className="flex cursor-pointer items-center gap-1 rounded-full" data-testid="queue-badge">
            {online ? null : (
              <span className={`${PILL} ${OFFLINE}`}>
                <CloudOff aria-hidden className="size-4" /> Offline
              </span>
            )}
            {count ? (
              <span className={`${PILL} ${WAITING}`}>
                <Inbox aria-hidden className="size-4" /> {waitingText(count)}
              </span>
            ) : null}
          </Dialog.Trigger>
          {open ? <WaitingToSend /> : null}
        </Dialog.Root>
      ) : null}
    </span>
  );
}
