/** The arithmetic of `npm run bench`'s figures, apart from the runs that produce them. */

/** The middle value (the mean of the two middle ones for an even count); undefined for no values. */
export function median(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `part / whole`, or undefined when the whole is zero: a server that answered nothing has no ratio. */
export function ratio(part: number, whole: number): number | undefined {
  return whole > 0 ? part / whole : undefined;
}
