import { Migrator } from "kysely";
import { expect, it } from "vitest";
import { migrations } from "../../migrations";
import { createUser } from "~/models/account/user.server";
import { describeEachDatabase } from "./databases";

/** Migration 0032 on a museum that saved its hours before the checklist: the Activity log says so. */
describeEachDatabase(
  "the Going live checks of a museum older than them",
  (getDb) => {
    it("counts the week saved before the table existed as checked, and the admission only when saved too", async () => {
      const db = getDb();
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("20261128_0031_museum_settings")).error).toBeUndefined();
      const manager = await createUser(db, { email: "boss@museum.test", password: "Boss#Pass1", role: "manager" });
      const row = (action: string, at: string) => ({ action, user_id: manager.id, created_at: at });
      await db
        .insertInto("audit_log")
        .values([
          row("business_hours_updated", "2026-03-02T15:00:00.000Z"),
          row("business_hours_updated", "2026-04-02T15:00:00.000Z"),
          row("special_hours_saved", "2026-01-02T15:00:00.000Z"),
        ])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom("go_live_checks").selectAll().execute()).toEqual([
        { item: "hours", checked_at: "2026-03-02T15:00:00.000Z", checked_by: manager.id },
      ]);
    });
  },
  { migrated: false },
);
