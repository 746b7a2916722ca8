import type { Game } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import type { PublicGame } from "./game";

/** Selected explicitly so staff-only columns can never leak into a visitor's response. */
export const PUBLIC_GAME_COLUMNS = [
  "id",
  "slug",
  "name",
  "type",
  "type_other",
  "location",
  "location_other",
  "status",
  "image_url",
  "thumbnail_url",
  "all_images",
  "for_sale",
  "asking_price",
  "sale_condition_notes",
  "missing_parts",
  "sale_notes",
  "year_made",
  "high_score",
  "created_at",
  "updated_at",
] as const satisfies ReadonlyArray<keyof Game>;

type PublicRow = Pick<Game, (typeof PUBLIC_GAME_COLUMNS)[number]>;

/** A JSON list of strings as stored in all_images and missing_parts; anything else reads as empty. */
export function parseList(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function toPublicGame(row: PublicRow): PublicGame {
  const images = parseList(row.all_images);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    typeOther: row.type_other,
    location: row.location,
    locationOther: row.location_other,
    status: row.status,
    imageUrl: row.image_url ?? images[0] ?? null,
    thumbnailUrl: row.thumbnail_url,
    images: images.length ? images : row.image_url ? [row.image_url] : [],
    forSale: row.for_sale !== false,
    askingPrice: row.asking_price == null ? null : Number(row.asking_price),
    saleConditionNotes: row.sale_condition_notes,
    missingParts: parseList(row.missing_parts),
    saleNotes: row.sale_notes,
    yearMade: row.year_made,
    highScore: row.high_score,
    dateAdded: row.created_at,
    lastUpdated: row.updated_at,
  };
}

/**
 * Games as everyone but the Trash screen sees them: a game in the Trash (deleted_at set) is gone from every
 * public and staff page until a manager restores it. Every read of games goes through this.
 */
export const liveGames = (db: DB) => db.selectFrom("games").where("games.deleted_at", "is", null);

/** The spec's list: newest first, at most 500. */
export async function listPublicGames(db: DB, limit = 500) {
  const rows = await liveGames(db)
    .select(PUBLIC_GAME_COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toPublicGame);
}

export async function getPublicGameBySlug(db: DB, slug: string) {
  const row = await liveGames(db).select(PUBLIC_GAME_COLUMNS).where("slug", "=", slug).executeTakeFirst();
  return row ? toPublicGame(row) : null;
}

/** The current slug of the game that once had `slug` (renamed or moved since), or null. */
export async function currentSlugFor(db: DB, slug: string) {
  const row = await liveGames(db)
    .innerJoin("game_slugs", "game_slugs.game_id", "games.id")
    .select("games.slug")
    .where("game_slugs.slug", "=", slug)
    .executeTakeFirst();
  return row?.slug ?? null;
}

export async function getPublicGameById(db: DB, id: number) {
  const row = await liveGames(db).select(PUBLIC_GAME_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toPublicGame(row) : null;
}

export async function listGameSlugs(db: DB) {
  return liveGames(db).select(["slug", "updated_at"]).orderBy("id").execute();
}
