import crypto from "node:crypto";
import type { Insertable } from "kysely";
import type { Database, GameStatus, NewGame } from "~/db/schema";
import { gameSlug } from "~/models/game/slug";
import type { DB } from "~/utils/db.server";
import type { FileStore } from "~/utils/file-store.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const WIDTHS = [400, 800, 1200] as const;
const PHOTO = /^([0-9a-f]{32})-(400|800|1200)\.webp$/;

/** Up to `count` existing photos (all three sizes), to copy under new names. */
async function samplePhotos(store: FileStore, count: number) {
  const ids = new Set<string>();
  for await (const stored of store.list()) {
    const id = PHOTO.exec(stored.name)?.[1];
    if (id) ids.add(id);
    if (ids.size >= count) break;
  }
  const photos: Buffer[][] = [];
  for (const id of ids) {
    const sizes = await Promise.all(WIDTHS.map((w) => store.get(`${id}-${w}.webp`)));
    if (sizes.every(Boolean)) photos.push(sizes as Buffer[]);
  }
  return photos;
}

/**
 * Adds machines (until there are `games`) with photos, then `repairs` repairs spread over the past year, each
 * with its status-history and audit rows, as staff would have made them.
 */
export async function generateLargeCollection(
  db: DB,
  store: FileStore,
  options: { games: number; repairs: number; random: () => number; now?: Date },
) {
  const now = options.now ?? new Date();
  const pick = <T>(items: readonly T[]) => items[Math.floor(options.random() * items.length)];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const staff = await db.selectFrom("users").select("id").execute();
  const photos = await samplePhotos(store, 40);
  const existing = await db
    .selectFrom("games")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  let files = 0;
  const newGames: NewGame[] = [];
  for (let i = Number(existing.n); i < options.games; i++) {
    const name = `${pick(["Galaxy", "Turbo", "Space", "Dragon", "Pinbot", "Street", "Neon", "Haunted"])} ${pick(["Raiders", "Fighter", "Quest", "Attack", "Circus", "Derby"])} ${i}`;
    let image: { image_url: string | null; thumbnail_url: string | null; all_images: string } = {
      image_url: null,
      thumbnail_url: null,
      all_images: "[]",
    };
    if (photos.length) {
      const id = crypto.randomBytes(16).toString("hex");
      const sizes = pick(photos);
      for (const [n, width] of WIDTHS.entries()) await store.put(`${id}-${width}.webp`, sizes[n], "image/webp");
      files += 3;
      image = {
        image_url: `/uploads/${id}-1200.webp`,
        thumbnail_url: `/uploads/${id}-400.webp`,
        all_images: JSON.stringify([`/uploads/${id}-1200.webp`]),
      };
    }
    const created = at(365 + options.random() * 365);
    newGames.push({
      slug: `${gameSlug(name, "Replay")}-${i}`,
      name,
      type: pick(["Arcade", "Pinball", "Skeeball", "Other"] as const),
      location: "Replay",
      status: "Operational",
      condition_notes: "Cabinet sanded and repainted; monitor recapped.",
      ...image,
      for_sale: options.random() < 0.1,
      asking_price: options.random() < 0.1 ? Math.round(options.random() * 500000) / 100 : null,
      missing_parts: "[]",
      year_made: 1975 + Math.floor(options.random() * 30),
      created_at: created,
      updated_at: created,
    });
  }
  for (let i = 0; i < newGames.length; i += 200)
    await db
      .insertInto("games")
      .values(newGames.slice(i, i + 200))
      .execute();
  const gameIds = (await db.selectFrom("games").select("id").execute()).map((g) => g.id);

  const comments = [
    "Left flipper weak",
    "Coin mech jammed",
    "Monitor rolling",
    "No sound",
    "Ball stuck in the pop bumpers",
    "Joystick sticks up",
    "Display flickers",
  ];
  const batch = 500;
  for (let done = 0; done < options.repairs; done += batch) {
    const repairs: Insertable<Database["repairs"]>[] = [];
    const history: Insertable<Database["game_status_history"]>[] = [];
    const audits: Insertable<Database["audit_log"]>[] = [];
    for (let j = done; j < Math.min(options.repairs, done + batch); j++) {
      const gameId = pick(gameIds);
      const daysAgo = 365 - (j / options.repairs) * 365;
      const opened = at(daysAgo);
      const resolved = daysAgo > 7 || options.random() < 0.5;
      const closed = resolved ? at(Math.max(0, daysAgo - options.random() * 7)) : null;
      const by = staff.length ? pick(staff).id : null;
      repairs.push({
        game_id: gameId,
        comment: `${pick(comments)} (${j})`,
        resolved,
        resolved_at: closed,
        resolved_by: resolved ? by : null,
        source: options.random() < 0.3 ? ("visitor" as const) : ("staff" as const),
        created_by: by,
        created_at: opened,
        updated_at: closed ?? opened,
      });
      history.push({
        game_id: gameId,
        from_status: "Operational" as GameStatus,
        to_status: "In Repair" as GameStatus,
        changed_by: by,
        source: "repair" as const,
        changed_at: opened,
      });
      if (closed)
        history.push({
          game_id: gameId,
          from_status: "In Repair" as GameStatus,
          to_status: "Operational" as GameStatus,
          changed_by: by,
          source: "repair" as const,
          changed_at: closed,
        });
      audits.push({
        user_id: by,
        action: "repair_logged",
        entity: "repair",
        entity_id: null,
        details: JSON.stringify({ gameId }),
        ip: "203.0.113.7",
        created_at: opened,
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("repairs").values(repairs).execute();
      for (let k = 0; k < history.length; k += 1000)
        await trx
          .insertInto("game_status_history")
          .values(history.slice(k, k + 1000))
          .execute();
      await trx.insertInto("audit_log").values(audits).execute();
    });
  }
  return { games: gameIds.length, repairs: options.repairs, files };
}
