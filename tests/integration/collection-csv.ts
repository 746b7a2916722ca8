import { afterAll, beforeAll, vi } from "vitest";
import type { ImportAnswer } from "~/models/collection-csv/collection-csv";
import { readSheet } from "~/models/collection-csv/csv-file.server";
import { createGame } from "~/models/game/game-admin.server";
import { EMPTY_GAME_VALUES, gameFormSchema, type GameFormValues } from "~/models/game/game.schema";
import { action } from "~/routes/admin.collection";
import type { DB } from "~/utils/db.server";
import type { signedIn } from "./actions";

/** What the collection CSV's suites share: a pinned clock, files as spreadsheets write them, what an import could write. */

export const YEAR = 2026;

export function pinClock() {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-15T16:00:00Z"));
  });
  afterAll(() => vi.useRealTimers());
}

export const input = (values: Partial<GameFormValues>) =>
  gameFormSchema(YEAR).parse({ ...EMPTY_GAME_VALUES, ...values });

/** A game saved by the game form's own write, its id. */
export async function created(db: DB, actor: Awaited<ReturnType<typeof signedIn>>, values: Partial<GameFormValues>) {
  const result = await createGame(db, input(values), actor);
  if (!result.ok) throw new Error(result.code);
  return result.id;
}

/** A CSV file's text as a spreadsheet writes it: cells quoted only when they must be. */
const quote = (cell: string | number) =>
  /[",\r\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell);
export const csvFile = (rows: (string | number)[][]) => `${rows.map((r) => r.map(quote).join(",")).join("\r\n")}\r\n`;
export const utf8 = (text: string) => new TextEncoder().encode(text);

export const sheetOf = (bytes: Uint8Array) => {
  const read = readSheet(bytes);
  if (!read.ok) throw new Error(read.error);
  return read.sheet;
};

/** Everything an import could write: every game row, status change, former slug and audit row. */
export async function snapshot(db: DB) {
  const [games, history, slugs, audits] = await Promise.all([
    db.selectFrom("games").selectAll().orderBy("id").execute(),
    db.selectFrom("game_status_history").select(["id"]).execute(),
    db.selectFrom("game_slugs").select(["slug"]).execute(),
    db.selectFrom("audit_log").select(["id"]).where("action", "=", "collection_imported").execute(),
  ]);
  return JSON.stringify({ games, history: history.length, slugs: slugs.length, audits: audits.length });
}

/** The import screen's action, given a file as the browser posts it. */
export async function postFile(
  cookie: string,
  fields: Record<string, string>,
  bytes: Uint8Array,
  name = "collection.csv",
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("file", new File([new Uint8Array(bytes)], name, { type: "text/csv" }));
  const request = new Request("http://localhost/admin/collection", { method: "POST", headers: { cookie }, body: form });
  const result = (await action({ request, params: {}, context: { ip: "203.0.113.8", cspNonce: "" } } as never)) as {
    data: ImportAnswer;
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}
