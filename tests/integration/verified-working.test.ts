import { expect, it } from "vitest";
import { museumClock } from "~/models/hours/museum-clock";
import { action, loader } from "~/routes/edit";
import { getConfig } from "~/utils/config.server";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

type Answer = { ok: boolean; last?: string; fieldErrors?: Record<string, string> };

describeEachDatabase("'Verified working' on the edit page", (getDb) => {
  it("records a dated check with its audit row, refuses a future or bad date, and shows the latest", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    await db.updateTable("users").set({ name: "Vera" }).where("id", "=", staff.id).execute();
    const { id } = await db
      .insertInto("games")
      .values(newGame({ name: "Checked Machine" }))
      .returning("id")
      .executeTakeFirstOrThrow();
    const args = (fields?: Record<string, string>) => ({
      ...(routeArgs(`/edit/${id}`, staff.cookie, fields) as object),
      params: { id: String(id) },
    });
    const post = async (verifiedOn: string) => {
      const result = (await action(args({ intent: "verified", verifiedOn }) as never)) as unknown as {
        data: Answer;
        init: ResponseInit | null;
      };
      return { status: result.init?.status ?? 200, body: result.data };
    };

    expect((await loader(args() as never)).lastVerified).toBeNull();
    // The museum's today, from the same clock the action reads; a day later is the future.
    const today = museumClock(new Date(), getConfig().timeZone).date;
    const [y, m, d] = today.split("-").map(Number);
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);

    expect(await post(tomorrow)).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { verifiedOn: "The date cannot be in the future" } },
    });
    expect(await post("2026-02-30")).toMatchObject({
      status: 400,
      body: { fieldErrors: { verifiedOn: "Enter a date such as 2026-11-27" } },
    });
    expect(await post("")).toMatchObject({
      status: 400,
      body: { fieldErrors: { verifiedOn: "Enter the date the machine was checked" } },
    });
    expect(await db.selectFrom("game_verifications").selectAll().where("game_id", "=", id).execute()).toEqual([]);

    expect(await post("2020-03-04")).toEqual({
      status: 200,
      body: { ok: true, intent: "verified", last: "Mar 4, 2020, by Vera" },
    });
    // An earlier date recorded later does not become the last check.
    expect((await post("2020-01-15")).body.last).toBe("Mar 4, 2020, by Vera");
    expect((await loader(args() as never)).lastVerified).toBe("Mar 4, 2020, by Vera");

    const stored = await db
      .selectFrom("game_verifications")
      .select(["verified_on", "verified_by"])
      .where("game_id", "=", id)
      .orderBy("id")
      .execute();
    expect(stored).toEqual([
      { verified_on: "2020-03-04", verified_by: staff.id },
      { verified_on: "2020-01-15", verified_by: staff.id },
    ]);
    const audits = await db
      .selectFrom("audit_log")
      .select(["action", "user_id", "details"])
      .where("action", "=", "game_verified_working")
      .orderBy("id")
      .execute();
    expect(audits.map((a) => [a.user_id, JSON.parse(a.details ?? "{}")])).toEqual([
      [staff.id, { gameId: id, name: "Checked Machine", verifiedOn: "2020-03-04" }],
      [staff.id, { gameId: id, name: "Checked Machine", verifiedOn: "2020-01-15" }],
    ]);
  });
});
