import os from "node:os";
import { format } from "date-fns";
import { museumClock } from "~/models/hours/museum-clock";
import { gameSlug, uniqueSlug } from "~/models/game/slug";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { getFileStore } from "~/utils/file-store.server";
import { imageStored, removeImage, type StoredImage } from "~/utils/storage.server";
import { formatTime12 } from "~/utils/time";
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_BUSINESS_HOURS,
  DEMO_EVENTS,
  DEMO_FAQS,
  DEMO_GAMES,
  DEMO_GIFT_CARDS,
  DEMO_PAST_EVENT,
  DEMO_PRODUCTS,
  type DemoEvent,
} from "./data";
import { inPool, storeMachineImage, storeProductImage } from "./art/store.server";
import { seedDemoFloor } from "./floor.server";
import { seedDemoMaintenance } from "./maintenance.server";
import { insertDemoHeroSlides } from "./hero.server";
import { lastChanges, planDemoFloor } from "./content/floor-plan";
import { DAY, fromDayNumber, museumCalendar, toDayNumber, weekdayOf } from "./content/museum-time";
import { SeededRows } from "./content/seeded.server";
import type { NewGame } from "~/db/schema";

/** Fourth Thursday of November. */
function thanksgiving(year: number) {
  const first = toDayNumber(`${year}-11-01`);
  return first + ((4 - weekdayOf(first) + 7) % 7) + 21;
}

/** Next Thanksgiving and Christmas from `today`, for the special-hours list. */
function upcomingHolidays(today: number) {
  const year = Number(fromDayNumber(today).slice(0, 4));
  const tg = thanksgiving(year) >= today ? thanksgiving(year) : thanksgiving(year + 1);
  const xmasYear = toDayNumber(`${year}-12-25`) >= today ? year : year + 1;
  return [
    { date: fromDayNumber(tg), open_time: null, close_time: null, is_closed: true, reason: "Closed for Thanksgiving" },
    {
      date: `${xmasYear}-12-24`,
      open_time: "11:00",
      close_time: "17:00",
      is_closed: false,
      reason: "Christmas Eve: closing early at 5pm",
    },
    {
      date: `${xmasYear}-12-25`,
      open_time: null,
      close_time: null,
      is_closed: true,
      reason: "Closed for Christmas Day",
    },
  ];
}

/** First `weekday` at least two days ahead, plus `weeks`, skipping days the museum is closed. */
function eventDay(today: number, e: DemoEvent, closed: Set<string>) {
  const start = today + 2;
  let day = start + ((e.weekday - weekdayOf(start) + 7) % 7) + 7 * e.weeks;
  while (closed.has(fromDayNumber(day))) day += 7;
  return fromDayNumber(day);
}

/** True when the database already holds content (a re-seed must never follow deleting every game). */
async function hasContent(db: DB) {
  const [game, hours, faq] = await Promise.all([
    db.selectFrom("games").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("business_hours").select("day_of_week").limit(1).executeTakeFirst(),
    db.selectFrom("faqs").select("id").limit(1).executeTakeFirst(),
  ]);
  return Boolean(game || hours || faq);
}

/**
 * Reads every file of the images just written back from the uploads store. Servers sharing the store serve
 * the demo pages the moment the seed's rows commit, so the rows are written only once every file they name
 * is there; a store that acknowledged a write it does not hold stops the first start instead.
 */
async function expectAllStored(images: StoredImage[]) {
  const found = await inPool(
    images.map((image) => () => imageStored(image.imageUrl)),
    8,
  );
  const missing = found.filter((ok) => !ok).length;
  if (missing)
    throw new Error(
      `The uploads store (${getFileStore().label}) does not hold ${missing} of the ${images.length} demo photos just written to it: nothing was seeded.`,
    );
}

/**
 * Seeds the demo collection, events, FAQs, hours, shop, hero slides and settings into an
 * empty database. Images are written first (outside the transaction, since
 * they are slow); if the inserts fail, the files are removed again.
 * Returns false, doing nothing, when the database already has content.
 */
export async function seedDemoContentIfEmpty(
  db: DB,
  options: { now?: Date; timeZone?: string } = {},
): Promise<boolean> {
  if (await hasContent(db)) return false;
  const started = Date.now();
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? getConfig().timeZone;
  const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();

  const concurrency = Math.max(2, Math.min(4, os.availableParallelism()));
  const gameJobs = DEMO_GAMES.flatMap((g, gi) =>
    Array.from({ length: g.images }, (_, view) => ({ gi, job: () => storeMachineImage(g.key ?? g.name, g.art, view) })),
  );
  const productJobs = DEMO_PRODUCTS.map((p) => () => storeProductImage(p.name, p.art));
  const stored = await inPool<StoredImage>([...gameJobs.map((j) => j.job), ...productJobs], concurrency);
  const gameImages: StoredImage[][] = DEMO_GAMES.map(() => []);
  gameJobs.forEach((j, i) => gameImages[j.gi].push(stored[i]));
  const productImages = stored.slice(gameJobs.length);
  const imagesDone = Date.now();

  try {
    await expectAllStored(stored);
    const seeded = await db.transaction().execute(async (trx) => {
      if (await hasContent(trx)) return false;

      // Games, with unique slugs (docs/departures.md 6) and "date added" spread over two years, in museum time.
      const marks = new SeededRows();
      const calendar = museumCalendar(timeZone);
      const today = toDayNumber(museumClock(now, timeZone).date);
      const machines = DEMO_GAMES.map((g, i) => ({
        key: g.key ?? g.name,
        type: g.type,
        status: g.status,
        onFloor: g.location === "Replay",
        createdAt: calendar.at(today - g.added_days_ago, 8 * 60 + ((i * 5) % 9) * 20),
      }));
      const floor = planDemoFloor(machines, today, timeZone);
      const lastChange = lastChanges(floor);
      const taken = new Set<string>();
      const rows: NewGame[] = DEMO_GAMES.map((g, i) => {
        const slug = uniqueSlug(gameSlug(g.name, g.location), taken);
        taken.add(slug);
        const images = gameImages[i];
        const { key, createdAt } = machines[i];
        return {
          slug,
          name: g.name,
          type: g.type,
          type_other: g.type_other ?? null,
          location: g.location,
          location_other: null,
          status: g.status,
          condition_notes: g.condition_notes ?? null,
          image_url: images[0]?.imageUrl ?? null,
          thumbnail_url: images[0]?.thumbnailUrl ?? null,
          all_images: JSON.stringify(images.map((im) => im.imageUrl)),
          for_sale: g.for_sale ?? false,
          asking_price: g.asking_price ?? null,
          sale_condition_notes: g.sale_condition_notes ?? null,
          missing_parts: JSON.stringify(g.missing_parts ?? []),
          sale_notes: g.sale_notes ?? null,
          year_made: g.year_made,
          high_score: g.high_score ?? null,
          created_at: new Date(createdAt).toISOString(),
          updated_at: new Date(lastChange.get(key) ?? createdAt).toISOString(),
        };
      });
      const inserted = await trx.insertInto("games").values(rows).returning(["id", "slug"]).execute();
      const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
      marks.add(
        "games",
        inserted.map((r) => r.id),
      );
      await seedDemoFloor(trx, floor, new Map(machines.map((m, i) => [m.key, idBySlug.get(rows[i].slug)!])), marks);
      await seedDemoMaintenance(trx, now);

      // Hours, special days and events, in museum time.
      const special = upcomingHolidays(today);
      const closed = new Set(special.filter((d) => d.is_closed).map((d) => d.date));
      await trx.insertInto("business_hours").values(DEMO_BUSINESS_HOURS).execute();
      await trx.insertInto("special_hours").values(special).execute();

      const stamp = iso(10 * DAY);
      const events = DEMO_EVENTS.map((e) => ({
        title: e.title,
        description: e.description,
        date: eventDay(today, e, closed),
        time: e.time,
        type: e.type,
        registration_fee: e.registration_fee,
        admission_fee: e.admission_fee,
        created_at: stamp,
        updated_at: stamp,
      }));
      const { days_ago, ...past } = DEMO_PAST_EVENT;
      const eventRows = await trx
        .insertInto("events")
        .values([
          ...events,
          { ...past, date: fromDayNumber(today - days_ago), created_at: iso(60 * DAY), updated_at: iso(60 * DAY) },
        ])
        .returning("id")
        .execute();

      const faqRows = await trx
        .insertInto("faqs")
        .values(DEMO_FAQS.map((f, i) => ({ ...f, order_number: i + 1 })))
        .returning("id")
        .execute();

      const productRows = await trx
        .insertInto("products")
        .values(
          DEMO_PRODUCTS.map((p, i) => ({
            name: p.name,
            category: p.category,
            price: p.price,
            description: p.description,
            in_stock: p.in_stock,
            image_url: productImages[i].imageUrl,
          })),
        )
        .returning("id")
        .execute();
      const giftCardRows = await trx.insertInto("gift_cards").values(DEMO_GIFT_CARDS).returning("id").execute();

      // The current announcement points at the next monthly tournament.
      const tournament = events.find((e) => e.type === "tournament" && e.title.startsWith("Monthly")) ?? events[0];
      const [ty, tm, td] = tournament.date.split("-").map(Number);
      const when = format(new Date(ty, tm - 1, td), "EEEE, MMMM d");
      const announcementRows = await trx
        .insertInto("announcements")
        .values(
          DEMO_ANNOUNCEMENTS.map((a) => ({
            message: a.message.replace("{date}", when).replace("{time}", formatTime12(tournament.time)),
            type: a.type,
            start_date: iso(-a.start_days * DAY),
            end_date: iso(-a.end_days * DAY),
            is_active: a.is_active,
            created_at: iso(Math.max(1, -a.start_days + 1) * DAY),
          })),
        )
        .returning("id")
        .execute();

      for (const [kind, written] of [
        ["events", eventRows],
        ["faqs", faqRows],
        ["products", productRows],
        ["gift_cards", giftCardRows],
        ["announcements", announcementRows],
      ] as const)
        marks.add(
          kind,
          written.map((r) => r.id),
        );
      marks.add("hero_slides", await insertDemoHeroSlides(trx, stamp));
      await marks.write(trx);

      await trx
        .insertInto("chatbot_settings")
        .values({ enabled: true, agent_id: null, updated_at: iso(0) })
        .execute();
      return true;
    });
    if (!seeded) {
      await Promise.all(stored.map((im) => removeImage(im.imageUrl)));
      return false;
    }
  } catch (error) {
    await Promise.all(stored.map((im) => removeImage(im.imageUrl)));
    throw error;
  }

  logger.info(
    { games: DEMO_GAMES.length, images: stored.length, imagesMs: imagesDone - started, totalMs: Date.now() - started },
    "demo content seeded",
  );
  return true;
}
