import type { DB } from "~/utils/db.server";

export type PlayingNow = {
  /** Machines on the floor (location Replay) that are Operational. */
  playing: number;
  /** Machines on the floor, whatever their status. */
  onFloor: number;
};

/**
 * "{N} of {M} machines playing now": one query, shared by the home page, the collection, the
 * stats screen and the lobby board so they never disagree. Games in the Trash are not on the floor.
 */
export async function readPlayingNow(db: DB): Promise<PlayingNow> {
  const row = await db
    .selectFrom("games")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("on_floor"),
      eb.fn
        .sum<number | string | null>(eb.case().when("status", "=", "Operational").then(1).else(0).end())
        .as("playing"),
    ])
    .where("location", "=", "Replay")
    .where("deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  return { playing: Number(row.playing ?? 0), onFloor: Number(row.on_floor) };
}
