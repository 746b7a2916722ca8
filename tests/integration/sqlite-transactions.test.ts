import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { createDb, migrateToLatest } from "~/utils/db.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-tx-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("a SQLite transaction holds the write lock from its start, so a write elsewhere between its read and its write cannot make it fail", async () => {
  const file = path.join(dir, "museum.db");
  const db = createDb({ kind: "sqlite", file });
  await migrateToLatest(db);
  // Another connection to the same file (the user CLI, a test), which does not wait for locks.
  const other = new SQLite(file, { timeout: 0 });
  try {
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("faqs").select("id").execute();
      expect(() =>
        other
          .prepare("insert into faqs (question, answer, category, order_number) values ('q', 'a', 'General', 1)")
          .run(),
      ).toThrow(/database is locked/);
      await trx
        .insertInto("faqs")
        .values({ question: "Open late?", answer: "Fridays.", category: "Hours", order_number: 1 })
        .execute();
    });
    expect(other.prepare("select question from faqs").all()).toEqual([{ question: "Open late?" }]);
  } finally {
    other.close();
    await db.destroy();
  }
});
