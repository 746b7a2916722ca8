import { sql } from "kysely";
import type { DB } from "~/utils/db.server";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { repairLoggedBy } from "../repair/repair-entry";
import type { EntryPhoto } from "../repair/work-entries.server";
import { formatPrice } from "./game";
import type { GameTimeline, TimelineItem, TimelineKind } from "./game-timeline";
import { describeStep } from "./timeline-steps.server";
import { DONE_LATE } from "../maintenance/done";
import { staffName } from "~/models/account/staff-name";

/**
 * The game page's timeline. One UNION ALL over the machine's rows in seven tables, ordered and cut by
 * the database, so a machine with years of history costs one page of rows; then each page's rows are read in
 * full, a query per table.
 */

type Ref = { kind: TimelineKind; ref: number; at: string };

function newestRefs(db: DB, gameId: number, limit: number) {
  const kind = (k: TimelineKind) => sql<TimelineKind>`${sql.lit(k)}`.as("kind");
  const repairs = db
    .selectFrom("repairs")
    .where("game_id", "=", gameId)
    .where("deleted_at", "is", null)
    .select([kind("repair"), "id as ref", "created_at as at"]);
  const entries = db
    .selectFrom("repair_entries")
    .innerJoin("repairs", "repairs.id", "repair_entries.repair_id")
    .where("repairs.game_id", "=", gameId)
    .where("repairs.deleted_at", "is", null)
    .select([kind("entry"), "repair_entries.id as ref", "repair_entries.created_at as at"]);
  // A repair's opening and its work entries come from their own rows, which hold their text.
  const steps = db
    .selectFrom("repair_events")
    .innerJoin("repairs", "repairs.id", "repair_events.repair_id")
    .where("repairs.game_id", "=", gameId)
    .where("repairs.deleted_at", "is", null)
    .where("repair_events.kind", "not in", ["logged", "reported", "entry"])
    .select([kind("step"), "repair_events.id as ref", "repair_events.created_at as at"]);
  const statuses = db
    .selectFrom("game_status_history")
    .where("game_id", "=", gameId)
    .select([kind("status"), "id as ref", "changed_at as at"]);
  const inquiries = db
    .selectFrom("buyer_inquiries")
    .where("game_id", "=", gameId)
    .select([kind("inquiry"), "id as ref", "created_at as at"]);
  const sales = db
    .selectFrom("audit_log")
    .where("action", "=", "inquiry_status_set")
    .where("entity", "=", "buyer_inquiry")
    .where(
      "entity_id",
      "in",
      db
        .selectFrom("buyer_inquiries")
        .where("game_id", "=", gameId)
        .select(sql<string>`cast(id as text)`.as("id")),
    )
    .select([kind("sale"), "id as ref", "created_at as at"]);
  const maintenance = db
    .selectFrom("maintenance_done")
    .where("game_id", "=", gameId)
    .select([kind("maintenance"), "id as ref", "done_at as at"]);
  const all = repairs
    .unionAll(entries)
    .unionAll(steps)
    .unionAll(statuses)
    .unionAll(inquiries)
    .unionAll(sales)
    .unionAll(maintenance);
  return (
    db
      .selectFrom(all.as("timeline"))
      .select(["kind", "ref", "at"])
      .orderBy("at", "desc")
      // A status change shares its instant with the step that caused it; newest first, the effect goes above.
      .orderBy(sql`case when kind = 'status' then 0 else 1 end`)
      .orderBy("kind")
      .orderBy("ref", "desc")
      .limit(limit)
      .execute() as Promise<Ref[]>
  );
}

const idsOf = (refs: Ref[], kind: TimelineKind) => refs.filter((r) => r.kind === kind).map((r) => Number(r.ref));

/** Rows of one table by id, or none without a query when the page holds none of them. */
async function byId<T extends { id: number }>(ids: number[], read: (ids: number[]) => Promise<T[]>) {
  const rows = ids.length ? await read(ids) : [];
  return new Map(rows.map((row) => [Number(row.id), row]));
}

const parse = <T>(json: string | null): T => (json ? (JSON.parse(json) as T) : ({} as T));

export async function gameTimeline(db: DB, gameId: number, limit: number): Promise<GameTimeline> {
  const page = await newestRefs(db, gameId, limit + 1);
  const refs = page.slice(0, limit);

  const [repairs, entries, steps, statuses, inquiries, sales, done] = await Promise.all([
    byId(idsOf(refs, "repair"), (ids) =>
      db
        .selectFrom("repairs")
        .leftJoin("users as creator", "creator.id", "repairs.created_by")
        .select([
          "repairs.id",
          "repairs.comment",
          "repairs.source",
          "repairs.reporter_name",
          "repairs.reporter_email",
          "creator.name as created_by_name",
          "creator.email as created_by_email",
        ])
        .where("repairs.id", "in", ids)
        .execute(),
    ),
    byId(idsOf(refs, "entry"), (ids) =>
      db
        .selectFrom("repair_entries")
        .select(["id", "repair_id", "body", "minutes", "photos", "created_by"])
        .where("id", "in", ids)
        .execute(),
    ),
    byId(idsOf(refs, "step"), (ids) =>
      db
        .selectFrom("repair_events")
        .select(["id", "repair_id", "kind", "detail", "actor"])
        .where("id", "in", ids)
        .execute(),
    ),
    byId(idsOf(refs, "status"), (ids) =>
      db
        .selectFrom("game_status_history")
        .select(["id", "from_status", "to_status", "changed_by", "source"])
        .where("id", "in", ids)
        .execute(),
    ),
    byId(idsOf(refs, "inquiry"), (ids) =>
      db
        .selectFrom("buyer_inquiries")
        .select(["id", "buyer_name", "inquiry_type", "offer_amount", "message"])
        .where("id", "in", ids)
        .execute(),
    ),
    byId(idsOf(refs, "sale"), (ids) =>
      db
        .selectFrom("audit_log")
        .leftJoin("buyer_inquiries", (join) =>
          join.on(sql`cast(buyer_inquiries.id as text)`, "=", sql.ref("audit_log.entity_id")),
        )
        .select(["audit_log.id", "audit_log.details", "audit_log.user_id", "buyer_inquiries.buyer_name"])
        .where("audit_log.id", "in", ids)
        .execute(),
    ),
    byId(idsOf(refs, "maintenance"), (ids) =>
      db
        .selectFrom("maintenance_done as d")
        .innerJoin("maintenance_tasks as t", "t.id", "d.task_id")
        .select(["d.id", "t.title", "d.minutes", "d.note", "d.photos", "d.late", "d.done_by"])
        .where("d.id", "in", ids)
        .execute(),
    ),
  ]);

  const actorIds = new Set<number>();
  for (const row of entries.values()) if (row.created_by !== null) actorIds.add(row.created_by);
  for (const row of steps.values()) if (row.actor !== null) actorIds.add(row.actor);
  for (const row of statuses.values()) if (row.changed_by !== null) actorIds.add(row.changed_by);
  for (const row of sales.values()) if (row.user_id !== null) actorIds.add(row.user_id);
  for (const row of done.values()) if (row.done_by !== null) actorIds.add(row.done_by);
  const people = await byId([...actorIds], (ids) =>
    db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", ids).execute(),
  );
  const who = (id: number | null) => {
    if (id === null) return null;
    const person = people.get(Number(id));
    return person ? staffName(person.name, person.email) : "a former staff member";
  };

  const items = refs.flatMap((ref): TimelineItem[] => {
    const base = {
      key: `${ref.kind}-${ref.ref}`,
      kind: ref.kind,
      at: ref.at,
      atLabel: formatMuseumDate(ref.at),
      body: null,
      who: null,
      photos: [],
      repairId: null,
    };
    const id = Number(ref.ref);
    switch (ref.kind) {
      case "repair": {
        const row = repairs.get(id);
        if (!row) return [];
        return [
          {
            ...base,
            repairId: id,
            title: row.source === "visitor" ? `A visitor reported a problem (repair #${id})` : `Repair #${id} logged`,
            body: row.comment,
            who: repairLoggedBy(row),
          },
        ];
      }
      case "entry": {
        const row = entries.get(id);
        if (!row) return [];
        const minutes = row.minutes === null ? "" : ` · ${row.minutes} min`;
        return [
          {
            ...base,
            repairId: row.repair_id,
            title: `Work on repair #${row.repair_id}${minutes}`,
            body: row.body,
            who: who(row.created_by),
            photos: parse<EntryPhoto[]>(row.photos),
          },
        ];
      }
      case "step": {
        const row = steps.get(id);
        if (!row) return [];
        const step = describeStep(row.repair_id, row.kind, parse(row.detail));
        return [{ ...base, ...step, repairId: row.repair_id, who: who(row.actor) }];
      }
      case "status": {
        const row = statuses.get(id);
        if (!row) return [];
        const title = row.from_status
          ? `Status changed from ${row.from_status} to ${row.to_status}`
          : `Status set to ${row.to_status}`;
        return [{ ...base, title, who: row.source === "visitor report" ? "a visitor's report" : who(row.changed_by) }];
      }
      case "inquiry": {
        const row = inquiries.get(id);
        if (!row) return [];
        const offer = row.offer_amount === null ? "" : ` of ${formatPrice(Number(row.offer_amount))}`;
        const title =
          row.inquiry_type === "offer"
            ? `Offer${offer} from ${row.buyer_name}`
            : `Purchase request from ${row.buyer_name}`;
        return [{ ...base, title, body: row.message }];
      }
      case "sale": {
        const row = sales.get(id);
        if (!row) return [];
        const detail = parse<{ from?: string; to?: string; offSale?: unknown }>(row.details);
        const offSale = detail.offSale ? "; taken off Games For Sale" : "";
        return [
          {
            ...base,
            title: `Inquiry from ${row.buyer_name ?? "a buyer"}: ${detail.from} → ${detail.to}${offSale}`,
            who: who(row.user_id),
          },
        ];
      }
      case "maintenance": {
        const row = done.get(id);
        if (!row) return [];
        const minutes = row.minutes === null ? "" : ` · ${row.minutes} min`;
        const late = row.late ? ` · ${DONE_LATE.toLowerCase()}` : "";
        return [
          {
            ...base,
            title: `Maintenance: ${row.title}${minutes}${late}`,
            body: row.note,
            who: who(row.done_by),
            photos: parse<EntryPhoto[]>(row.photos),
          },
        ];
      }
      default:
        return [];
    }
  });
  return { items, limit, more: page.length > limit };
}
