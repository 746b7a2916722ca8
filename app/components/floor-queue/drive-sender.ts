import { catchFloorForms } from "./catch-forms";
import { idbStore } from "./idb-store";
import { currentStatus, markSessionEnded, onStatusChange, watchQueue } from "./queue-status";
import { browserTransport } from "./replay";
import { sendWaiting } from "./sender";

/** While items wait, how often the page tries again (iOS has no Background Sync: the page drives the sending). */
const RETRY_MS = 30_000;
const LOCK = "floor-queue-sender";
const LEASE = "floor-queue-sender-lease";
/** Longer than any run: a lease left by a tab that closed mid-run lapses. */
const LEASE_MS = 120_000;

let runNow: (() => Promise<void>) | null = null;

/** Sends what waits now (the queue screen's Send now); resolves once the run is over. */
export const sendNow = () => runNow?.() ?? Promise.resolve();

/**
 * One sender at a time across this phone's tabs: the Web Locks API, or where it is missing a lease in
 * localStorage that lapses. A tab that finds the lock taken does nothing: the other one is sending.
 */
async function alone(run: () => Promise<void>) {
  if (navigator.locks) {
    await navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? run() : undefined));
    return;
  }
  const held = Number(localStorage.getItem(LEASE) ?? 0);
  if (held > Date.now()) return;
  localStorage.setItem(LEASE, String(Date.now() + LEASE_MS));
  try {
    await run();
  } finally {
    localStorage.removeItem(LEASE);
  }
}

/**
 * Calls `onGone` when items of this staff member leave the queue while this tab is not sending: another tab sent
 * them (one tab sends for all), so this page's data is old too.
 */
function whenSentElsewhere(me: number, sending: () => boolean, onGone: () => void) {
  const mine = () => new Set(currentStatus().items.flatMap((item) => (item.madeBy.id === me ? [item.id] : [])));
  let known = mine();
  return onStatusChange(() => {
    const now = mine();
    const gone = [...known].some((id) => !now.has(id));
    known = now;
    if (gone && !sending()) onGone();
  });
}

/**
 * The queue for a signed-in staff member, on a staff page: catches the floor's forms, and sends what waits on
 * page load, on reconnect, after a form was kept while online, and every 30 s while items wait; `onSent` after a
 * run that sent something, here or in another tab. Returns the stop.
 */
export function startFloorQueue(
  me: { id: number; name: string },
  onSent: () => void,
  nameOf?: (path: string) => string | undefined,
) {
  const stopWatching = watchQueue(me.id);
  let running: Promise<void> | null = null;
  const run = () =>
    (running ??= alone(async () => {
      const result = await sendWaiting(idbStore, browserTransport, me.id);
      markSessionEnded(result.stopped === "signed-out");
      if (result.sent) onSent();
    })
      .catch(() => {})
      .finally(() => {
        running = null;
      }));
  runNow = run;
  const stopNoticing = whenSentElsewhere(me.id, () => running !== null, onSent);
  const stopCatching = catchFloorForms({
    store: idbStore,
    me,
    waiting: () => currentStatus().waiting > 0,
    onKept: () => void (navigator.onLine && run()),
    nameOf,
  });
  const onOnline = () => void run();
  window.addEventListener("online", onOnline);
  const timer = setInterval(() => {
    if (navigator.onLine && currentStatus().waiting > 0) void run();
  }, RETRY_MS);
  if (navigator.onLine) void run();
  return () => {
    stopCatching();
    stopNoticing();
    stopWatching();
    window.removeEventListener("online", onOnline);
    clearInterval(timer);
    runNow = null;
  };
}
