import { sql, type SelectQueryBuilder } from "kysely";
import type { Database } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { containsText } from "../shared/text-search.server";
import { SEVERITIES } from "./floor";
import { repairAge, repairTitle, type RepairFilter } from "./repair-dashboard";
import { ENTRY_COLUMNS, toRepairEntry, type RepairEntryRow } from "./repair-entry.server";

/**
 * floor.ts's triageRank in SQL, so the database sorts: safety first, then by severity, an untriaged repair
 * before a triaged one of the same kind. Literals, not parameters: PostgreSQL would read a parameter in a
 * `then` as text, and the index repairs_triage_idx (migration 0019) holds this very expression.
 */
export const triageRank = sql<number>`(case when repairs.safety then 0 else 10 end) + (case repairs.severity ${sql.join(
  SEVERITIES.map((severity, i) => sql`when ${sql.lit(severity)} then ${sql.lit(i * 2)}`),
  sql` `,
)} else 8 end) + (case when repairs.triaged_at is null then 0 else 1 end)`;

/** An open visitor report nobody has triaged (floor.ts's isUntriaged). */
export const untriaged = sql<boolean>`repairs.source = 'visitor' and repairs.triaged_at is null and repairs.resolved = ${false}`;

/**
 * One line of the list: what a staff member scans for (the machine, the report's first line, severity and
 * safety, work status, who has it, how old it is, visitors' 'Same problem' taps). The age is the server's,
 * so the page says the same before and after hydration.
 */
function toDashboardRow(r: RepairEntryRow & { game_name: string; game_slug: string }, now: number) {
  const entry = toRepairEntry(r);
  return {
    id: entry.id,
    title: repairTitle(entry.comment),
    game: { name: r.game_name, slug: r.game_slug },
    resolved: entry.resolved,
    severity: entry.severity,
    safety: entry.safety,
    status: entry.status,
    untriaged: entry.untriaged,
    assignee: entry.assignee,
    confirmations: entry.confirmations,
    loggedAt: entry.loggedAt,
    loggedLabel: entry.loggedLabel,
    age: repairAge(entry.loggedAt, now),
  };
}

export type DashboardRow = ReturnType<typeof toDashboardRow>;

/**
 * The Repair Dashboard's rows and counts, filtered, sorted and counted by the database (it must stay
 * quick with thousands of repairs). Search is case-insensitive over the game's name and the comment.
 * `userId` is the signed-in staff member, for the Mine filter; `now` is what the rows' ages count from.
 */
export async function repairDashboard(
  db: DB,
  filter: RepairFilter,
  { userId = null, now = Date.now() }: { userId?: number | null; now?: number } = {},
) {
  let matching = db
    .selectFrom("repairs")
    .innerJoin("games", "games.id", "repairs.game_id")
    .where("repairs.deleted_at", "is", null)
    .where("games.deleted_at", "is", null);
  if (filter.q) {
    const contains = containsText(filter.q);
    matching = matching.where((eb) => eb.or([contains("games.name"), contains("repairs.comment")]));
  }
  if (filter.status === "open") matching = matching.where("repairs.resolved", "=", false);
  else if (filter.status === "resolved") matching = matching.where("repairs.resolved", "=", true);
  if (filter.severity === "safety") matching = matching.where("repairs.safety", "=", true);
  else if (filter.severity !== "all") matching = matching.where("repairs.severity", "=", filter.severity);
  // Mine without a known user matches nothing rather than everything.
  if (filter.mine) matching = matching.where("repairs.assigned_to", "=", userId ?? -1);
  if (filter.untriaged) matching = matching.where(untriaged);

  // The page's ids first, then their rows: who logged, resolved and took a repair is looked up for the
  // page only, not for every match before the sort (a search matching thousands stays quick).
  const page = sortedBy(matching.select("repairs.id"), filter).limit(filter.limit);
  const [rows, shown, counts] = await Promise.all([
    sortedBy(
      db.selectFrom("repairs").innerJoin("games", "games.id", "repairs.game_id").where("repairs.id", "in", page),
      filter,
    )
      .leftJoin("users as creator", "creator.id", "repairs.created_by")
      .leftJoin("users as resolver", "resolver.id", "repairs.resolved_by")
      .leftJoin("users as assignee", "assignee.id", "repairs.assigned_to")
      .select([...ENTRY_COLUMNS, "games.name as game_name", "games.slug as game_slug"])
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    db
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .select([
        (eb) => eb.fn.countAll<number>().as("total"),
        sql<number>`sum(case when repairs.resolved then 0 else 1 end)`.as("open"),
        sql<number>`sum(case when ${untriaged} then 1 else 0 end)`.as("untriaged"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counts.total);
  const open = Number(counts.open ?? 0);
  return {
    rows: rows.map((r) => toDashboardRow(r, now)),
    matching: Number(shown.n),
    counts: { open, resolved: total - open, total, untriaged: Number(counts.untriaged ?? 0) },
  };
}

/**
 * The dashboard's order, the same for the page's ids and for their rows, and total (the repair's id breaks
 * every tie). The Severity sort's descending order is the exact reverse of its ascending one (least urgent,
 * then oldest), so one index serves both.
 */
function sortedBy<O>(query: SelectQueryBuilder<Database, "repairs" | "games", O>, filter: RepairFilter) {
  const { dir } = filter;
  const reverse = dir === "asc" ? "desc" : "asc";
  switch (filter.sort) {
    case "game":
      return query
        .orderBy(sql`lower(games.name)`, dir)
        .orderBy("repairs.created_at", "desc")
        .orderBy("repairs.id", "desc");
    case "severity":
      return query.orderBy(triageRank, dir).orderBy("repairs.created_at", reverse).orderBy("repairs.id", reverse);
    default:
      return query.orderBy("repairs.created_at", dir).orderBy("repairs.id", dir);
  }
}
