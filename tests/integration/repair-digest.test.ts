import { TZDate } from "@date-fns/tz";
import { expect, it } from "vitest";
import { createUser } from "~/models/account/user.server";
import { sendDailyDigests } from "~/models/repair/digest.server";
import { requestParts, setPartStatus } from "~/models/repair/parts.server";
import { logRepair } from "~/models/repair/repair.server";
import { submitVisitorReport } from "~/models/repair/report.server";
import { takeRepair } from "~/models/repair/triage.server";
import { getConfig } from "~/utils/config.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { seedClaim, seedDaysTask, seedDone } from "./maintenance-seed";

/** Wednesday 3 June 2026 and the days around it, in the museum's own time zone (pinned: no test reads the clock). */
const at = (day: number, hour: number, minute = 0) =>
  new Date(new TZDate(2026, 5, day, hour, minute, 0, getConfig().timeZone).getTime());

describeEachDatabase("the daily repair digest", (getDb) => {
  it("goes at opening time in museum time, once per person and day, to those who want it, never on a closed day; it lists untriaged reports, open repairs by severity and age with the overdue flagged, parts received since yesterday and the repairs you took", async () => {
    const db = getDb();
    await db
      .insertInto("business_hours")
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({
          day_of_week: day,
          open_time: "10:00",
          close_time: "18:00",
          is_closed: false,
        })),
      )
      .execute();
    await db
      .insertInto("special_hours")
      .values({ date: "2026-06-04", open_time: null, close_time: null, is_closed: true, reason: "Floor cleaning" })
      .execute();
    const user = async (email: string, digest: boolean) => {
      const { id } = await createUser(db, { email, password: "Old#Pass1", role: "staff", name: email.split("@")[0] });
      await db
        .updateTable("users")
        .set({ notify_digest: digest, notify_reports: "none" })
        .where("id", "=", id)
        .execute();
      return { id, ip: null, email };
    };
    const reader = await user("reader@museum.test", true);
    const other = await user("other@museum.test", true);
    await user("quiet@museum.test", false);
    const game = async (name: string) =>
      db.insertInto("games").values(newGame({ name })).returning("id").executeTakeFirstOrThrow();

    const pinball = await game("Medieval Madness");
    const arcade = await game("Galaga");
    const skee = await game("Skee-Ball Alley");
    await submitVisitorReport(
      db,
      pinball.id,
      { comment: "Ball stuck", reporterName: null, reporterEmail: null },
      { playable: true, unsafe: false },
    );
    await db
      .updateTable("repairs")
      .set({ created_at: at(3, 8).toISOString() })
      .where("game_id", "=", pinball.id)
      .execute();
    const old = (await logRepair(db, arcade.id, "Monitor dead", reader, { now: at(1, 7).toISOString() }))!;
    await takeRepair(db, old.repairId, reader, at(1, 8).toISOString());
    const waiting = (await logRepair(db, skee.id, "Ramp cracked", other, {
      severity: "major",
      now: at(2, 12).toISOString(),
    }))!;
    const [partId] = (await requestParts(
      db,
      waiting.repairId,
      [{ name: "Ramp", quantity: 1, url: null, cost: null }],
      other,
      { now: at(2, 12).toISOString() },
    ))!;
    await setPartStatus(db, partId, "received", other, at(2, 16).toISOString());

    const digests = () =>
      db
        .selectFrom("email_outbox")
        .select(["to_address", "subject", "text_body"])
        .where("kind", "=", "repair_digest")
        .orderBy("id")
        .execute();

    expect(await sendDailyDigests(db, at(3, 9, 59))).toBe(0);
    expect(await sendDailyDigests(db, at(3, 10, 0))).toBe(2);
    expect(await sendDailyDigests(db, at(3, 10, 5))).toBe(0);
    const sent = await digests();
    expect(sent.map((m) => [m.to_address, m.subject])).toEqual([
      ["reader@museum.test", "Repair digest for 2026-06-03"],
      ["other@museum.test", "Repair digest for 2026-06-03"],
    ]);
    const lines = sent[0].text_body.split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "Repairs on 2026-06-03, at opening time.",
      "",
      "Waiting for triage (1)",
      expect.stringMatching(/^- #\d+ Medieval Madness: Major \(plays, but badly\), 2 h old$/),
    ]);
    expect(lines.slice(5, 10)).toEqual([
      "Open repairs (3)",
      `- #${old.repairId} Galaga: Unplayable, 51 h old (over 48 hours)`,
      expect.stringMatching(/^- #\d+ Medieval Madness: Major \(plays, but badly\), 2 h old$/),
      `- #${waiting.repairId} Skee-Ball Alley: Major (plays, but badly), 22 h old`,
      "",
    ]);
    expect(lines.slice(10, 13)).toEqual([
      "Parts received since yesterday (1)",
      `- 1 x Ramp for #${waiting.repairId} Skee-Ball Alley`,
      "",
    ]);
    expect(lines.slice(13, 16)).toEqual([
      "Taken by you (1)",
      `- #${old.repairId} Galaga: Unplayable, 51 h old (over 48 hours)`,
      "",
    ]);
    expect(sent[1].text_body).toContain("Taken by you (0)\n- none");

    // The closed day: nobody is mailed, whatever the hour.
    expect(await sendDailyDigests(db, at(4, 12))).toBe(0);
    expect(await sendDailyDigests(db, at(5, 10, 1))).toBe(2);
  });
});

describeEachDatabase("the daily digest's maintenance", (getDb) => {
  it("lists the maintenance that fell due since yesterday and what is still overdue, with machine, task, safety and who took it; the HTML part escapes every text", async () => {
    const db = getDb();
    await db
      .insertInto("business_hours")
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({
          day_of_week: day,
          open_time: "10:00",
          close_time: "18:00",
          is_closed: false,
        })),
      )
      .execute();
    const { id: sam } = await createUser(db, {
      email: "sam@museum.test",
      password: "Old#Pass1",
      role: "staff",
      name: "Sam",
    });
    await db.updateTable("users").set({ notify_digest: true, notify_reports: "none" }).where("id", "=", sam).execute();
    const game = async (name: string) =>
      (
        await db
          .insertInto("games")
          .values(newGame({ name }, at(-5, 9).toISOString()))
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const mm = await game("Medieval Madness");
    const afm = await game("Attack from Mars");
    // Every 7 days from Tue Jun 2 15:00: due Tue Jun 9 15:00, within the day before Wed Jun 10 10:00.
    await seedDaysTask(db, {
      title: "Wax the playfield",
      everyDays: 7,
      gameIds: [mm],
      addedAt: at(2, 15).toISOString(),
    });
    // From Sat May 30 10:00: due Sat Jun 6 10:00, four days before; taken by Sam.
    const coils = await seedDaysTask(db, {
      title: "Check flipper coil stops & <linkages>",
      everyDays: 7,
      safety: true,
      gameIds: [afm],
      addedAt: at(-1, 10).toISOString(),
    });
    await seedClaim(db, coils, afm, sam, at(7, 12).toISOString());
    // Not due yet, and done in time: neither is listed.
    await seedDaysTask(db, {
      title: "Level the cabinet",
      everyDays: 30,
      gameIds: [mm],
      addedAt: at(2, 15).toISOString(),
    });
    const rubbers = await seedDaysTask(db, {
      title: "Replace the rubbers",
      everyDays: 7,
      gameIds: [afm],
      addedAt: at(1, 10).toISOString(),
    });
    await seedDone(db, {
      taskId: rubbers,
      gameId: afm,
      doneAt: at(8, 11).toISOString(),
      dueAt: at(8, 10).toISOString(),
      late: true,
    });

    expect(await sendDailyDigests(db, at(10, 10))).toBe(1);
    const mail = await db
      .selectFrom("email_outbox")
      .select(["text_body", "html_body"])
      .where("kind", "=", "repair_digest")
      .executeTakeFirstOrThrow();
    const text = mail.text_body;
    expect(text).toContain(
      [
        "Maintenance that fell due since yesterday (1)",
        "- Medieval Madness: Wax the playfield, overdue 19 hours",
        "",
        "Maintenance still overdue (1)",
        "- Attack from Mars: Check flipper coil stops & <linkages>, SAFETY, overdue 4 days, taken by Sam",
        "",
      ].join("\n"),
    );
    expect(text).toContain("Maintenance due list: ");
    expect(text).not.toContain("Level the cabinet");
    expect(text).not.toContain("Replace the rubbers");
    expect(mail.html_body).toContain("Check flipper coil stops &amp; &lt;linkages&gt;, SAFETY, overdue 4 days");
    expect(mail.html_body).not.toContain("<linkages>");
  });
});
