const ID_RE = /^[1-9][0-9]{0,9}$/;

/**
 * A row id as a URL carries it: a positive decimal integer of at most ten digits, no sign, no leading zero,
 * so `/edit/012` or `/game/1e3` never reach the database as a number. Null for anything else.
 */
export function parseId(raw: string | null | undefined): number | null {
  return raw && ID_RE.test(raw) ? Number(raw) : null;
}
