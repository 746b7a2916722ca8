import { expect, it } from "vitest";
import { MANAGERS_REOPEN } from "~/models/inquiry/inquiry-admin.schema";
import {
  inquiryCounts,
  listInquiries,
  saveManagerNotes,
  setInquiryStatus,
} from "~/models/inquiry/inquiry-admin.server";
import { createUser } from "~/models/account/user.server";
import { action as inquiriesAction } from "~/routes/admin.buyer-inquiries";
import { loader as saleLoader } from "~/routes/games-for-sale";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

let seq = 0;

describeEachDatabase("buyer inquiries (back office)", (getDb) => {
  async function seed() {
    const db = getDb();
    const token = `inq${++seq}x${Date.now()}`;
    const game = await db
      .insertInto("games")
      .values(newGame({ name: `Twilight Zone ${token}`, asking_price: 6500, for_sale: true }))
      .returning(["id", "slug"])
      .executeTakeFirstOrThrow();
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 3, 12, minutes)).toISOString();
    const inquiry = (buyer_name: string, minutes: number, extra: object = {}) => ({
      game_id: game.id,
      buyer_name,
      buyer_email: `${buyer_name.toLowerCase()}@example.com`,
      message: `Hello from ${buyer_name}`,
      created_at: at(minutes),
      manager_notes: `note of ${buyer_name}`,
      status: "pending" as const,
      inquiry_type: "purchase" as const,
      offer_amount: null as number | null,
      ...extra,
    });
    const rows = await db
      .insertInto("buyer_inquiries")
      .values([
        inquiry(`Ada${token}`, 1),
        inquiry(`Bo${token}`, 2, {
          offer_amount: 5000,
          inquiry_type: "offer" as const,
          message: "Would you take FIVE grand?",
        }),
        inquiry(`Cy${token}`, 3, { status: "accepted" as const }),
      ])
      .returning(["id", "buyer_name"])
      .execute();
    const actor = {
      id: (await createUser(db, { email: `${token}@museum.test`, password: "Boss#Pass1", role: "manager" })).id,
      ip: "203.0.113.4",
    };
    return {
      db,
      token,
      game,
      ids: Object.fromEntries(rows.map((r) => [r.buyer_name.replace(token, ""), r.id])),
      actor,
    };
  }

  it("lists a game's inquiries newest first with the game joined, and a manager's notes only when asked for", async () => {
    const { db, token, game } = await seed();
    const list = await listInquiries(db, { gameId: game.id, withNotes: false });
    expect(list.map((i) => i.buyerName)).toEqual([`Cy${token}`, `Bo${token}`, `Ada${token}`]);
    expect(list[1]).toMatchObject({
      offerAmount: 5000,
      inquiryType: "offer",
      status: "pending",
      game: { id: game.id, slug: game.slug, askingPrice: 6500, listed: true },
    });
    expect(list[0].inquiryType).toBe("purchase");
    expect(list.every((i) => !("notes" in i))).toBe(true);
    expect((await listInquiries(db, { gameId: game.id, withNotes: true }))[0].notes).toBe(`note of Cy${token}`);
  });

  it("searches buyer, e-mail, game and message in any case, and filters by status", async () => {
    const { db, token } = await seed();
    const names = async (q: string, status: "all" | "pending" | "accepted" = "all") =>
      (await listInquiries(db, { filter: { q, status }, withNotes: false }))
        .filter((i) => i.buyerName.endsWith(token))
        .map((i) => i.buyerName.replace(token, ""));
    expect(await names(token.toUpperCase())).toEqual(["Cy", "Bo", "Ada"]);
    expect(await names(`ada${token}@EXAMPLE`)).toEqual(["Ada"]);
    expect(await names(`twilight zone ${token}`)).toEqual(["Cy", "Bo", "Ada"]);
    expect(await names("five GRAND")).toEqual(["Bo"]);
    expect(await names(token, "accepted")).toEqual(["Cy"]);
    expect(await names(token, "pending")).toEqual(["Bo", "Ada"]);
    expect(await names(`${token}%`)).toEqual([]);
  });

  it("sets any status from any state with an audit row, saves notes without putting them in the audit trail, and counts by status", async () => {
    const { db, ids, actor } = await seed();
    const before = await inquiryCounts(db);
    const byManager = { byManager: true };
    expect(await setInquiryStatus(db, ids.Cy, "declined", actor, byManager)).toEqual({ ok: true, offSale: null });
    expect(await setInquiryStatus(db, ids.Ada, "responded", actor, byManager)).toEqual({ ok: true, offSale: null });
    expect(await setInquiryStatus(db, 99_999_999, "responded", actor, byManager)).toEqual({
      ok: false,
      reason: "missing",
    });
    const after = await inquiryCounts(db);
    expect(after).toEqual({
      ...before,
      accepted: before.accepted - 1,
      declined: before.declined + 1,
      pending: before.pending - 1,
      responded: before.responded + 1,
    });

    expect(await saveManagerNotes(db, ids.Bo, "Counter at 5,800", actor)).toBe(true);
    expect(await saveManagerNotes(db, 99_999_999, "x", actor)).toBe(false);
    const stored = await db
      .selectFrom("buyer_inquiries")
      .select(["status", "manager_notes"])
      .where("id", "in", [ids.Bo, ids.Cy])
      .orderBy("id")
      .execute();
    expect(stored).toEqual([
      { status: "pending", manager_notes: "Counter at 5,800" },
      { status: "declined", manager_notes: expect.any(String) },
    ]);
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "details"])
      .where("user_id", "=", actor.id)
      .orderBy("id")
      .execute();
    expect(audit.map((a) => [a.action, Number(a.entity_id)])).toEqual([
      ["inquiry_status_set", ids.Cy],
      ["inquiry_status_set", ids.Ada],
      ["inquiry_notes_saved", ids.Bo],
    ]);
    expect(JSON.stringify(audit)).not.toContain("5,800");
    expect(JSON.parse(audit[0].details!)).toEqual({ from: "accepted", to: "declined" });
  });

  const gameRow = (id: number) =>
    getDb()
      .selectFrom("games")
      .select(["for_sale", "asking_price", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const statusOf = async (id: number) =>
    (await getDb().selectFrom("buyer_inquiries").select("status").where("id", "=", id).executeTakeFirstOrThrow())
      .status;
  const onSaleList = async (name: string) => {
    const page = (await saleLoader(routeArgs(`/games-for-sale?q=${encodeURIComponent(name)}`, ""))) as {
      games: { name: string }[];
    };
    return page.games.some((g) => g.name === name);
  };
  const post = (cookie: string, fields: Record<string, string>) =>
    postTo(inquiriesAction, "/admin/buyer-inquiries", cookie, fields);

  it("Accept with 'Take it off Games For Sale' clears for sale and the price with the status, keeping the old price in the audit row; unticked, the game stays listed", async () => {
    const { game, ids, token } = await seed();
    const manager = await signedIn(getDb(), "manager");
    const name = `Twilight Zone ${token}`;
    expect(await onSaleList(name)).toBe(true);

    expect(await post(manager.cookie, { intent: "status", id: String(ids.Ada), status: "accepted" })).toEqual({
      status: 200,
      body: { ok: true, offSale: null },
    });
    expect(await gameRow(game.id)).toEqual({ for_sale: true, asking_price: 6500, version: 1 });
    expect(await onSaleList(name)).toBe(true);

    // The box is ignored by every status but Accept.
    expect(
      (await post(manager.cookie, { intent: "status", id: String(ids.Bo), status: "declined", takeOffSale: "on" }))
        .status,
    ).toBe(200);
    expect(await gameRow(game.id)).toMatchObject({ for_sale: true, asking_price: 6500 });

    expect(
      await post(manager.cookie, { intent: "status", id: String(ids.Bo), status: "accepted", takeOffSale: "on" }),
    ).toEqual({ status: 200, body: { ok: true, offSale: { from: 1, to: 2 } } });
    expect(await statusOf(ids.Bo)).toBe("accepted");
    expect(await gameRow(game.id)).toEqual({ for_sale: false, asking_price: null, version: 2 });
    expect(await onSaleList(name)).toBe(false);
    const row = await getDb()
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "inquiry_status_set")
      .where("entity_id", "=", String(ids.Bo))
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.details!)).toEqual({
      from: "declined",
      to: "accepted",
      offSale: { gameId: game.id, forSale: true, askingPrice: 6500 },
    });

    // A game already off sale is left alone.
    expect(
      (await post(manager.cookie, { intent: "status", id: String(ids.Cy), status: "accepted", takeOffSale: "on" }))
        .body,
    ).toEqual({ ok: true, offSale: null });
    expect(await gameRow(game.id)).toMatchObject({ version: 2 });
  });

  it("when the write fails, neither the inquiry's status nor the game changes", async () => {
    const { game, ids } = await seed();
    // An actor that does not exist: the audit row (the transaction's last write) breaks its foreign key.
    await expect(
      setInquiryStatus(
        getDb(),
        ids.Bo,
        "accepted",
        { id: 99_999_999, ip: null },
        { byManager: true, takeOffSale: true },
      ),
    ).rejects.toThrow();
    expect(await statusOf(ids.Bo)).toBe("pending");
    expect(await gameRow(game.id)).toEqual({ for_sale: true, asking_price: 6500, version: 1 });
  });

  it("staff cannot undo a manager's Accept or Decline by marking it Responded; a manager can, and staff may mark a pending one", async () => {
    const { ids } = await seed();
    const declined = ids.Bo;
    await getDb().updateTable("buyer_inquiries").set({ status: "declined" }).where("id", "=", declined).execute();
    const staff = await signedIn(getDb(), "staff");
    const manager = await signedIn(getDb(), "manager");

    for (const id of [ids.Cy, declined]) {
      const before = await getDb()
        .selectFrom("buyer_inquiries")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(await post(staff.cookie, { intent: "status", id: String(id), status: "responded" })).toEqual({
        status: 403,
        body: { ok: false, error: MANAGERS_REOPEN },
      });
      expect(
        await getDb().selectFrom("buyer_inquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
      ).toEqual(before);
    }
    expect(
      await getDb()
        .selectFrom("audit_log")
        .select("id")
        .where("user_id", "=", staff.id)
        .where("action", "=", "inquiry_status_set")
        .execute(),
    ).toEqual([]);

    expect(await post(staff.cookie, { intent: "status", id: String(ids.Ada), status: "responded" })).toEqual({
      status: 200,
      body: { ok: true, offSale: null },
    });
    expect(await statusOf(ids.Ada)).toBe("responded");
    expect(await post(manager.cookie, { intent: "status", id: String(ids.Cy), status: "responded" })).toEqual({
      status: 200,
      body: { ok: true, offSale: null },
    });
    expect(await post(manager.cookie, { intent: "status", id: String(declined), status: "responded" })).toEqual({
      status: 200,
      body: { ok: true, offSale: null },
    });
    expect([await statusOf(ids.Cy), await statusOf(declined)]).toEqual(["responded", "responded"]);
  });
});
