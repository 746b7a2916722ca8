import { beforeAll, expect, it } from "vitest";
import type { OutboxStatus, PartStatus, RepairStatus } from "~/db/schema";
import { dashboardCounts } from "~/models/dashboard/dashboard-counts.server";
import { loader as adminLoader } from "~/routes/admin";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/**
 * The Admin Dashboard's counts against known rows: each counts exactly what its screen lists, and a closed or
 * trashed repair's parts, a repair or machine in the Trash, a read message, an answered inquiry and dismissed
 * or sent mail count nowhere.
 */

const AT = "2026-06-03T15:00:00.000Z";

describeEachDatabase("the Admin Dashboard's counts", (getDb) => {
  const seed = async () => {
    const db = getDb();
    const [live, trashed] = await db
      .insertInto("games")
      .values([newGame({ name: "Counted Galaga" }, AT), { ...newGame({ name: "Trashed Joust" }, AT), deleted_at: AT }])
      .returning("id")
      .execute();
    const repair = (fields: {
      game?: number;
      source?: "staff" | "visitor";
      triaged?: boolean;
      safety?: boolean;
      status?: RepairStatus;
      trashed?: boolean;
    }) =>
      db
        .insertInto("repairs")
        .values({
          game_id: fields.game ?? live.id,
          comment: "Coin door stuck",
          source: fields.source ?? "staff",
          triaged_at: fields.triaged === false ? null : AT,
          safety: fields.safety ?? false,
          status: fields.status ?? "open",
          resolved: fields.status === "resolved",
          resolved_at: fields.status === "resolved" ? AT : null,
          deleted_at: fields.trashed ? AT : null,
          created_at: AT,
          updated_at: AT,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    const open = await repair({});
    await repair({ source: "visitor", triaged: false });
    await repair({ source: "visitor", safety: true });
    const resolved = await repair({ source: "visitor", triaged: false, safety: true, status: "resolved" });
    const inTrash = await repair({ source: "visitor", triaged: false, safety: true, trashed: true });
    const onTrashedGame = await repair({ game: trashed.id, source: "visitor", triaged: false, safety: true });

    const parts = (repairId: number, statuses: PartStatus[]) =>
      db
        .insertInto("repair_parts")
        .values(
          statuses.map((status) => ({
            repair_id: repairId,
            name: `Coil ${status}`,
            status,
            requested_at: AT,
            updated_at: AT,
          })),
        )
        .execute();
    await parts(open, ["requested", "ordered", "received", "cancelled"]);
    for (const id of [resolved, inTrash, onTrashedGame]) await parts(id, ["requested", "ordered"]);

    await db
      .insertInto("contact_messages")
      .values(
        (["unread", "unread", "read", "archived"] as const).map((status, i) => ({
          name: `Visitor ${i}`,
          email: "visitor@example.org",
          subject: "Party",
          message: "Can we book?",
          status,
          created_at: AT,
        })),
      )
      .execute();

    const inquiry = (game: number, status: "pending" | "responded") => ({
      game_id: game,
      buyer_name: "Buyer",
      buyer_email: "buyer@example.org",
      message: "Still for sale?",
      inquiry_type: "purchase" as const,
      status,
      created_at: AT,
    });
    await db
      .insertInto("buyer_inquiries")
      .values([
        inquiry(live.id, "pending"),
        inquiry(live.id, "pending"),
        inquiry(live.id, "responded"),
        inquiry(trashed.id, "pending"),
      ])
      .execute();

    const mail = (status: OutboxStatus, dismissed = false) => ({
      to_address: "front-desk@example.org",
      subject: "Contact Form Submission",
      text_body: "(body)",
      status,
      attempts: 5,
      next_attempt_at: AT,
      created_at: AT,
      dismissed_at: dismissed ? AT : null,
    });
    await db
      .insertInto("email_outbox")
      .values([mail("failed"), mail("failed"), mail("failed", true), mail("sent"), mail("pending")])
      .execute();
  };

  beforeAll(seed);

  it("count what their screens list, and leave out what is closed, trashed, read, answered or dismissed", async () => {
    const expected = {
      openRepairs: 3,
      untriaged: 1,
      safety: 1,
      partsWaiting: 2,
      unreadMessages: 2,
      pendingInquiries: 2,
    };
    expect(await dashboardCounts(getDb(), { manager: true })).toEqual({ ...expected, failedMail: 2 });
    expect(await dashboardCounts(getDb(), { manager: false })).toEqual({ ...expected, failedMail: null });
  });

  it("give a manager failed mail and 'mail is not set up', and a staff member neither", async () => {
    const db = getDb();
    const [manager, staff] = [await signedIn(db, "manager"), await signedIn(db, "staff")];
    type Page = { figures: Record<string, { text: string; href: string | null }[] | undefined> };
    const asManager = (await adminLoader(routeArgs("/admin", manager.cookie))) as Page;
    const asStaff = (await adminLoader(routeArgs("/admin", staff.cookie))) as Page;

    expect(asManager.figures["admin/mail"]).toEqual([
      expect.objectContaining({ text: expect.stringMatching(/^mail is not set up/i), href: null }),
      expect.objectContaining({ text: "2 mails could not be sent", href: "/admin/mail" }),
    ]);
    expect(asStaff.figures["admin/mail"]).toBeUndefined();
    expect(asStaff.figures["admin/demo-content"]).toBeUndefined();
    expect(JSON.stringify(asStaff)).not.toContain("could not be sent");
    // Both see the floor's and the visitors' counts, each linking to its filtered list.
    for (const page of [asManager, asStaff]) {
      expect(page.figures.repairs).toEqual([
        expect.objectContaining({ text: "3 open", href: "/repairs" }),
        expect.objectContaining({ text: "1 to triage", href: "/repairs?untriaged=1" }),
        expect.objectContaining({ text: "1 safety issue", href: "/repairs?severity=safety" }),
      ]);
      expect(page.figures["repairs/parts"]).toEqual([
        expect.objectContaining({ text: "2 parts waiting", href: "/repairs/parts" }),
      ]);
      expect(page.figures["admin/messages"]).toEqual([
        expect.objectContaining({ text: "2 unread", href: "/admin/messages?status=unread" }),
      ]);
      expect(page.figures["admin/buyer-inquiries"]).toEqual([
        expect.objectContaining({ text: "2 pending", href: "/admin/buyer-inquiries?status=pending" }),
      ]);
    }
  });
});
