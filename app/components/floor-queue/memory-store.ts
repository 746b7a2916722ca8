import type { KeptItem, NewItem, QueueStore } from "./kept-item";

/** The queue in memory: the same rules as IndexedDB's (ids in the order items were made), for tests. */
export function memoryStore(start: KeptItem[] = []): QueueStore & { items: KeptItem[] } {
  const items = [...start];
  let next = Math.max(0, ...items.map((item) => item.id)) + 1;
  return {
    items,
    all: async () => items.map((item) => ({ ...item, fields: [...item.fields] })),
    async add(item: NewItem) {
      const kept: KeptItem = { ...item, id: next++, state: "waiting" };
      items.push(kept);
      return kept;
    },
    async update(id, patch) {
      const at = items.findIndex((item) => item.id === id);
      if (at >= 0) items[at] = { ...items[at], ...patch };
    },
    async remove(id) {
      const at = items.findIndex((item) => item.id === id);
      if (at >= 0) items.splice(at, 1);
    },
    async restore(item) {
      const at = items.findIndex((kept) => kept.id > item.id);
      items.splice(at < 0 ? items.length : at, 0, { ...item, fields: [...item.fields] });
    },
  };
}
