import { expect, it } from "vitest";
import { createGame, deleteGame, updateGame } from "~/models/game/game-admin.server";
import { EMPTY_GAME_VALUES, gameFormSchema, type GameFormValues } from "~/models/game/game.schema";
import { restoreGame } from "~/models/game/game-trash.server";
import { currentSlugFor, getPublicGameBySlug } from "~/models/game/game.server";
import { loader as gameLoader } from "~/routes/game";
import { signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

const input = (values: Partial<GameFormValues>) => gameFormSchema(2026).parse({ ...EMPTY_GAME_VALUES, ...values });

/** What GET /game/{slug} answers: the page's game, or the status and Location of a thrown response. */
async function visit(path: string) {
  const url = new URL(path, "http://localhost");
  const slug = decodeURIComponent(url.pathname.replace("/game/", ""));
  try {
    const page = await gameLoader({
      request: new Request(url),
      params: { slug },
      context: { ip: "203.0.113.5", cspNonce: "" },
    } as never);
    return { status: 200, name: page.game.name };
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return { status: error.status, location: error.headers.get("Location") };
  }
}

let seq = 0;

describeEachDatabase("old game links", (getDb) => {
  it("renamed twice and moved to the Warehouse: every earlier slug answers 301 to the current one, query string kept", async () => {
    const db = getDb();
    const who = await signedIn(db, "staff");
    const n = ++seq;
    const created = await createGame(db, input({ name: `Twilight Zone ${n}`, type: "Pinball" }), who);
    if (!created.ok) throw new Error("not created");
    let version = 1;
    const save = async (values: Partial<GameFormValues>) => {
      const saved = await updateGame(db, created.id, version++, input({ type: "Pinball", ...values }), who);
      if (!saved.ok) throw new Error(`not saved: ${saved.code}`);
      return saved.slug;
    };
    const first = created.slug;
    const second = await save({ name: `Twilight Zone ${n} LE` });
    const third = await save({ name: `Twilight Zone ${n} Premium` });
    const warehouse = await save({ name: `Twilight Zone ${n} Premium`, location: "Warehouse" });
    expect([first, second, third, warehouse]).toEqual([
      `twilight-zone-${n}-replay`,
      `twilight-zone-${n}-le-replay`,
      `twilight-zone-${n}-premium-replay`,
      `twilight-zone-${n}-premium-warehouse`,
    ]);

    for (const old of [first, second, third]) {
      expect(await currentSlugFor(db, old)).toBe(warehouse);
      expect(await visit(`/game/${old}`)).toEqual({ status: 301, location: `/game/${warehouse}` });
    }
    expect(await visit(`/game/${first}?utm_source=label&x=1`)).toEqual({
      status: 301,
      location: `/game/${warehouse}?utm_source=label&x=1`,
    });
    expect(await visit(`/game/${warehouse}`)).toEqual({ status: 200, name: `Twilight Zone ${n} Premium` });
    expect(await visit(`/game/no-such-game-${n}`)).toMatchObject({ status: 404 });

    // Back to an earlier name and place: the game gets its own old address again, and the others follow it.
    const back = await save({ name: `Twilight Zone ${n}`, location: "Replay" });
    expect(back).toBe(first);
    expect(await visit(`/game/${first}`)).toEqual({ status: 200, name: `Twilight Zone ${n}` });
    expect(await visit(`/game/${warehouse}`)).toEqual({ status: 301, location: `/game/${first}` });
    const rows = await db
      .selectFrom("game_slugs")
      .select("slug")
      .where("game_id", "=", created.id)
      .orderBy("slug")
      .execute();
    expect(rows.map((r) => r.slug)).toEqual([second, third, warehouse].sort());
  });

  it("a new or renamed game never takes a slug another game once had; a game in the Trash answers no old link", async () => {
    const db = getDb();
    const who = await signedIn(db, "staff");
    const n = ++seq;
    const created = await createGame(db, input({ name: `Funhouse ${n}` }), who);
    if (!created.ok) throw new Error("not created");
    const renamed = await updateGame(db, created.id, 1, input({ name: `Funhouse ${n} Deluxe` }), who);
    if (!renamed.ok) throw new Error("not saved");

    const namesake = await createGame(db, input({ name: `Funhouse ${n}` }), who);
    expect(namesake.ok && namesake.slug).toBe(`funhouse-${n}-replay-2`);
    const other = await createGame(db, input({ name: `Whirlwind ${n}` }), who);
    if (!other.ok) throw new Error("not created");
    const takesOld = await updateGame(db, other.id, 1, input({ name: `Funhouse ${n}` }), who);
    expect(takesOld.ok && takesOld.slug).toBe(`funhouse-${n}-replay-3`);
    expect(await visit(`/game/${created.slug}`)).toEqual({ status: 301, location: `/game/${renamed.slug}` });

    await deleteGame(db, created.id, who);
    expect(await visit(`/game/${created.slug}`)).toEqual({ status: 404, location: null });
    expect(await visit(`/game/${renamed.slug}`)).toEqual({ status: 404, location: null });
    await restoreGame(db, created.id, who);
    expect(await getPublicGameBySlug(db, renamed.slug)).toMatchObject({ id: created.id });
    expect(await visit(`/game/${created.slug}`)).toEqual({ status: 301, location: `/game/${renamed.slug}` });
  });
});
