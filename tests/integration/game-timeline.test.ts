import { expect, it } from "vitest";
import { createUser } from "~/models/account/user.server";
import { gameTimeline } from "~/models/game/game-timeline.server";
import { setInquiryStatus } from "~/models/inquiry/inquiry-admin.server";
import { requestParts, setPartStatus } from "~/models/repair/parts.server";
import { logRepair, setRepairResolved } from "~/models/repair/repair.server";
import { takeRepair, triageRepair } from "~/models/repair/triage.server";
import { addWorkEntry } from "~/models/repair/work-entries.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

let seq = 0;
/** Minutes after a fixed morning, so the order of the feed is known whatever day the test runs. */
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 14, minutes)).toISOString();

describeEachDatabase("a machine's timeline on its game page", (getDb) => {
  it("shows repairs, work with photos, steps, parts, status changes and sale events, newest first, a page at a time", async () => {
    const db = getDb();
    const n = ++seq;
    const { id: userId } = await createUser(db, {
      email: `timeline${n}@museum.test`,
      password: "Old#Pass1",
      role: "manager",
      name: `Tess ${n}`,
    });
    const actor = { id: userId, ip: "203.0.113.5" };
    const game = await db
      .insertInto("games")
      .values(newGame({ name: `Timeline machine ${n}`, status: "Operational", asking_price: 2500, for_sale: true }))
      .returning(["id"])
      .executeTakeFirstOrThrow();
    const other = await db
      .insertInto("games")
      .values(newGame({ name: `Other machine ${n}` }))
      .returning(["id"])
      .executeTakeFirstOrThrow();
    await logRepair(db, other.id, "Not this machine's", actor, { now: at(0) });

    const { repairId } = (await logRepair(db, game.id, "Left flipper weak", actor, { now: at(1) }))!;
    await triageRepair(db, repairId, { severity: "major", safety: false }, actor, at(2));
    await takeRepair(db, repairId, actor, at(3));
    await addWorkEntry(
      db,
      repairId,
      {
        body: "Rebuilt the flipper",
        minutes: 25,
        photos: [{ url: "/uploads/abc.webp", thumbnailUrl: "/uploads/abc-400.webp" }],
      },
      actor,
      at(4),
    );
    const [partId] = (await requestParts(
      db,
      repairId,
      [{ name: "Coil stop", quantity: 1, url: null, cost: 4 }],
      actor,
      {
        now: at(5),
      },
    ))!;
    await setPartStatus(db, partId, "received", actor, at(6));
    await setRepairResolved(db, repairId, true, actor, { backToOperational: true }, at(7));
    const inquiry = await db
      .insertInto("buyer_inquiries")
      .values({
        game_id: game.id,
        buyer_name: "Bea Buyer",
        buyer_email: "bea@example.com",
        buyer_phone: null,
        offer_amount: 2000,
        message: "Would you take 2000?",
        inquiry_type: "offer",
        status: "pending",
        manager_notes: null,
        created_at: at(8),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Stamped with the real clock, so it is the newest item.
    await setInquiryStatus(db, inquiry.id, "accepted", actor, { byManager: true, takeOffSale: true });

    const { items, more } = await gameTimeline(db, game.id, 50);
    expect(more).toBe(false);
    expect(items.map((item) => item.title)).toEqual([
      "Inquiry from Bea Buyer: pending → accepted; taken off Games For Sale",
      "Offer of $2,000 from Bea Buyer",
      "Status changed from In Repair to Operational",
      `Repair #${repairId} resolved, machine back to Operational`,
      "Status changed from Awaiting Parts to In Repair",
      `Repair #${repairId}: Waiting for parts → In progress`,
      `Part received: Coil stop (repair #${repairId})`,
      "Status changed from In Repair to Awaiting Parts",
      `Repair #${repairId}: In progress → Waiting for parts`,
      `Part requested: Coil stop (repair #${repairId})`,
      `Work on repair #${repairId} · 25 min`,
      `Repair #${repairId} taken`,
      `Repair #${repairId} triaged: Major (plays, but badly)`,
      "Status changed from Operational to In Repair",
      `Repair #${repairId} logged`,
    ]);
    // Every kind is there, and nothing of the other machine.
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(["repair", "entry", "step", "part", "status", "inquiry", "sale"]),
    );
    expect(items.every((item) => item.body !== "Not this machine's")).toBe(true);
    const entry = items.find((item) => item.kind === "entry")!;
    expect(entry).toMatchObject({
      body: "Rebuilt the flipper",
      who: `Tess ${n}`,
      repairId,
      photos: [{ url: "/uploads/abc.webp", thumbnailUrl: "/uploads/abc-400.webp" }],
    });
    expect(items.find((item) => item.kind === "repair")).toMatchObject({ body: "Left flipper weak", who: `Tess ${n}` });
    // Dates in museum time (America/New_York in the tests' config): 14:04 UTC is 9:04 AM.
    expect(entry.atLabel).toBe("Jan 10, 2026 9:04 AM");

    const first = await gameTimeline(db, game.id, 5);
    expect(first.more).toBe(true);
    expect(first.items.map((item) => item.key)).toEqual(items.slice(0, 5).map((item) => item.key));
    const all = await gameTimeline(db, game.id, items.length);
    expect(all.more).toBe(false);
    expect(all.items).toHaveLength(items.length);
  });
});
