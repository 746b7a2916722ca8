import { beforeAll, expect, it } from "vitest";
import { GAME_TYPES, type GameFormValues } from "~/models/game/game.schema";
import { notAChoice } from "~/models/collection-csv/collection-csv";
import { applyImport } from "~/models/collection-csv/import-apply.server";
import { planImport } from "~/models/collection-csv/import-plan.server";
import { deleteGame, getStaffGame, updateGame } from "~/models/game/game-admin.server";
import { statusHistory } from "~/models/game/game-status-history.server";
import { signedIn } from "./actions";
import {
  created as createdBy,
  csvFile,
  input,
  pinClock,
  postFile,
  sheetOf,
  snapshot,
  utf8,
  YEAR,
} from "./collection-csv";
import { describeEachDatabase } from "./databases";

/** The collection import's dry run and confirm: what it shows, what it writes, and when it refuses to. */

pinClock();
let seq = 0;

describeEachDatabase("the collection import", (getDb) => {
  let manager: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    manager = await signedIn(getDb(), "manager");
  });
  const created = (values: Partial<GameFormValues>) => createdBy(getDb(), manager, values);

  it("the dry run writes nothing, the confirm writes exactly what it showed, and the same file again changes nothing", async () => {
    const db = getDb();
    const t = ++seq;
    const galaga = await created({ name: `Galaga ${t}`, assetId: `GA-${t}`, yearMade: "1981" });
    const zone = await created({
      name: `Twilight Zone ${t}`,
      type: "Pinball",
      location: "Warehouse",
      yearMade: "1993",
    });
    await created({ name: `Ms. Pac-Man ${t}`, assetId: `MP-${t}`, yearMade: "1982" });
    const header = ["asset_id", "name", "type", "location", "status", "year_made", "for_sale", "asking_price"];
    const file = utf8(
      csvFile([
        header,
        [`NEW-${t}`, `Robotron ${t}`, "Arcade", "Replay", "Operational", 1982, "no", ""],
        ["", `Skee-Ball ${t}`, "skeeball", "Warehouse", "In Repair", "", "no", ""],
        [`GA-${t}`, `Galaga ${t}`, "Arcade", "Replay", "Awaiting Parts", 1981, "yes", "$1,250.50"],
        ["", `Twilight Zone ${t}`, "Pinball", "Warehouse", "Operational", 1992, "no", ""],
        [`MP-${t}`, `Ms. Pac-Man ${t}`, "Arcade", "Replay", "Operational", 1982, "no", ""],
        ["", `Joust ${t}`, "Arcade", "Replay", "Operational", 1850, "no", ""],
        ["", `Jukebox ${t}`, "Jukebox", "Replay", "Operational", "", "no", ""],
      ]),
    );
    const before = await snapshot(db);

    const plan = await planImport(db, sheetOf(file), "museum.csv", YEAR);
    expect(await snapshot(db)).toBe(before);
    expect(plan.adds.map((a) => [a.row, a.cells.asset_id, a.cells.name, a.cells.type, a.cells.status])).toEqual([
      [2, `NEW-${t}`, `Robotron ${t}`, "Arcade", "Operational"],
      [3, "", `Skee-Ball ${t}`, "Skeeball", "In Repair"],
    ]);
    expect(plan.updates).toEqual([
      {
        row: 4,
        gameId: galaga,
        name: `Galaga ${t}`,
        changes: [
          { column: "status", from: "Operational", to: "Awaiting Parts" },
          { column: "for_sale", from: "no", to: "yes" },
          { column: "asking_price", from: "", to: "1250.5" },
        ],
      },
      {
        row: 5,
        gameId: zone,
        name: `Twilight Zone ${t}`,
        changes: [{ column: "year_made", from: "1993", to: "1992" }],
      },
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.rejected).toEqual([
      { row: 7, column: "year_made", message: "Year must be between 1900 and 2026" },
      { row: 8, column: "type", message: notAChoice(GAME_TYPES) },
    ]);

    expect(await applyImport(db, sheetOf(file), "museum.csv", plan.hash, YEAR, manager)).toEqual({
      ok: true,
      added: 2,
      updated: 2,
    });
    expect(await getStaffGame(db, galaga)).toMatchObject({
      status: "Awaiting Parts",
      forSale: true,
      askingPrice: 1250.5,
      yearMade: 1981,
      version: 2,
    });
    expect((await statusHistory(db, galaga)).map((h) => [h.from_status, h.to_status])).toEqual([
      [null, "Operational"],
      ["Operational", "Awaiting Parts"],
    ]);
    expect(await getStaffGame(db, zone)).toMatchObject({ yearMade: 1992, location: "Warehouse", version: 2 });
    const added = await db.selectFrom("games").selectAll().where("asset_id", "=", `NEW-${t}`).executeTakeFirstOrThrow();
    expect(added).toMatchObject({
      name: `Robotron ${t}`,
      slug: `robotron-${t}-replay`,
      year_made: 1982,
      all_images: "[]",
    });
    const audits = await db.selectFrom("audit_log").selectAll().where("action", "=", "collection_imported").execute();
    expect(audits.map((a) => [a.user_id, JSON.parse(a.details ?? "{}")])).toEqual([
      [manager.id, { file: "museum.csv", added: 2, updated: 2 }],
    ]);

    // The same file again: the dry run says there is nothing to do, and confirming it writes nothing.
    const afterImport = await snapshot(db);
    const again = await planImport(db, sheetOf(file), "museum.csv", YEAR);
    expect([again.adds, again.updates, again.unchanged, again.rejected]).toEqual([[], [], 5, plan.rejected]);
    expect(await applyImport(db, sheetOf(file), "museum.csv", again.hash, YEAR, manager)).toEqual({
      ok: true,
      added: 0,
      updated: 0,
    });
    expect(await snapshot(db)).toBe(afterImport);
  });

  it("names every rejected row with its row number, its column and why", async () => {
    const db = getDb();
    const t = ++seq;
    const twins = [await created({ name: `Defender ${t}` }), await created({ name: `Defender ${t}` })];
    const file = csvFile([
      ["name", "type", "other_type", "location", "year_made", "for_sale", "asking_price"],
      [`Centipede ${t}`, "Arcade", "", "Replay", "nineteen", "no", ""],
      [`Tempest ${t}`, "Other", "", "Replay", "", "no", ""],
      ["", "Arcade", "", "Replay", "", "no", ""],
      [`Qix ${t}`, "Arcade", "", "Replay", "", "maybe", "cheap"],
      [`Qix ${t}`, "Arcade", "", "Replay", "", "no", ""],
      [`Qix ${t}`, "Arcade", "", "Replay", "", "no", ""],
      [`Defender ${t}`, "Arcade", "", "Replay", 1981, "no", ""],
      [`Tron ${t}`, "Arcade", "", "Replay"],
    ]);
    const plan = await planImport(db, sheetOf(utf8(file)), "bad.csv", YEAR);
    expect(plan.rejected).toEqual([
      { row: 2, column: "year_made", message: "Year must be between 1900 and 2026" },
      { row: 3, column: "other_type", message: "Please specify the game type" },
      { row: 4, column: "name", message: "Game name is required" },
      { row: 5, column: "for_sale", message: "Must be yes or no (or empty, for no)" },
      { row: 5, column: "asking_price", message: "Must be an amount, such as 1250 or 1250.50" },
      { row: 7, column: "name", message: "Row 6 already imports this machine" },
      {
        row: 8,
        column: "name",
        message: `2 machines are called Defender ${t} at Replay: give each its asset ID on the game form, and this row the one it means`,
      },
      { row: 9, column: null, message: "This row has 4 cells; the first row names 7 columns." },
    ]);
    expect(plan.adds.map((a) => a.row)).toEqual([6]);
    for (const id of twins) await deleteGame(db, id, manager);
  });

  it("a confirm after the collection changed writes nothing and shows the dry run again", async () => {
    const db = getDb();
    const t = ++seq;
    const id = await created({ name: `Asteroids ${t}`, assetId: `AS-${t}`, yearMade: "1979" });
    const file = utf8(
      csvFile([
        ["asset_id", "name", "location", "year_made"],
        [`AS-${t}`, `Asteroids ${t}`, "Replay", 1980],
      ]),
    );
    const plan = await planImport(db, sheetOf(file), "late.csv", YEAR);
    // A colleague saves the machine between the dry run and the confirm.
    const game = (await getStaffGame(db, id))!;
    await updateGame(
      db,
      id,
      game.version,
      input({ name: game.name, assetId: `AS-${t}`, yearMade: "1979", highScore: "9000" }),
      manager,
    );
    const before = await snapshot(db);

    const late = await postFile(manager.cookie, { intent: "import", plan: plan.hash }, file, "late.csv");
    expect(late.status).toBe(409);
    expect(late.body.ok ? null : late.body.error).toMatch(/^The collection or the file changed since the dry run/);
    expect(late.body.dryRun?.updates[0].changes).toEqual([{ column: "year_made", from: "1979", to: "1980" }]);
    expect(late.body.dryRun?.hash).not.toBe(plan.hash);
    expect(await snapshot(db)).toBe(before);
  });

  it("imports 1,000 new machines, then changes all 1,000, each within a generous bound", async () => {
    const db = getDb();
    const t = ++seq;
    const fileOf = (year: (i: number) => number) =>
      utf8(
        csvFile([
          ["asset_id", "name", "location", "year_made"],
          ...Array.from({ length: 1000 }, (_, i) => [`BULK-${t}-${i}`, `Bulk machine ${t}-${i}`, "Replay", year(i)]),
        ]),
      );
    /** The dry run and the confirm, as the screen runs them, in seconds. */
    const timed = async (file: Uint8Array) => {
      const started = performance.now();
      const plan = await planImport(db, sheetOf(file), "bulk.csv", YEAR);
      const outcome = await applyImport(db, sheetOf(file), "bulk.csv", plan.hash, YEAR, manager);
      return { outcome, seconds: (performance.now() - started) / 1000 };
    };
    const added = await timed(fileOf((i) => 1950 + (i % 40)));
    expect(added.outcome).toEqual({ ok: true, added: 1000, updated: 0 });
    const changed = await timed(fileOf((i) => 1951 + (i % 40)));
    expect(changed.outcome).toEqual({ ok: true, added: 0, updated: 1000 });
    if (process.env.IMPORT_TIMES)
      console.info(`1,000 rows: added in ${added.seconds} s, changed in ${changed.seconds} s`);
    expect(added.seconds).toBeLessThan(10);
    expect(changed.seconds).toBeLessThan(10);
  }, 60_000);
});
