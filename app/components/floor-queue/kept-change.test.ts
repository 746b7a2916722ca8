import { describe, expect, it } from "vitest";
import { keptChangeOf, keptField } from "./kept-change";
import type { KeptItem, KeptState } from "./kept-item";

const item = (state: KeptState, message?: string): KeptItem => ({
  id: 1,
  action: "/repairs/parts",
  fields: [
    { name: "intent", value: "part-status" },
    { name: "partId", value: "7" },
    { name: "status", value: "ordered" },
    { name: "idempotencyKey", value: "0123456789abcdef0123" },
  ],
  key: "0123456789abcdef0123",
  madeAt: Date.UTC(2026, 5, 2, 12, 30),
  madeBy: { id: 3, name: "Sam" },
  label: "Part marked Ordered: Flipper coil for Black Knight",
  state,
  message,
});

describe("what a row shows of its change kept on the phone", () => {
  it("waits from the moment its form was kept until the row's stored state moves on, even once the item was sent", () => {
    expect(keptChangeOf(item("waiting"), true)).toMatchObject({ waiting: true });
    expect(keptChangeOf(item("sending"), true)).toMatchObject({ waiting: true });
    // Sent and gone from the queue, the page not yet read again: the row does not flip back to its old buttons.
    expect(keptChangeOf(undefined, true)).toEqual({ waiting: true, item: undefined });
  });

  it("waits while the queue holds its item, after a reload too, and says what it is", () => {
    const kept = keptChangeOf(item("waiting"), false);
    expect(kept.waiting).toBe(true);
    expect(keptField(kept.item!, "status")).toBe("ordered");
    expect(keptField(kept.item!, "photo")).toBeUndefined();
  });

  it("says the server's refusal of the change kept from this row, and never an older one", () => {
    const refused = item(
      "refused",
      "This part was cancelled. Request it again in a work entry if it is needed after all.",
    );
    expect(keptChangeOf(refused, true)).toEqual({
      waiting: false,
      refused: "Not sent: This part was cancelled. Request it again in a work entry if it is needed after all.",
    });
    expect(keptChangeOf(refused, false)).toEqual({ waiting: false });
  });

  it("shows nothing when nothing was kept", () => {
    expect(keptChangeOf(undefined, false)).toEqual({ waiting: false, item: undefined });
  });
});
