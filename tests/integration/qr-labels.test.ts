import { expect, it } from "vitest";
import { listLabelGames } from "~/models/game/qr-labels.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

describeEachDatabase("QR label games", (getDb) => {
  it("lists every machine by name with its location as shown (an Other location by its own name), and nothing private", async () => {
    const db = getDb();
    const token = `qrlabels${Date.now()}`;
    await db
      .insertInto("games")
      .values([
        newGame({ name: `Zaxxon ${token}`, location: "Warehouse", condition_notes: "coin door sticks" }),
        newGame({ name: `Berzerk ${token}`, location: "Replay" }),
        newGame({ name: `Qix ${token}`, location: "Other", location_other: "Storage unit B" }),
      ])
      .execute();
    const mine = (await listLabelGames(db)).filter((g) => g.name.endsWith(token));
    expect(mine.map(({ name, location, locationLabel }) => ({ name, location, locationLabel }))).toEqual([
      { name: `Berzerk ${token}`, location: "Replay", locationLabel: "Replay" },
      { name: `Qix ${token}`, location: "Other", locationLabel: "Storage unit B" },
      { name: `Zaxxon ${token}`, location: "Warehouse", locationLabel: "Warehouse" },
    ]);
    expect(Object.keys(mine[0]).sort()).toEqual(["id", "location", "locationLabel", "name"]);
  });
});
