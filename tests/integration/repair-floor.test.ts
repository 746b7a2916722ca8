import { expect, it } from "vitest";
import type { GameStatus, ReportNotice } from "~/db/schema";
import { getConfig } from "~/utils/config.server";
import { createUser } from "~/models/account/user.server";
import { logRepair, setRepairResolved } from "~/models/repair/repair.server";
import { submitVisitorReport } from "~/models/repair/report.server";
import { confirmSameProblem, knownIssueOf, watchForFix } from "~/models/repair/known-issue.server";
import { requestParts, setPartStatus } from "~/models/repair/parts.server";
import { partsOrderedForClosedRepairs, partsToReceive } from "~/models/repair/parts-screen.server";
import { addWorkEntry, workEntries } from "~/models/repair/work-entries.server";
import { changeGameStatus } from "~/models/game/game-status-history.server";
import { processOutbox } from "~/utils/mail.server";
import { readMuseumSettings, saveMuseumSettings } from "~/models/settings/museum-settings.server";
import { closeRepair, setExpectedBack, setWorkStatus, takeRepair, triageRepair } from "~/models/repair/triage.server";
import { once, purgeIdempotencyKeys } from "~/models/shared/idempotency.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

let seq = 0;
const report = (comment: string) => ({ comment, reporterName: null, reporterEmail: null });

describeEachDatabase("the repair floor", (getDb) => {
  const staff = async (notify: ReportNotice = "urgent", disabled = false) => {
    const email = `floor${++seq}@museum.test`;
    const { id } = await createUser(getDb(), { email, password: "Old#Pass1", role: "staff", name: `Floor ${seq}` });
    await getDb()
      .updateTable("users")
      .set({ notify_reports: notify, disabled_at: disabled ? new Date().toISOString() : null })
      .where("id", "=", id)
      .execute();
    return { id, ip: "203.0.113.9", email };
  };
  const game = async (status: GameStatus) =>
    getDb()
      .insertInto("games")
      .values(newGame({ name: `Floor machine ${++seq}`, status }))
      .returning(["id", "slug", "name"])
      .executeTakeFirstOrThrow();
  const statusOf = async (id: number) =>
    (await getDb().selectFrom("games").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  const repairRow = (id: number) =>
    getDb().selectFrom("repairs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const mailsTo = (emails: string[]) =>
    getDb()
      .selectFrom("email_outbox")
      .select(["to_address", "subject", "text_body"])
      .where("to_address", "in", emails)
      .orderBy("id")
      .execute();
  const events = (repairId: number) =>
    getDb()
      .selectFrom("repair_events")
      .select(["kind", "detail", "actor"])
      .where("repair_id", "=", repairId)
      .orderBy("id")
      .execute();

  it("staff repairs: Unplayable (the default) takes the machine off the floor whatever its status; Minor, Major and Cosmetic leave it; safety always takes it", async () => {
    const who = await staff();
    const db = getDb();
    const awaiting = await game("Awaiting Parts");
    const first = (await logRepair(db, awaiting.id, "Coil burnt", who))!;
    expect(await statusOf(awaiting.id)).toBe("In Repair");
    expect(await repairRow(first.repairId)).toMatchObject({
      severity: "unplayable",
      safety: false,
      status: "open",
      triaged_by: who.id,
    });

    for (const severity of ["major", "minor", "cosmetic"] as const) {
      const operational = await game("Operational");
      const logged = (await logRepair(db, operational.id, `A ${severity} problem`, who, { severity }))!;
      expect(await statusOf(operational.id)).toBe("Operational");
      expect((await repairRow(logged.repairId)).severity).toBe(severity);
    }

    const unsafe = await game("Operational");
    await logRepair(db, unsafe.id, "Cabinet gives a shock", who, { severity: "cosmetic", safety: true });
    expect(await statusOf(unsafe.id)).toBe("In Repair");
  });

  it("visitor reports: 'No, not at all' moves only an Operational machine; 'Yes, but ...' leaves it and waits untriaged as Major; unsafe takes it off the floor whatever its status", async () => {
    const db = getDb();
    const operational = await game("Operational");
    const unplayable = await submitVisitorReport(db, operational.id, report("Dead"), {
      playable: false,
      unsafe: false,
    });
    expect(unplayable).toMatchObject({ ok: true, statusChanged: true });
    expect(await statusOf(operational.id)).toBe("In Repair");

    const awaiting = await game("Awaiting Parts");
    await submitVisitorReport(db, awaiting.id, report("Still dead"), { playable: false, unsafe: false });
    expect(await statusOf(awaiting.id)).toBe("Awaiting Parts");

    const playing = await game("Operational");
    const playable = await submitVisitorReport(db, playing.id, report("Left flipper weak"), {
      playable: true,
      unsafe: false,
    });
    expect(await statusOf(playing.id)).toBe("Operational");
    if (!playable.ok) throw new Error("report refused");
    expect(await repairRow(playable.repairId)).toMatchObject({
      severity: "major",
      safety: false,
      visitor_playable: true,
      triaged_at: null,
      source: "visitor",
      status: "open",
    });
    expect((await events(playable.repairId)).map((e) => e.kind)).toEqual(["reported"]);

    const sparking = await game("Awaiting Parts");
    await submitVisitorReport(db, sparking.id, report("Sparks behind the glass"), { playable: true, unsafe: true });
    expect(await statusOf(sparking.id)).toBe("In Repair");

    // Older pages did not ask: the spec's path (Unplayable) is unchanged.
    const unasked = await game("Operational");
    await submitVisitorReport(db, unasked.id, report("Broken"));
    expect(await statusOf(unasked.id)).toBe("In Repair");
  });

  it("a safety report is mailed at once to every active staff member who has not chosen 'none', SAFETY first; 'all' also hears of playable reports, 'urgent' does not", async () => {
    const db = getDb();
    const everyReport = await staff("all");
    const urgentOnly = await staff("urgent");
    const nothing = await staff("none");
    const gone = await staff("all", true);
    const everyone = [everyReport, urgentOnly, nothing, gone].map((s) => s.email);
    const machine = await game("Operational");

    await submitVisitorReport(db, machine.id, report("Smoke from the coin door"), { playable: true, unsafe: true });
    const safetyMails = await mailsTo(everyone);
    expect(safetyMails.map((m) => m.to_address).sort()).toEqual([everyReport.email, urgentOnly.email].sort());
    expect(safetyMails.every((m) => m.subject === `SAFETY: Issue reported: ${machine.name}`)).toBe(true);
    expect(safetyMails[0].text_body).toContain("Smoke from the coin door");

    const other = await game("Operational");
    await submitVisitorReport(db, other.id, report("Sound crackles"), { playable: true, unsafe: false });
    const after = await mailsTo(everyone);
    expect(after.slice(safetyMails.length).map((m) => [m.to_address, m.subject])).toEqual([
      [everyReport.email, `Issue reported: ${other.name}`],
    ]);

    // Staff who log a safety problem themselves are not mailed about it; the others are.
    const logger = await staff("urgent");
    const colleague = await staff("urgent");
    const third = await game("Operational");
    await logRepair(db, third.id, "Glass cracked", logger, { severity: "cosmetic", safety: true });
    expect((await mailsTo([logger.email, colleague.email])).map((m) => [m.to_address, m.subject])).toEqual([
      [colleague.email, `SAFETY: Repair logged: ${third.name}`],
    ]);
  });

  it("triage confirms or changes severity and safety, once triaged it is no longer waiting; escalating to Unplayable takes an Operational machine off the floor", async () => {
    const db = getDb();
    const who = await staff();
    const machine = await game("Operational");
    const sent = await submitVisitorReport(db, machine.id, report("Ball stuck sometimes"), {
      playable: true,
      unsafe: false,
    });
    if (!sent.ok) throw new Error("report refused");
    const now = "2026-06-03T15:00:00.000Z";
    expect(await triageRepair(db, sent.repairId, { severity: "unplayable", safety: false }, who, now)).toMatchObject({
      ok: true,
      gameStatus: "In Repair",
    });
    expect(await statusOf(machine.id)).toBe("In Repair");
    expect(await repairRow(sent.repairId)).toMatchObject({
      severity: "unplayable",
      triaged_at: now,
      triaged_by: who.id,
    });
    const triaged = (await events(sent.repairId)).at(-1)!;
    expect(triaged.kind).toBe("triaged");
    expect(triaged.actor).toBe(who.id);
    expect(JSON.parse(triaged.detail)).toEqual({
      from: { severity: "major", safety: false },
      to: { severity: "unplayable", safety: false },
    });
    const audit = await db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "repair_triaged")
      .where("entity_id", "=", String(sent.repairId))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toMatchObject({ severity: "unplayable", safety: false });

    // Calming it down leaves the status to staff: resolving the last repair offers "back to Operational".
    await triageRepair(db, sent.repairId, { severity: "minor", safety: false }, who);
    expect(await statusOf(machine.id)).toBe("In Repair");
  });

  it("'Take it' makes the repair yours and In progress; work status, expected back; closed repairs refuse every step", async () => {
    const db = getDb();
    const who = await staff();
    const machine = await game("Operational");
    const { repairId } = (await logRepair(db, machine.id, "Display dim", who))!;
    expect(await takeRepair(db, repairId, who)).toMatchObject({ ok: true });
    expect(await repairRow(repairId)).toMatchObject({ assigned_to: who.id, status: "in_progress" });

    await setWorkStatus(db, repairId, "open", who);
    expect((await repairRow(repairId)).status).toBe("open");
    await setExpectedBack(db, repairId, "2026-12-05", who);
    expect((await repairRow(repairId)).expected_back).toBe("2026-12-05");

    await setRepairResolved(db, repairId, true, who);
    expect(await repairRow(repairId)).toMatchObject({ status: "resolved", resolved: true });
    expect(await takeRepair(db, repairId, who)).toEqual({ ok: false, reason: "closed" });
    expect(await triageRepair(db, repairId, { severity: "minor", safety: false }, who)).toEqual({
      ok: false,
      reason: "closed",
    });
    expect(await setExpectedBack(db, repairId, null, who)).toEqual({ ok: false, reason: "closed" });

    await setRepairResolved(db, repairId, false, who);
    expect(await repairRow(repairId)).toMatchObject({ status: "open", resolved: false, resolved_at: null });
    expect((await events(repairId)).map((e) => e.kind)).toEqual([
      "logged",
      "taken",
      "status",
      "expected_back",
      "closed",
      "reopened",
    ]);
  });

  it("a duplicate closes against another repair of the same machine only; 'could not reproduce' closes too; both count as resolved, and reopening clears the link", async () => {
    const db = getDb();
    const who = await staff();
    const machine = await game("Operational");
    const elsewhere = await game("Operational");
    const first = (await submitVisitorReport(db, machine.id, report("No sound"), { playable: true, unsafe: false }))!;
    const second = (await submitVisitorReport(db, machine.id, report("Silent"), { playable: true, unsafe: false }))!;
    const foreign = (await logRepair(db, elsewhere.id, "Other machine", who))!;
    if (!first.ok || !second.ok) throw new Error("report refused");

    for (const target of [second.repairId, foreign.repairId, 999_999])
      expect(await closeRepair(db, second.repairId, { status: "duplicate", duplicateOf: target }, who)).toEqual({
        ok: false,
        reason: "bad_duplicate",
      });
    expect((await repairRow(second.repairId)).resolved).toBe(false);

    expect(
      await closeRepair(db, second.repairId, { status: "duplicate", duplicateOf: first.repairId }, who),
    ).toMatchObject({ ok: true });
    expect(await repairRow(second.repairId)).toMatchObject({
      status: "duplicate",
      duplicate_of: first.repairId,
      resolved: true,
      resolved_by: who.id,
    });
    // The first cannot now be closed as a duplicate of its own duplicate.
    expect(await closeRepair(db, first.repairId, { status: "duplicate", duplicateOf: second.repairId }, who)).toEqual({
      ok: false,
      reason: "bad_duplicate",
    });
    await closeRepair(db, first.repairId, { status: "cannot_reproduce" }, who);
    expect(await repairRow(first.repairId)).toMatchObject({ status: "cannot_reproduce", resolved: true });

    await setRepairResolved(db, second.repairId, false, who);
    expect(await repairRow(second.repairId)).toMatchObject({ status: "open", duplicate_of: null, resolved: false });
  });

  it("the same submit sent three times, one after another and in parallel, stores one repair and gives the same answer each time", async () => {
    const db = getDb();
    const who = await staff();
    const machine = await game("Operational");
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("repairs")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("game_id", "=", machine.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const submit = (key: string, comment: string) =>
      once(db, key, "log-repair", (trx) => logRepair(trx, machine.id, comment, who));

    const inRow = [];
    for (let i = 0; i < 3; i++) inRow.push(await submit("4f1c2a9e-0000-4000-8000-000000000001", "Flipper weak"));
    expect(await count()).toBe(1);
    expect(inRow.map((r) => r.repeated)).toEqual([false, true, true]);
    expect(new Set(inRow.map((r) => JSON.stringify(r.answer))).size).toBe(1);

    const parallel = await Promise.all(
      [1, 2, 3].map(() => submit("4f1c2a9e-0000-4000-8000-000000000002", "Display flickers")),
    );
    expect(await count()).toBe(2);
    expect(parallel.filter((r) => !r.repeated)).toHaveLength(1);
    expect(new Set(parallel.map((r) => JSON.stringify(r.answer))).size).toBe(1);

    // Same key, another form: its own answer.
    await once(db, "4f1c2a9e-0000-4000-8000-000000000001", "report", (trx) =>
      submitVisitorReport(trx, machine.id, report("Visitor saw it too"), { playable: true, unsafe: false }),
    );
    expect(await count()).toBe(3);

    // A visitor's report, repeated in parallel: one row, one mail to the museum.
    const reports = await Promise.all(
      [1, 2, 3].map(() =>
        once(db, "4f1c2a9e-0000-4000-8000-000000000003", "report", (trx) =>
          submitVisitorReport(trx, machine.id, report("Coin slot jammed"), { playable: false, unsafe: false }),
        ),
      ),
    );
    expect(await count()).toBe(4);
    expect(new Set(reports.map((r) => JSON.stringify(r.answer))).size).toBe(1);
    const museumMails = await db
      .selectFrom("email_outbox")
      .select("id")
      .where("to_address", "=", getConfig().staffNotifyEmail)
      .where("subject", "=", `Issue reported: ${machine.name}`)
      .where("text_body", "like", "%Coin slot jammed%")
      .execute();
    expect(museumMails).toHaveLength(1);
  });

  it("an answer is kept for a day: after that the key is free again and housekeeping removes it", async () => {
    const db = getDb();
    const who = await staff();
    const machine = await game("Operational");
    const t0 = Date.UTC(2026, 5, 3, 12);
    const key = "4f1c2a9e-0000-4000-8000-0000000000a1";
    await once(db, key, "log-repair", (trx) => logRepair(trx, machine.id, "First", who), t0);
    const again = await once(db, key, "log-repair", (trx) => logRepair(trx, machine.id, "Second", who), t0 + 60_000);
    expect(again.repeated).toBe(true);
    const dayLater = await once(
      db,
      key,
      "log-repair",
      (trx) => logRepair(trx, machine.id, "A day later", who),
      t0 + 24 * 60 * 60 * 1000 + 1,
    );
    expect(dayLater.repeated).toBe(false);
    expect(await purgeIdempotencyKeys(db, t0 + 2 * 24 * 60 * 60 * 1000 + 2)).toBeGreaterThanOrEqual(1);
    expect(
      await db.selectFrom("idempotency_keys").select("key").where("key", "=", `log-repair:${key}`).execute(),
    ).toEqual([]);
  });

  it("parts: a requested part makes the repair Waiting for parts and an In Repair machine Awaiting Parts; the last one received brings both back and mails whoever took it", async () => {
    const db = getDb();
    const who = await staff("none");
    const machine = await game("Operational");
    const { repairId } = (await logRepair(db, machine.id, "Flipper coil open", who))!;
    await takeRepair(db, repairId, who);
    const entry = (await addWorkEntry(
      db,
      repairId,
      {
        body: "Coil reads open; ordering two.",
        minutes: 25,
        photos: [{ url: "/uploads/a.webp", thumbnailUrl: "/uploads/a-thumb.webp" }],
        parts: [
          { name: "FL-11630 coil", quantity: 2, url: "https://parts.example/fl-11630", cost: 18.5 },
          { name: "Coil sleeve", quantity: 1, url: null, cost: null },
        ],
      },
      who,
    ))!;
    expect(await repairRow(repairId)).toMatchObject({ status: "waiting_for_parts" });
    expect(await statusOf(machine.id)).toBe("Awaiting Parts");
    const [stored] = await workEntries(db, repairId);
    expect(stored).toMatchObject({ id: entry.entryId, body: "Coil reads open; ordering two.", minutes: 25 });
    expect(stored.photos).toEqual([{ url: "/uploads/a.webp", thumbnailUrl: "/uploads/a-thumb.webp" }]);

    const waiting = (await partsToReceive(db)).filter((p) => p.repair_id === repairId);
    expect(waiting.map((p) => [p.name, p.quantity, p.status, p.game_name])).toEqual([
      ["FL-11630 coil", 2, "requested", machine.name],
      ["Coil sleeve", 1, "requested", machine.name],
    ]);
    const [coil, sleeve] = waiting;
    expect(await setPartStatus(db, coil.id, "ordered", who)).toMatchObject({ repairStatus: "waiting_for_parts" });
    expect(await setPartStatus(db, coil.id, "received", who)).toMatchObject({
      repairStatus: "waiting_for_parts",
      gameStatus: "Awaiting Parts",
    });
    expect(await mailsTo([who.email])).toEqual([]);
    expect(await setPartStatus(db, sleeve.id, "received", who)).toMatchObject({
      repairStatus: "in_progress",
      gameStatus: "In Repair",
    });
    expect(await repairRow(repairId)).toMatchObject({ status: "in_progress" });
    expect(await statusOf(machine.id)).toBe("In Repair");
    expect((await mailsTo([who.email])).map((m) => m.subject)).toEqual([`Parts arrived: ${machine.name}`]);
    expect((await partsToReceive(db)).filter((p) => p.repair_id === repairId)).toEqual([]);
  });

  it("parts on a minor repair leave a machine on the floor Operational; closed repairs take no entries or parts, and their parts leave the Parts list", async () => {
    const db = getDb();
    const who = await staff();
    const machine = await game("Operational");
    const { repairId } = (await logRepair(db, machine.id, "Decal peeling", who, { severity: "cosmetic" }))!;
    await requestParts(
      db,
      repairId,
      [
        { name: "Side decal", quantity: 1, url: null, cost: 40 },
        { name: "Decal glue", quantity: 1, url: null, cost: 6 },
      ],
      who,
    );
    expect(await statusOf(machine.id)).toBe("Operational");
    expect((await repairRow(repairId)).status).toBe("waiting_for_parts");
    const [decal, glue] = (await partsToReceive(db)).filter((p) => p.repair_id === repairId);
    await setPartStatus(db, decal.id, "ordered", who);
    await closeRepair(db, repairId, { status: "cannot_reproduce" }, who);
    // Nothing waits for them now; the decal is on its way all the same, so it is listed apart until it comes.
    expect((await partsToReceive(db)).filter((p) => p.repair_id === repairId)).toEqual([]);
    const onTheirWay = (await partsOrderedForClosedRepairs(db)).map((p) => p.id);
    expect(onTheirWay).toContain(decal.id);
    expect(onTheirWay).not.toContain(glue.id);
    expect(await addWorkEntry(db, repairId, { body: "Late", minutes: null, photos: [] }, who)).toBeNull();
    expect(await requestParts(db, repairId, [{ name: "More", quantity: 1, url: null, cost: null }], who)).toBeNull();
  });

  it("'Same problem' counts on the newest open repair and adds no row; visitors see only when it was reported and when it is expected back", async () => {
    const db = getDb();
    const who = await staff();
    const machine = await game("Operational");
    expect(await confirmSameProblem(db, machine.id)).toBeNull();
    expect(await knownIssueOf(db, machine.id)).toBeNull();
    const older = (await logRepair(db, machine.id, "Secret staff words", who, { now: "2026-06-01T10:00:00.000Z" }))!;
    const newer = (await logRepair(db, machine.id, "More staff words", who, { now: "2026-06-02T10:00:00.000Z" }))!;
    await setExpectedBack(db, newer.repairId, "2026-06-09", who);
    expect(await confirmSameProblem(db, machine.id)).toEqual({ repairId: newer.repairId, confirmations: 1 });
    expect(await confirmSameProblem(db, machine.id)).toEqual({ repairId: newer.repairId, confirmations: 2 });
    expect((await repairRow(older.repairId)).confirmations).toBe(0);
    const count = await db
      .selectFrom("repairs")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("game_id", "=", machine.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    const known = await knownIssueOf(db, machine.id);
    expect(known).toEqual({ reportedAt: "2026-06-01T10:00:00.000Z", expectedBack: "2026-06-09", lines: [] });
    expect(JSON.stringify(known)).not.toContain("staff words");
  });

  it("'E-mail me when it is fixed' sends one plain mail when the machine is next Operational, then the address is gone from every table", async () => {
    const db = getDb();
    const who = await staff();
    const machine = await game("Operational");
    const { repairId } = (await logRepair(db, machine.id, "Dead", who))!;
    const address = `visitor${++seq}@example.test`;
    await watchForFix(db, machine.id, address, null);
    await watchForFix(db, machine.id, address, null);
    const holding = async () => {
      const tables = ["fix_watchers", "email_outbox"] as const;
      let found = 0;
      for (const table of tables) {
        const rows = await db.selectFrom(table).selectAll().execute();
        found += rows.filter((row) => JSON.stringify(row).includes(address)).length;
      }
      return found;
    };
    expect(await holding()).toBe(1);
    const settings = await readMuseumSettings(db);
    await saveMuseumSettings(db, { ...settings, name: "Flipside Museum" }, who);
    try {
      await setRepairResolved(db, repairId, true, who, { backToOperational: true });
    } finally {
      await saveMuseumSettings(db, settings, who);
    }
    expect(await statusOf(machine.id)).toBe("Operational");
    const queued = await mailsTo([address]);
    expect(queued).toHaveLength(1);
    expect(queued[0].subject).toBe(`${machine.name} is playable again`);
    // The museum by the name its managers gave it.
    expect(queued[0].text_body).toContain(`Good news: ${machine.name} at Flipside Museum is back on the floor`);
    expect(queued[0].text_body).not.toMatch(/<img|utm_|track/i);

    const delivered: string[] = [];
    const deliver = async (mail: { to_address: string }) => {
      delivered.push(mail.to_address);
    };
    while ((await processOutbox(db, deliver)) > 0);
    expect(delivered.filter((to) => to === address)).toHaveLength(1);
    expect(await holding()).toBe(0);

    // The next time it is fixed nobody is mailed again; an edit to Operational also counts as fixed.
    await logRepair(db, machine.id, "Dead again", who);
    const other = `visitor${++seq}@example.test`;
    await watchForFix(db, machine.id, other, null);
    await db.transaction().execute(async (trx) => {
      await changeGameStatus(trx, {
        gameId: machine.id,
        from: "In Repair",
        to: "Operational",
        by: who.id,
        source: "edit",
        at: new Date().toISOString(),
      });
    });
    expect((await mailsTo([address, other])).map((m) => m.to_address)).toEqual([other]);
  });
});
