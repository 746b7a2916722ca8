/**
 * A small seeded pseudo-random generator (mulberry32) for the demo's year of history: the same seed gives the
 * same history on every machine and every start, which Math.random could not.
 */
export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** One of `items`, each as likely as its weight. */
  weighted: <T>(items: readonly (readonly [T, number])[]) => T;
  /** A log-normal draw: `median` half the time or less, `spread` its sigma. */
  logNormal: (median: number, spread: number) => number;
  /** An exponential draw with the given mean: the waits between events that come at random. */
  exponential: (mean: number) => number;
};

/** A 32-bit hash of a text (FNV-1a), so each machine's history has a seed of its own. */
export function hashText(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    chance: (p) => next() < p,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let at = next() * total;
      for (const [item, weight] of items) {
        at -= weight;
        if (at < 0) return item;
      }
      return items[items.length - 1][0];
    },
    logNormal: (median, spread) => {
      // Box-Muller: a standard normal draw from two uniform ones.
      const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      return median * Math.exp(spread * normal);
    },
    exponential: (mean) => -mean * Math.log(1 - next()),
  };
  return random;
}
