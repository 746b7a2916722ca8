import { useSyncExternalStore } from "react";
import { onQueueChange, idbStore } from "./idb-store";
import type { KeptItem } from "./kept-item";

/** What the header's badge and the queue screen show: the network, and the queue as this phone holds it. */
export type QueueStatus = {
  /** The signed-in staff member's id. */
  me: number;
  /** False until the queue was first read from IndexedDB. */
  read: boolean;
  online: boolean;
  items: KeptItem[];
  /** Mine, waiting or on their way: the badge's count. */
  waiting: number;
  /** Mine, refused by the server and kept until discarded. */
  refused: number;
  /** The last run stopped because the session had ended: the queue waits for a new sign-in. */
  sessionEnded: boolean;
};

const SESSION_ENDED = "floor-queue-session-ended";
const SERVER: QueueStatus = {
  me: 0,
  read: false,
  online: true,
  items: [],
  waiting: 0,
  refused: 0,
  sessionEnded: false,
};

let me = 0;
let status = SERVER;
const listeners = new Set<() => void>();

function publish(next: Partial<QueueStatus>) {
  const merged = { ...status, ...next };
  const mine = merged.items.filter((item) => item.madeBy.id === me);
  const refused = mine.filter((item) => item.state === "refused").length;
  status = { ...merged, me, waiting: mine.length - refused, refused };
  for (const listener of listeners) listener();
}

const reread = () =>
  void idbStore.all().then(
    (items) => publish({ items, read: true }),
    () => publish({ items: [], read: true }),
  );
const onNetwork = () => publish({ online: navigator.onLine });
const onStorage = (event: StorageEvent) => {
  if (event.key === SESSION_ENDED) publish({ sessionEnded: event.newValue === String(me) });
};

/** Starts watching for staff member `id` (the staff layout does, once): the network, this tab's and the others' changes. */
export function watchQueue(id: number) {
  me = id;
  publish({ online: navigator.onLine, sessionEnded: localStorage.getItem(SESSION_ENDED) === String(id) });
  reread();
  const unsubscribe = onQueueChange(reread);
  window.addEventListener("online", onNetwork);
  window.addEventListener("offline", onNetwork);
  window.addEventListener("storage", onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener("online", onNetwork);
    window.removeEventListener("offline", onNetwork);
    window.removeEventListener("storage", onStorage);
  };
}

/** Remembers (for every tab) that the session ended with items waiting, or that it is over. */
export function markSessionEnded(ended: boolean) {
  if (ended) localStorage.setItem(SESSION_ENDED, String(me));
  else localStorage.removeItem(SESSION_ENDED);
  publish({ sessionEnded: ended });
}

export const currentStatus = () => status;

/** Calls `listener` on every change of the status; returns the unsubscribe. */
export function onStatusChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useQueueStatus() {
  return useSyncExternalStore(
    onStatusChange,
    () => status,
    () => SERVER,
  );
}
