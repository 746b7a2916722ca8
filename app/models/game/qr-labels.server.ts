import type { DB } from "~/utils/db.server";
import { liveGames } from "./game.server";
import { displayLocation } from "./game";
import type { LabelGame } from "./qr-labels";

/** Every machine a label can be printed for, by name: a few columns each, so the whole collection is one small query. */
export async function listLabelGames(db: DB): Promise<LabelGame[]> {
  const rows = await liveGames(db)
    .select(["id", "name", "location", "location_other"])
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    location: r.location,
    locationLabel: displayLocation({ location: r.location, locationOther: r.location_other }),
  }));
}
