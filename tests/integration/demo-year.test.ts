import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { seedDemoContentIfEmpty } from "../../demo/seed.server";
import type { DB } from "~/utils/db.server";
import { describeEachDatabase } from "./databases";

/**
 * The demo's year of history comes from fixed seeds and the install date in museum time: seeded twice on the same
 * museum day, at different hours and with the server in different time zones, it is the same history row for
 * row (ids aside). The demo's pictures are not drawn.
 */

vi.mock("../../demo/art/store.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../demo/art/store.server")>();
  let n = 0;
  const stored = async () => ({ imageUrl: `/uploads/demo-${++n}.webp`, thumbnailUrl: `/uploads/demo-${n}-thumb.webp` });
  return { ...original, storeMachineImage: stored, storeProductImage: stored };
});
vi.mock("~/utils/storage.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/utils/storage.server")>()),
  imageStored: async () => true,
}));

// 09:30 and 22:45 on Thursday 2026-10-08 in New York (EDT, UTC-4).
const MORNING = new Date("2026-10-08T13:30:00Z");
const EVENING = new Date("2026-10-09T02:45:00Z");
const serverZone = process.env.TZ;

beforeAll(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterAll(() => {
  vi.useRealTimers();
  process.env.TZ = serverZone;
});

/** The seeded history without ids: every repair, step, work entry, part, status change and check, in order. */
async function history(db: DB) {
  const withoutIds = (detail: string) => {
    const { entryId, partId, ...rest } = JSON.parse(detail) as Record<string, unknown>;
    return { ...rest, entry: entryId !== undefined, part: partId !== undefined };
  };
  const [repairs, steps, entries, parts, statuses, checks] = await Promise.all([
    db
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select(["games.slug", "repairs.created_at", "repairs.resolved_at", "repairs.status", "repairs.severity"])
      .select(["repairs.source", "repairs.comment", "repairs.confirmations", "repairs.status_before"])
      .orderBy("repairs.created_at")
      .orderBy("games.slug")
      .execute(),
    db
      .selectFrom("repair_events")
      .innerJoin("repairs", "repairs.id", "repair_events.repair_id")
      .select([
        "repairs.created_at as repair",
        "repair_events.kind",
        "repair_events.created_at",
        "repair_events.detail",
      ])
      .orderBy("repair_events.created_at")
      .orderBy("repairs.created_at")
      .orderBy("repair_events.id")
      .execute(),
    db
      .selectFrom("repair_entries")
      .select(["body", "minutes", "created_at"])
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("repair_parts")
      .select(["name", "status", "requested_at", "received_at"])
      .orderBy("requested_at")
      .execute(),
    db
      .selectFrom("game_status_history")
      .innerJoin("games", "games.id", "game_status_history.game_id")
      .select(["games.slug", "from_status", "to_status", "source", "changed_at"])
      .orderBy("changed_at")
      .orderBy("games.slug")
      .execute(),
    db
      .selectFrom("game_verifications")
      .innerJoin("games", "games.id", "game_verifications.game_id")
      .select(["games.slug", "verified_on", "game_verifications.created_at"])
      .orderBy("game_verifications.created_at")
      .execute(),
  ]);
  return {
    repairs,
    steps: steps.map((s) => ({ ...s, detail: withoutIds(s.detail) })),
    entries,
    parts,
    statuses,
    checks,
  };
}

/** Empties what the seed writes, so the next seed starts on an empty museum. */
async function empty(db: DB) {
  for (const table of [
    "demo_seeded",
    "games",
    "events",
    "faqs",
    "products",
    "gift_cards",
    "announcements",
    "business_hours",
    "special_hours",
    "chatbot_settings",
  ] as const)
    await db.deleteFrom(table).execute();
}

describeEachDatabase("the demo's year of history", (getDb) => {
  it("is the same for the same install date, whatever the hour and the server's time zone", async () => {
    const db = getDb();
    const seed = async (now: Date, zone: string) => {
      process.env.TZ = zone;
      vi.setSystemTime(now);
      expect(await seedDemoContentIfEmpty(db, { now, timeZone: "America/New_York" })).toBe(true);
      const seeded = await history(db);
      await empty(db);
      return seeded;
    };
    const first = await seed(MORNING, "UTC");
    const second = await seed(EVENING, "Asia/Tokyo");
    expect(first.repairs.length).toBeGreaterThan(150);
    expect(first.steps.length).toBeGreaterThan(first.repairs.length * 3);
    expect(second).toEqual(first);
    // A day later it is another year: the history moves with the install date.
    const nextDay = await seed(new Date(MORNING.getTime() + 86_400_000), "UTC");
    expect(nextDay.repairs).not.toEqual(first.repairs);
  });
});
