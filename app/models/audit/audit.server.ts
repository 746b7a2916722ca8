import { nowIso, type DB } from "~/utils/db.server";

/** Who made a staff write, as its audit row records them. */
export type Actor = { id: number; ip: string | null };

/** The signed-in staff member behind a request, as audit rows and audited writes name them. */
export const actorOf = (user: { id: number }, context: { ip: string | null }): Actor => ({
  id: user.id,
  ip: context.ip,
});

export async function audit(
  db: DB,
  entry: {
    action: string;
    userId?: number | null;
    entity?: string;
    entityId?: string | number | null;
    details?: Record<string, unknown>;
    ip?: string | null;
  },
) {
  await db
    .insertInto("audit_log")
    .values({
      user_id: entry.userId ?? null,
      action: entry.action,
      entity: entry.entity ?? null,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      details: entry.details ? JSON.stringify(entry.details) : null,
      ip: entry.ip ?? null,
      created_at: nowIso(),
    })
    .execute();
}
