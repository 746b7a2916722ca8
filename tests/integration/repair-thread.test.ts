import { expect, it } from "vitest";
import type { GameStatus } from "~/db/schema";
import { action as threadAction, loader as threadLoader } from "~/routes/repairs.repair";
import { action as newRepairAction } from "~/routes/repairs.new";
import { imageInUse } from "~/models/game/game-images.server";
import { logRepair } from "~/models/repair/repair.server";
import { submitVisitorReport } from "~/models/repair/report.server";
import type { FormResult } from "~/utils/forms";
import { signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** The repair thread's action and page (/repairs/{id}), and Log New Repair's new fields. */

let seq = 0;
const key = () => `thread-key-${++seq}-${Date.now()}`.padEnd(20, "x");
const photo = (n: number) => `/uploads/${n.toString(16).padStart(32, "a")}-1200.webp`;

type Fields = Record<string, string | string[]>;

function request(path: string, cookie: string, fields?: Fields) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields ?? {}))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return new Request(`http://localhost${path}`, {
    method: fields ? "POST" : "GET",
    headers: { cookie },
    body: fields ? body : undefined,
  });
}

/** Runs an action: its answer's status and body, or the redirect it threw. */
async function run(action: (args: never) => Promise<unknown>, args: unknown) {
  try {
    const result = await action(args as never);
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const wrapped = result as { data: FormResult; init: ResponseInit | null };
      return { status: wrapped.init?.status ?? 200, body: wrapped.data, location: null };
    }
    return { status: 200, body: result as FormResult, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, body: null, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

const context = { ip: "203.0.113.8", cspNonce: "" };
const postThread = (id: number, cookie: string, fields: Fields) =>
  run(threadAction, { request: request(`/repairs/${id}`, cookie, fields), params: { id: String(id) }, context });
const postNew = (gameId: number, cookie: string, fields: Fields) =>
  run(newRepairAction, { request: request(`/repairs/new?gameId=${gameId}`, cookie, fields), params: {}, context });

describeEachDatabase("the repair thread", (getDb) => {
  const game = async (status: GameStatus = "Operational") =>
    getDb()
      .insertInto("games")
      .values(newGame({ name: `Thread machine ${++seq}`, status }))
      .returning(["id", "slug"])
      .executeTakeFirstOrThrow();
  const repairRow = (id: number) =>
    getDb().selectFrom("repairs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const statusOf = async (id: number) =>
    (await getDb().selectFrom("games").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  const count = async (
    table: "repair_entries" | "repair_parts" | "repairs",
    column: "repair_id" | "game_id",
    id: number,
  ) =>
    Number(
      (
        await getDb()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where(column, "=", id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const staffRepair = async (status: GameStatus = "Operational") => {
    const staff = await signedIn(getDb(), "staff");
    const machine = await game(status);
    const logged = (await logRepair(getDb(), machine.id, "Flipper weak", staff))!;
    return { staff, machine, repairId: logged.repairId };
  };

  it("GET shows the thread to staff; a missing repair, or one of a game in the Trash, is not found", async () => {
    const { staff, machine, repairId } = await staffRepair();
    const page = (await threadLoader({
      request: request(`/repairs/${repairId}`, staff.cookie),
      params: { id: String(repairId) },
      context,
    } as never)) as { repair: { id: number }; game: { slug: string }; entries: unknown[]; meId: number };
    expect(page.repair.id).toBe(repairId);
    expect(page.game.slug).toBe(machine.slug);
    expect(page.meId).toBe(staff.id);

    const missing = await run(threadLoader, {
      request: request("/repairs/999999", staff.cookie),
      params: { id: "999999" },
      context,
    });
    expect(missing.status).toBe(404);
    await getDb()
      .updateTable("games")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", machine.id)
      .execute();
    const trashed = await run(threadLoader, {
      request: request(`/repairs/${repairId}`, staff.cookie),
      params: { id: String(repairId) },
      context,
    });
    expect(trashed.status).toBe(404);
    expect((await postThread(repairId, staff.cookie, { intent: "take" })).status).toBe(404);
  });

  it("a visitor is sent to sign in, for the page and every post, and nothing changes", async () => {
    const { repairId } = await staffRepair();
    const page = await run(threadLoader, {
      request: request(`/repairs/${repairId}`, ""),
      params: { id: String(repairId) },
      context,
    });
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/login/);
    for (const fields of [{ intent: "take" }, { intent: "entry", body: "x" }, { intent: "delete" }] as Fields[]) {
      const answer = await postThread(repairId, "", fields);
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/login/);
    }
    const row = await repairRow(repairId);
    expect(row.assigned_to).toBeNull();
    expect(await count("repair_entries", "repair_id", repairId)).toBe(0);
  });

  it("triage, confirm-and-take, take, status and expected back each change what they should", async () => {
    const staff = await signedIn(getDb(), "staff");
    const machine = await game("Operational");
    await submitVisitorReport(
      getDb(),
      machine.id,
      { comment: "Left flipper dead", reporterName: null, reporterEmail: null },
      { playable: true, unsafe: false },
    );
    const { id: reportId } = await getDb()
      .selectFrom("repairs")
      .select("id")
      .where("game_id", "=", machine.id)
      .executeTakeFirstOrThrow();
    expect((await repairRow(reportId)).triaged_at).toBeNull();

    const triaged = await postThread(reportId, staff.cookie, {
      intent: "triage",
      severity: "minor",
      safety: "on",
      idempotencyKey: key(),
    });
    expect(triaged).toMatchObject({ status: 200, body: { ok: true, intent: "triage" } });
    expect(await repairRow(reportId)).toMatchObject({ severity: "minor", safety: true, triaged_by: staff.id });
    expect(await statusOf(machine.id)).toBe("In Repair");

    const other = await signedIn(getDb(), "staff");
    const taken = await postThread(reportId, other.cookie, {
      intent: "confirm-take",
      severity: "cosmetic",
      idempotencyKey: key(),
    });
    expect(taken.body).toMatchObject({ ok: true });
    expect(await repairRow(reportId)).toMatchObject({
      severity: "cosmetic",
      safety: false,
      assigned_to: other.id,
      status: "in_progress",
    });

    expect((await postThread(reportId, staff.cookie, { intent: "take" })).body).toMatchObject({ ok: true });
    expect((await repairRow(reportId)).assigned_to).toBe(staff.id);

    await postThread(reportId, staff.cookie, { intent: "status", status: "open" });
    expect((await repairRow(reportId)).status).toBe("open");

    await postThread(reportId, staff.cookie, { intent: "expected-back", date: "2026-12-03" });
    expect((await repairRow(reportId)).expected_back).toBe("2026-12-03");
    await postThread(reportId, staff.cookie, { intent: "expected-back", date: "" });
    expect((await repairRow(reportId)).expected_back).toBeNull();
  });

  it("a work entry with photos, minutes and parts; parts move the repair's and machine's statuses", async () => {
    const { staff, machine, repairId } = await staffRepair("Operational");
    expect(await statusOf(machine.id)).toBe("In Repair");
    const added = await postThread(repairId, staff.cookie, {
      intent: "entry",
      body: "Coil measured open",
      minutes: "25",
      photo: [photo(1), photo(2)],
      partName: ["Flipper coil FL-11630", ""],
      partQuantity: ["2", ""],
      partUrl: ["https://parts.example/fl-11630", ""],
      partCost: ["12.50", ""],
      idempotencyKey: key(),
    });
    expect(added).toMatchObject({ status: 200, body: { ok: true, intent: "entry", message: "Work entry added." } });
    const entry = await getDb()
      .selectFrom("repair_entries")
      .selectAll()
      .where("repair_id", "=", repairId)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ body: "Coil measured open", minutes: 25, created_by: staff.id });
    expect(JSON.parse(entry.photos)).toEqual([
      { url: photo(1), thumbnailUrl: photo(1).replace("-1200", "-400") },
      { url: photo(2), thumbnailUrl: photo(2).replace("-1200", "-400") },
    ]);
    const part = await getDb()
      .selectFrom("repair_parts")
      .selectAll()
      .where("repair_id", "=", repairId)
      .executeTakeFirstOrThrow();
    expect(part).toMatchObject({
      name: "Flipper coil FL-11630",
      quantity: 2,
      url: "https://parts.example/fl-11630",
      status: "requested",
    });
    expect(Number(part.cost)).toBe(12.5);
    expect(await imageInUse(getDb(), (2).toString(16).padStart(32, "a"))).toBe(true);
    expect(await imageInUse(getDb(), (3).toString(16).padStart(32, "a"))).toBe(false);
    expect((await repairRow(repairId)).status).toBe("waiting_for_parts");
    expect(await statusOf(machine.id)).toBe("Awaiting Parts");

    await postThread(repairId, staff.cookie, { intent: "part", partId: String(part.id), partStatus: "ordered" });
    expect((await repairRow(repairId)).status).toBe("waiting_for_parts");
    expect(await statusOf(machine.id)).toBe("Awaiting Parts");
    await postThread(repairId, staff.cookie, { intent: "part", partId: String(part.id), partStatus: "received" });
    expect((await repairRow(repairId)).status).toBe("in_progress");
    expect(await statusOf(machine.id)).toBe("In Repair");

    // A part of another repair is not this thread's to change.
    const elsewhere = await staffRepair();
    const refused = await postThread(elsewhere.repairId, staff.cookie, {
      intent: "part",
      partId: String(part.id),
      partStatus: "requested",
    });
    expect(refused).toMatchObject({ status: 404, body: { ok: false, error: "This part no longer exists." } });
  });

  it("a work entry's answer names the entry it wrote, for the page to show it; a re-sent post gets the same answer", async () => {
    const { staff, repairId } = await staffRepair();
    const fields = { intent: "entry", body: "New flipper rubbers fitted", idempotencyKey: key() };
    const first = await postThread(repairId, staff.cookie, fields);
    const again = await postThread(repairId, staff.cookie, fields);
    const entries = await getDb().selectFrom("repair_entries").select("id").where("repair_id", "=", repairId).execute();
    expect(entries).toHaveLength(1);
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, message: "Work entry added.", entryId: entries[0].id },
    });
    expect(again.body).toEqual(first.body);
  });

  it("closing: duplicate of another repair of the machine, could not reproduce, resolve and reopen; delete goes back to the game", async () => {
    const { staff, machine, repairId } = await staffRepair();
    const second = (await logRepair(getDb(), machine.id, "Same coil again", staff))!.repairId;
    const otherMachine = await staffRepair();

    const wrong = await postThread(second, staff.cookie, {
      intent: "duplicate",
      duplicateOf: String(otherMachine.repairId),
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { ok: false, error: "That repair is not another repair of this machine." },
    });
    expect((await repairRow(second)).status).toBe("open");

    expect(
      (await postThread(second, staff.cookie, { intent: "duplicate", duplicateOf: String(repairId) })).body,
    ).toMatchObject({ ok: true });
    expect(await repairRow(second)).toMatchObject({ status: "duplicate", duplicate_of: repairId, resolved: true });

    const closedEntry = await postThread(second, staff.cookie, { intent: "entry", body: "More" });
    expect(closedEntry).toMatchObject({
      status: 409,
      body: { ok: false, error: "This repair is closed. Reopen it first." },
    });

    expect((await postThread(second, staff.cookie, { intent: "reopen" })).body).toMatchObject({ ok: true });
    expect(await repairRow(second)).toMatchObject({ status: "open", duplicate_of: null, resolved: false });

    await postThread(second, staff.cookie, { intent: "cannot-reproduce" });
    expect((await repairRow(second)).status).toBe("cannot_reproduce");

    // The old contract: resolve with returnTo and backToOperational goes back where it came from.
    const resolved = await postThread(repairId, staff.cookie, {
      intent: "resolve",
      backToOperational: "on",
      returnTo: "/repairs?status=open",
    });
    expect(resolved).toMatchObject({ status: 302, location: "/repairs?status=open" });
    expect(await repairRow(repairId)).toMatchObject({ status: "resolved", resolved: true });
    expect(await statusOf(machine.id)).toBe("Operational");

    const deleted = await postThread(second, staff.cookie, { intent: "delete" });
    expect(deleted).toMatchObject({ status: 302, location: `/game/${machine.slug}` });
    expect(
      await getDb().selectFrom("repairs").select("deleted_by").where("id", "=", second).executeTakeFirst(),
    ).toEqual({ deleted_by: staff.id });
  });

  it("a bad input changes nothing and says why", async () => {
    const { staff, repairId } = await staffRepair();
    const cases: [Fields, string, string][] = [
      [{ intent: "entry", body: "   " }, "body", "Say what you did or found"],
      [{ intent: "entry", body: "ok", minutes: "-5" }, "minutes", "Minutes must be a whole number from 1 to 1440"],
      [{ intent: "entry", body: "ok", photo: [1, 2, 3, 4, 5].map(photo) }, "photos", "Up to 4 photos"],
      [
        { intent: "entry", body: "ok", photo: "https://evil.example/x.png" },
        "photos",
        "A photo could not be read. Please remove it and add it again.",
      ],
      [
        { intent: "entry", body: "ok", partName: "", partQuantity: "2", partUrl: "", partCost: "" },
        "parts.0.name",
        "Part name is required",
      ],
      [
        { intent: "entry", body: "ok", partName: "Coil", partQuantity: "0", partUrl: "", partCost: "" },
        "parts.0.quantity",
        "Quantity must be a whole number from 1 to 999",
      ],
      [
        {
          intent: "entry",
          body: "ok",
          partName: "Coil",
          partQuantity: "1",
          partUrl: "javascript:alert(1)",
          partCost: "",
        },
        "parts.0.url",
        "Where to buy must be a web address starting with https://",
      ],
      [
        { intent: "entry", body: "ok", partName: "Coil", partQuantity: "1", partUrl: "", partCost: "-3" },
        "parts.0.cost",
        "Cost cannot be negative",
      ],
      [{ intent: "triage", severity: "catastrophic" }, "severity", ""],
      [{ intent: "expected-back", date: "2026-02-30" }, "date", "Pick a date, or Clear"],
      [{ intent: "status", status: "resolved" }, "status", ""],
      [{ intent: "duplicate", duplicateOf: "" }, "duplicateOf", "Choose the repair this one duplicates"],
      [{ intent: "part", partId: "abc", partStatus: "ordered" }, "partId", ""],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await postThread(repairId, staff.cookie, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body?.ok).toBe(false);
      const errors = (answer.body as { fieldErrors: Record<string, string> }).fieldErrors;
      expect(Object.keys(errors), JSON.stringify(fields)).toContain(field);
      if (message) expect(errors[field]).toBe(message);
    }
    const unknown = await postThread(repairId, staff.cookie, { intent: "explode" });
    expect(unknown).toMatchObject({ status: 400, body: { ok: false, error: "Unknown repair action" } });
    expect(await count("repair_entries", "repair_id", repairId)).toBe(0);
    expect(await count("repair_parts", "repair_id", repairId)).toBe(0);
    expect(await repairRow(repairId)).toMatchObject({
      severity: "unplayable",
      status: "open",
      expected_back: null,
      resolved: false,
    });
  });

  it("the same post three times, and three at once, with one key stores one work entry, one part, one repair", async () => {
    const { staff, machine, repairId } = await staffRepair();
    const entry = (k: string) => ({
      intent: "entry",
      body: "Replaced the coil",
      partName: "Coil sleeve",
      partQuantity: "1",
      partUrl: "",
      partCost: "",
      idempotencyKey: k,
    });
    const serial = key();
    for (let i = 0; i < 3; i++)
      expect((await postThread(repairId, staff.cookie, entry(serial))).body).toMatchObject({ ok: true });
    expect(await count("repair_entries", "repair_id", repairId)).toBe(1);
    expect(await count("repair_parts", "repair_id", repairId)).toBe(1);

    const parallel = key();
    const answers = await Promise.all([0, 1, 2].map(() => postThread(repairId, staff.cookie, entry(parallel))));
    for (const answer of answers) expect(answer.body).toMatchObject({ ok: true });
    expect(await count("repair_entries", "repair_id", repairId)).toBe(2);
    expect(await count("repair_parts", "repair_id", repairId)).toBe(2);

    const part = await getDb()
      .selectFrom("repair_parts")
      .select("id")
      .where("repair_id", "=", repairId)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const partKey = key();
    await Promise.all(
      [0, 1, 2].map(() =>
        postThread(repairId, staff.cookie, {
          intent: "part",
          partId: String(part.id),
          partStatus: "ordered",
          idempotencyKey: partKey,
        }),
      ),
    );
    const partEvents = await getDb()
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "repair_part_status_set")
      .where("entity_id", "=", String(repairId))
      .execute();
    expect(partEvents).toHaveLength(1);

    const logKey = key();
    const before = await count("repairs", "game_id", machine.id);
    for (let i = 0; i < 3; i++) {
      const answer = await postNew(machine.id, staff.cookie, {
        comment: "Ball stuck in the VUK",
        idempotencyKey: logKey,
      });
      expect(answer).toMatchObject({ status: 302, location: expect.stringMatching(/^\/repairs\/\d+$/) });
    }
    const logParallel = key();
    await Promise.all(
      [0, 1, 2].map(() => postNew(machine.id, staff.cookie, { comment: "Lamp out", idempotencyKey: logParallel })),
    );
    expect(await count("repairs", "game_id", machine.id)).toBe(before + 2);
  });

  it("Log New Repair: severity, safety, 'Take it myself' and photos; an empty comment is refused", async () => {
    const staff = await signedIn(getDb(), "staff");
    const machine = await game("Operational");
    const answer = await postNew(machine.id, staff.cookie, {
      comment: "Backbox light flickers",
      severity: "cosmetic",
      take: "on",
      photo: [photo(7)],
    });
    expect(answer).toMatchObject({ status: 302, location: expect.stringMatching(/^\/repairs\/\d+$/) });
    const row = await getDb()
      .selectFrom("repairs")
      .selectAll()
      .where("game_id", "=", machine.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ severity: "cosmetic", safety: false, assigned_to: staff.id, status: "in_progress" });
    expect(JSON.parse(row.photos)).toEqual([{ url: photo(7), thumbnailUrl: photo(7).replace("-1200", "-400") }]);
    expect(await statusOf(machine.id)).toBe("Operational");
    // The orphan sweep keeps a repair's photos.
    expect(await imageInUse(getDb(), (7).toString(16).padStart(32, "a"))).toBe(true);

    const unsafe = await game("Operational");
    await postNew(unsafe.id, staff.cookie, { comment: "Exposed wire", severity: "minor", safety: "on" });
    const unsafeRow = await getDb()
      .selectFrom("repairs")
      .selectAll()
      .where("game_id", "=", unsafe.id)
      .executeTakeFirstOrThrow();
    expect(unsafeRow).toMatchObject({ severity: "minor", safety: true, assigned_to: null, status: "open" });
    expect(await statusOf(unsafe.id)).toBe("In Repair");

    const empty = await postNew(unsafe.id, staff.cookie, { comment: "  " });
    expect(empty).toMatchObject({ status: 400, body: { ok: false, error: "Repair comment is required" } });
    expect(await count("repairs", "game_id", unsafe.id)).toBe(1);
  });
});
