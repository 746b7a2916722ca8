import { sql } from "kysely";

/**
 * The back office's search boxes: does a column contain the typed text, in any case, on SQLite and
 * PostgreSQL alike (PostgreSQL's LIKE minds case, so both sides are lowered), with % and _ taken literally.
 */
export function containsText(q: string) {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
