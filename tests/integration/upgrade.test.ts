import { expect, it } from "vitest";
import { migrations } from "../../migrations";
import { migrateToLatest, migrationsCurrent } from "~/utils/db.server";
import {
  buildPreviousRelease,
  changedSincePreviousRelease,
  PREVIOUS_RELEASE,
  previousReleaseRows,
} from "../previous-release";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** Upgrades: this release's migrations on the previous release's database keep every row as it was. */
describeEachDatabase(
  "upgrade from the previous release",
  (getDb) => {
    it(`migrates a database of ${PREVIOUS_RELEASE.commit} with its content to this release without losing or changing a row`, async () => {
      const db = getDb();
      await buildPreviousRelease(db);
      expect(await migrationsCurrent(db), "the previous release is behind").toBe(false);
      const applied = await migrateToLatest(db);
      expect(applied).toEqual(Object.keys(migrations).filter((name) => name > PREVIOUS_RELEASE.lastMigration));
      expect(await migrationsCurrent(db)).toBe(true);
      expect(await changedSincePreviousRelease(db)).toEqual([]);
      const games = previousReleaseRows().filter((r) => r.table === "games").length;
      expect(
        (await db.selectFrom("games").select("id").where("deleted_at", "is", null).execute()).length,
        "no game is in the Trash",
      ).toBe(games);
      // New rows take ids after the old ones.
      const added = await db
        .insertInto("games")
        .values(newGame({ name: "After the upgrade" }))
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(added.id).toBeGreaterThan(games);
    });
  },
  { migrated: false },
);
