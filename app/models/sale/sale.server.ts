import type { DB } from "~/utils/db.server";
import { liveGames, PUBLIC_GAME_COLUMNS, toPublicGame } from "../game/game.server";
import type { SaleMode } from "./sale";

const LIMIT = 500; // the games list's limit (docs/product.md#texts-checks-and-limits)

/**
 * The sales variant selects for_sale true or asking_price above
 * zero, ordered by asking_price descending then name; "all games" is ordered by
 * name. Games without a price go last on both databases.
 */
export async function listSaleGames(db: DB, mode: SaleMode) {
  let query = liveGames(db).select(PUBLIC_GAME_COLUMNS);
  if (mode === "sale") {
    query = query
      .where((eb) => eb.or([eb("for_sale", "=", true), eb("asking_price", ">", 0)]))
      .orderBy("asking_price", (ob) => ob.desc().nullsLast());
  }
  const rows = await query.orderBy("name").orderBy("id").limit(LIMIT).execute();
  return rows.map(toPublicGame);
}
