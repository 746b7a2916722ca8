import { expect, it } from "vitest";
import { listMessages, messageCounts, setMessageStatus } from "~/models/contact/messages.server";
import { createUser } from "~/models/account/user.server";
import { describeEachDatabase } from "./databases";

let seq = 0;

describeEachDatabase("contact messages (back office)", (getDb) => {
  it("lists newest first, searches in any case, filters by status, counts, and records each status change", async () => {
    const db = getDb();
    const token = `msg${++seq}x${Date.now()}`;
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 3, 12, minutes)).toISOString();
    const rows = await db
      .insertInto("contact_messages")
      .values([
        {
          name: `Ana ${token}`,
          email: "ana@example.org",
          subject: "Birthday party",
          message: "Can we book the party room?",
          source_page: "/about",
          created_at: at(1),
        },
        {
          name: `Ben ${token}`,
          email: "ben@example.org",
          subject: "Selling a PINBALL",
          message: "I have a Bally Eight Ball.",
          source_page: "/sell-donate",
          created_at: at(2),
        },
      ])
      .returning(["id", "status"])
      .execute();
    expect(rows.map((r) => r.status)).toEqual(["unread", "unread"]);
    const names = async (q: string, status: "all" | "unread" | "read" | "archived" = "all") =>
      (await listMessages(db, { q, status })).filter((m) => m.name.endsWith(token)).map((m) => m.name.split(" ")[0]);
    expect(await names(token)).toEqual(["Ben", "Ana"]);
    expect(await names("pinball")).toEqual(["Ben"]);
    expect(await names("PARTY ROOM")).toEqual(["Ana"]);
    // Every page's messages share one subject: the page a message came from finds it.
    expect(await names("donate")).toEqual(["Ben"]);

    const before = await messageCounts(db);
    const actor = {
      id: (await createUser(db, { email: `${token}@museum.test`, password: "Staff#Pass1", role: "staff" })).id,
      ip: "203.0.113.8",
    };
    expect(await setMessageStatus(db, rows[0].id, "read", actor)).toBe(true);
    expect(await setMessageStatus(db, rows[1].id, "archived", actor)).toBe(true);
    expect(await setMessageStatus(db, 99_999_999, "read", actor)).toBe(false);
    expect(await names(token, "archived")).toEqual(["Ben"]);
    expect(await names(token, "unread")).toEqual([]);
    expect(await messageCounts(db)).toEqual({
      unread: before.unread - 2,
      read: before.read + 1,
      archived: before.archived + 1,
    });
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("user_id", "=", actor.id)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "contact_message_status_set", entity_id: String(rows[0].id) },
      { action: "contact_message_status_set", entity_id: String(rows[1].id) },
    ]);
  });
});
