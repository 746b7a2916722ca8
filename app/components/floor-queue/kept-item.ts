/**
 * What the floor's queue keeps on the phone (docs/design.md#the-floors-queue): a form that could not be sent,
 * as the browser would have posted it, to be sent later in the order it was made.
 */

/** A field as posted: text, or a photo kept as its compressed blob until it can be uploaded. */
export type KeptField = { name: string; value: string } | { name: string; photo: Blob; fileName: string };

/** Waiting to go; on its way now; or refused by the server, kept with its message until discarded. */
export type KeptState = "waiting" | "sending" | "refused";

export type KeptItem = {
  id: number;
  /** Where the form posts (a path of ours, with its query). */
  action: string;
  fields: KeptField[];
  /** The form's idempotency key: every replay carries it, so the server stores the item once. */
  key: string;
  madeAt: number;
  /** The staff member who made it: only their own session sends it. */
  madeBy: { id: number; name: string };
  /** What it is, for the queue screen: "Log repair: Medieval Madness", "Resolve #12". */
  label: string;
  state: KeptState;
  /** The server's refusal, in its words. */
  message?: string;
};

export type NewItem = Omit<KeptItem, "id" | "state" | "message">;

/** The queue as the sender and the screens see it; IndexedDB in the browser, an array in tests. */
export interface QueueStore {
  /** Every item, oldest first. */
  all(): Promise<KeptItem[]>;
  add(item: NewItem): Promise<KeptItem>;
  update(id: number, patch: Partial<Omit<KeptItem, "id">>): Promise<void>;
  remove(id: number): Promise<void>;
  /** Puts a removed item back as it was, its id (its place in the order) included: Undo after Discard. */
  restore(item: KeptItem): Promise<void>;
}

/** A kept item's text, for Copy text: what it is and what was typed, without keys or hidden fields. */
export function itemText(item: KeptItem) {
  const typed = item.fields.flatMap((field) =>
    "value" in field && field.value.trim() && !HIDDEN_FIELDS.has(field.name) ? [`${field.name}: ${field.value}`] : [],
  );
  return [item.label, ...typed].join("\n");
}

const HIDDEN_FIELDS = new Set(["idempotencyKey", "intent", "returnTo", "photo", "inPlace", "partId"]);
