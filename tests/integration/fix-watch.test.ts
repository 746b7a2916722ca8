import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { GameStatus } from "~/db/schema";
import { changeGameStatus } from "~/models/game/game-status-history.server";
import { action as reportAction } from "~/routes/report-issue";
import { HONEYPOT_FIELD } from "~/utils/spam";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

// getConfig() caches on first use, which comes after these lines.
process.env.PUBLIC_FORM_LIMIT = "50";
process.env.PUBLIC_URL = "https://replay.example";
process.env.MUSEUM_TIMEZONE = "America/New_York";

/**
 * "E-mail me when it is fixed" registers an address someone typed, so it is held to what it is for: a machine
 * that is down, a few addresses per machine and per sender, and one mail that says why it came.
 */

const T0 = new Date("2026-07-04T15:00:00.000Z");
let seq = 0;
let ipCounter = 0;
const freshIp = () => `198.18.0.${++ipCounter}`;

async function watch(gameId: number, email: string, ip = freshIp()) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ [HONEYPOT_FIELD]: "", intent: "watch", watchEmail: email })) body.append(k, v);
  const request = new Request(`http://localhost/report-issue?gameId=${gameId}&submitted=1`, { method: "POST", body });
  const result = await reportAction({ request, params: {}, context: { ip, cspNonce: "" } } as never);
  if (result instanceof Response) return { status: result.status };
  const { data, init } = result as unknown as { data: { error?: string }; init: ResponseInit | null };
  return { status: init?.status ?? 200, error: data.error };
}

describeEachDatabase("'E-mail me when it is fixed'", (getDb) => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const machine = async (status: GameStatus) =>
    getDb()
      .insertInto("games")
      .values(newGame({ name: `Watched machine ${++seq}`, status }))
      .returning(["id", "name"])
      .executeTakeFirstOrThrow();
  const watchers = async (gameId: number) =>
    (
      await getDb().selectFrom("fix_watchers").select("email").where("game_id", "=", gameId).orderBy("id").execute()
    ).map((row) => row.email);

  it("is refused for a machine that is Operational, and nothing is stored", async () => {
    const playing = await machine("Operational");
    expect(await watch(playing.id, "someone@example.test")).toEqual({
      status: 409,
      error:
        "This machine is playing now, so there is nothing to e-mail you about. If something is wrong with it, please report it.",
    });
    expect(await watchers(playing.id)).toEqual([]);
  });

  it("takes at most 3 waiting addresses from one sender and 25 for one machine; asking again for an address is no new one", async () => {
    const ip = freshIp();
    const down = [await machine("In Repair"), await machine("Awaiting Parts"), await machine("In Repair")];
    for (const [i, game] of down.entries())
      expect((await watch(game.id, `mine${i}@example.test`, ip)).status).toBe(302);
    expect((await watch(down[0].id, "mine0@example.test", ip)).status).toBe(302);
    expect(await watch(down[1].id, "stranger@example.test", ip)).toEqual({
      status: 429,
      error:
        "We already keep 3 addresses asked for from your connection. Please ask again once one of them has had its mail.",
    });
    expect(await watchers(down[1].id)).toEqual(["mine1@example.test"]);

    const popular = await machine("In Repair");
    for (let i = 0; i < 25; i++) expect((await watch(popular.id, `fan${i}@example.test`)).status).toBe(302);
    expect(await watch(popular.id, "fan25@example.test")).toEqual({
      status: 409,
      error:
        "Enough people are already waiting to hear about this machine. Please look at its page again in a few days.",
    });
    expect(await watchers(popular.id)).toHaveLength(25);
  });

  it("its one mail says why it came and carries no way to stop more mail, as none will come", async () => {
    const game = await machine("In Repair");
    expect((await watch(game.id, "watcher@example.test")).status).toBe(302);
    await getDb()
      .transaction()
      .execute((trx) =>
        changeGameStatus(trx, {
          gameId: game.id,
          from: "In Repair",
          to: "Operational",
          by: null,
          source: "edit",
          at: new Date().toISOString(),
        }),
      );
    const [mail] = await getDb()
      .selectFrom("email_outbox")
      .select(["text_body", "list_unsubscribe"])
      .where("to_address", "=", "watcher@example.test")
      .execute();
    expect(mail.text_body).toContain(
      `You get this one mail because this address was entered under 'E-mail me when it is fixed' on the page of ${game.name} at the museum on Jul 4, 2026. If that was not you, there is nothing to do.`,
    );
    expect(mail.text_body).toContain("no more mail will come");
    expect(mail.list_unsubscribe).toBeNull();
    expect(mail.text_body).not.toMatch(/unsubscribe|opt[- ]out/i);
  });
});
