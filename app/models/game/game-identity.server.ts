import { sql } from "kysely";
import type { DB } from "~/utils/db.server";
import { gameSlug, uniqueSlug } from "./slug";

/** What tells games apart: the slug in their address and the museum's asset ID. */

/**
 * A slug no other game has or once had (games in the Trash included, so a restored game keeps its own), so
 * an old link never leads to a different machine. A game's own earlier slugs are free to it: renamed back,
 * it gets its old address again.
 */
export async function freeSlug(db: DB, name: string, location: string, exceptId: number | null) {
  const base = gameSlug(name, location);
  const others = exceptId ?? 0;
  // One after the other: inside a transaction both run on its single connection.
  const current = await db
    .selectFrom("games")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .where("id", "<>", others)
    .execute();
  const former = await db
    .selectFrom("game_slugs")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .where("game_id", "<>", others)
    .execute();
  return uniqueSlug(base, new Set([...current, ...former].map((r) => r.slug)));
}

/** Every slug taken, now or once: for giving many new games theirs in one go (`uniqueSlug`, adding each). */
export async function takenSlugs(db: DB) {
  const current = await db.selectFrom("games").select("slug").execute();
  const former = await db.selectFrom("game_slugs").select("slug").execute();
  return new Set([...current, ...former].map((r) => r.slug));
}

/** Keeps the slug a game is leaving, so its old links answer with a redirect; the slug it takes is its current one again. */
export async function recordSlugChange(db: DB, gameId: number, from: string, to: string, now: string) {
  if (from === to) return;
  await db.deleteFrom("game_slugs").where("slug", "=", to).where("game_id", "=", gameId).execute();
  await db
    .insertInto("game_slugs")
    .values({ slug: from, game_id: gameId, created_at: now })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
}

/** Whether another game (one in the Trash too) has this asset ID, whatever its letter case, as the unique index compares. */
export async function assetIdTaken(db: DB, assetId: string | null, exceptId: number | null) {
  if (assetId === null) return false;
  const row = await db
    .selectFrom("games")
    .select("id")
    .where(sql<string>`lower(asset_id)`, "=", assetId.toLowerCase())
    .where("id", "<>", exceptId ?? 0)
    .executeTakeFirst();
  return row !== undefined;
}
