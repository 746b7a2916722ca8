import { beforeEach, expect, it } from "vitest";
import { listActivity } from "~/models/audit/activity.server";
import { loader as activityLoader } from "~/routes/admin.activity";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

const T0 = Date.parse("2026-06-03T14:00:00Z");
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

describeEachDatabase("activity (audit log for managers)", (getDb) => {
  let ana: { id: number };
  let bo: { id: number };

  beforeEach(async () => {
    await getDb().deleteFrom("audit_log").execute();
    ana = await signedIn(getDb(), "staff");
    bo = await signedIn(getDb(), "manager");
    const row = (action: string, userId: number | null, minutes: number, details?: object) =>
      getDb()
        .insertInto("audit_log")
        .values({
          action,
          user_id: userId,
          entity: "game",
          entity_id: String(minutes),
          details: details ? JSON.stringify(details) : null,
          ip: "192.0.2.1",
          created_at: at(minutes),
        })
        .execute();
    await row("game_created", ana.id, 0, { name: "Galaga" });
    await row("login_failed", null, 1);
    await row("game_updated", ana.id, 2, { name: "Galaga" });
    await row("public_form_submitted", null, 3);
    await row("faq_created", bo.id, 4, { question: "Parking?" });
    await row("login_succeeded", bo.id, 5);
    await row("game_updated", bo.id, 6, { name: "Pac-Man" });
    // Two at the same moment: the later row counts as newer.
    await row("event_created", ana.id, 8, { title: "Tournament" });
    await row("event_deleted", ana.id, 8, { title: "Tournament" });
  });

  const ids = (rows: { action: string; entityId: string | null }[]) => rows.map((r) => `${r.action}@${r.entityId}`);

  it("lists changes newest first and leaves attempt counts out", async () => {
    const { total, pages, rows } = await listActivity(getDb(), { userId: null, action: null, page: 1 });
    expect(total).toBe(6);
    expect(pages).toBe(1);
    expect(rows.map((r) => r.action)).toEqual([
      "event_deleted",
      "event_created",
      "game_updated",
      "faq_created",
      "game_updated",
      "game_created",
    ]);
    expect(rows[2]).toMatchObject({ user: { id: bo.id }, details: { name: "Pac-Man" }, createdAt: at(6) });
  });

  it("filters by person and by kind, together too", async () => {
    expect(ids((await listActivity(getDb(), { userId: ana.id, action: null, page: 1 })).rows)).toEqual([
      "event_deleted@8",
      "event_created@8",
      "game_updated@2",
      "game_created@0",
    ]);
    expect(ids((await listActivity(getDb(), { userId: null, action: "game_updated", page: 1 })).rows)).toEqual([
      "game_updated@6",
      "game_updated@2",
    ]);
    const both = await listActivity(getDb(), { userId: bo.id, action: "game_updated", page: 1 });
    expect([both.total, ids(both.rows)]).toEqual([1, ["game_updated@6"]]);
    expect(
      (await listActivity(getDb(), { userId: bo.id, action: "login_succeeded", page: 1 })).total,
      "an attempt count is never listed",
    ).toBe(0);
  });

  it("pages through in order without repeating or skipping a row", async () => {
    const pageOf = (page: number) => listActivity(getDb(), { userId: null, action: null, page }, 4);
    const [one, two, three] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect([one.pages, one.total]).toEqual([2, 6]);
    expect(ids(one.rows)).toEqual(["event_deleted@8", "event_created@8", "game_updated@6", "faq_created@4"]);
    expect(ids(two.rows)).toEqual(["game_updated@2", "game_created@0"]);
    expect(three.rows).toEqual([]);
  });

  it("the screen is a manager's; its page, filters and descriptions come from the URL", async () => {
    const staff = await signedIn(getDb(), "staff");
    await expect(activityLoader(routeArgs("/admin/activity", staff.cookie))).rejects.toMatchObject({ status: 403 });
    const manager = await signedIn(getDb(), "manager");
    const page = (await activityLoader(
      routeArgs(`/admin/activity?user=${ana.id}&action=game_updated`, manager.cookie),
    )) as {
      filter: unknown;
      rows: { text: string; kind: string; when: string }[];
    };
    expect(page.filter).toEqual({ userId: ana.id, action: "game_updated", page: 1 });
    expect(page.rows).toEqual([
      expect.objectContaining({ text: 'Edited the game "Galaga"', kind: "Game edited", when: "Jun 3, 2026 10:02 AM" }),
    ]);
  });
});
