import { expect, it } from "vitest";
import type { Insertable } from "kysely";
import type { RepairsTable } from "~/db/schema";
import { sql } from "kysely";
import { requestParts, setPartStatus } from "~/models/repair/parts.server";
import { triageRank } from "~/models/repair/repair-dashboard.server";
import { loader as dashboardLoader } from "~/routes/repairs";
import { action as partsAction, loader as partsLoader } from "~/routes/repairs.parts";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** The floor's views on the Repair Dashboard, the Parts screen and the Me page, through their loaders and actions. */

let seq = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 5, 3, 12, minute)).toISOString();

describeEachDatabase("the floor's dashboard views, Parts screen and repair mail", (getDb, dialect) => {
  const game = async (name: string) =>
    getDb()
      .insertInto("games")
      .values(newGame({ name: `${name} ${++seq}` }))
      .returning(["id", "slug", "name"])
      .executeTakeFirstOrThrow();
  const repair = async (
    gameId: number,
    comment: string,
    minute: number,
    fields: Partial<Insertable<RepairsTable>> = {},
  ) =>
    (
      await getDb()
        .insertInto("repairs")
        .values({
          game_id: gameId,
          comment,
          resolved: false,
          source: "staff",
          created_at: at(minute),
          updated_at: at(minute),
          triaged_at: fields.source === "visitor" ? null : at(minute),
          ...fields,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;
  const dashboard = async (query: string, cookie: string) =>
    (await dashboardLoader(routeArgs(`/repairs${query ? `?${query}` : ""}`, cookie))) as Dashboard;
  const comments = async (query: string, cookie: string) =>
    (await dashboard(query, cookie)).repairs.map((r) => r.title);

  it("Mine, Untriaged, the severity filter and the Severity sort, by the database", async () => {
    const db = getDb();
    await db.deleteFrom("repairs").execute();
    const me = await signedIn(db, "staff");
    const colleague = await signedIn(db, "staff");
    const machine = await game("Triage machine");
    await repair(machine.id, "cosmetic triaged", 1, { severity: "cosmetic" });
    await repair(machine.id, "major visitor untriaged", 2, { severity: "major", source: "visitor" });
    await repair(machine.id, "minor mine", 3, { severity: "minor", assigned_to: me.id });
    await repair(machine.id, "unplayable triaged", 4, { severity: "unplayable", assigned_to: colleague.id });
    await repair(machine.id, "cosmetic but unsafe", 5, { severity: "cosmetic", safety: true, assigned_to: me.id });
    await repair(machine.id, "unplayable visitor untriaged", 6, { severity: "unplayable", source: "visitor" });
    await repair(machine.id, "major triaged", 7, { severity: "major" });
    await repair(machine.id, "unplayable triaged newer", 8, { severity: "unplayable" });
    await repair(machine.id, "visitor resolved untriaged", 9, {
      severity: "unplayable",
      source: "visitor",
      resolved: true,
      status: "resolved",
      resolved_at: at(10),
    });

    expect(await comments("mine=1", me.cookie)).toEqual(["cosmetic but unsafe", "minor mine"]);
    expect(await comments("mine=1", colleague.cookie)).toEqual(["unplayable triaged"]);
    expect(await comments("untriaged=1", me.cookie)).toEqual([
      "unplayable visitor untriaged",
      "major visitor untriaged",
    ]);
    expect(await comments("severity=safety", me.cookie)).toEqual(["cosmetic but unsafe"]);
    expect(await comments("severity=major", me.cookie)).toEqual(["major triaged", "major visitor untriaged"]);
    expect(await comments("severity=cosmetic", me.cookie)).toEqual(["cosmetic but unsafe", "cosmetic triaged"]);
    expect(await comments("severity=unplayable&status=open", me.cookie)).toEqual([
      "unplayable triaged newer",
      "unplayable visitor untriaged",
      "unplayable triaged",
    ]);
    // Safety first; then Unplayable, Major, Minor, Cosmetic; untriaged before triaged; then newest.
    const bySeverity = [
      "cosmetic but unsafe",
      "visitor resolved untriaged",
      "unplayable visitor untriaged",
      "unplayable triaged newer",
      "unplayable triaged",
      "major visitor untriaged",
      "major triaged",
      "minor mine",
      "cosmetic triaged",
    ];
    expect(await comments("status=all&sort=severity", me.cookie)).toEqual(bySeverity);
    // Descending is the exact reverse: least urgent first, oldest first within a rank.
    expect(await comments("status=all&sort=severity&dir=desc", me.cookie)).toEqual([...bySeverity].reverse());
    expect(await comments("sort=severity&mine=1&untriaged=1", me.cookie)).toEqual([]);

    const view = await dashboard("untriaged=1&severity=major", me.cookie);
    expect(view.counts).toEqual({ open: 8, resolved: 1, total: 9, untriaged: 2 });
    expect(view.matching).toBe(1);
    expect(view.filter).toMatchObject({ untriaged: true, severity: "major", mine: false });
  });

  it("the Severity and Game sorts can walk migration 0019's indexes (the index holds the query's very expression)", async () => {
    const db = getDb();
    const bySeverity = db.selectFrom("repairs").select("id").orderBy(triageRank).limit(10).compile();
    const byName = db
      .selectFrom("games")
      .select("id")
      .orderBy(sql`lower(games.name)`)
      .limit(10)
      .compile();
    const plans = await db.connection().execute(async (conn) => {
      // A handful of test rows are cheaper to sort than to look up: ask PostgreSQL for the index path it has.
      if (dialect === "postgres") await sql`set enable_sort = off`.execute(conn);
      const explain = (query: { sql: string; parameters: readonly unknown[] }) =>
        conn.executeQuery({
          ...query,
          sql: `${dialect === "postgres" ? "explain" : "explain query plan"} ${query.sql}`,
        } as never);
      const plan = async (query: typeof bySeverity | typeof byName) => JSON.stringify((await explain(query)).rows);
      try {
        return [await plan(bySeverity), await plan(byName)];
      } finally {
        if (dialect === "postgres") await sql`reset enable_sort`.execute(conn);
      }
    });
    expect(plans[0]).toContain("repairs_triage_idx");
    expect(plans[1]).toContain("games_name_lower_idx");
  });

  it("the Parts screen: parts not yet received, oldest request first; Ordered then Received takes a part off it", async () => {
    const db = getDb();
    await db.deleteFrom("repair_parts").execute();
    const who = await signedIn(db, "staff");
    const machine = await game("Parts machine");
    const first = await repair(machine.id, "Needs a coil", 1);
    const second = await repair(machine.id, "Needs rubbers", 2);
    const actor = { id: who.id, ip: who.ip };
    const [coil] = (await requestParts(
      db,
      first,
      [{ name: "Flipper coil", quantity: 2, url: null, cost: 24.5 }],
      actor,
      {
        now: at(30),
      },
    ))!;
    const [rubbers, bulbs] = (await requestParts(
      db,
      second,
      [
        { name: "Rubber ring kit", quantity: 1, url: "https://parts.example/rings", cost: null },
        { name: "GI bulbs", quantity: 20, url: null, cost: 9 },
      ],
      actor,
      { now: at(10) },
    ))!;
    await setPartStatus(db, bulbs, "received", actor);

    type Parts = Awaited<ReturnType<typeof partsLoader>>;
    const parts = async () => ((await partsLoader(routeArgs("/repairs/parts", who.cookie))) as Parts).parts;
    const listed = await parts();
    expect(listed.map((p) => p.id)).toEqual([rubbers, coil]);
    expect(listed[1]).toMatchObject({
      name: "Flipper coil",
      quantity: 2,
      cost: "$24.50",
      status: "requested",
      repairId: first,
      requestedLabel: "Jun 3, 2026 8:30 AM",
      game: { name: machine.name, slug: machine.slug },
    });
    expect(listed[0]).toMatchObject({ url: "https://parts.example/rings", cost: null });

    // In place (a page with its script) the action answers; the idempotency key makes a re-send harmless.
    const key = "a".repeat(32);
    const mark = (partId: number, status: string, extra: Record<string, string> = {}) =>
      postTo(partsAction, "/repairs/parts", who.cookie, {
        intent: "part-status",
        partId: String(partId),
        status,
        ...extra,
      });
    expect(await mark(coil, "ordered", { inPlace: "1", idempotencyKey: key })).toEqual({
      status: 200,
      body: { ok: true, message: "Marked Ordered" },
    });
    expect(await mark(coil, "ordered", { inPlace: "1", idempotencyKey: key })).toMatchObject({ status: 200 });
    expect(
      await db
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "repair_part_status_set")
        .where("details", "like", `%"partId":${coil},%`)
        .execute(),
    ).toHaveLength(1);
    expect((await parts()).find((p) => p.id === coil)).toMatchObject({ status: "ordered" });

    // Without JavaScript: post, then back to the list.
    const redirected = await mark(coil, "received").catch((thrown: unknown) => thrown);
    expect(redirected).toBeInstanceOf(Response);
    expect((redirected as Response).status).toBe(303);
    expect((redirected as Response).headers.get("Location")).toBe("/repairs/parts");
    expect((await parts()).map((p) => p.id)).toEqual([rubbers]);

    expect(await mark(coil, "lost")).toMatchObject({ status: 400, body: { ok: false } });
    expect(await mark(999_999, "ordered", { inPlace: "1" })).toMatchObject({ status: 404, body: { ok: false } });
    await expect(mark(rubbers, "ordered").catch((r: Response) => r.status)).resolves.toBe(303);
    // A visitor is sent to sign in and changes nothing.
    const visitor = await postTo(partsAction, "/repairs/parts", "", {
      intent: "part-status",
      partId: String(rubbers),
      status: "received",
    }).catch((thrown: Response) => thrown.status);
    expect(visitor).toBe(302);
    expect((await parts()).map((p) => [p.id, p.status])).toEqual([[rubbers, "ordered"]]);
  });

  it("repair mail: saves the signed-in staff member's choice only, and refuses a bad value changing nothing", async () => {
    const db = getDb();
    const me = await signedIn(db, "staff");
    const other = await signedIn(db, "staff");
    const choiceOf = (id: number) =>
      db
        .selectFrom("users")
        .select(["notify_reports", "notify_digest"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
        .then((r) => ({ reports: r.notify_reports, digest: Boolean(r.notify_digest) }));
    type Account = Awaited<ReturnType<typeof accountLoader>>;
    const shown = async () => ((await accountLoader(routeArgs("/account", me.cookie))) as Account).repairMail;

    expect(await shown()).toEqual({ notifyReports: "urgent", notifyDigest: true }); // the defaults
    const save = (fields: Record<string, string>) =>
      postTo(accountAction, "/account", me.cookie, { intent: "repair-mail", ...fields });

    // An account id in the post is not read: the choice is always the signed-in account's own.
    expect(await save({ notifyReports: "all", userId: String(other.id) })).toEqual({
      status: 200,
      body: { ok: true, intent: "repair-mail", message: "Repair mail saved." },
    });
    expect(await choiceOf(me.id)).toEqual({ reports: "all", digest: false });
    expect(await choiceOf(other.id)).toEqual({ reports: "urgent", digest: true });
    expect(await shown()).toEqual({ notifyReports: "all", notifyDigest: false });
    const audits = await db
      .selectFrom("audit_log")
      .select(["user_id", "entity_id", "details"])
      .where("action", "=", "repair_mail_set")
      .where("user_id", "=", me.id)
      .execute();
    expect(audits).toEqual([
      {
        user_id: me.id,
        entity_id: String(me.id),
        details: JSON.stringify({ notifyReports: "all", notifyDigest: false }),
      },
    ]);

    expect(await save({ notifyReports: "none", notifyDigest: "on" })).toMatchObject({ status: 200 });
    expect(await choiceOf(me.id)).toEqual({ reports: "none", digest: true });

    const bads: Record<string, string>[] = [
      { notifyReports: "loud" },
      {},
      { notifyReports: "all", notifyDigest: "yes" },
    ];
    for (const bad of bads) {
      const refused = await save(bad);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ok: false, intent: "repair-mail" });
    }
    expect((await save({ notifyReports: "loud" })).body).toMatchObject({
      fieldErrors: { notifyReports: "Choose which new reports are mailed to you." },
    });
    expect(await choiceOf(me.id)).toEqual({ reports: "none", digest: true });
    expect(await choiceOf(other.id)).toEqual({ reports: "urgent", digest: true });
  });
});
