import { sql, type RawBuilder } from "kysely";
import type { DB } from "~/utils/db.server";
import type { Played } from "./due";

/**
 * The plays of many cycles at once, by lookups on each reading's running total (`plays_total`, kept by
 * `appendReading`): the plays since a cycle began are the newest reading's total less the total at its start, and
 * its due point is the first reading whose total reaches the start's plus the interval. The counter at the start is
 * the last reading at or before it (whose total a done keeps as `plays_total_at_done`), or else the first after it.
 */

/** `startTotal`: the total a done kept, when it kept one; otherwise it is looked up. */
export type CountedCycle = { gameId: number; start: string; startTotal: number | null; every: number };

/** Rows per statement: well inside both databases' limits on bound values. */
const CHUNK = 1_000;

type Cell = { value: number | string; type: "integer" | "bigint" | "text" };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A cell as SQL text: only whole numbers and instants the server formatted itself ever get here, checked again. */
function literal({ value, type }: Cell) {
  if (type === "text" && typeof value === "string" && INSTANT.test(value)) return `'${value}'`;
  if (type !== "text" && Number.isSafeInteger(value)) return String(value);
  throw new Error(`Not a ${type} the due list made: ${String(value)}`);
}

/**
 * Rows of the server's own numbers and instants as a table (columns column1, column2, ...), written out as SQL
 * text: a thousand rows of bound values cost more to build and bind than the lookups they feed. The first row's
 * casts type every row's column for PostgreSQL.
 */
function valuesTable(rows: Cell[][]): RawBuilder<unknown> {
  const first = `(${rows[0].map((c) => `cast(${literal(c)} as ${c.type})`).join(", ")})`;
  const rest = rows.slice(1).map((cells) => `(${cells.map(literal).join(", ")})`);
  return sql.raw(`(values ${[first, ...rest].join(", ")})`);
}

/** An instant as the database keeps them, whatever form it was read in. */
const instant = (at: string | number) => new Date(typeof at === "number" ? at : Date.parse(at)).toISOString();

async function inChunks<T, R>(items: T[], read: (chunk: T[], offset: number) => Promise<R[]>) {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += CHUNK)
    out.push(...(await read(items.slice(start, start + CHUNK), start)));
  return out;
}

const int = (value: number): Cell => ({ value, type: "integer" });

/** Each cycle's total at its start: the last reading at or before it, else the first after it up to now. */
async function totalsAtStart(db: DB, cycles: CountedCycle[], upTo: string) {
  return inChunks(cycles, async (chunk) => {
    const f = valuesTable(chunk.map((c) => [int(c.gameId), { value: instant(c.start), type: "text" }]));
    const { rows } = await sql<{ total: number | null }>`
      select coalesce(
        (select p.plays_total from play_readings p
          where p.game_id = f.column1 and p.read_at <= f.column2 order by p.read_at desc, p.id desc limit 1),
        (select p.plays_total from play_readings p
          where p.game_id = f.column1 and p.read_at > f.column2 and p.read_at <= ${upTo}
          order by p.read_at, p.id limit 1)
      ) as total
      from ${f} as f`.execute(db);
    return rows.map((r) => (r.total === null ? null : Number(r.total)));
  });
}

/** Each machine's newest total up to now. */
async function totalsNow(db: DB, gameIds: number[], upTo: string) {
  const totals = await inChunks(gameIds, async (chunk) => {
    const f = valuesTable(chunk.map((id) => [int(id)]));
    const { rows } = await sql<{ total: number | null }>`
      select (select p.plays_total from play_readings p
          where p.game_id = f.column1 and p.read_at <= ${upTo} order by p.read_at desc, p.id desc limit 1) as total
      from ${f} as f`.execute(db);
    return rows.map((r) => Number(r.total ?? 0));
  });
  return new Map(gameIds.map((id, i) => [id, totals[i]]));
}

/** When each machine's total first reached a figure, up to now: totals never fall, so it is the lowest one past it. */
async function reachedAt(db: DB, wanted: { gameId: number; total: number }[], upTo: string) {
  return inChunks(wanted, async (chunk) => {
    const f = valuesTable(chunk.map((w) => [int(w.gameId), { value: w.total, type: "bigint" }]));
    const { rows } = await sql<{ read_at: string | null }>`
      select (select p.read_at from play_readings p
          where p.game_id = f.column1 and p.plays_total >= f.column2 and p.read_at <= ${upTo}
          order by p.plays_total, p.read_at, p.id limit 1) as read_at
      from ${f} as f`.execute(db);
    return rows.map((r) => (r.read_at === null ? null : Date.parse(r.read_at)));
  });
}

/** The plays since each cycle began and when they reached its interval, in the order given. */
export async function countPlays(db: DB, cycles: CountedCycle[], now: number): Promise<Played[]> {
  if (!cycles.length) return [];
  const upTo = instant(now);
  const unknown = cycles.filter((c) => c.startTotal === null);
  const [looked, latest] = await Promise.all([
    unknown.length ? totalsAtStart(db, unknown, upTo) : [],
    totalsNow(db, [...new Set(cycles.map((c) => c.gameId))], upTo),
  ]);
  let k = 0;
  const atStart = cycles.map((c) => c.startTotal ?? looked[k++]);
  const played = cycles.map((c, i) => {
    const from = atStart[i];
    return { plays: from === null ? 0 : latest.get(c.gameId)! - from, from };
  });
  const reached = played.flatMap((p, i) =>
    p.from !== null && p.plays >= cycles[i].every
      ? [{ i, gameId: cycles[i].gameId, total: p.from + cycles[i].every }]
      : [],
  );
  const dueAts = await reachedAt(db, reached, upTo);
  const dueAt = new Map(reached.map((r, k) => [r.i, dueAts[k]]));
  return played.map((p, i) => ({ plays: p.plays, dueAt: dueAt.get(i) ?? null }));
}
