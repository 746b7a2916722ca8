import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { KeptItem, QueueStore } from "./kept-item";

/** The database's name: the service worker's sign-out clean-up leaves it alone (docs/design.md#the-floors-queue). */
export const QUEUE_DATABASE = "floor-queue";
const ITEMS = "items";
const CHANNEL = "floor-queue";

interface QueueSchema extends DBSchema {
  items: { key: number; value: KeptItem };
}

let opened: Promise<IDBPDatabase<QueueSchema>> | undefined;
const database = () =>
  (opened ??= openDB<QueueSchema>(QUEUE_DATABASE, 1, {
    upgrade(db) {
      // Auto-increment ids are the order the items were made in, which is the order they are sent in.
      db.createObjectStore(ITEMS, { keyPath: "id", autoIncrement: true });
    },
  }));

const here = new EventTarget();
let channel: BroadcastChannel | undefined;

/** Tells this tab and the others that the queue changed, so badges and the queue screen read it again. */
function changed() {
  here.dispatchEvent(new Event("change"));
  channel ??= typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(CHANNEL);
  channel?.postMessage("change");
}

/** Calls `onChange` whenever this tab or another one changes the queue; returns the unsubscribe. */
export function onQueueChange(onChange: () => void) {
  here.addEventListener("change", onChange);
  const others = typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(CHANNEL);
  others?.addEventListener("message", onChange);
  return () => {
    here.removeEventListener("change", onChange);
    others?.close();
  };
}

/** The queue in the browser's IndexedDB, where it survives a reload, a closed tab and a phone restarted. */
export const idbStore: QueueStore = {
  all: async () => (await database()).getAll(ITEMS),
  async add(item) {
    const db = await database();
    // Written without an id: the store numbers it.
    const id = await db.add(ITEMS, { ...item, state: "waiting" } as KeptItem);
    changed();
    return { ...item, id, state: "waiting" };
  },
  async update(id, patch) {
    const tx = (await database()).transaction(ITEMS, "readwrite");
    const current = await tx.store.get(id);
    if (current) await tx.store.put({ ...current, ...patch });
    await tx.done;
    changed();
  },
  async remove(id) {
    await (await database()).delete(ITEMS, id);
    changed();
  },
  async restore(item) {
    // Under its own id, so it goes back to its place in the order: ids are the order of sending.
    await (await database()).put(ITEMS, item);
    changed();
  },
};
