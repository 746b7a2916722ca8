import type { DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { removeUnusedImages } from "../game/game-admin.server";
import { parseList } from "../game/game.server";
import { DEMO_KINDS, totalOf, type DemoReview } from "./demo-content";
import { planDemoRemoval } from "./demo-review.server";

/** Whether the Admin Dashboard offers "Remove the demo content": something seeded is left that it would remove. */
export async function demoContentLeft(db: DB) {
  return totalOf((await planDemoRemoval(db)).remove) > 0;
}

export async function reviewDemoContent(db: DB): Promise<DemoReview> {
  const { remove, keep } = await planDemoRemoval(db);
  return { remove, keep };
}

/**
 * Removes what the demo seeded and no one changed (demo-content.ts), in one transaction: the games with their
 * repairs, work entries, parts, steps, status history and checks (the database's cascades), the events, FAQs,
 * products, gift cards, announcements and hero slides. Every row left becomes the museum's own: `demo_seeded` is emptied,
 * so nothing is offered again. The Activity log records who and the counts; the photos no row names any more
 * leave the file store after the commit. Answers what was removed and kept, or null when nothing was left.
 */
export async function removeDemoContent(db: DB, actor: Actor): Promise<DemoReview | null> {
  const done = await db.transaction().execute(async (trx) => {
    const plan = await planDemoRemoval(trx);
    if (totalOf(plan.remove) === 0) return null;
    const { games, products } = plan.ids;
    const [gameImages, productImages] = await Promise.all([
      games.length
        ? trx
            .selectFrom("games")
            .select(["image_url", "thumbnail_url", "all_images"])
            .where("id", "in", games)
            .execute()
        : [],
      products.length ? trx.selectFrom("products").select("image_url").where("id", "in", products).execute() : [],
    ]);
    for (const kind of DEMO_KINDS)
      if (plan.ids[kind].length) await trx.deleteFrom(kind).where("id", "in", plan.ids[kind]).execute();
    await trx.deleteFrom("demo_seeded").execute();
    const review = { remove: plan.remove, keep: plan.keep };
    await audit(trx, {
      action: "demo_content_removed",
      userId: actor.id,
      details: { removed: review.remove, kept: review.keep },
      ip: actor.ip,
    });
    const images = [
      ...gameImages.flatMap((g) => [g.image_url, g.thumbnail_url, ...parseList(g.all_images)]),
      ...productImages.map((p) => p.image_url),
    ].filter((url): url is string => Boolean(url));
    return { review, images: [...new Set(images)] };
  });
  if (!done) return null;
  await removeUnusedImages(db, done.images);
  return done.review;
}
