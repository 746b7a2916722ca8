/**
 * The speed targets of the figures `npm run bench` prints (and the README's Lighthouse budget), so each
 * figure is printed beside its target. The bench measures and says; only errors change its exit code.
 */

export const P99_LIMIT_MS = 500;
export const MIN_CACHE_TO_STATIC = 0.8;
export const MIN_LIGHTHOUSE_SCORE = 95;
/** What each public page aims at in Lighthouse's mobile defaults: straight from the server, and behind nginx. */
export const AIM_DIRECT_SCORE = 98;
export const AIM_PROXIED_SCORE = 100;

export const met = (ok: boolean) => (ok ? "met" : "NOT met");

/** The load run's line against its targets: no errors, p99 under the limit; pages per second has no target. */
export function loadVerdict({
  errors,
  non2xx,
  p99,
  perSecond,
}: {
  errors: number;
  non2xx: number;
  p99: number;
  perSecond: number;
}) {
  const failures = errors + non2xx;
  return (
    `targets: errors and non-2xx ${failures} (0 asked: ${met(failures === 0)}), ` +
    `p99 ${p99} ms (under ${P99_LIMIT_MS} ms asked: ${met(p99 < P99_LIMIT_MS)}), ${perSecond.toFixed(1)} pages/s`
  );
}
