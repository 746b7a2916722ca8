import { describe, expect, it } from "vitest";
import { keptEntry as item, ME } from "./kept-item.fixture";
import { memoryStore } from "./memory-store";
import { sendWaiting, type Outcome, type Transport } from "./sender";

/** A server that stores each key once, answers by the label, and logs what it was sent. */
function fakeServer(answers: Record<string, Outcome> = {}) {
  const stored = new Map<string, string>();
  const posted: string[] = [];
  const uploads: number[] = [];
  const transport: Transport = {
    async upload(photo) {
      uploads.push(photo.size);
      return `/uploads/${uploads.length}-1200.webp`;
    },
    async post(_action, fields) {
      const body = fields.find((f) => f.name === "body")?.value ?? "";
      posted.push(body);
      const answer = answers[body] ?? { kind: "sent" };
      const key = fields.find((f) => f.name === "idempotencyKey")?.value ?? "";
      if (answer.kind === "sent" && !stored.has(key)) stored.set(key, fields.map((f) => f.value).join("|"));
      return answer;
    },
  };
  return { transport, stored, posted, uploads };
}

describe("the floor queue's sender", () => {
  it("sends the waiting items in the order they were made, each after the one before answered, and empties the queue", async () => {
    const store = memoryStore();
    for (const label of ["Log repair", "Entry 1", "Entry 2"]) await store.add(item(label));
    const server = fakeServer();
    expect(await sendWaiting(store, server.transport, ME)).toEqual({ sent: 3, refused: 0 });
    expect(server.posted).toEqual(["Log repair", "Entry 1", "Entry 2"]);
    expect(await store.all()).toEqual([]);
  });

  it("stops at a network failure and keeps that item and every later one, in order, for the next run", async () => {
    const store = memoryStore();
    for (const label of ["A", "B", "C"]) await store.add(item(label));
    const down = fakeServer({ B: { kind: "unreachable" } });
    expect(await sendWaiting(store, down.transport, ME)).toEqual({ sent: 1, refused: 0, stopped: "unreachable" });
    expect(down.posted).toEqual(["A", "B"]);
    expect((await store.all()).map((i) => [i.label, i.state])).toEqual([
      ["B", "waiting"],
      ["C", "waiting"],
    ]);
    const up = fakeServer();
    await sendWaiting(store, up.transport, ME);
    expect(up.posted).toEqual(["B", "C"]);
  });

  it("keeps a refused item with the server's message, goes on with the rest, and does not send it again", async () => {
    const store = memoryStore();
    for (const label of ["Closed meanwhile", "Next"]) await store.add(item(label));
    const message = "This repair is resolved: reopen it to add work.";
    const server = fakeServer({ "Closed meanwhile": { kind: "refused", message } });
    expect(await sendWaiting(store, server.transport, ME)).toEqual({ sent: 1, refused: 1 });
    expect(await store.all()).toMatchObject([{ label: "Closed meanwhile", state: "refused", message }]);
    await sendWaiting(store, server.transport, ME);
    expect(server.posted).toEqual(["Closed meanwhile", "Next"]);
  });

  it("keeps the whole queue when the session has ended, and sends it once the same staff member is back", async () => {
    const store = memoryStore();
    for (const label of ["A", "B"]) await store.add(item(label));
    const signedOut = fakeServer({ A: { kind: "signed-out" } });
    expect(await sendWaiting(store, signedOut.transport, ME)).toMatchObject({ sent: 0, stopped: "signed-out" });
    expect((await store.all()).map((i) => i.state)).toEqual(["waiting", "waiting"]);

    const someoneElse = fakeServer();
    expect(await sendWaiting(store, someoneElse.transport, ME + 1)).toEqual({ sent: 0, refused: 0 });
    expect(someoneElse.posted).toEqual([]);

    const back = fakeServer();
    expect(await sendWaiting(store, back.transport, ME)).toEqual({ sent: 2, refused: 0 });
  });

  it("replays with the item's own key, so a replay forced again stores nothing twice", async () => {
    const server = fakeServer();
    for (let run = 0; run < 4; run++) {
      // The same item kept again (a tab that closed mid-post, a forced replay): the same key each time.
      const store = memoryStore();
      await store.add(item("Resolve #12", { madeAt: 1 }));
      await sendWaiting(store, server.transport, ME);
    }
    expect(server.posted).toHaveLength(4);
    expect([...server.stored.keys()]).toEqual(["key-Resolve #12"]);
  });

  it("sends an item left 'sending' by a tab that closed mid-post", async () => {
    const store = memoryStore();
    const kept = await store.add(item("Interrupted"));
    await store.update(kept.id, { state: "sending" });
    const server = fakeServer();
    expect(await sendWaiting(store, server.transport, ME)).toEqual({ sent: 1, refused: 0 });
  });

  it("uploads a kept photo first and posts its URL, and does not upload it again after a network failure", async () => {
    const store = memoryStore();
    const photo = new Blob([new Uint8Array(3 * 1024 * 1024)], { type: "image/jpeg" });
    await store.add(
      item("With photo", {
        fields: [
          { name: "body", value: "With photo" },
          { name: "photo", photo, fileName: "cabinet.jpg" },
          { name: "idempotencyKey", value: "key-photo" },
        ],
      }),
    );
    const down = fakeServer({ "With photo": { kind: "unreachable" } });
    await sendWaiting(store, down.transport, ME);
    expect(down.uploads).toEqual([3 * 1024 * 1024]);
    const [still] = await store.all();
    expect(still.fields[1]).toEqual({ name: "photo", value: "/uploads/1-1200.webp" });

    const up = fakeServer();
    await sendWaiting(store, up.transport, ME);
    expect(up.uploads).toEqual([]);
    expect([...up.stored.values()]).toEqual(["With photo|/uploads/1-1200.webp|key-photo"]);
  });
});
