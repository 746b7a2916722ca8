import { expect, it } from "vitest";
import { lookUpSessionUser } from "~/utils/session.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { createUser } from "~/models/account/user.server";
import { createSession } from "~/utils/session.server";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

/** The Me page (/account): the signed-in staff member's own name, saved, audited and shown; bad names change nothing. */

const thrown = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describeEachDatabase("the Me page", (getDb) => {
  it("saves the signed-in account's own name, says so, audits it, and the header's session reads it at once", async () => {
    const db = getDb();
    const me = await signedIn(db, "staff");
    const other = await signedIn(db, "staff");
    const nameOf = async (id: number) =>
      (await db.selectFrom("users").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name;
    type Page = Awaited<ReturnType<typeof accountLoader>>;
    const page = async () => (await accountLoader(routeArgs("/account", me.cookie))) as Page;
    const [named, othersName] = [await nameOf(me.id), await nameOf(other.id)];
    expect(await page()).toMatchObject({ name: named, role: "Staff" });

    // An account id in the post is not read; a line break typed or pasted into the name becomes a space.
    const saved = await postTo(accountAction, "/account", me.cookie, {
      intent: "display-name",
      name: "  Ana\nLopez ",
      userId: String(other.id),
    });
    expect(saved).toEqual({
      status: 200,
      body: { ok: true, intent: "display-name", message: "Name saved: colleagues now see you as Ana Lopez." },
    });
    expect(await nameOf(me.id)).toBe("Ana Lopez");
    expect(await nameOf(other.id)).toBe(othersName);
    expect((await page()).name).toBe("Ana Lopez");
    const session = await lookUpSessionUser(new Request("http://localhost/admin", { headers: { cookie: me.cookie } }));
    expect(session?.name).toBe("Ana Lopez");

    const audits = await db
      .selectFrom("audit_log")
      .select(["entity_id", "details"])
      .where("action", "=", "display_name_changed")
      .where("user_id", "=", me.id)
      .execute();
    expect(audits).toEqual([{ entity_id: String(me.id), details: JSON.stringify({ from: named, to: "Ana Lopez" }) }]);
  });

  it("refuses an empty or too long name with its message, keeps what was typed, and changes nothing", async () => {
    const db = getDb();
    const me = await signedIn(db, "staff");
    await postTo(accountAction, "/account", me.cookie, { intent: "display-name", name: "Sam" });
    const cases: [string | undefined, string][] = [
      ["   ", "Please enter a name"],
      [undefined, "Please enter a name"],
      ["x".repeat(61), "Name must be 60 characters or fewer"],
    ];
    for (const [name, message] of cases) {
      const refused = await postTo(accountAction, "/account", me.cookie, {
        intent: "display-name",
        ...(name === undefined ? {} : { name }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ok: false, intent: "display-name", fieldErrors: { name: message } });
      expect(refused.body).toMatchObject({ values: { name: name ?? "" } });
    }
    const unknown = await postTo(accountAction, "/account", me.cookie, { intent: "rename-someone", name: "Eve" });
    expect(unknown.status).toBe(400);
    expect((await db.selectFrom("users").select("name").where("id", "=", me.id).executeTakeFirstOrThrow()).name).toBe(
      "Sam",
    );
    const audits = await db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "display_name_changed")
      .where("user_id", "=", me.id)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it("sends a visitor to sign in, and an account still on a one-time password to set its own first", async () => {
    const db = getDb();
    const visitor = (await thrown(accountLoader(routeArgs("/account", "")))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");

    const owing = await createUser(db, {
      email: `owing-${Date.now()}@museum.test`,
      password: "Flipper#2024",
      role: "staff",
      mustChangePassword: true,
    });
    const cookie = (await createSession(owing.id, "vitest", db)).split(";")[0]!;
    for (const call of [
      accountLoader(routeArgs("/account", cookie)),
      accountAction(routeArgs("/account", cookie, { intent: "display-name", name: "Early" })),
    ]) {
      const answer = (await thrown(call)) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/account/password?redirectTo=%2Faccount");
    }
    expect(
      (await db.selectFrom("users").select("name").where("id", "=", owing.id).executeTakeFirstOrThrow()).name,
    ).toBe(owing.name);
  });
});
