import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import type { GameStatus, RepairStatus } from "~/db/schema";
import { readServiceRecords, serviceRecordLines } from "~/models/stats/service-record.server";
import GamesForSale, { loader } from "~/routes/games-for-sale";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/*
 * Games For Sale's service record, worked out by hand. NOW is Wed Jun 3 2026, noon in New York;
 * the 12 months run from 2025-06-03T16:00Z.
 *
 * Hours: every weekday closed; open only on three special days, 10:00-18:00 (480 minutes): Fri Aug 1 2025,
 * Sat Apr 11 2026 and Mon Apr 20 2026. 1440 open minutes in the period.
 *
 * S (on sale, on the floor): added Jan 1 2025. Down and up in May 2025 (before the period). In Repair Fri Apr
 * 10 2026 10:00 EDT, Awaiting Parts Sat Apr 11, Operational Apr 15 02:30Z, which is Tue Apr 14 22:30 in New
 * York: last return to Operational on Apr 14 (museum date). Staff checks: Mar 1 (earlier, so the return wins)
 * and Jun 10 (after NOW, not yet a check).
 *   Availability: down the whole of Apr 11 (480), up Aug 1 and Apr 20 (960): 960 / 1440, 66.6% rounded down.
 *   Repairs logged in the period: Sep 1 2025 and Apr 10 2026 count; a duplicate (May 1 2026) and a could not
 *   reproduce (Jan 1 2026) do not, nor one logged May 1 2025. 2.
 *   Parts received in the period: 2 of one part on Apr 13 2026. Not counted: one still ordered, one received
 *   May 2 2025. 2.
 * T (on sale, in the Warehouse): no status change; checked May 20 2026. No repairs, no parts, not on the floor:
 *   no availability row at all.
 * V (on sale, on the floor): added Operational May 1 2026, after the last open day, and never checked. No open
 *   hours on the floor, so no availability row, and no "Last verified working" row.
 * W (on sale, in the Warehouse): stored broken, Awaiting Parts the whole period. Not on the floor, so no
 *   availability row: a buyer never reads "Playable 0%" for a machine that was in storage.
 * U (not on sale): no record at all.
 *
 * Every staff-only text in the fixture (condition notes, repair comments, work entries, part names, manager
 * notes, a reporter's name) carries "STAFF-ONLY" and must appear in neither the loader data nor the HTML.
 */

const TZ = "America/New_York";
const NOW = new Date("2026-06-03T16:00:00Z");
const SECRET = "STAFF-ONLY";

describeEachDatabase("Games For Sale's service record", (getDb) => {
  it("shows each figure as the database has it, and no staff-only text", async () => {
    const db = getDb();
    await db.updateTable("games").set({ for_sale: false, asking_price: null }).execute();
    const created = "2025-01-01T15:00:00.000Z";
    const insertGame = async (name: string, fields: Parameters<typeof newGame>[0]) =>
      (
        await db
          .insertInto("games")
          .values(newGame({ ...fields, name }, created))
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const s = await insertGame("Record S", {
      name: "",
      for_sale: true,
      asking_price: 1500,
      condition_notes: `${SECRET} condition notes`,
      sale_condition_notes: "Light wear on the cabinet",
    });
    const t = await insertGame("Record T", { name: "", location: "Warehouse", for_sale: true });
    const u = await insertGame("Record U", { name: "" });
    const w = await insertGame("Record W", {
      name: "",
      location: "Warehouse",
      status: "Awaiting Parts",
      for_sale: true,
    });
    const v = (
      await db
        .insertInto("games")
        .values(newGame({ name: "Record V", for_sale: true }, "2026-05-01T15:00:00.000Z"))
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

    await db.deleteFrom("special_hours").execute();
    await db
      .insertInto("special_hours")
      .values(
        ["2025-08-01", "2026-04-11", "2026-04-20"].map((date) => ({
          date,
          open_time: "10:00",
          close_time: "18:00",
          is_closed: false,
          reason: "Open day",
        })),
      )
      .execute();
    await db.deleteFrom("business_hours").execute();
    await db
      .insertInto("business_hours")
      .values(
        Array.from({ length: 7 }, (_, day) => ({
          day_of_week: day,
          open_time: null,
          close_time: null,
          is_closed: true,
        })),
      )
      .execute();

    const change = (from: GameStatus | null, to: GameStatus, at: string) => ({
      game_id: s,
      from_status: from,
      to_status: to,
      changed_by: null,
      source: "repair" as const,
      changed_at: new Date(at).toISOString(),
    });
    await db
      .insertInto("game_status_history")
      .values([
        change(null, "Operational", created),
        change("Operational", "In Repair", "2025-05-01T15:00:00Z"),
        change("In Repair", "Operational", "2025-05-02T15:00:00Z"),
        change("Operational", "In Repair", "2026-04-10T14:00:00Z"),
        change("In Repair", "Awaiting Parts", "2026-04-11T14:00:00Z"),
        change("Awaiting Parts", "Operational", "2026-04-15T02:30:00Z"),
        { ...change(null, "Operational", "2026-05-01T15:00:00Z"), game_id: v },
        { ...change(null, "Awaiting Parts", created), game_id: w },
      ])
      .execute();
    await db
      .insertInto("game_verifications")
      .values([
        { game_id: s, verified_on: "2026-03-01", verified_by: null, created_at: "2026-03-01T15:00:00.000Z" },
        { game_id: s, verified_on: "2026-06-10", verified_by: null, created_at: "2026-06-10T15:00:00.000Z" },
        { game_id: t, verified_on: "2026-05-20", verified_by: null, created_at: "2026-05-20T15:00:00.000Z" },
      ])
      .execute();

    const repair = async (at: string, status: RepairStatus) =>
      (
        await db
          .insertInto("repairs")
          .values({
            game_id: s,
            comment: `${SECRET} repair comment`,
            resolved: status !== "open",
            source: "visitor",
            reporter_name: `${SECRET} reporter`,
            status,
            created_at: new Date(at).toISOString(),
            updated_at: new Date(at).toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const old = await repair("2025-05-01T15:00:00Z", "resolved");
    await repair("2025-09-01T15:00:00Z", "resolved");
    const april = await repair("2026-04-10T14:00:00Z", "resolved");
    await repair("2026-05-01T15:00:00Z", "duplicate");
    await repair("2026-01-01T15:00:00Z", "cannot_reproduce");
    await db
      .insertInto("repair_entries")
      .values({ repair_id: april, body: `${SECRET} work entry`, created_at: "2026-04-12T15:00:00.000Z" })
      .execute();
    const part = (repairId: number, quantity: number, status: "ordered" | "received", receivedAt: string | null) => ({
      repair_id: repairId,
      name: `${SECRET} part`,
      quantity,
      status,
      requested_at: "2025-01-02T15:00:00.000Z",
      received_at: receivedAt,
      updated_at: "2025-01-02T15:00:00.000Z",
    });
    await db
      .insertInto("repair_parts")
      .values([
        part(april, 2, "received", "2026-04-13T15:00:00.000Z"),
        part(april, 1, "ordered", null),
        part(old, 1, "received", "2025-05-02T15:00:00.000Z"),
      ])
      .execute();
    await db
      .insertInto("buyer_inquiries")
      .values({
        game_id: s,
        buyer_name: "Bea Buyer",
        buyer_email: "bea@example.com",
        message: "Is it still available?",
        inquiry_type: "purchase",
        status: "pending",
        manager_notes: `${SECRET} manager notes`,
        created_at: "2026-05-01T15:00:00.000Z",
      })
      .execute();

    const records = await readServiceRecords(db, [s, t, v, w], NOW, TZ);
    expect(Object.fromEntries(records)).toEqual({
      [s]: { lastVerifiedOn: "2026-04-14", repairs: 2, partsReplaced: 2, availability: 960 / 1440 },
      [t]: { lastVerifiedOn: "2026-05-20", repairs: 0, partsReplaced: 0, availability: null },
      [v]: { lastVerifiedOn: null, repairs: 0, partsReplaced: 0, availability: null },
      [w]: { lastVerifiedOn: null, repairs: 0, partsReplaced: 0, availability: null },
    });
    expect(serviceRecordLines(records.get(s)!)).toEqual([
      { term: "Last verified working", value: "Apr 14, 2026" },
      { term: "Repairs in 12 months", value: "2" },
      { term: "Parts replaced in 12 months", value: "2" },
      { term: "Playable in 12 months", value: "66.6% of open hours" },
    ]);
    expect(serviceRecordLines(records.get(t)!)).toEqual([
      { term: "Last verified working", value: "May 20, 2026" },
      { term: "Repairs in 12 months", value: "None" },
      { term: "Parts replaced in 12 months", value: "None" },
    ]);
    for (const offFloor of [v, w])
      expect(serviceRecordLines(records.get(offFloor)!)).toEqual([
        { term: "Repairs in 12 months", value: "None" },
        { term: "Parts replaced in 12 months", value: "None" },
      ]);

    // The page, on the real clock: each game on sale carries the record read for it, the others none; and
    // neither its data nor its HTML holds any staff-only text.
    for (const url of ["/games-for-sale", "/games-for-sale?show=all"]) {
      const data = await loader({
        request: new Request(`http://localhost${url}`),
        params: {},
        context: { ip: "203.0.113.9", cspNonce: "" },
      } as never);
      const live = await readServiceRecords(db, [s, t, v, w]);
      expect(data.serviceRecords[s]).toEqual(serviceRecordLines(live.get(s)!));
      expect(data.serviceRecords[t]).toEqual(serviceRecordLines(live.get(t)!));
      expect(data.serviceRecords[v]).toEqual(serviceRecordLines(live.get(v)!));
      expect(data.serviceRecords[w]).toEqual(serviceRecordLines(live.get(w)!));
      expect(data.serviceRecords[u]).toBeUndefined();
      expect(JSON.stringify(data)).not.toContain(SECRET);
      const Stub = createRoutesStub([{ id: "page", path: "/games-for-sale", Component: GamesForSale as never }]);
      const html = renderToString(
        createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { page: data } } }),
      );
      expect(html.match(/data-testid="service-record"/g)).toHaveLength(4);
      // Only S had floor time: no other card says anything about availability, nor shows an empty row.
      expect(html.match(/Playable in 12 months/g)).toHaveLength(1);
      expect(html).not.toMatch(/Not on the floor|Not recorded|\b0%/);
      expect(html).toContain("Light wear on the cabinet");
      expect(html).not.toContain(SECRET);
    }
  });
});
