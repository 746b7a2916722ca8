import type { KeptItem, QueueStore } from "./kept-item";

/**
 * Discard on Waiting to send: removes a refused item and hands it back as it was, for Undo. Only a refused one: a
 * waiting item is the sender's, which may be posting it right now.
 */
export async function discard(store: QueueStore, id: number): Promise<KeptItem | null> {
  const item = (await store.all()).find((kept) => kept.id === id);
  if (item?.state !== "refused") return null;
  await store.remove(id);
  return item;
}

/** Undo after Discard: the item back exactly as it was (its fields, key, label, message, refused), in its place. */
export const undoDiscard = (store: QueueStore, item: KeptItem) => store.restore(item);
