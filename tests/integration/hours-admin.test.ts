import { beforeEach, expect, it } from "vitest";
import { fullWeek, type WeeklyHours } from "~/models/hours/hours";
import { isOpenNow, museumClock } from "~/models/hours/museum-clock";
import { deleteSpecialHours, saveSpecialHours, saveWeeklyHours } from "~/models/hours/hours-admin.server";
import {
  CLOSE_AFTER_OPEN,
  dayField,
  HOURS_LOAD_FAILED,
  HOURS_POST_DENIED,
  OPEN_REQUIRED,
  SPECIAL_DELETE_FAILED,
  type AdminHoursResult,
} from "~/models/hours/hours.schema";
import { REQUEST_INVALID } from "~/utils/forms";
import { listBusinessHours, listSpecialHoursFrom } from "~/models/hours/hours.server";
import { createUser } from "~/models/account/user.server";
import { action, loader } from "~/routes/admin.hours";
import { loader as homeLoader } from "~/routes/home";
import { loader as museumInfoLoader } from "~/routes/museum-info";
import { getConfig } from "~/utils/config.server";
import { createSession } from "~/utils/session.server";
import { describeEachDatabase } from "./databases";

const TZ = "America/New_York";

/** The spec's structured data: Sun, Wed, Thu 11:00-19:00; Fri, Sat 11:00-23:00; Mon, Tue closed. */
const SPEC_WEEK: WeeklyHours[] = [
  { day_of_week: 0, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 1, open_time: null, close_time: null, is_closed: true },
  { day_of_week: 2, open_time: null, close_time: null, is_closed: true },
  { day_of_week: 3, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 4, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 5, open_time: "11:00", close_time: "23:00", is_closed: false },
  { day_of_week: 6, open_time: "11:00", close_time: "23:00", is_closed: false },
];
const EVERY_DAY = (open: string, close: string): WeeklyHours[] =>
  SPEC_WEEK.map((d) => ({ ...d, open_time: open, close_time: close, is_closed: false }));

type Outcome = { status: number; body: AdminHoursResult } | { thrown: Response };

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const result = (await run()) as unknown;
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const wrapped = result as { data: AdminHoursResult; init: ResponseInit | null };
      return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    }
    return { status: 200, body: result as AdminHoursResult };
  } catch (error) {
    if (error instanceof Response) return { thrown: error };
    throw error;
  }
}

const args = (cookie: string | null, fields?: Record<string, string>) =>
  ({
    request: new Request("http://localhost/admin/hours", {
      method: fields ? "POST" : "GET",
      headers: cookie ? { cookie } : {},
      body: fields
        ? Object.entries(fields).reduce((form, [k, v]) => (form.append(k, v), form), new FormData())
        : undefined,
    }),
    params: {},
    context: { ip: "203.0.113.7", cspNonce: "" },
  }) as never;
const post = (cookie: string | null, fields: Record<string, string>) => outcome(() => action(args(cookie, fields)));

/** The week form as the page posts it. */
const weekFields = (week: WeeklyHours[]) =>
  Object.fromEntries([
    ["intent", "save-hours"],
    ...week.flatMap((d) => [
      [dayField("openTime", d.day_of_week), d.open_time ?? ""],
      [dayField("closeTime", d.day_of_week), d.close_time ?? ""],
      ...(d.is_closed ? [[dayField("isClosed", d.day_of_week), "on"]] : []),
    ]),
  ]) as Record<string, string>;

let seq = 0;

describeEachDatabase("admin hours: regular and special hours", (getDb) => {
  const auditRows = (action: string) =>
    getDb().selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  const actor = async (role: "manager" | "staff" = "manager") => {
    const user = await createUser(getDb(), { email: `hours${++seq}@museum.test`, password: "Flipper#2024", role });
    return { id: user.id, ip: "203.0.113.7", cookie: (await createSession(user.id, "vitest", getDb())).split(";")[0] };
  };
  const today = () => museumClock(new Date(), getConfig().timeZone).date;
  const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  beforeEach(async () => {
    await getDb().deleteFrom("business_hours").execute();
    await getDb().deleteFrom("special_hours").execute();
    await getDb().deleteFrom("audit_log").execute();
  });

  it("saveWeeklyHours writes all seven days into an empty table, then overwrites them in place, with an audit row each time", async () => {
    const who = await actor();
    await saveWeeklyHours(getDb(), SPEC_WEEK, who);
    expect(await listBusinessHours(getDb())).toEqual(SPEC_WEEK);

    const changed = SPEC_WEEK.map((d) =>
      d.day_of_week === 1
        ? { ...d, open_time: "12:00", close_time: "18:00", is_closed: false }
        : d.day_of_week === 6
          ? { ...d, open_time: null, close_time: null, is_closed: true }
          : d,
    );
    await saveWeeklyHours(getDb(), changed, who);
    expect(await listBusinessHours(getDb())).toEqual(changed);

    const audits = await auditRows("business_hours_updated");
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({ user_id: who.id, ip: "203.0.113.7", entity: "business_hours" });
    expect(JSON.parse(audits[1].details!)).toMatchObject({ 1: "12:00-18:00", 6: "closed", 0: "11:00-19:00" });
  });

  it("saveWeeklyHours fills in days missing from the table (one upsert, not updates of existing rows)", async () => {
    await getDb().insertInto("business_hours").values(SPEC_WEEK[0]).execute();
    await saveWeeklyHours(getDb(), EVERY_DAY("10:00", "20:00"), await actor());
    expect(await listBusinessHours(getDb())).toEqual(EVERY_DAY("10:00", "20:00"));
  });

  it("saveWeeklyHours is all or nothing: a row the table refuses leaves every day and the audit log as they were", async () => {
    await saveWeeklyHours(getDb(), SPEC_WEEK, await actor());
    const bad = [
      ...EVERY_DAY("09:00", "17:00").slice(0, 6),
      { day_of_week: 7, open_time: "09:00", close_time: "17:00", is_closed: false },
    ];
    await expect(saveWeeklyHours(getDb(), bad, await actor())).rejects.toThrow();
    expect(await listBusinessHours(getDb())).toEqual(SPEC_WEEK);
    expect(await auditRows("business_hours_updated")).toHaveLength(1);
  });

  it("saveSpecialHours adds, overwrites by date and moves an entry whose date changed; the list runs from today by date", async () => {
    const who = await actor();
    const day = today();
    await saveSpecialHours(
      getDb(),
      {
        date: addDays(day, 30),
        open_time: null,
        close_time: null,
        is_closed: true,
        reason: "Inventory",
        previousDate: null,
      },
      who,
    );
    await saveSpecialHours(
      getDb(),
      { date: day, open_time: "13:00", close_time: "17:00", is_closed: false, reason: null, previousDate: null },
      who,
    );
    await getDb()
      .insertInto("special_hours")
      .values({ date: addDays(day, -1), open_time: null, close_time: null, is_closed: true, reason: "Yesterday" })
      .execute();
    expect((await listSpecialHoursFrom(getDb(), day)).map((s) => s.date)).toEqual([day, addDays(day, 30)]);

    // The same date again overwrites it (special days are upserted on their date).
    await saveSpecialHours(
      getDb(),
      { date: day, open_time: null, close_time: null, is_closed: true, reason: "Burst pipe", previousDate: null },
      who,
    );
    expect(await getDb().selectFrom("special_hours").selectAll().where("date", "=", day).execute()).toEqual([
      { date: day, open_time: null, close_time: null, is_closed: true, reason: "Burst pipe" },
    ]);

    // Editing the date moves the entry; nothing is left on the old date.
    await saveSpecialHours(
      getDb(),
      {
        date: addDays(day, 31),
        open_time: "11:00",
        close_time: "15:00",
        is_closed: false,
        reason: "Inventory",
        previousDate: addDays(day, 30),
      },
      who,
    );
    expect(
      (await listSpecialHoursFrom(getDb(), day)).map((s) => [s.date, s.open_time, s.close_time, s.is_closed]),
    ).toEqual([
      [day, null, null, true],
      [addDays(day, 31), "11:00", "15:00", false],
    ]);
    const audits = await auditRows("special_hours_saved");
    expect(audits.map((a) => a.entity_id)).toEqual([addDays(day, 30), day, day, addDays(day, 31)]);
    expect(JSON.parse(audits[3].details!)).toEqual({
      hours: "11:00-15:00",
      reason: "Inventory",
      movedFrom: addDays(day, 30),
    });
  });

  it("deleteSpecialHours removes the entry once, with an audit row; a second delete finds nothing", async () => {
    const who = await actor();
    const date = addDays(today(), 3);
    await saveSpecialHours(
      getDb(),
      { date, open_time: null, close_time: null, is_closed: true, reason: "Floor refinishing", previousDate: null },
      who,
    );
    expect(await deleteSpecialHours(getDb(), date, who)).toBe(true);
    expect(await deleteSpecialHours(getDb(), date, who)).toBe(false);
    expect(await listSpecialHoursFrom(getDb(), today())).toEqual([]);
    const audits = await auditRows("special_hours_deleted");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ user_id: who.id, entity_id: date });
  });

  it("a closed special day overrides the week for isOpenNow, matched by the museum's date", async () => {
    const who = await actor();
    await saveWeeklyHours(getDb(), EVERY_DAY("00:00", "23:59"), who);
    const noon = new Date("2026-12-24T17:00:00Z"); // 12:00 in New York
    const read = async () =>
      isOpenNow(
        fullWeek(await listBusinessHours(getDb())),
        await listSpecialHoursFrom(getDb(), "2026-12-24"),
        noon,
        TZ,
      );
    expect(await read()).toBe(true);
    await getDb()
      .insertInto("special_hours")
      .values({ date: "2026-12-24", open_time: null, close_time: null, is_closed: true, reason: "Christmas Eve" })
      .execute();
    expect(await read()).toBe(false);
  });

  it("the public loaders read the hours on each request: home's open/closed card and Museum Information change at once", async () => {
    const who = await actor();
    // Open around the clock, so the card's answer does not depend on when the test runs.
    await saveWeeklyHours(getDb(), EVERY_DAY("00:00", "23:59"), who);
    const home = async () =>
      (await homeLoader({
        request: new Request("http://localhost/"),
        params: {},
        context: { ip: "203.0.113.7", cspNonce: "" },
      } as never)) as Awaited<ReturnType<typeof homeLoader>>;
    const info = async () => await museumInfoLoader();
    const before = await home();
    // 23:59 to 00:00 is the one minute of the day this week is closed.
    if (museumClock(new Date(), getConfig().timeZone).time !== "23:59") expect(before.openNow).toBe(true);
    expect((await info()).hours?.[0]).toEqual({ day: "Sunday", text: "12am - 11:59pm" });

    await saveSpecialHours(
      getDb(),
      { date: today(), open_time: null, close_time: null, is_closed: true, reason: "Burst pipe", previousDate: null },
      who,
    );
    const after = await home();
    expect(after.openNow).toBe(false);
    expect(after.hours?.special.map((s) => [s.date, s.reason])).toEqual([[today(), "Burst pipe"]]);

    await saveWeeklyHours(getDb(), SPEC_WEEK, who);
    expect((await info()).hours?.map((h) => h.text)).toEqual([
      "11am - 7pm",
      "Closed",
      "Closed",
      "11am - 7pm",
      "11am - 7pm",
      "11am - 11pm",
      "11am - 11pm",
    ]);
  });

  it("the page and its action are a manager's: a visitor is sent to sign in, a staff member is refused with the spec's texts", async () => {
    const staff = await actor("staff");
    const visitorGet = await outcome(() => loader(args(null)));
    expect("thrown" in visitorGet && visitorGet.thrown.status).toBe(302);
    expect("thrown" in visitorGet && visitorGet.thrown.headers.get("Location")).toBe(
      "/login?redirectTo=%2Fadmin%2Fhours",
    );
    const visitorPost = await post(null, weekFields(EVERY_DAY("09:00", "17:00")));
    expect("thrown" in visitorPost && visitorPost.thrown.status).toBe(302);

    const staffGet = await outcome(() => loader(args(staff.cookie)));
    expect("thrown" in staffGet && [staffGet.thrown.status, await staffGet.thrown.json()]).toEqual([
      403,
      expect.objectContaining({ said: null, reason: "Only managers can change the opening hours." }),
    ]);
    const staffPost = await post(staff.cookie, weekFields(EVERY_DAY("09:00", "17:00")));
    expect("thrown" in staffPost && [staffPost.thrown.status, await staffPost.thrown.json()]).toEqual([
      403,
      expect.objectContaining({ said: HOURS_POST_DENIED, reason: "Only managers can change the opening hours." }),
    ]);
    expect(await listBusinessHours(getDb())).toEqual([]);
    expect(await auditRows("business_hours_updated")).toEqual([]);
  });

  it("the action saves the week and special days for a manager, and answers bad input with 400 and the messages, changing nothing", async () => {
    const manager = await actor();
    expect(await post(manager.cookie, weekFields(SPEC_WEEK))).toEqual({
      status: 200,
      body: { ok: true, intent: "save-hours" },
    });
    expect(await listBusinessHours(getDb())).toEqual(SPEC_WEEK);

    const bad = weekFields(EVERY_DAY("09:00", "17:00"));
    bad[dayField("openTime", 2)] = "";
    bad[dayField("closeTime", 4)] = "08:00";
    expect(await post(manager.cookie, bad)).toEqual({
      status: 400,
      body: {
        ok: false,
        intent: "save-hours",
        fieldErrors: { [dayField("openTime", 2)]: OPEN_REQUIRED, [dayField("closeTime", 4)]: CLOSE_AFTER_OPEN },
      },
    });
    expect(await listBusinessHours(getDb())).toEqual(SPEC_WEEK);

    const date = addDays(today(), 2);
    expect(
      await post(manager.cookie, { intent: "save-special", date, isClosed: "on", reason: "Private party" }),
    ).toMatchObject({ status: 200, body: { ok: true } });
    expect(await post(manager.cookie, { intent: "delete-special", date })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await post(manager.cookie, { intent: "delete-special", date })).toEqual({
      status: 404,
      body: { ok: false, intent: "delete-special", error: SPECIAL_DELETE_FAILED },
    });
    expect(await post(manager.cookie, { intent: "delete-special", date: "not a date" })).toMatchObject({
      status: 400,
      body: { error: REQUEST_INVALID },
    });
    expect(await post(manager.cookie, { intent: "something else" })).toEqual({
      status: 400,
      body: { ok: false, intent: null, error: REQUEST_INVALID },
    });

    const page = await outcome(() => loader(args(manager.cookie)));
    expect("body" in page && (page.body as unknown as Awaited<ReturnType<typeof loader>>).week).toEqual(SPEC_WEEK);
  });

  it("the page says 'Failed to load business hours' in its own section when the week cannot be read, and still shows the rest", async () => {
    const manager = await actor();
    await getDb().schema.alterTable("business_hours").renameTo("business_hours_hidden").execute();
    try {
      const page = (await loader(args(manager.cookie))) as Awaited<ReturnType<typeof loader>>;
      expect(page).toMatchObject({ week: null, weekError: HOURS_LOAD_FAILED, special: [], announcements: [] });
    } finally {
      await getDb().schema.alterTable("business_hours_hidden").renameTo("business_hours").execute();
    }
  });
});
