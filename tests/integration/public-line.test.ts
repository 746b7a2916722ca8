import { expect, it } from "vitest";
import { pagesVersion } from "~/models/operations/content-version.server";
import { publicKnownIssue } from "~/models/repair/known-issue.server";
import { submitVisitorReport } from "~/models/repair/report.server";
import { action as threadAction } from "~/routes/repairs.repair";
import { loader as reportLoader } from "~/routes/report-issue";
import type { FormResult } from "~/utils/forms";
import { signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** A repair's public line: what the QR page tells visitors 'this' is, set by staff on the thread. */

const REPORT = "The left flipper is weak and the coin door ate my quarter, says Ann";
let seq = 0;
const key = () => `public-line-${++seq}-${Date.now()}`.padEnd(20, "x");
const context = { ip: "203.0.113.8", cspNonce: "" };

async function postLine(repairId: number, cookie: string, line: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ intent: "public-line", line, idempotencyKey: key() }))
    body.append(name, value);
  const request = new Request(`http://localhost/repairs/${repairId}`, { method: "POST", headers: { cookie }, body });
  const result = await threadAction({ request, params: { id: String(repairId) }, context } as never);
  const wrapped = result as unknown as { data: FormResult; init: ResponseInit | null };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data };
}

describeEachDatabase("a repair's public line", (getDb) => {
  const visitorReport = async () => {
    const db = getDb();
    const game = await db
      .insertInto("games")
      .values(newGame({ name: `Line machine ${++seq}` }))
      .returning(["id", "slug"])
      .executeTakeFirstOrThrow();
    const report = await submitVisitorReport(db, game.id, { comment: REPORT, reporterName: "Ann", reporterEmail: "" });
    if (!report.ok) throw new Error("the report was refused");
    return { gameId: game.id, repairId: report.repairId };
  };
  const qrPage = async (gameId: number) => {
    const page = await reportLoader({
      request: new Request(`http://localhost/report-issue?gameId=${gameId}`),
      params: {},
      context,
    } as never);
    return JSON.stringify(page);
  };
  const stored = async (repairId: number) =>
    (await getDb().selectFrom("repairs").select("public_line").where("id", "=", repairId).executeTakeFirstOrThrow())
      .public_line;

  it("staff set it, it is audited, the QR page shows it at once and never the report's text", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const { gameId, repairId } = await visitorReport();
    expect(await qrPage(gameId)).not.toContain("Left flipper weak");

    const before = await pagesVersion(db);
    expect(await postLine(repairId, staff.cookie, "  Left flipper\nweak ")).toEqual({
      status: 200,
      body: { ok: true, intent: "public-line", message: "Public line saved." },
    });
    expect(await stored(repairId)).toBe("Left flipper weak");
    expect(await pagesVersion(db)).toBeGreaterThan(before);
    const audit = await db
      .selectFrom("audit_log")
      .select(["user_id", "details"])
      .where("action", "=", "repair_public_line_set")
      .where("entity_id", "=", String(repairId))
      .execute();
    expect(audit.map((row) => [row.user_id, JSON.parse(row.details!)])).toEqual([
      [staff.id, { gameId, line: "Left flipper weak" }],
    ]);

    expect((await publicKnownIssue(db, gameId))?.lines).toEqual(["Left flipper weak"]);
    const page = await qrPage(gameId);
    expect(page).toContain("Left flipper weak");
    expect(page).not.toContain("coin door");
    expect(page).not.toContain("Ann");

    expect(await postLine(repairId, staff.cookie, "")).toMatchObject({
      status: 200,
      body: { ok: true, message: "Public line cleared." },
    });
    expect(await stored(repairId)).toBeNull();
    expect((await publicKnownIssue(db, gameId))?.lines).toEqual([]);
  });

  it("a line too long, or the report's own words, is refused with a message and changes nothing", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const { repairId } = await visitorReport();
    await postLine(repairId, staff.cookie, "Flipper weak");

    expect(await postLine(repairId, staff.cookie, "x".repeat(81))).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { line: "The public line must be 80 characters or fewer" } },
    });
    expect(
      await postLine(repairId, staff.cookie, "the left flipper is weak and the coin door ate my quarter"),
    ).toMatchObject({
      status: 400,
      body: {
        ok: false,
        error: "Write the public line in your own words: a visitor's report is never shown to other visitors.",
      },
    });
    expect(await stored(repairId)).toBe("Flipper weak");

    await db.updateTable("repairs").set({ status: "resolved", resolved: true }).where("id", "=", repairId).execute();
    expect((await postLine(repairId, staff.cookie, "Back soon")).status).toBe(409);
    expect(await stored(repairId)).toBe("Flipper weak");
  });
});
