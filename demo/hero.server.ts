import { HERO_ACTION_LABELS } from "~/models/hero/hero-slide-activity";
import type { DB } from "~/utils/db.server";
import { DEMO_HERO_SLIDES } from "./content/hero-slides";

/** Writes the demo's four slides in their order and answers their ids, for `demo_seeded`. */
export async function insertDemoHeroSlides(trx: DB, stamp: string): Promise<number[]> {
  const rows = await trx
    .insertInto("hero_slides")
    .values(DEMO_HERO_SLIDES.map((slide, i) => ({ ...slide, position: i + 1, updated_at: stamp })))
    .returning("id")
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * A demo museum seeded before the slides were data showed the demo's four from code: its first start after the
 * upgrade writes them, as demo content, so its home page keeps them. Only while the demo is still there and no
 * slide was ever written or touched; a museum without the demo (or that removed it) is left with none.
 */
export async function startDemoHeroSlides(db: DB, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const [demo, slide, touched] = await Promise.all([
      trx.selectFrom("demo_seeded").select("kind").limit(1).executeTakeFirst(),
      trx.selectFrom("hero_slides").select("id").limit(1).executeTakeFirst(),
      trx
        .selectFrom("audit_log")
        .select("id")
        .where("action", "in", Object.keys(HERO_ACTION_LABELS))
        .limit(1)
        .executeTakeFirst(),
    ]);
    if (!demo || slide || touched) return false;
    const ids = await insertDemoHeroSlides(trx, now.toISOString());
    await trx
      .insertInto("demo_seeded")
      .values(ids.map((row_id) => ({ kind: "hero_slides" as const, row_id })))
      .execute();
    return true;
  });
}
