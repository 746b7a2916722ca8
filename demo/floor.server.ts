import type { DB } from "~/utils/db.server";
import { lastStep, type DemoFloorPlan } from "./content/floor-plan";
import { inBatches, type SeededRows } from "./content/seeded.server";

const iso = (ms: number) => new Date(ms).toISOString();

/** Maps each planned row to the id the database gave it, by a key its returned columns make. */
function idsByKey<R extends { id: number }>(returned: R[], keyOf: (row: R) => string, expected: number) {
  const ids = new Map(returned.map((row) => [keyOf(row), Number(row.id)]));
  if (ids.size !== expected) throw new Error(`The demo seed planned ${expected} rows but told ${ids.size} apart`);
  return ids;
}

/**
 * Writes the demo's repair floor (demo/floor-plan.ts) as the floor itself would have: repairs with their steps,
 * work entries, parts, each machine's status history and verified-working checks, so every screen (Repair Stats,
 * the timelines, the boards, Games For Sale's service record, the FAQ's measured repair time) reads one story.
 * A few statements per table whatever the size of the year, and every id written is listed in `seeded`.
 */
export async function seedDemoFloor(
  trx: DB,
  { repairs, history, checks }: DemoFloorPlan,
  gameId: Map<string, number>,
  seeded: SeededRows,
) {
  const game = (key: string) => gameId.get(key)!;

  const repairRows = repairs.map((r) => ({
    game_id: game(r.game),
    comment: r.comment,
    resolved: r.closed !== null,
    resolved_at: r.closed === null ? null : iso(r.closed),
    resolved_by: null,
    status: r.status,
    severity: r.severity,
    safety: r.safety,
    visitor_playable: r.visitorPlayable,
    triaged_at: r.triaged === null ? null : iso(r.triaged),
    source: r.source,
    reporter_name: r.reporter?.name ?? null,
    reporter_email: r.reporter?.email ?? null,
    created_by: null,
    created_at: iso(r.created),
    updated_at: iso(lastStep(r)),
    confirmations: r.confirmations,
    expected_back: r.expectedBack,
    status_before: r.statusBefore,
  }));
  const repairKey = (row: { game_id: number; created_at: string }) => `${row.game_id}|${row.created_at}`;
  const repairIds = idsByKey(
    await inBatches(repairRows, (batch) =>
      trx.insertInto("repairs").values(batch).returning(["id", "game_id", "created_at"]).execute(),
    ),
    repairKey,
    repairRows.length,
  );
  const repairId = repairRows.map((row) => repairIds.get(repairKey(row))!);
  seeded.add("repairs", repairId);

  const entryRows = repairs.flatMap((r, i) =>
    r.entries.map((e) => ({
      repair_id: repairId[i],
      body: e.body,
      minutes: e.minutes,
      created_by: null,
      created_at: iso(e.at),
    })),
  );
  const entryKey = (row: { repair_id: number; created_at: string; body: string }) =>
    `${row.repair_id}|${row.created_at}|${row.body}`;
  const entryIds = idsByKey(
    await inBatches(entryRows, (batch) =>
      trx.insertInto("repair_entries").values(batch).returning(["id", "repair_id", "created_at", "body"]).execute(),
    ),
    entryKey,
    entryRows.length,
  );
  seeded.add("repair_entries", [...entryIds.values()]);
  const entryId = (i: number, entry: number | null | undefined) => {
    if (entry == null) return null;
    const { at, body } = repairs[i].entries[entry];
    return entryIds.get(entryKey({ repair_id: repairId[i], created_at: iso(at), body }))!;
  };

  const partRows = repairs.flatMap((r, i) =>
    r.parts.map((p) => ({
      repair_id: repairId[i],
      entry_id: entryId(i, p.entry),
      name: p.name,
      quantity: 1,
      cost: p.cost,
      status:
        p.received !== null
          ? ("received" as const)
          : p.ordered !== null
            ? ("ordered" as const)
            : ("requested" as const),
      requested_at: iso(p.requested),
      ordered_at: p.ordered === null ? null : iso(p.ordered),
      received_at: p.received === null ? null : iso(p.received),
      updated_at: iso(p.received ?? p.ordered ?? p.requested),
    })),
  );
  const partKey = (row: { repair_id: number; name: string }) => `${row.repair_id}|${row.name}`;
  const partIds = idsByKey(
    await inBatches(partRows, (batch) =>
      trx.insertInto("repair_parts").values(batch).returning(["id", "repair_id", "name"]).execute(),
    ),
    partKey,
    partRows.length,
  );
  seeded.add("repair_parts", [...partIds.values()]);

  const eventRows = repairs.flatMap((r, i) =>
    r.steps.map((s) => ({
      repair_id: repairId[i],
      kind: s.kind,
      detail: JSON.stringify({
        ...(s.entry === undefined ? {} : { entryId: entryId(i, s.entry) }),
        ...(s.part === undefined ? {} : { partId: partIds.get(`${repairId[i]}|${r.parts[s.part].name}`) }),
        ...s.detail,
      }),
      actor: null,
      created_at: iso(s.at),
    })),
  );
  const events = await inBatches(eventRows, (batch) =>
    trx.insertInto("repair_events").values(batch).returning("id").execute(),
  );
  seeded.add(
    "repair_events",
    events.map((e) => e.id),
  );

  const historyRows = history.map((h) => ({
    game_id: game(h.game),
    from_status: h.from,
    to_status: h.to,
    changed_by: null,
    source: h.source,
    changed_at: iso(h.at),
  }));
  const changes = await inBatches(historyRows, (batch) =>
    trx.insertInto("game_status_history").values(batch).returning("id").execute(),
  );
  seeded.add(
    "game_status_history",
    changes.map((c) => c.id),
  );

  const checkRows = checks.map((c) => ({
    game_id: game(c.game),
    verified_on: c.verifiedOn,
    verified_by: null,
    created_at: iso(c.at),
  }));
  const verified = await inBatches(checkRows, (batch) =>
    trx.insertInto("game_verifications").values(batch).returning("id").execute(),
  );
  seeded.add(
    "game_verifications",
    verified.map((v) => v.id),
  );
}
