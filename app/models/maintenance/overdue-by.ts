/**
 * How long a cycle has been overdue, in words staff read at a glance: minutes under an hour, hours under two
 * days, then whole days ("3 days"). Pure, for the game page's notice and the digest alike.
 */

const MINUTE = 60_000;

export function overdueBy(dueAt: number, now: number) {
  const minutes = Math.max(0, Math.floor((now - dueAt) / MINUTE));
  const [n, unit] =
    minutes < 60
      ? [minutes, "minute"]
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), "hour"]
        : [Math.floor(minutes / 1440), "day"];
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}
