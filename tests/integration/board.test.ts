import crypto from "node:crypto";
import type { Insertable } from "kysely";
import { afterEach, expect, it, vi } from "vitest";
import type { RepairsTable } from "~/db/schema";
import { ACTION_LABELS } from "~/models/audit/activity";
import { boardViewer } from "~/models/board/board-access.server";
import { liveBoardLinkIds } from "~/models/board/board-link.server";
import { readLobbyBoard, readWorkshopBoard } from "~/models/board/board.server";
import { action as linksAction, loader as linksLoader } from "~/routes/admin.board-links";
import { loader as adminLoader } from "~/routes/admin";
import { loader as repairsLoader } from "~/routes/repairs";
import { loader as workshopLoader } from "~/routes/board.workshop";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { seedClaim, seedDaysTask, seedDone } from "./maintenance-seed";

/** The TV boards: board links (made, listed, refused, revoked) and what each board's loader reads. */

/** A Wednesday, 3:00 pm in Florida (EDT): museum date 2026-06-03. */
const NOW = new Date("2026-06-03T19:00:00Z");
const TZ = "America/New_York";
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

/** What a thrown loader answer was: a redirect's target or a refusal's status and text. */
async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get("location"), text: await thrown.text() };
  }
  throw new Error("the loader answered instead of refusing");
}

describeEachDatabase("board links and the TV boards", (getDb) => {
  it("a manager makes a link shown once, stored as a hash; staff may not; a revoked or unknown key opens nothing", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    const staff = await signedIn(db, "staff");

    expect((await refusal(() => linksLoader(routeArgs("/admin/board-links", staff.cookie)))).status).toBe(403);
    expect(
      (await refusal(() => postTo(linksAction, "/admin/board-links", staff.cookie, { intent: "create", label: "X" })))
        .status,
    ).toBe(403);

    const empty = await postTo(linksAction, "/admin/board-links", manager.cookie, { intent: "create", label: " " });
    expect(empty).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { label: "Give the link a label, such as the TV it is for" } },
    });

    const made = await postTo(linksAction, "/admin/board-links", manager.cookie, {
      intent: "create",
      label: "Workshop TV",
    });
    expect(made.status).toBe(200);
    const url = new URL((made.body as unknown as { url: string }).url);
    expect(url.pathname).toBe("/board/workshop");
    const token = url.searchParams.get("key")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash is kept: no column of the row holds the token.
    const row = await db.selectFrom("board_links").selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ label: "Workshop TV", created_by: manager.id, last_used_at: null, revoked_at: null });

    const listed = (await linksLoader(routeArgs("/admin/board-links", manager.cookie))) as {
      links: { label: string; createdBy: string; lastUsedLabel: string | null; revokedLabel: string | null }[];
    };
    expect(listed.links).toEqual([
      expect.objectContaining({ label: "Workshop TV", lastUsedLabel: null, revokedLabel: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(token);

    // The key opens the workshop board, with no session at all, and notes when it was used.
    const opened = (await workshopLoader(routeArgs(`/board/workshop?key=${token}`, ""))) as { linkLabel: string };
    expect(opened.linkLabel).toBe("Workshop TV");
    expect((await db.selectFrom("board_links").select("last_used_at").executeTakeFirstOrThrow()).last_used_at).not.toBe(
      null,
    );

    // ...and nothing else: every staff page still sends the holder to sign in.
    for (const [loader, path] of [
      [adminLoader, "/admin"],
      [repairsLoader, "/repairs"],
      [linksLoader, "/admin/board-links"],
    ] as const) {
      const answer = await refusal(() => loader(routeArgs(`${path}?key=${token}`, "")));
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toMatch(/^\/login\?/);
    }

    // A key that is not one, or not ours, is refused with a plain text, even beside a staff session.
    const refused = "This board link does not work. Ask a manager for a new one.";
    for (const key of ["nope", "A".repeat(43), `${token}x`]) {
      const answer = await refusal(() => workshopLoader(routeArgs(`/board/workshop?key=${key}`, staff.cookie)));
      expect(answer, key).toMatchObject({ status: 403, text: refused });
    }
    // Without a key, staff see the board and a visitor is sent to sign in.
    expect(await workshopLoader(routeArgs("/board/workshop", staff.cookie))).toMatchObject({ linkLabel: null });
    expect((await refusal(() => workshopLoader(routeArgs("/board/workshop", "")))).location).toMatch(/^\/login\?/);

    const revoked = await postTo(linksAction, "/admin/board-links", manager.cookie, {
      intent: "revoke",
      id: String(row.id),
    });
    expect(revoked).toMatchObject({ status: 200, body: { ok: true } });
    expect(await refusal(() => workshopLoader(routeArgs(`/board/workshop?key=${token}`, "")))).toMatchObject({
      status: 403,
      text: refused,
    });
    expect(await boardViewer(new Request(`http://localhost/board/workshop?key=${token}`))).toBe("refused");
    const again = await postTo(linksAction, "/admin/board-links", manager.cookie, {
      intent: "revoke",
      id: String(row.id),
    });
    expect(again).toMatchObject({ status: 404, body: { ok: false, error: "This board link was already revoked." } });

    const audited = await db
      .selectFrom("audit_log")
      .select(["action", "user_id", "entity_id"])
      .where("entity", "=", "board_link")
      .orderBy("id")
      .execute();
    expect(audited).toEqual([
      { action: "board_link_created", user_id: manager.id, entity_id: String(row.id) },
      { action: "board_link_revoked", user_id: manager.id, entity_id: String(row.id) },
    ]);
    expect(ACTION_LABELS.board_link_created).toBe("Board link created");
    expect(ACTION_LABELS.board_link_revoked).toBe("Board link revoked");
  });

  afterEach(() => vi.useRealTimers());

  it("a link may be given a last day (a museum date from today on); the day after, its key is refused with its own message and the list says Ended", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const create = (fields: Record<string, string>) =>
      postTo(linksAction, "/admin/board-links", manager.cookie, { intent: "create", label: "Event TV", ...fields });
    expect(await create({ endsOn: "2026-06-02" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { endsOn: "Date must be today or later" } },
    });
    expect(await create({ endsOn: "2026-02-30" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { endsOn: "Enter a date such as 2026-12-24" } },
    });
    const made = await create({ endsOn: "2026-06-03" });
    expect(made.status).toBe(200);
    const token = new URL((made.body as unknown as { url: string }).url).searchParams.get("key")!;
    const row = await db
      .selectFrom("board_links")
      .select(["id", "ends_on"])
      .where("label", "=", "Event TV")
      .executeTakeFirstOrThrow();
    expect(row.ends_on).toBe("2026-06-03");
    const listed = async () =>
      ((await linksLoader(routeArgs("/admin/board-links", manager.cookie))) as { links: { id: number }[] }).links.find(
        (link) => link.id === row.id,
      );
    expect(await listed()).toMatchObject({ endsLabel: "Jun 3, 2026", ended: false, revokedLabel: null });

    const open = () => workshopLoader(routeArgs(`/board/workshop?key=${token}`, ""));
    // 11:59 pm on its last day in Florida, which is already the next day in UTC.
    vi.setSystemTime(new Date("2026-06-04T03:59:00Z"));
    expect(await open()).toMatchObject({ linkLabel: "Event TV" });
    expect([...(await liveBoardLinkIds(db, [row.id]))]).toEqual([row.id]);

    vi.setSystemTime(new Date("2026-06-04T04:00:00Z"));
    expect(await refusal(open)).toMatchObject({
      status: 403,
      text: "This board link has expired. Ask a manager for a new one.",
    });
    expect(await boardViewer(new Request(`http://localhost/board/workshop?key=${token}`))).toBe("expired");
    expect([...(await liveBoardLinkIds(db, [row.id]))], "its TV's stream is cut at the next poll").toEqual([]);
    expect(await listed()).toMatchObject({ endsLabel: "Jun 3, 2026", ended: true });

    // No last day is the default: such a link never ends.
    const lasting = await create({});
    expect(lasting.status).toBe(200);
    expect(
      (await db.selectFrom("board_links").select("ends_on").orderBy("id", "desc").executeTakeFirstOrThrow()).ends_on,
    ).toBeNull();
  });

  it("the workshop board: safety and untriaged reports first, then open repairs by severity and age, parts in, who took what", async () => {
    const db = getDb();
    await db.deleteFrom("repairs").execute();
    const sam = await db
      .insertInto("users")
      .values({
        email: `sam-${Date.now()}@museum.test`,
        name: "Sam",
        role: "staff",
        password_hash: "x",
        must_change_password: false,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const game = async (name: string, fields = {}) =>
      (
        await db
          .insertInto("games")
          .values(newGame({ name: `${name} ${crypto.randomUUID().slice(0, 6)}`, ...fields }))
          .returning(["id", "name"])
          .executeTakeFirstOrThrow()
      ).id;
    const nameOf = async (id: number) =>
      (await db.selectFrom("games").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name;
    const repair = async (
      gameId: number,
      comment: string,
      ageMinutes: number,
      fields: Partial<Insertable<RepairsTable>> = {},
    ) =>
      (
        await db
          .insertInto("repairs")
          .values({
            game_id: gameId,
            comment,
            resolved: false,
            source: "staff",
            created_at: minutesAgo(ageMinutes),
            updated_at: minutesAgo(ageMinutes),
            triaged_at: fields.source === "visitor" ? null : minutesAgo(ageMinutes),
            ...fields,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;

    const a = await game("Attack");
    const b = await game("Bride");
    const c = await game("Cyclone");
    const gone = await game("Trashed", { deleted_at: NOW.toISOString() });
    await repair(a, "minor, old", 3000, { severity: "minor" });
    await repair(a, "cosmetic, older", 5000, { severity: "cosmetic" });
    const unplayableYoung = await repair(b, "unplayable, young", 30, { severity: "unplayable", assigned_to: sam.id });
    await repair(c, "unplayable, old", 600, { severity: "unplayable", status: "in_progress" });
    await repair(b, "report, newer", 20, { source: "visitor", severity: "major" });
    await repair(c, "report, older", 200, { source: "visitor", severity: "unplayable" });
    await repair(a, "safety, triaged, youngest", 5, { severity: "major", safety: true, assigned_to: sam.id });
    await repair(b, "resolved", 10, { resolved: true, status: "resolved", resolved_at: NOW.toISOString() });
    await repair(gone, "in the trash", 10);
    await db
      .insertInto("repair_parts")
      .values([
        {
          repair_id: unplayableYoung,
          name: "Flipper coil",
          quantity: 2,
          status: "received",
          requested_at: minutesAgo(30),
          received_at: minutesAgo(125),
          updated_at: minutesAgo(125),
        },
        {
          repair_id: unplayableYoung,
          name: "Rubber ring",
          quantity: 1,
          status: "ordered",
          requested_at: minutesAgo(30),
          updated_at: minutesAgo(30),
        },
      ])
      .execute();

    const board = await readWorkshopBoard(db, NOW);
    expect(board.attention.rows.map((r) => [r.comment, r.safety, r.untriaged, r.age])).toEqual([
      ["safety, triaged, youngest", true, false, "5 min"],
      ["report, older", false, true, "3 h"],
      ["report, newer", false, true, "20 min"],
    ]);
    expect(board.open.rows.map((r) => [r.comment, r.severityLabel, r.age])).toEqual([
      ["unplayable, old", "Unplayable", "10 h"],
      ["unplayable, young", "Unplayable", "30 min"],
      ["minor, old", "Minor", "2 d"],
      ["cosmetic, older", "Cosmetic", "3 d"],
    ]);
    expect(board.open.rows[0].statusLabel).toBe("In progress");
    expect(board.open.rows[1].takenBy).toBe("Sam");
    expect(board.openCount).toBe(7);
    expect(board.received.rows).toEqual([
      { id: expect.any(Number), name: "Flipper coil", quantity: 2, game: await nameOf(b), age: "2 h", takenBy: "Sam" },
    ]);
    expect(board.takers).toEqual([{ name: "Sam", games: [await nameOf(a), await nameOf(b)] }]);
    expect(board.updatedLabel).toBe("3:00 PM");
  });

  it("the workshop board lists overdue maintenance: safety first, then the longest overdue, with who took it; a cycle done leaves it", async () => {
    const db = getDb();
    const daysAgo = (days: number) => minutesAgo(days * 1440);
    const machine = async (name: string) =>
      (
        await db
          .insertInto("games")
          .values(newGame({ name }, daysAgo(60)))
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const alex = await signedIn(db, "staff");
    await db.updateTable("users").set({ name: "Alex" }).where("id", "=", alex.id).execute();
    const eight = await machine("Eight Ball Deluxe");
    const fish = await machine("Fish Tales");
    // Every 7 days from 10 days ago: 3 days overdue; from 8 days ago: 1 day (24 h) overdue; from 2 days ago: not due.
    const wax = await seedDaysTask(db, {
      title: "Wax the playfield",
      everyDays: 7,
      gameIds: [eight],
      addedAt: daysAgo(10),
    });
    const coils = await seedDaysTask(db, {
      title: "Check flipper coil stops and linkages",
      everyDays: 7,
      safety: true,
      gameIds: [fish],
      addedAt: daysAgo(8),
    });
    await seedDaysTask(db, { title: "Clean the glass", everyDays: 7, gameIds: [eight], addedAt: daysAgo(2) });
    await seedClaim(db, wax, eight, alex.id, daysAgo(1));

    const board = await readWorkshopBoard(db, NOW);
    expect(board.maintenance).toEqual({
      rows: [
        {
          key: `${coils}:${fish}`,
          task: "Check flipper coil stops and linkages",
          game: "Fish Tales",
          overdue: "24 h",
          safety: true,
          takenBy: null,
        },
        {
          key: `${wax}:${eight}`,
          task: "Wax the playfield",
          game: "Eight Ball Deluxe",
          overdue: "3 d",
          safety: false,
          takenBy: "Alex",
        },
      ],
      more: 0,
    });

    // Done: the cycle leaves the board, so the board's hash (its change signal) moves and the TVs reload.
    await seedDone(db, { taskId: coils, gameId: fish, doneAt: minutesAgo(10), dueAt: daysAgo(1), late: true });
    expect((await readWorkshopBoard(db, NOW)).maintenance.rows.map((r) => r.task)).toEqual(["Wax the playfield"]);
  });

  it("the lobby board: the floor by status, playing now, today's hours and events, the announcement", async () => {
    const db = getDb();
    await db.deleteFrom("repairs").execute();
    await db.deleteFrom("games").execute();
    await db
      .insertInto("games")
      .values([
        newGame({ name: "Xenon" }),
        newGame({ name: "addams family" }),
        newGame({ name: "Black Knight", status: "In Repair" }),
        newGame({ name: "Centaur", status: "Awaiting Parts" }),
        newGame({ name: "Stored Away", location: "Warehouse" }),
        newGame({ name: "Binned", deleted_at: NOW.toISOString() }),
      ])
      .execute();
    await db.deleteFrom("business_hours").execute();
    await db
      .insertInto("business_hours")
      .values([
        { day_of_week: 3, open_time: "11:00", close_time: "21:00", is_closed: false },
        { day_of_week: 4, open_time: "11:00", close_time: "21:00", is_closed: false },
      ])
      .execute();
    const stamp = NOW.toISOString();
    const event = (title: string, date: string, time: string) => ({
      title,
      description: "",
      date,
      time,
      type: "event" as const,
      registration_fee: null,
      admission_fee: null,
      created_at: stamp,
      updated_at: stamp,
    });
    await db.deleteFrom("events").execute();
    await db
      .insertInto("events")
      .values([
        event("Yesterday's party", "2026-06-02", "19:00"),
        event("Tonight's tournament", "2026-06-03", "19:30"),
        event("Next week", "2026-06-10", "18:00"),
        event("Friday night", "2026-06-05", "20:00"),
        event("Later still", "2026-06-20", "18:00"),
      ])
      .execute();
    await db
      .insertInto("announcements")
      .values({
        message: "Free play all night!",
        type: "success",
        start_date: "2026-06-01T00:00:00Z",
        end_date: "2026-06-30T00:00:00Z",
        is_active: true,
        created_at: stamp,
      })
      .execute();

    const board = await readLobbyBoard(db, NOW, TZ);
    expect([board.playing, board.onFloor]).toEqual([2, 4]);
    expect(board.floor).toEqual([
      {
        status: "Operational",
        machines: [expect.objectContaining({ name: "addams family" }), expect.objectContaining({ name: "Xenon" })],
      },
      { status: "In Repair", machines: [expect.objectContaining({ name: "Black Knight" })] },
      { status: "Awaiting Parts", machines: [expect.objectContaining({ name: "Centaur" })] },
    ]);
    expect(board.dateLabel).toBe("Wednesday, June 3");
    expect(board.hoursToday).toBe("11am - 9pm");
    expect(board.today.map((e) => [e.title, e.when])).toEqual([["Tonight's tournament", "7:30pm"]]);
    expect(board.next.map((e) => [e.title, e.when])).toEqual([
      ["Friday night", "Fri, Jun 5, 8pm"],
      ["Next week", "Wed, Jun 10, 6pm"],
    ]);
    expect(board.announcement).toEqual({ message: "Free play all night!", type: "success" });

    // A special day closes the museum: the board says so, with the reason.
    await db
      .insertInto("special_hours")
      .values({ date: "2026-06-03", open_time: null, close_time: null, is_closed: true, reason: "Private event" })
      .execute();
    const closed = await readLobbyBoard(db, NOW, TZ);
    expect([closed.hoursToday, closed.hoursNote]).toEqual([null, "Private event"]);
  });
});
