import { createHash } from "node:crypto";
import type { DB } from "~/utils/db.server";
import { STAFF_GAME_COLUMNS, toStaffGame, type StaffGame } from "../game/game-admin.server";
import { displayLocation } from "../game/game";
import { EMPTY_GAME_VALUES, gameFormSchema, gameToFormValues, saleFlag, type GameFormInput } from "../game/game.schema";
import { liveGames } from "../game/game.server";
import { toOneLine } from "../shared/one-line";
import {
  ambiguousMachine,
  ASSET_ID_IN_TRASH,
  cellCount,
  cellsOf,
  cellText,
  CSV_COLUMNS,
  sameMachineAs,
  type CsvColumn,
  type DryRun,
  type FieldChange,
  type GameFields,
  type RowProblem,
} from "./collection-csv";
import type { Sheet, SheetRow } from "./csv-file.server";
import { readRow, unguard, type GameFormSchema } from "./import-row.server";

/**
 * The dry run: what importing a sheet would do to the collection as it is now. A row finds its machine by
 * asset ID when it has one (or, when no machine has that ID yet, a machine without one by name and
 * location, which then takes it), else by name and location. Its hash names the plan (file and every change);
 * the confirm recomputes it in its transaction and applies only the same plan.
 */

export type ImportPlan = DryRun & {
  addInputs: GameFormInput[];
  updateInputs: { gameId: number; version: number; before: StaffGame; input: GameFormInput }[];
};

/** What an imported row would store: the sale flag as a save sets it. */
const fieldsOf = (input: GameFormInput): GameFields => ({ ...input, forSale: saleFlag(input) });

/** A machine's fields as stored. */
export function storedFields(game: StaffGame): GameFields {
  return {
    name: game.name,
    assetId: game.assetId,
    type: game.type as GameFields["type"],
    otherType: game.typeOther,
    location: game.location as GameFields["location"],
    otherLocation: game.locationOther,
    status: game.status as GameFields["status"],
    yearMade: game.yearMade,
    highScore: game.highScore,
    conditionNotes: game.conditionNotes,
    missingParts: game.missingParts,
    forSale: game.forSale,
    askingPrice: game.askingPrice,
    saleConditionNotes: game.saleConditionNotes,
    saleNotes: game.saleNotes,
  };
}

const lower = (text: string) => text.toLowerCase();
const machineKey = (name: string, location: string) => `${lower(name)}\n${lower(location)}`;

function groupBy<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Every machine the import may touch, and the asset IDs of the games in the Trash. */
async function readCollection(db: DB) {
  const games = (await liveGames(db).select(STAFF_GAME_COLUMNS).orderBy("id").execute()).map(toStaffGame);
  const trashed = await db
    .selectFrom("games")
    .select("asset_id")
    .where("deleted_at", "is not", null)
    .where("asset_id", "is not", null)
    .execute();
  return { games, trashedAssetIds: new Set(trashed.map((r) => lower(r.asset_id ?? ""))) };
}

/** The row's name and location as the matching reads them, before the whole row is checked. */
function rowKey(row: SheetRow) {
  const cell = (column: CsvColumn) => unguard(row.cells[column] ?? "").trim();
  const name = toOneLine(cell("name")).trim();
  const location = cell("location");
  return { name, location: lower(location) === "other" ? cell("other_location") : location || "Replay" };
}

export async function planImport(db: DB, sheet: Sheet, fileName: string, currentYear: number): Promise<ImportPlan> {
  const { games, trashedAssetIds } = await readCollection(db);
  const byAssetId = new Map(games.filter((g) => g.assetId).map((g) => [lower(g.assetId ?? ""), g]));
  const byName = groupBy(games, (g) => lower(g.name));
  const byKey = groupBy(games, (g) => machineKey(g.name, displayLocation(g)));
  const hasLocation = sheet.columns.includes("location");
  const schema = gameFormSchema(currentYear);

  const plan: ImportPlan = {
    fileName,
    adds: [],
    updates: [],
    unchanged: 0,
    rejected: [],
    hash: "",
    addInputs: [],
    updateInputs: [],
  };
  const claimed = new Map<string, number>(); // game id, asset ID or name and location -> the row that took it
  const reject = (row: number, problems: Omit<RowProblem, "row">[]) =>
    plan.rejected.push(...problems.map((p) => ({ row, ...p })));
  const claim = (keys: string[], row: number) => {
    const earlier = keys.map((k) => claimed.get(k)).find((r) => r !== undefined);
    if (earlier !== undefined) return earlier;
    for (const key of keys) claimed.set(key, row);
    return null;
  };

  for (const row of sheet.rows) {
    if (row.cellCount !== sheet.width) {
      reject(row.row, [{ column: null, message: cellCount(row.cellCount, sheet.width) }]);
      continue;
    }
    const assetId = lower(unguard(row.cells.asset_id ?? "").trim());
    if (assetId && trashedAssetIds.has(assetId)) {
      reject(row.row, [{ column: "asset_id", message: ASSET_ID_IN_TRASH }]);
      continue;
    }
    const { name, location } = rowKey(row);
    const candidates = (hasLocation ? byKey.get(machineKey(name, location)) : byName.get(lower(name))) ?? [];
    const byTag = assetId ? byAssetId.get(assetId) : undefined;
    const matches = byTag ? [byTag] : candidates.filter((g) => !assetId || !g.assetId);
    if (matches.length > 1) {
      // Machines alike by name and place (three Skee-Ball lanes) come back from an export each as it is: a row
      // that changes nothing on one of them is that one. A row that would change one cannot say which.
      const twin = matches.find((g) => !claimed.has(`game:${g.id}`) && unchangedBy(row, g, schema));
      if (twin) {
        claimed.set(`game:${twin.id}`, row.row);
        plan.unchanged++;
        continue;
      }
      const column = sheet.columns.includes("asset_id") ? "asset_id" : "name";
      reject(row.row, [{ column, message: ambiguousMachine(matches.length, name, location) }]);
      continue;
    }
    const game = matches[0];
    const reading = readRow(row, game ? gameToFormValues(game) : EMPTY_GAME_VALUES, schema);
    if (!reading.ok) {
      reject(row.row, reading.problems);
      continue;
    }
    const { input } = reading;
    const where = displayLocation({ location: input.location, locationOther: input.otherLocation });
    const keys = [game ? `game:${game.id}` : `new:${machineKey(input.name, where)}`];
    if (input.assetId) keys.push(`asset:${lower(input.assetId)}`);
    const earlier = claim(keys, row.row);
    if (earlier !== null) {
      reject(row.row, [{ column: input.assetId ? "asset_id" : "name", message: sameMachineAs(earlier) }]);
      continue;
    }
    if (!game) {
      plan.adds.push({ row: row.row, cells: mapCells(cellsOf(fieldsOf(input))) });
      plan.addInputs.push(input);
      continue;
    }
    const changes = changesOf(game, input);
    if (!changes.length) {
      plan.unchanged++;
      continue;
    }
    plan.updates.push({ row: row.row, gameId: game.id, name: game.name, changes });
    plan.updateInputs.push({ gameId: game.id, version: game.version, before: game, input });
  }
  plan.hash = planHash(sheet.hash, plan);
  return plan;
}

/** Each column the row would change on the machine: what it holds now, and after the import. */
function changesOf(game: StaffGame, input: GameFormInput): FieldChange[] {
  const before = cellsOf(storedFields(game));
  const after = cellsOf(fieldsOf(input));
  return CSV_COLUMNS.filter((c) => cellText(before[c]) !== cellText(after[c])).map((c) => ({
    column: c,
    from: cellText(before[c]),
    to: cellText(after[c]),
  }));
}

function unchangedBy(row: SheetRow, game: StaffGame, schema: GameFormSchema) {
  const reading = readRow(row, gameToFormValues(game), schema);
  return reading.ok && changesOf(game, reading.input).length === 0;
}

const mapCells = (cells: ReturnType<typeof cellsOf>) =>
  Object.fromEntries(CSV_COLUMNS.map((c) => [c, cellText(cells[c])])) as Record<CsvColumn, string>;

/** The file and everything the plan would write, with the version of each machine it changes. */
function planHash(fileHash: string, plan: ImportPlan) {
  const content = JSON.stringify({
    file: fileHash,
    adds: plan.adds,
    updates: plan.updates.map((u, i) => [u, plan.updateInputs[i].version]),
    unchanged: plan.unchanged,
    rejected: plan.rejected,
  });
  return createHash("sha256").update(content).digest("hex");
}

/** What the page shows of a plan. */
export const dryRunOf = ({ fileName, adds, updates, unchanged, rejected, hash }: ImportPlan): DryRun => ({
  fileName,
  adds,
  updates,
  unchanged,
  rejected,
  hash,
});
