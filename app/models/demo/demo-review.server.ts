import { sql } from "kysely";
import type { DemoSeededKind } from "~/db/demo-seeded-table";
import type { DB } from "~/utils/db.server";
import { DEMO_KINDS, noCounts, type DemoKind, type DemoReview } from "./demo-content";

/** The Activity log's name (audit_log.entity) for each kind of row the demo seeds. */
const AUDIT_ENTITY: Record<DemoKind, string> = {
  games: "game",
  events: "event",
  faqs: "faq",
  products: "product",
  gift_cards: "gift_card",
  announcements: "announcement",
  hero_slides: "hero_slide",
};

/** Whether `demo_seeded` lists the row `id` of `kind`: a correlated subquery for the queries below. */
const seeded = (db: DB, kind: DemoSeededKind, id: string) =>
  db
    .selectFrom("demo_seeded")
    .select("demo_seeded.row_id")
    .where("demo_seeded.kind", "=", kind)
    .where(sql<boolean>`demo_seeded.row_id = ${sql.ref(id)}`);

const gameIds = (rows: { game_id: number }[]) => rows.map((r) => Number(r.game_id));

/**
 * The seeded games staff added to or changed (demo-content.ts says what counts): a query per table that may
 * hold something about a game, each answering the game ids it finds.
 */
async function changedGames(db: DB): Promise<Set<number>> {
  const seededGames = db.selectFrom("demo_seeded").select("row_id").where("kind", "=", "games");
  // A table's rows are listed under the table's own name.
  const ofRepairs = (table: "repair_entries" | "repair_parts" | "repair_events") =>
    db
      .selectFrom(table as "repair_entries")
      .innerJoin("repairs", "repairs.id", `${table as "repair_entries"}.repair_id`)
      .select("repairs.game_id")
      .where("repairs.game_id", "in", seededGames)
      .where((eb) => eb.not(eb.exists(seeded(db, table, `${table}.id`))))
      .distinct()
      .execute();
  const unlisted = (table: "repairs" | "game_status_history" | "game_verifications") =>
    db
      .selectFrom(table as "repairs")
      .select("game_id")
      .where("game_id", "in", seededGames)
      .where((eb) => eb.not(eb.exists(seeded(db, table, `${table}.id`))))
      .distinct()
      .execute();
  const any = (table: "buyer_inquiries" | "fix_watchers" | "game_slugs") =>
    db
      .selectFrom(table as "buyer_inquiries")
      .select("game_id")
      .where("game_id", "in", seededGames)
      .distinct()
      .execute();
  const found = await Promise.all([
    unlisted("repairs"),
    unlisted("game_status_history"),
    unlisted("game_verifications"),
    ofRepairs("repair_entries"),
    ofRepairs("repair_parts"),
    ofRepairs("repair_events"),
    any("buyer_inquiries"),
    any("fix_watchers"),
    any("game_slugs"),
    db
      .selectFrom("audit_log")
      .innerJoin("repairs", (join) => join.on(sql`cast(repairs.id as text)`, "=", sql.ref("audit_log.entity_id")))
      .select("repairs.game_id")
      .where("audit_log.entity", "=", "repair")
      .where("repairs.game_id", "in", seededGames)
      .distinct()
      .execute(),
  ]);
  return new Set(found.flatMap(gameIds));
}

/** The seeded rows an Activity row names, by kind. */
async function auditedRows(db: DB) {
  const rows = await db
    .selectFrom("audit_log")
    .innerJoin("demo_seeded", (join) =>
      join.on(sql`cast(demo_seeded.row_id as text)`, "=", sql.ref("audit_log.entity_id")),
    )
    .select(["audit_log.entity", "demo_seeded.kind", "demo_seeded.row_id"])
    .where("demo_seeded.kind", "in", DEMO_KINDS)
    .where("audit_log.entity", "in", Object.values(AUDIT_ENTITY))
    .distinct()
    .execute();
  return new Set(
    rows.filter((r) => AUDIT_ENTITY[r.kind as DemoKind] === r.entity).map((r) => `${r.kind}:${Number(r.row_id)}`),
  );
}

export type DemoPlan = DemoReview & { ids: Record<DemoKind, number[]> };

/**
 * What "Remove the demo content" would remove now, with the ids, and what it keeps. With nothing listed in
 * `demo_seeded` (a museum that never had the demo, or has removed it), one query.
 */
export async function planDemoRemoval(db: DB): Promise<DemoPlan> {
  const plan: DemoPlan = {
    remove: noCounts(),
    keep: noCounts(),
    ids: Object.fromEntries(DEMO_KINDS.map((kind) => [kind, []])) as unknown as Record<DemoKind, number[]>,
  };
  if (!(await db.selectFrom("demo_seeded").select("kind").limit(1).executeTakeFirst())) return plan;
  // Only seeded rows that are still there: one staff deleted is neither removed nor kept.
  const [existing, games, audited] = await Promise.all([
    Promise.all(
      DEMO_KINDS.map((kind) =>
        db
          .selectFrom(kind as "events")
          .select("id")
          .where("id", "in", db.selectFrom("demo_seeded").select("row_id").where("kind", "=", kind))
          .orderBy("id")
          .execute(),
      ),
    ),
    changedGames(db),
    auditedRows(db),
  ]);
  DEMO_KINDS.forEach((kind, i) => {
    for (const row of existing[i]) {
      const id = Number(row.id);
      if (audited.has(`${kind}:${id}`) || (kind === "games" && games.has(id))) plan.keep[kind]++;
      else {
        plan.remove[kind]++;
        plan.ids[kind].push(id);
      }
    }
  });
  return plan;
}
