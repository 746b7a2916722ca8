import { expect, it } from "vitest";
import type { GameLocation, GameStatus } from "~/db/schema";
import { readPlayingNow } from "~/models/stats/playing-now.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

describeEachDatabase("machines playing now", (getDb) => {
  it("counts Operational machines on the floor out of every machine on the floor, Trash and Warehouse left out", async () => {
    const db = getDb();
    // A fresh database may hold seeded games: count from whatever is there.
    const before = await readPlayingNow(db);
    const add = (name: string, location: GameLocation, status: GameStatus, deleted = false) =>
      db
        .insertInto("games")
        .values({
          ...newGame({ name, location, status }),
          ...(deleted && { deleted_at: new Date().toISOString() }),
        })
        .execute();
    await add("Playing A", "Replay", "Operational");
    await add("Playing B", "Replay", "Operational");
    await add("Down C", "Replay", "In Repair");
    await add("Down D", "Replay", "Awaiting Parts");
    await add("Stored E", "Warehouse", "Operational");
    await add("Elsewhere F", "Other", "Operational");
    await add("Trashed G", "Replay", "Operational", true);
    await add("Trashed H", "Replay", "In Repair", true);

    expect(await readPlayingNow(db)).toEqual({ playing: before.playing + 2, onFloor: before.onFloor + 4 });
  });
});
