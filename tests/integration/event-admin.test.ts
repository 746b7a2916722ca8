import { beforeEach, expect, it } from "vitest";
import { createEvent, deleteEvent, listAllEvents, updateEvent } from "~/models/event/event-admin.server";
import {
  ADMISSION_FEE_NEGATIVE,
  DATE_REQUIRED,
  eventFormSchema,
  REGISTRATION_FEE_NEGATIVE,
  TIME_REQUIRED,
  TITLE_REQUIRED,
} from "~/models/event/event.schema";
import { listUpcomingEvents } from "~/models/event/event.server";
import { action, loader } from "~/routes/admin.events";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

const input = (
  title: string,
  date: string,
  extra: Partial<Record<"time" | "type" | "registrationFee" | "admissionFee", string>> = {},
) =>
  eventFormSchema.parse({
    title,
    description: `${title}, the details`,
    date,
    time: "19:00",
    type: "event",
    registrationFee: "",
    admissionFee: "",
    ...extra,
  });

const form = (fields: Record<string, string>) => ({
  intent: "save-event",
  title: "Pinball League Night",
  description: "Bring your own quarters.",
  date: "2026-12-10",
  time: "18:30",
  type: "tournament",
  registrationFee: "15.50",
  admissionFee: "",
  ...fields,
});

describeEachDatabase("admin events", (getDb) => {
  const auditActions = async () =>
    (await getDb().selectFrom("audit_log").select("action").orderBy("id").execute()).map((r) => r.action);

  beforeEach(async () => {
    await getDb().deleteFrom("events").execute();
    await getDb().deleteFrom("audit_log").execute();
  });

  it("createEvent, updateEvent and deleteEvent write the event and an audit row each; listAllEvents keeps past ones, by date", async () => {
    const who = await signedIn(getDb(), "staff");
    const later = await createEvent(getDb(), input("Holiday Party", "2026-12-24", { admissionFee: "10" }), who);
    const past = await createEvent(
      getDb(),
      input("Halloween Bash", "2026-10-31", { type: "tournament", registrationFee: "15" }),
      who,
    );
    expect((await listAllEvents(getDb())).map((e) => [e.id, e.title, e.registrationFee, e.admissionFee])).toEqual([
      [past, "Halloween Bash", 15, null],
      [later, "Holiday Party", null, 10],
    ]);

    expect(
      await updateEvent(getDb(), later, input("Holiday Party", "2026-12-23", { time: "20:00", admissionFee: "" }), who),
    ).toBe(true);
    const [, edited] = await listAllEvents(getDb());
    expect(edited).toMatchObject({
      id: later,
      date: "2026-12-23",
      time: "20:00",
      admissionFee: null,
      registrationFee: null,
    });

    expect(await deleteEvent(getDb(), past, who)).toBe(true);
    expect(await deleteEvent(getDb(), past, who)).toBe(false);
    expect(await updateEvent(getDb(), past, input("Gone", "2026-10-31"), who)).toBe(false);
    expect((await listAllEvents(getDb())).map((e) => e.id)).toEqual([later]);
    expect(await auditActions()).toEqual(["event_created", "event_created", "event_updated", "event_deleted"]);
  });

  it("a staff member adds an event through the action; it is on the public events list at once, and the loader marks past ones", async () => {
    const who = await signedIn(getDb(), "staff");
    expect(await postTo(action, "/admin/events", who.cookie, form({}))).toEqual({
      status: 200,
      body: { ok: true, intent: "save-event" },
    });
    await createEvent(getDb(), input("Last Year's Party", "2025-12-24"), who);
    const upcoming = await listUpcomingEvents(getDb(), new Date("2026-12-01T12:00:00Z"), "America/New_York");
    expect(upcoming.map((e) => [e.title, e.type, e.registrationFee, e.admissionFee])).toEqual([
      ["Pinball League Night", "tournament", 15.5, null],
    ]);

    const page = (await loader(routeArgs("/admin/events", who.cookie))) as {
      events: Array<{ title: string; past: boolean }>;
    };
    expect(page.events.map((e) => [e.title, e.past])).toEqual([
      ["Last Year's Party", true],
      ["Pinball League Night", false],
    ]);
  });

  it("refuses bad input with the spec's messages and changes nothing; a missing event is a 404 with the spec's failure text", async () => {
    const who = await signedIn(getDb(), "staff");
    const blank = await postTo(
      action,
      "/admin/events",
      who.cookie,
      form({ title: " ", description: "", date: "", time: "" }),
    );
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      ok: false,
      fieldErrors: {
        title: TITLE_REQUIRED,
        description: "Description is required",
        date: DATE_REQUIRED,
        time: TIME_REQUIRED,
      },
    });
    expect((await postTo(action, "/admin/events", who.cookie, form({ registrationFee: "-5" }))).body).toMatchObject({
      fieldErrors: { registrationFee: REGISTRATION_FEE_NEGATIVE },
    });
    expect(
      (await postTo(action, "/admin/events", who.cookie, form({ type: "event", admissionFee: "-1" }))).body,
    ).toMatchObject({ fieldErrors: { admissionFee: ADMISSION_FEE_NEGATIVE } });
    expect(await postTo(action, "/admin/events", who.cookie, form({ id: "999999" }))).toEqual({
      status: 404,
      body: { ok: false, intent: "save-event", error: "Failed to save event. Please try again." },
    });
    expect(
      (await postTo(action, "/admin/events", who.cookie, { intent: "delete-event", id: "999999" })).body,
    ).toMatchObject({ error: "Failed to delete event" });
    expect((await postTo(action, "/admin/events", who.cookie, { intent: "delete-event", id: "abc" })).status).toBe(400);
    expect(await listAllEvents(getDb())).toEqual([]);
    expect(await auditActions()).toEqual([]);
  });
});
