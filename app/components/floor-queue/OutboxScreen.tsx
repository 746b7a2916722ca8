import { CloudOff, LogIn, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { sendNow } from "./drive-sender";
import { KeptRow } from "./KeptRow";
import { useQueueStatus } from "./queue-status";

const NOTE = "rounded-xl border p-3 text-sm font-medium flex items-start gap-2";
const OFFLINE_NOTE = `${NOTE} border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100`;

/**
 * "Waiting to send": what this phone keeps, oldest first (the order it is sent in), each with when it was made and
 * its state; a refused one with the server's message, Discard and Copy text; and Send now.
 */
export function OutboxScreen() {
  const { read, online, items, sessionEnded } = useQueueStatus();
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState("");
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
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Waiting to send</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Changes made on this phone while the signal was gone. They are sent in the order they were made.
      </p>
      <div className="mt-4 space-y-3">
        {online ? null : (
          <p className={OFFLINE_NOTE}>
            <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            Offline. They will be sent when the signal is back.
          </p>
        )}
        {sessionEnded ? (
          <p className={OFFLINE_NOTE}>
            <LogIn aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Your session has ended, so nothing can be sent. They stay on this phone until you{" "}
              <Link to="/login?redirectTo=/outbox" className="underline">
                sign in again
              </Link>
              .
            </span>
          </p>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
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
      {!read ? (
        <p className="mt-6 text-slate-600 dark:text-slate-300">Reading this phone&apos;s queue...</p>
      ) : items.length ? (
        <ol className="mt-6 space-y-3" aria-label="Changes on this phone">
          {items.map((item) => (
            <KeptRow key={item.id} item={item} />
          ))}
        </ol>
      ) : (
        <p className="mt-6 rounded-xl border border-slate-200 p-4 text-slate-700 dark:border-white/10 dark:text-slate-300">
          Nothing is waiting. Everything made on this phone has been sent.
        </p>
      )}
    </div>
  );
}
