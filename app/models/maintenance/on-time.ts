/**
 * The maintenance on-time rate over a period (docs/product.md#repair-stats): of the cycles whose due point falls in
 * the period, the share done by it. A cycle done is counted by the due point it had when done (on time unless
 * late); a cycle still open whose due point passed in the period was not done in time. Pure, with a hand-worked test.
 */

export const ON_TIME_DEFINITION =
  "The on-time rate is the share of maintenance tasks that fell due in the period (a task on one machine, by its days, opening hours or plays) that were done by their due point; a task that fell due and is still not done counts as late.";

export type DoneCycle = { gameId: number; dueAt: number; late: boolean };
export type OpenCycle = { gameId: number; dueAt: number | null };
/** A cycle that fell due in the period, and whether it was done by its due point. */
export type DueCycle = { gameId: number; onTime: boolean };
export type OnTime = { due: number; onTime: number; rate: number | null };

/** The cycles due in [from, to): `to` is no later than now, so every open one counted is past its due point. */
export function cyclesDueIn(done: DoneCycle[], open: OpenCycle[], period: { from: number; to: number }): DueCycle[] {
  const inPeriod = (at: number | null): at is number => at !== null && at >= period.from && at < period.to;
  return [
    ...done.filter((d) => inPeriod(d.dueAt)).map((d) => ({ gameId: d.gameId, onTime: !d.late })),
    ...open.filter((o) => inPeriod(o.dueAt)).map((o) => ({ gameId: o.gameId, onTime: false })),
  ];
}

/** Done on time out of due; no rate when nothing fell due. */
export function onTimeRate(cycles: DueCycle[]): OnTime {
  const onTime = cycles.filter((c) => c.onTime).length;
  return { due: cycles.length, onTime, rate: cycles.length ? onTime / cycles.length : null };
}

/** The same, machine by machine. */
export function onTimeByMachine(cycles: DueCycle[]) {
  const byGame = new Map<number, DueCycle[]>();
  for (const cycle of cycles) byGame.set(cycle.gameId, [...(byGame.get(cycle.gameId) ?? []), cycle]);
  return new Map([...byGame].map(([gameId, own]) => [gameId, onTimeRate(own)]));
}
