import { CloudOff, KeyRound, RefreshCw, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { DiscardUndo, useDiscard } from "./DiscardUndo";
import { sendNow } from "./drive-sender";
import { KeptRow } from "./KeptRow";
import { QUEUE_TITLE, signInAgainPath } from "./queue-words";
import { useQueueStatus } from "./queue-status";

const NOTE = "rounded-xl border p-3 text-sm font-medium flex items-start gap-2";
const OFFLINE_NOTE = `${NOTE} border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100`;
/** A phone's whole screen, above the bottom bar and its badge; from `sm` a centred dialog that scrolls inside. */
const SHEET = [
  "fixed inset-0 z-50 flex flex-col bg-white shadow-2xl outline-none dark:bg-ink-900",
  "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:w-[min(92vw,42rem)] sm:-translate-x-1/2 sm:-translate-y-1/2",
  "sm:rounded-2xl sm:border sm:border-slate-200 sm:dark:border-white/10",
].join(" ");

/**
 * "Waiting to send", the dialog the badge opens: what this phone keeps, oldest first (the order it is sent in),
 * each with when it was made and its state; a refused one with the server's message, Copy text and Discard (with
 * its Undo); and Send now. It reads the phone, not the server, so it opens on any staff page, offline too.
 */
export function WaitingToSend() {
  const { read, online, items, sessionEnded } = useQueueStatus();
  const location = useLocation();
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState("");
  const discarding = useDiscard();
  const waiting = items.filter((item) => item.state !== "refused");

  const send = async () => {
    setSending(true);
    setSaid("");
    await sendNow();
    setSending(false);
    setSaid(
      navigator.onLine ? "Sent what could be sent." : "Still offline: they will be sent when the signal is back.",
    );
  };

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-sm" />
      <Dialog.Content className={SHEET} data-testid="waiting-to-send">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 sm:px-6 sm:pt-4 dark:border-white/10">
          <Dialog.Title className="text-xl font-extrabold tracking-tight sm:text-2xl">{QUEUE_TITLE}</Dialog.Title>
          <Dialog.Close className="btn-ghost min-h-11 min-w-11 justify-center rounded-full p-0" aria-label="Close">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-4 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:px-6">
          <Dialog.Description className="text-slate-600 dark:text-slate-300">
            Changes made on this phone while the signal was gone. They are sent in the order they were made.
          </Dialog.Description>
          <div className="mt-4 space-y-3 empty:hidden">
            {online ? null : (
              <p className={OFFLINE_NOTE}>
                <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
                Offline. They will be sent when the signal is back.
              </p>
            )}
            {sessionEnded ? (
              <p className={OFFLINE_NOTE}>
                <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>
                  Your session has ended, so nothing can be sent. They stay on this phone until you{" "}
                  <Link to={signInAgainPath(location)} className="underline">
                    sign in again
                  </Link>
                  .
                </span>
              </p>
            ) : null}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => void send()}
              disabled={sending || waiting.length === 0}
              className="btn-primary min-h-12"
            >
              <RefreshCw aria-hidden className={`size-4 ${sending ? "animate-spin" : ""}`} />
              {sending ? "Sending..." : "Send now"}
            </button>
            <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {said}
            </p>
          </div>
          <DiscardUndo discarding={discarding} />
          {!read ? (
            <p className="mt-4 text-slate-600 dark:text-slate-300">Reading this phone&apos;s queue...</p>
          ) : items.length ? (
            <ol className="mt-4 space-y-3" aria-label="Changes on this phone">
              {items.map((item) => (
                <KeptRow
                  key={item.id}
                  item={item}
                  onDiscard={() => discarding.discard(item)}
                  focusDiscard={discarding.putBack === item.id}
                />
              ))}
            </ol>
          ) : (
            <p className="mt-4 rounded-xl border border-slate-200 p-4 text-slate-700 dark:border-white/10 dark:text-slate-300">
              Nothing is waiting. Everything made on this phone has been sent.
            </p>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
