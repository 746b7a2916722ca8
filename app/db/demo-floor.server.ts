import type { GameStatus } from "~/db/schema";
import { DEFAULT_SEVERITY, statusAfterNewRepair } from "~/models/repair/floor";
import type { DB } from "~/utils/db.server";
import { DEMO_REPAIRS, type DemoRepair } from "./demo-data";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A demo machine as inserted: its id, the status the demo gives it now, and when it was added. */
export type DemoMachine = { id: number; status: GameStatus; createdAt: string };

type Step = { at: number; repair: number; kind: "logged" | "parts" | "resolved" };

/**
 * Writes the demo repairs as the repair floor would have written them, so every screen reads one story: a
 * closed repair is Resolved (not an Open badge beside Reopen), a repair waiting for ordered parts is Waiting
 * for parts with its parts on the Parts screen, and each machine's status history records when it was added
 * and each time a repair took it off the floor and brought it back, which is what Repair Stats measures.
 * Machines keep the demo's status: a history that would end elsewhere is an error in the demo data.
 */
export async function seedDemoFloor(trx: DB, machines: Map<string, DemoMachine>, now: Date) {
  const at = (msAgo: number) => now.getTime() - msAgo;
  const iso = (ms: number) => new Date(ms).toISOString();
  const times = DEMO_REPAIRS.map((r) => ({
    created: at(r.days_ago * DAY + 5 * HOUR),
    resolved: r.resolved_days_ago === undefined ? null : at(r.resolved_days_ago * DAY + HOUR),
    ordered: at(r.days_ago * DAY + 4 * HOUR),
  }));

  const ids: number[] = [];
  for (const [i, r] of DEMO_REPAIRS.entries()) {
    const { created, resolved } = times[i];
    const source = r.source ?? "staff";
    const { id } = await trx
      .insertInto("repairs")
      .values({
        game_id: machineOf(machines, r).id,
        comment: r.comment,
        resolved: resolved !== null,
        resolved_at: resolved === null ? null : iso(resolved),
        resolved_by: null,
        status: resolved !== null ? "resolved" : r.parts?.length ? "waiting_for_parts" : "open",
        severity: DEFAULT_SEVERITY,
        // As the floor records it: staff triage what they log; a visitor's report waits for staff until closed.
        triaged_at: source === "staff" ? iso(created) : resolved === null ? null : iso(resolved),
        source,
        reporter_name: r.reporter_name ?? null,
        reporter_email: r.reporter_email ?? null,
        created_by: null,
        created_at: iso(created),
        updated_at: iso(resolved ?? created),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(id);
    await trx
      .insertInto("repair_events")
      .values({
        repair_id: id,
        kind: source === "staff" ? "logged" : "reported",
        detail: JSON.stringify({ severity: DEFAULT_SEVERITY, safety: false }),
        actor: null,
        created_at: iso(created),
      })
      .execute();
    for (const part of r.parts ?? []) {
      const ordered = iso(times[i].ordered);
      await trx
        .insertInto("repair_parts")
        .values({
          repair_id: id,
          name: part.name,
          quantity: 1,
          cost: part.cost,
          status: "ordered",
          requested_at: ordered,
          ordered_at: ordered,
          updated_at: ordered,
        })
        .execute();
    }
    if (resolved !== null)
      await trx
        .insertInto("repair_events")
        .values({
          repair_id: id,
          kind: "closed",
          detail: JSON.stringify({ status: "resolved", backToOperational: true }),
          actor: null,
          created_at: iso(resolved),
        })
        .execute();
  }
  await trx.insertInto("game_status_history").values(statusHistory(machines, times)).execute();
  return ids;
}

function machineOf(machines: Map<string, DemoMachine>, repair: DemoRepair) {
  const machine = machines.get(repair.game);
  if (!machine) throw new Error(`Demo repair refers to unknown game ${repair.game}`);
  return machine;
}

/**
 * Each machine's status history: added as Operational (or, with no repair, as the demo has it), then the floor's
 * rules step by step: an Unplayable repair takes it off the floor, ordered parts make it Awaiting Parts, and
 * resolving its last open repair brings it back.
 */
function statusHistory(
  machines: Map<string, DemoMachine>,
  times: { created: number; resolved: number | null; ordered: number }[],
) {
  const steps = new Map<DemoMachine, Step[]>();
  DEMO_REPAIRS.forEach((r, repair) => {
    const machine = machineOf(machines, r);
    const list = steps.get(machine) ?? [];
    list.push({ at: times[repair].created, repair, kind: "logged" });
    if (r.parts?.length) list.push({ at: times[repair].ordered, repair, kind: "parts" });
    const resolved = times[repair].resolved;
    if (resolved !== null) list.push({ at: resolved, repair, kind: "resolved" });
    steps.set(machine, list);
  });

  return [...machines.entries()].flatMap(([key, machine]) => {
    const list = (steps.get(machine) ?? []).sort((a, b) => a.at - b.at);
    let status: GameStatus = list.length ? "Operational" : machine.status;
    if (list.length && Date.parse(machine.createdAt) >= list[0].at)
      throw new Error(`Demo game ${key} has a repair from before it was added`);
    const rows = [row(machine, null, status, Date.parse(machine.createdAt))];
    const open = new Set<number>();
    for (const step of list) {
      const r = DEMO_REPAIRS[step.repair];
      let to = status;
      if (step.kind === "logged") {
        open.add(step.repair);
        to = statusAfterNewRepair(status, { severity: DEFAULT_SEVERITY, safety: false, source: r.source ?? "staff" });
      } else if (step.kind === "parts") {
        if (status === "In Repair") to = "Awaiting Parts";
      } else {
        open.delete(step.repair);
        if (open.size === 0) to = "Operational";
      }
      if (to !== status) rows.push(row(machine, status, to, step.at));
      status = to;
    }
    if (status !== machine.status)
      throw new Error(`Demo game ${key} is ${machine.status} but its repairs leave it ${status}`);
    return rows;
  });
}

function row(machine: DemoMachine, from: GameStatus | null, to: GameStatus, at: number) {
  return {
    game_id: machine.id,
    from_status: from,
    to_status: to,
    changed_by: null,
    source: from === null ? ("edit" as const) : ("repair" as const),
    changed_at: new Date(at).toISOString(),
  };
}
