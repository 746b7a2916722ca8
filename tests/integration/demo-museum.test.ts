import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { seedDemoContentIfEmpty } from "~/db/seed.server";
import { isClosed } from "~/models/repair/floor";
import { setRepairResolved } from "~/models/repair/repair.server";
import { lastDays, rangeInstants } from "~/models/stats/stats-range.schema";
import { loader as dashboardLoader } from "~/routes/repairs";
import { loader as partsLoader } from "~/routes/repairs.parts";
import { loader as statsLoader } from "~/routes/repairs.stats";
import { getConfig } from "~/utils/config.server";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

/**
 * The demo museum a fresh start seeds, read through the staff screens: each screen must tell the same story
 * as the others. The clock is pinned, so the demo's "N days ago" falls on the same dates on every run. The
 * demo's pictures are not drawn (no screen here shows them).
 */

vi.mock("~/db/demo-art/store.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/db/demo-art/store.server")>();
  let n = 0;
  const stored = async () => ({ imageUrl: `/uploads/demo-${++n}.webp`, thumbnailUrl: `/uploads/demo-${n}-thumb.webp` });
  return { ...original, storeMachineImage: stored, storeProductImage: stored };
});
// No picture was written, so the seed's read-back of what it stored is told they are there.
vi.mock("~/utils/storage.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/utils/storage.server")>()),
  imageStored: async () => true,
}));

const NOW = new Date("2026-06-03T16:00:00Z");

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

describeEachDatabase("the demo museum on a fresh start", (getDb) => {
  let cookie: string;

  beforeAll(async () => {
    const db = getDb();
    expect(await seedDemoContentIfEmpty(db, { now: NOW, timeZone: getConfig().timeZone })).toBe(true);
    cookie = (await signedIn(db, "staff")).cookie;
  });

  type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;
  const dashboard = async () =>
    ((await dashboardLoader(routeArgs("/repairs?status=all&limit=100", cookie))) as Dashboard).repairs;

  it("the Repair Dashboard: a resolved repair's badge says Resolved beside Reopen, an open one's its work", async () => {
    const rows = await dashboard();
    const resolved = rows.filter((r) => r.resolved);
    expect(resolved.length).toBeGreaterThan(0);
    expect(resolved.map((r) => [r.game.name, r.status])).toEqual(resolved.map((r) => [r.game.name, "resolved"]));
    for (const repair of rows.filter((r) => !r.resolved)) expect(isClosed(repair.status)).toBe(false);
  });

  it("Repair Stats times exactly the repairs the dashboard lists as resolved in each period", async () => {
    const resolvedAt = await getDb().selectFrom("repairs").select("resolved_at").where("resolved", "=", true).execute();
    for (const days of [30, 90, 7]) {
      const { from, to } = rangeInstants(lastDays(days, NOW, getConfig().timeZone), NOW, getConfig().timeZone);
      const onDashboard = resolvedAt.filter((r) => r.resolved_at! >= from && r.resolved_at! < to).length;
      const stats = (await statsLoader(routeArgs(`/repairs/stats?range=${days}`, cookie))) as Awaited<
        ReturnType<typeof statsLoader>
      >;
      expect({ days, timed: stats.collection.repairs.count, resolved: stats.resolvedRepairs }).toEqual({
        days,
        timed: onDashboard,
        resolved: onDashboard,
      });
    }
    // The demo has repairs resolved within the last 30 days, so the agreement above is not 0 = 0.
    const month = (await statsLoader(routeArgs("/repairs/stats?range=30", cookie))) as Awaited<
      ReturnType<typeof statsLoader>
    >;
    expect(month.collection.repairs.count).toBeGreaterThan(0);
  });

  it("every machine's status is where its repairs and status history leave it", async () => {
    const db = getDb();
    const games = await db.selectFrom("games").select(["id", "slug", "status"]).execute();
    const history = await db
      .selectFrom("game_status_history")
      .select(["game_id", "to_status"])
      .orderBy("changed_at")
      .orderBy("id")
      .execute();
    const last = new Map(history.map((h) => [h.game_id, h.to_status]));
    const open = new Set((await dashboard()).filter((r) => !r.resolved).map((r) => r.game.slug));
    for (const game of games) {
      expect([game.slug, last.get(game.id)]).toEqual([game.slug, game.status]);
      if (open.has(game.slug)) expect([game.slug, game.status]).not.toEqual([game.slug, "Operational"]);
    }
  });

  it("the Parts screen lists the parts open repairs wait for; a closed repair's ordered part moves to its own list", async () => {
    const db = getDb();
    type Parts = Awaited<ReturnType<typeof partsLoader>>;
    const parts = async () => (await partsLoader(routeArgs("/repairs/parts", cookie))) as Parts;
    const before = await parts();
    expect(before.parts.length).toBeGreaterThan(0);
    const waiting = await dashboard();
    for (const part of before.parts)
      expect(waiting.find((r) => r.id === part.repairId)).toMatchObject({
        resolved: false,
        status: "waiting_for_parts",
      });

    const [first] = before.parts;
    const staff = await signedIn(db, "staff");
    expect(await setRepairResolved(db, first.repairId, true, staff)).toMatchObject({ ok: true });
    const after = await parts();
    expect(after.parts.map((p) => p.id)).not.toContain(first.id);
    expect(after.closedRepairParts.map((p) => [p.id, p.status, p.repairId])).toEqual([
      [first.id, "ordered", first.repairId],
    ]);
  });
});
