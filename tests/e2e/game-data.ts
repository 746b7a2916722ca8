import { expect, type Page } from "@playwright/test";
import type { NewGame } from "../../app/db/schema";
import { gameSlug } from "../../app/models/game/slug";
import type { DB } from "../../app/utils/db.server";

/**
 * Games that one spec file owns in the e2e database: every name carries a
 * token unique to the spec and the Playwright project, so the desktop and
 * phone runs (which may be in parallel) and other specs never see each
 * other's rows. Removed again in afterAll.
 */
export type TestGame = Partial<NewGame> & { name: string };

export async function insertTestGames(db: DB, games: TestGame[]) {
  const out: { id: number; slug: string; name: string }[] = [];
  for (const game of games) {
    const now = new Date().toISOString();
    const location = game.location ?? "Replay";
    const slug = gameSlug(game.name, location);
    const row = await db
      .insertInto("games")
      .values({
        slug,
        type: "Arcade",
        status: "Operational",
        all_images: "[]",
        missing_parts: "[]",
        for_sale: false,
        created_at: now,
        updated_at: now,
        ...game,
        location,
      })
      .returning(["id", "slug", "name"])
      .executeTakeFirstOrThrow();
    out.push(row);
  }
  return out;
}

export async function deleteTestGames(db: DB, token: string) {
  await db.deleteFrom("games").where("name", "like", `%${token}%`).execute();
}

/** A maintenance test's rows: its tasks (by title) and its machines (by name), with what hangs on them. */
export async function deleteTestMaintenance(db: DB, token: string) {
  await db.deleteFrom("maintenance_tasks").where("title", "like", `%${token}%`).execute();
  await deleteTestGames(db, token);
}

/** Stored image URLs of the seeded demo games, so test games show real pictures without 404s. */
export async function demoImageUrls(db: DB, count: number) {
  const rows = await db.selectFrom("games").select("all_images").where("all_images", "like", "%/uploads/%").execute();
  const urls = [...new Set(rows.flatMap((r) => JSON.parse(r.all_images) as string[]))].filter((u) =>
    u.startsWith("/uploads/"),
  );
  if (urls.length < count) throw new Error(`The demo seed has ${urls.length} stored images; the test needs ${count}.`);
  return urls.slice(0, count);
}

/** A per-project token, letters only so the collection search treats it as one word. */
export function tokenFor(spec: string, project: string) {
  const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");
  return `zq${letters(spec)}${letters(project)}`;
}

/**
 * 'N of M machines playing now' as the database has it now: machines on the floor that are Operational, of all on the
 * floor. Other specs add and remove games meanwhile, so a check reloads until the page and this agree.
 */
export async function playingNowLine(db: DB) {
  const floor = await db
    .selectFrom("games")
    .select("status")
    .where("location", "=", "Replay")
    .where("deleted_at", "is", null)
    .execute();
  return `${floor.filter((g) => g.status === "Operational").length} of ${floor.length} machines playing now`;
}

/** Opens `path` (again, while other specs change the floor) until it says the database's '{N} of {M} ...'. */
export async function expectPlayingNow(page: Page, db: DB, path: string) {
  await expect
    .poll(async () => {
      await page.goto(path);
      const shown = await page.getByTestId("playing-now").textContent();
      const expected = await playingNowLine(db);
      return shown === expected ? "same" : `page "${shown}", database "${expected}"`;
    })
    .toBe("same");
}
