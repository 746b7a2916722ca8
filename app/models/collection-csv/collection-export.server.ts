import type { DB } from "~/utils/db.server";
import { csvText } from "~/utils/csv";
import { STAFF_GAME_COLUMNS, toStaffGame } from "../game/game-admin.server";
import { liveGames } from "../game/game.server";
import { cellsOf, CSV_COLUMNS } from "./collection-csv";
import { storedFields } from "./import-plan.server";

/**
 * Every machine outside the Trash as the import reads it, by name: the import's columns, texts quoted and
 * guarded against formulas (utils/csv.ts), years and prices as numbers. The BOM makes Excel read it as UTF-8.
 */
export async function collectionCsv(db: DB) {
  const games = await liveGames(db).select(STAFF_GAME_COLUMNS).orderBy("name").orderBy("id").execute();
  const rows = games.map((row) => {
    const cells = cellsOf(storedFields(toStaffGame(row)));
    return CSV_COLUMNS.map((column) => cells[column]);
  });
  return `\uFEFF${csvText([[...CSV_COLUMNS], ...rows])}`;
}

/** How many machines an export holds. */
export async function collectionSize(db: DB) {
  const { count } = await liveGames(db)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
