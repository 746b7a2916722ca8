import type { DB } from "~/utils/db.server";
import { ACTIVITY_PAGE_SIZE, NOT_CHANGES, type ActivityFilter } from "./activity";

/** Audit rows of changes (not attempt counts), newest first, filtered by person and kind, one page at a time. */
export async function listActivity(db: DB, filter: ActivityFilter, pageSize = ACTIVITY_PAGE_SIZE) {
  let base = db.selectFrom("audit_log").where("audit_log.action", "not in", [...NOT_CHANGES]);
  if (filter.userId) base = base.where("audit_log.user_id", "=", filter.userId);
  if (filter.action) base = base.where("audit_log.action", "=", filter.action);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .leftJoin("users", "users.id", "audit_log.user_id")
      .select([
        "audit_log.id",
        "audit_log.action",
        "audit_log.entity",
        "audit_log.entity_id",
        "audit_log.details",
        "audit_log.created_at",
        "audit_log.user_id",
        "users.name",
        "users.email",
      ])
      .orderBy("audit_log.created_at", "desc")
      .orderBy("audit_log.id", "desc")
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(n);
  return {
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    rows: rows.map((r) => ({
      id: r.id,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      details: parseDetails(r.details),
      createdAt: r.created_at,
      user: r.user_id === null ? null : { id: r.user_id, name: r.name ?? null, email: r.email ?? null },
    })),
  };
}

function parseDetails(details: string | null): Record<string, unknown> {
  if (!details) return {};
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What the filters offer: every account (a deleted one's rows show "a removed account"), and every kind of change recorded. */
export async function activityFilterOptions(db: DB) {
  const [people, actions] = await Promise.all([
    db.selectFrom("users").select(["id", "name", "email"]).execute(),
    db
      .selectFrom("audit_log")
      .select("action")
      .distinct()
      .where("action", "not in", [...NOT_CHANGES])
      .orderBy("action")
      .execute(),
  ]);
  return { people, actions: actions.map((a) => a.action) };
}
