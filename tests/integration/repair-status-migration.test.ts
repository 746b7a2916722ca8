import { Migrator } from "kysely";
import { expect, it } from "vitest";
import { migrations } from "../../migrations";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** Migration 0024 on a database the older demo seed wrote: its resolved repairs said "open". */
describeEachDatabase(
  "a resolved repair stored with the status 'open'",
  (getDb) => {
    it("becomes Resolved; open repairs and those closed another way keep their status", async () => {
      const db = getDb();
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("20261127_0023_pages_version")).error).toBeUndefined();
      const at = "2026-05-01T14:00:00.000Z";
      const { id: gameId } = await db
        .insertInto("games")
        .values(newGame({ name: "Medieval Madness" }, at))
        .returning("id")
        .executeTakeFirstOrThrow();
      const repair = (comment: string, resolved: boolean, status: "open" | "in_progress" | "duplicate") => ({
        game_id: gameId,
        comment,
        resolved,
        resolved_at: resolved ? at : null,
        source: "staff" as const,
        status,
        created_at: at,
        updated_at: at,
      });
      await db
        .insertInto("repairs")
        .values([
          repair("Seeded and resolved", true, "open"),
          repair("Still open", false, "open"),
          repair("Being worked on", false, "in_progress"),
          repair("Same as the first", true, "duplicate"),
        ])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db.selectFrom("repairs").select(["comment", "status"]).orderBy("id").execute();
      expect(rows).toEqual([
        { comment: "Seeded and resolved", status: "resolved" },
        { comment: "Still open", status: "open" },
        { comment: "Being worked on", status: "in_progress" },
        { comment: "Same as the first", status: "duplicate" },
      ]);
    });
  },
  { migrated: false },
);
