import type { DB } from "~/utils/db.server";
import type { DemoSeededKind } from "~/db/demo-seeded-table";

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters for the widest demo table. */
export const BATCH = 400;

/** Runs `insert` over `rows` in batches, one statement each, and answers what the batches returned, in order. */
export async function inBatches<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += BATCH)
    out.push(...(await insert(rows.slice(start, start + BATCH))));
  return out;
}

/** The ids the seed wrote, by kind, written to `demo_seeded` once the seed's rows are in. */
export class SeededRows {
  private readonly rows: { kind: DemoSeededKind; row_id: number }[] = [];

  add(kind: DemoSeededKind, ids: readonly number[]) {
    for (const id of ids) this.rows.push({ kind, row_id: Number(id) });
  }

  get size() {
    return this.rows.length;
  }

  async write(trx: DB) {
    await inBatches(this.rows, async (batch) => {
      await trx.insertInto("demo_seeded").values(batch).execute();
      return [];
    });
  }
}
