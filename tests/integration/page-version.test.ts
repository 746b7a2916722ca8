import { sql } from "kysely";
import { expect, it } from "vitest";
import { pagesVersion } from "~/models/operations/content-version.server";
import { TABLES_WITHOUT_PAGES_TRIGGER } from "../../migrations/page-version";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** The pages version the page cache trusts (server/page-cache.ts): raised by the database itself. */
describeEachDatabase("pages version", (getDb, dialect) => {
  it("has its trigger on every table but the few no public page reads", async () => {
    const db = getDb();
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    const triggered =
      dialect === "sqlite"
        ? await sql<{ table: string }>`SELECT DISTINCT tbl_name AS "table" FROM sqlite_master
            WHERE type = 'trigger' AND name LIKE 'pages_version_%'`.execute(db)
        : await sql<{ table: string }>`SELECT DISTINCT c.relname AS "table" FROM pg_trigger t
            JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE 'pages_version_%'`.execute(db);
    const expected = tables.filter((t) => !(TABLES_WITHOUT_PAGES_TRIGGER as readonly string[]).includes(t)).sort();
    expect(triggered.rows.map((r) => r.table).sort()).toEqual(expected);
    expect(expected).toContain("games");
  });

  it("moves with a committed write, only then, and not for a session", async () => {
    const db = getDb();
    const before = await pagesVersion(db);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("games")
        .values(newGame({ name: "Black Knight" }))
        .execute();
      await trx
        .insertInto("games")
        .values(newGame({ name: "Xenon" }))
        .execute();
      // Another connection does not see it yet (PostgreSQL; SQLite has one connection and one writer).
      if (dialect === "postgres") expect(await pagesVersion(db)).toBe(before);
    });
    const afterWrite = await pagesVersion(db);
    expect(afterWrite).toBeGreaterThan(before);
    // PostgreSQL raises it once per transaction; SQLite once per row.
    if (dialect === "postgres") expect(afterWrite).toBe(before + 1);

    await db
      .insertInto("throttle")
      .values({ key: "pages-version-test", account: null, attempts: 1, window_started_at: 0, blocked_until: 0 })
      .execute();
    expect(await pagesVersion(db)).toBe(afterWrite);
  });
});
