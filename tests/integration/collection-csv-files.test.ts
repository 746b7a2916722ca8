import { beforeAll, expect, it } from "vitest";
import type { GameFormValues } from "~/models/game/game.schema";
import {
  FILE_NOT_UTF8,
  FILE_TOO_BIG,
  MAX_FILE_BYTES,
  NAME_COLUMN_MISSING,
  TOO_MANY_ROWS,
  unknownColumns,
} from "~/models/collection-csv/collection-csv";
import { collectionCsv } from "~/models/collection-csv/collection-export.server";
import { planImport } from "~/models/collection-csv/import-plan.server";
import { loader } from "~/routes/admin.collection";
import { routeArgs, signedIn } from "./actions";
import { created as createdBy, csvFile, pinClock, postFile, sheetOf, snapshot, utf8, YEAR } from "./collection-csv";
import { describeEachDatabase } from "./databases";

/** The collection's CSV files: who may use the screen, the files refused whole, and the export's round trip. */

pinClock();
let seq = 0;

describeEachDatabase("the collection's CSV files", (getDb) => {
  let manager: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    manager = await signedIn(getDb(), "manager");
  });
  const created = (values: Partial<GameFormValues>) => createdBy(getDb(), manager, values);

  it("the screen is the managers': a staff member gets Access Denied, a manager checks and confirms through it", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const file = utf8(
      csvFile([
        ["name", "location"],
        [`Gauntlet ${++seq}`, "Replay"],
      ]),
    );
    await expect(loader(routeArgs("/admin/collection", staff.cookie))).rejects.toMatchObject({ status: 403 });
    await expect(postFile(staff.cookie, { intent: "check" }, file)).rejects.toMatchObject({ status: 403 });

    const checked = await postFile(manager.cookie, { intent: "check" }, file, "museum <b>2026</b>.csv");
    expect(checked.body.dryRun).toMatchObject({ fileName: "museum <b>2026</b>.csv", updates: [], rejected: [] });
    const hash = checked.body.dryRun?.hash ?? "";
    const done = await postFile(manager.cookie, { intent: "import", plan: hash }, file);
    expect(done).toEqual({
      status: 200,
      body: {
        ok: true,
        intent: "import",
        message: "Imported: 1 machine added, 0 updated.",
        done: { added: 1, updated: 0 },
      },
    });
  });

  it("refuses a file with wrong columns, a bad encoding, over 5 MB or over 5,000 rows, and writes nothing; a BOM is fine", async () => {
    const db = getDb();
    const before = await snapshot(db);
    const refusals: [Uint8Array, string][] = [
      [utf8("name,location,colour\r\nTron,Replay,red\r\n"), unknownColumns(["colour"])],
      [utf8("asset_id,location\r\nA-1,Replay\r\n"), NAME_COLUMN_MISSING],
      [Buffer.from("name,location\r\nCaf\u00e9 Racer,Replay\r\n", "latin1"), FILE_NOT_UTF8],
      [
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("name,location\r\nTron,Replay\r\n", "utf16le")]),
        FILE_NOT_UTF8,
      ],
      [utf8(`name,location\r\n"${"x".repeat(MAX_FILE_BYTES)}",Replay\r\n`), FILE_TOO_BIG],
      [
        utf8(csvFile([["name", "location"], ...Array.from({ length: 5001 }, (_, i) => [`Game ${i}`, "Replay"])])),
        TOO_MANY_ROWS,
      ],
    ];
    for (const [bytes, message] of refusals) {
      for (const intent of ["check", "import"]) {
        const answer = await postFile(manager.cookie, { intent, plan: "0".repeat(64) }, bytes);
        expect([answer.status, answer.body.ok, answer.body.ok ? null : answer.body.fieldErrors?.file]).toEqual([
          400,
          false,
          message,
        ]);
      }
    }
    expect(await snapshot(db)).toBe(before);

    const withBom = await postFile(
      manager.cookie,
      { intent: "check" },
      utf8(`\uFEFFname,location\r\nBom ${++seq},Replay\r\n`),
    );
    expect(withBom.body.dryRun?.adds.map((a) => a.cells.name)).toEqual([`Bom ${seq}`]);
  });

  it("an exported file imports back unchanged, and no text in it starts a formula", async () => {
    const db = getDb();
    const t = ++seq;
    await created({
      name: `=HYPERLINK("http://evil.example","Pinball ${t}")`,
      assetId: `FX-${t}`,
      type: "Other",
      otherType: "Claw machine",
      location: "Other",
      otherLocation: "Storage unit 4, back",
      highScore: "+1000",
      conditionNotes: 'Coin door "sticky"\n@SUM(A1) on the back',
      missingParts: ["-12V rail", "coin door; left"],
      askingPrice: "4500.5",
      saleNotes: "Pick-up only",
    });
    await created({ name: `-5 Star ${t}`, location: "Warehouse", yearMade: "1999", status: "In Repair" });
    // Two lanes alike by name and place, told apart by nothing but their notes.
    await created({ name: `Skee-Ball ${t}`, type: "Skeeball", conditionNotes: "Lane 1" });
    await created({ name: `Skee-Ball ${t}`, type: "Skeeball", conditionNotes: "Lane 2" });
    const text = await collectionCsv(db);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Pinball ${t}"")"`);
    expect(text).toContain(`"'-5 Star ${t}"`);
    expect(text).toContain(`"'+1000"`);
    expect(text).toContain(`"Coin door ""sticky""\n'@SUM(A1) on the back"`);
    expect(text).toContain(`"'-12V rail\ncoin door; left"`);
    expect(text).toContain(`,4500.5,`);
    // Every text cell is quoted, so none can begin with a formula character in a spreadsheet.
    expect(text).not.toMatch(/(^|,)[=+\-@]/m);

    const games = await db.selectFrom("games").select("id").where("deleted_at", "is", null).execute();
    const plan = await planImport(db, sheetOf(utf8(text)), "export.csv", YEAR);
    expect([plan.adds, plan.updates, plan.rejected, plan.unchanged]).toEqual([[], [], [], games.length]);
  });
});
