import type { KeptField, KeptItem, QueueStore } from "./kept-item";

/**
 * What one post of a kept item came to: stored (or stored before: the same key), refused with the server's
 * message, refused because the session is over (sign in again), or not through at all (no network, or the server
 * is down): tried again later.
 */
export type Outcome =
  { kind: "sent" } | { kind: "refused"; message: string } | { kind: "signed-out" } | { kind: "unreachable" };

/** How the sender reaches the server; the browser's is `replay.ts`, tests pass their own. */
export type Transport = {
  /** Uploads a kept photo: its stored URL, or why not. */
  upload(photo: Blob, fileName: string): Promise<string | Exclude<Outcome, { kind: "sent" }>>;
  /** Posts the item's fields (text only by then) to its action, with its idempotency key among them. */
  post(action: string, fields: { name: string; value: string }[]): Promise<Outcome>;
};

export type RunResult = { sent: number; refused: number; stopped?: "signed-out" | "unreachable" };

/**
 * Sends the signed-in staff member's waiting items, oldest first, each only after the one before it answered
 * (so a repair logged offline is stored before the work entries that follow it). A refused item is kept with
 * the server's message and the run goes on; an ended session or a network failure stops the run with every
 * item still kept. Items made by someone else wait for them to sign in on this phone again.
 */
export async function sendWaiting(store: QueueStore, transport: Transport, me: number): Promise<RunResult> {
  const result: RunResult = { sent: 0, refused: 0 };
  for (const item of await store.all()) {
    // An item still "sending" was left so by a tab that closed mid-post: only one sender runs, so it goes again.
    if (item.madeBy.id !== me || item.state === "refused") continue;
    await store.update(item.id, { state: "sending" });
    const outcome = await sendOne(store, transport, item);
    if (outcome.kind === "sent") {
      await store.remove(item.id);
      result.sent++;
    } else if (outcome.kind === "refused") {
      await store.update(item.id, { state: "refused", message: outcome.message });
      result.refused++;
    } else {
      await store.update(item.id, { state: "waiting" });
      return { ...result, stopped: outcome.kind };
    }
  }
  return result;
}

/** Uploads the item's kept photos first (each URL saved at once, so a retry does not upload it again), then posts. */
async function sendOne(store: QueueStore, transport: Transport, item: KeptItem): Promise<Outcome> {
  const fields: KeptField[] = [...item.fields];
  for (const [at, field] of fields.entries()) {
    if (!("photo" in field)) continue;
    const uploaded = await transport.upload(field.photo, field.fileName);
    if (typeof uploaded !== "string") return uploaded;
    fields[at] = { name: field.name, value: uploaded };
    await store.update(item.id, { fields: [...fields] });
  }
  return transport.post(
    item.action,
    fields.flatMap((field) => ("value" in field ? [field] : [])),
  );
}
