import { expect, it } from "vitest";
import { inquiryCounts, listInquiries, saveManagerNotes, setInquiryStatus } from "~/models/inquiry-admin.server";
import { createUser } from "~/models/user.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

let seq = 0;

describeEachDatabase("buyer inquiries (back office)", (getDb) => {
  async function seed() {
    const db = getDb();
    const token = `inq${++seq}x${Date.now()}`;
    const game = await db.insertInto("games").values(newGame({ name: `Twilight Zone ${token}`, asking_price: 6500, for_sale: true })).returning(["id", "slug"]).executeTakeFirstOrThrow();
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 3, 12, minutes)).toISOString();
    const inquiry = (buyer_name: string, minutes: number, extra: object = {}) => ({
      game_id: game.id, buyer_name, buyer_email: `${buyer_name.toLowerCase()}@example.com`, message: `Hello from ${buyer_name}`, created_at: at(minutes), manager_notes: `note of ${buyer_name}`,
      status: "pending" as const, inquiry_type: "purchase" as const, offer_amount: null as number | null, ...extra,
    });
    const rows = await db
      .insertInto("buyer_inquiries")
      .values([inquiry(`Ada${token}`, 1), inquiry(`Bo${token}`, 2, { offer_amount: 5000, inquiry_type: "offer" as const, message: "Would you take FIVE grand?" }), inquiry(`Cy${token}`, 3, { status: "accepted" as const })])
      .returning(["id", "buyer_name"])
      .execute();
    const actor = { id: (await createUser(db, { email: `${token}@museum.test`, password: "Boss#Pass1", role: "manager" })).id, ip: "203.0.113.4" };
    return { db, token, game, ids: Object.fromEntries(rows.map((r) => [r.buyer_name.replace(token, ""), r.id])), actor };
  }

  it("lists a game's inquiries newest first with the game joined, and a manager's notes only when asked for", async () => {
    const { db, token, game } = await seed();
    const list = await listInquiries(db, { gameId: game.id, withNotes: false });
    expect(list.map((i) => i.buyerName)).toEqual([`Cy${token}`, `Bo${token}`, `Ada${token}`]);
    expect(list[1]).toMatchObject({ offerAmount: 5000, status: "pending", game: { id: game.id, slug: game.slug, askingPrice: 6500 } });
    expect(list.every((i) => !("notes" in i))).toBe(true);
    expect((await listInquiries(db, { gameId: game.id, withNotes: true }))[0].notes).toBe(`note of Cy${token}`);
  });

  it("searches buyer, e-mail, game and message in any case, and filters by status", async () => {
    const { db, token } = await seed();
    const names = async (q: string, status: "all" | "pending" | "accepted" = "all") =>
      (await listInquiries(db, { filter: { q, status }, withNotes: false })).filter((i) => i.buyerName.endsWith(token)).map((i) => i.buyerName.replace(token, ""));
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
    expect(await setInquiryStatus(db, ids.Cy, "declined", actor)).toBe(true);
    expect(await setInquiryStatus(db, ids.Ada, "responded", actor)).toBe(true);
    expect(await setInquiryStatus(db, 99_999_999, "responded", actor)).toBe(false);
    const after = await inquiryCounts(db);
    expect(after).toEqual({ ...before, accepted: before.accepted - 1, declined: before.declined + 1, pending: before.pending - 1, responded: before.responded + 1 });

    expect(await saveManagerNotes(db, ids.Bo, "Counter at 5,800", actor)).toBe(true);
    expect(await saveManagerNotes(db, 99_999_999, "x", actor)).toBe(false);
    const stored = await db.selectFrom("buyer_inquiries").select(["status", "manager_notes"]).where("id", "in", [ids.Bo, ids.Cy]).orderBy("id").execute();
    expect(stored).toEqual([{ status: "pending", manager_notes: "Counter at 5,800" }, { status: "declined", manager_notes: expect.any(String) }]);
    const audit = await db.selectFrom("audit_log").select(["action", "entity_id", "details"]).where("user_id", "=", actor.id).orderBy("id").execute();
    expect(audit.map((a) => [a.action, Number(a.entity_id)])).toEqual([["inquiry_status_set", ids.Cy], ["inquiry_status_set", ids.Ada], ["inquiry_notes_saved", ids.Bo]]);
    expect(JSON.stringify(audit)).not.toContain("5,800");
    expect(JSON.parse(audit[0].details!)).toEqual({ from: "accepted", to: "declined" });
  });
});
