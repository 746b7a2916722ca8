import { describe, expect, it } from "vitest";
import { discard, undoDiscard } from "./discard";
import { keptEntry, ME } from "./kept-item.fixture";
import { memoryStore } from "./memory-store";
import { sendWaiting, type Transport } from "./sender";

const REFUSAL = "This repair is closed. Reopen it first.";

/** Three kept items, the middle one refused by the server with its message. */
async function queueWithRefusal() {
  const store = memoryStore();
  await store.add(keptEntry("Log repair: Funhouse"));
  const refused = await store.add(keptEntry("Work entry on #12"));
  await store.add(keptEntry("Resolve #12"));
  await store.update(refused.id, { state: "refused", message: REFUSAL });
  return { store, refused };
}

describe("Discard and its Undo on Waiting to send", () => {
  it("Discard removes a refused item, and Undo puts it back exactly as it was, in its place", async () => {
    const { store, refused } = await queueWithRefusal();
    const before = await store.all();

    const gone = await discard(store, refused.id);
    expect(gone).toMatchObject({ label: "Work entry on #12", state: "refused", message: REFUSAL });
    expect((await store.all()).map((item) => item.label)).toEqual(["Log repair: Funhouse", "Resolve #12"]);

    await undoDiscard(store, gone!);
    expect(await store.all()).toEqual(before);
  });

  it("an item put back stays refused: the sender sends the others, in order, and leaves it for the staff member", async () => {
    const { store, refused } = await queueWithRefusal();
    await undoDiscard(store, (await discard(store, refused.id))!);
    const posted: string[] = [];
    const transport: Transport = {
      upload: async () => "/uploads/1.webp",
      async post(_action, fields) {
        posted.push(fields.find((field) => field.name === "body")?.value ?? "");
        return { kind: "sent" };
      },
    };
    expect(await sendWaiting(store, transport, ME)).toEqual({ sent: 2, refused: 0 });
    expect(posted).toEqual(["Log repair: Funhouse", "Resolve #12"]);
    expect(await store.all()).toMatchObject([{ id: refused.id, state: "refused", message: REFUSAL }]);
  });

  it("does not discard an item that is waiting to be sent", async () => {
    const { store } = await queueWithRefusal();
    const [waiting] = await store.all();
    expect(await discard(store, waiting.id)).toBeNull();
    expect(await store.all()).toHaveLength(3);
  });
});
