import { beforeEach, expect, it } from "vitest";
import {
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from "~/models/announcement/announcement-admin.server";
import {
  ANNOUNCEMENT_DELETE_FAILED,
  ANNOUNCEMENT_SAVE_FAILED,
  announcementFormSchema,
  END_AFTER_START,
  isoToMuseumLocal,
  MESSAGE_REQUIRED,
} from "~/models/announcement/announcement.schema";
import { getCurrentAnnouncement } from "~/models/announcement/announcement.server";
import { createUser } from "~/models/account/user.server";
import { action, loader } from "~/routes/admin.hours";
import { createSession } from "~/utils/session.server";
import { postTo, routeArgs } from "./actions";
import { describeEachDatabase } from "./databases";

const TZ = "America/New_York";

/** What the form posts, in museum time, through the same schema the action uses. */
const input = (message: string, start: string, end: string, extra: { type?: string; active?: boolean } = {}) =>
  announcementFormSchema(TZ).parse({
    message,
    type: extra.type ?? "info",
    startDate: start,
    endDate: end,
    isActive: extra.active ?? true,
  });

const at = (iso: string) => new Date(iso);

const args = (cookie: string, fields?: Record<string, string>) => routeArgs("/admin/hours", cookie, fields);
const post = (cookie: string, fields: Record<string, string>) => postTo(action, "/admin/hours", cookie, fields);

let seq = 0;

describeEachDatabase("admin hours: announcements", (getDb) => {
  const auditRows = (action: string) =>
    getDb().selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  const actor = async () => {
    const user = await createUser(getDb(), {
      email: `banner${++seq}@museum.test`,
      password: "Flipper#2024",
      role: "manager",
    });
    return { id: user.id, ip: "203.0.113.8", cookie: (await createSession(user.id, "vitest", getDb())).split(";")[0] };
  };

  beforeEach(async () => {
    await getDb().deleteFrom("announcements").execute();
    await getDb().deleteFrom("audit_log").execute();
  });

  it("createAnnouncement stores the museum-time window as UTC instants, with an audit row; listAnnouncements gives the latest start first", async () => {
    const who = await actor();
    const summer = await createAnnouncement(
      getDb(),
      input("Summer camp week", "2026-07-01T09:00", "2026-07-08T17:00", { type: "success" }),
      who,
    );
    const winter = await createAnnouncement(
      getDb(),
      input("Holiday hours", "2026-12-20T00:00", "2026-12-31T23:59", { type: "warning", active: false }),
      who,
    );
    const list = await listAnnouncements(getDb());
    expect(list).toEqual([
      {
        id: winter,
        message: "Holiday hours",
        type: "warning",
        start_date: "2026-12-20T05:00:00.000Z",
        end_date: "2027-01-01T04:59:00.000Z",
        is_active: false,
      },
      {
        id: summer,
        message: "Summer camp week",
        type: "success",
        start_date: "2026-07-01T13:00:00.000Z",
        end_date: "2026-07-08T21:00:00.000Z",
        is_active: true,
      },
    ]);
    // Shown back on the museum's clock, as entered.
    expect(isoToMuseumLocal(list[1].start_date, TZ)).toBe("2026-07-01T09:00");
    const audits = await auditRows("announcement_created");
    expect(audits.map((a) => a.entity_id)).toEqual([String(summer), String(winter)]);
    expect(audits[0]).toMatchObject({ user_id: who.id, ip: "203.0.113.8", entity: "announcement" });
    expect(JSON.parse(audits[0].details!)).toMatchObject({
      message: "Summer camp week",
      start: "2026-07-01T13:00:00.000Z",
    });
  });

  it("the banner shows an active announcement only inside its window, and the first by start date among several", async () => {
    const who = await actor();
    const id = await createAnnouncement(
      getDb(),
      input("Pinball league night", "2026-07-01T09:00", "2026-07-01T17:00"),
      who,
    );
    const shown = async (iso: string) => (await getCurrentAnnouncement(getDb(), at(iso)))?.id ?? null;
    expect(await shown("2026-07-01T12:59:59.000Z")).toBeNull(); // 08:59:59 in New York
    expect(await shown("2026-07-01T13:00:00.000Z")).toBe(id); // 09:00, its start
    expect(await shown("2026-07-01T21:00:00.000Z")).toBe(id); // 17:00, its end
    expect(await shown("2026-07-01T21:00:01.000Z")).toBeNull();

    const earlier = await createAnnouncement(
      getDb(),
      input("Whole week notice", "2026-06-29T00:00", "2026-07-05T00:00", { type: "error" }),
      who,
    );
    await createAnnouncement(
      getDb(),
      input("Started before both, but inactive", "2026-06-01T00:00", "2026-07-31T00:00", { active: false }),
      who,
    );
    expect(await shown("2026-07-01T16:00:00.000Z")).toBe(earlier);
    expect(await shown("2026-07-06T16:00:00.000Z")).toBeNull();
  });

  it("updateAnnouncement changes every field, with an audit row; deleteAnnouncement removes it once; both say when the id is unknown", async () => {
    const who = await actor();
    const id = await createAnnouncement(getDb(), input("Typo in here", "2026-07-01T09:00", "2026-07-01T17:00"), who);
    expect(
      await updateAnnouncement(
        getDb(),
        id,
        input("Fixed message", "2026-07-02T10:00", "2026-07-03T18:30", { type: "error", active: false }),
        who,
      ),
    ).toBe(true);
    expect(await listAnnouncements(getDb())).toEqual([
      {
        id,
        message: "Fixed message",
        type: "error",
        start_date: "2026-07-02T14:00:00.000Z",
        end_date: "2026-07-03T22:30:00.000Z",
        is_active: false,
      },
    ]);
    expect(
      await updateAnnouncement(getDb(), id + 1000, input("Ghost", "2026-07-02T10:00", "2026-07-03T18:30"), who),
    ).toBe(false);
    expect(await auditRows("announcement_updated")).toHaveLength(1);

    expect(await deleteAnnouncement(getDb(), id, who)).toBe(true);
    expect(await deleteAnnouncement(getDb(), id, who)).toBe(false);
    expect(await listAnnouncements(getDb())).toEqual([]);
    const deleted = await auditRows("announcement_deleted");
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ entity_id: String(id), user_id: who.id });
  });

  it("the action adds, edits and deletes for a manager, converting museum time on the server; bad input is a 400 that stores nothing", async () => {
    const { cookie } = await actor();
    const fields = {
      intent: "save-announcement",
      message: "Closed for a private event",
      type: "warning",
      startDate: "2026-12-24T09:00",
      endDate: "2026-12-24T18:00",
      isActive: "on",
    };
    expect(await post(cookie, fields)).toEqual({ status: 200, body: { ok: true, intent: "save-announcement" } });
    const [stored] = await listAnnouncements(getDb());
    expect(stored).toMatchObject({
      start_date: "2026-12-24T14:00:00.000Z",
      end_date: "2026-12-24T23:00:00.000Z",
      is_active: true,
      type: "warning",
    });

    expect(await post(cookie, { ...fields, id: String(stored.id), isActive: "" })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await listAnnouncements(getDb()))[0]).toMatchObject({ id: stored.id, is_active: false });

    expect(await post(cookie, { ...fields, message: " ", endDate: "2026-12-24T08:00" })).toEqual({
      status: 400,
      body: {
        ok: false,
        intent: "save-announcement",
        fieldErrors: { message: MESSAGE_REQUIRED, endDate: END_AFTER_START },
      },
    });
    expect(await post(cookie, { ...fields, id: "999999" })).toEqual({
      status: 404,
      body: { ok: false, intent: "save-announcement", error: ANNOUNCEMENT_SAVE_FAILED },
    });
    expect((await post(cookie, { ...fields, id: "-1" })).status).toBe(400);
    expect(await listAnnouncements(getDb())).toHaveLength(1);

    expect(await post(cookie, { intent: "delete-announcement", id: String(stored.id) })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await post(cookie, { intent: "delete-announcement", id: String(stored.id) })).toEqual({
      status: 404,
      body: { ok: false, intent: "delete-announcement", error: ANNOUNCEMENT_DELETE_FAILED },
    });
    expect(await listAnnouncements(getDb())).toEqual([]);
  });

  it("the loader labels each window in museum time and marks the one the banner shows", async () => {
    const who = await actor();
    const now = Date.now();
    const local = (offsetMs: number) => isoToMuseumLocal(new Date(now + offsetMs).toISOString(), TZ);
    const HOUR = 3_600_000;
    const showing = await createAnnouncement(getDb(), input("Showing", local(-2 * HOUR), local(2 * HOUR)), who);
    const waiting = await createAnnouncement(getDb(), input("Waiting", local(-HOUR), local(2 * HOUR)), who);
    const scheduled = await createAnnouncement(getDb(), input("Scheduled", local(24 * HOUR), local(48 * HOUR)), who);
    const ended = await createAnnouncement(getDb(), input("Ended", local(-48 * HOUR), local(-24 * HOUR)), who);
    const inactive = await createAnnouncement(
      getDb(),
      input("Inactive", local(-3 * HOUR), local(2 * HOUR), { active: false }),
      who,
    );
    const page = (await loader(args(who.cookie))) as Awaited<ReturnType<typeof loader>>;
    const states = Object.fromEntries(page.announcements!.map((a) => [a.id, a.state]));
    expect(states).toEqual({
      [showing]: "showing",
      [waiting]: "waiting",
      [scheduled]: "scheduled",
      [ended]: "ended",
      [inactive]: "inactive",
    });
    expect(page.announcements!.map((a) => a.message)).toEqual(["Scheduled", "Waiting", "Showing", "Inactive", "Ended"]);
    expect(page.announcements![0].startLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/);
  });
});
