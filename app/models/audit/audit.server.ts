import { nowIso, type DB } from "~/utils/db.server";
import type { AuditAction } from "./audit-actions";

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
    action: AuditAction;
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

/** What the audit row of a staff write says: its action, the kind of row, and the details of the row written. */
type AuditEntry<Row> = { action: AuditAction; entity: string; details: (row: Row) => Record<string, unknown> };

const auditRow = <Row extends { id: number }>(trx: DB, actor: Actor, entry: AuditEntry<Row>, row: Row) =>
  audit(trx, {
    action: entry.action,
    userId: actor.id,
    entity: entry.entity,
    entityId: row.id,
    details: entry.details(row),
    ip: actor.ip,
  });

/**
 * One staff write to one row with its audit row, in one transaction. `write` answers the row it touched, or
 * nothing when the row is gone (deleted by a colleague meanwhile): then nothing is audited and the answer is false.
 */
export async function auditedWrite<Row extends { id: number }>(
  db: DB,
  actor: Actor,
  write: (trx: DB) => Promise<Row | undefined>,
  entry: AuditEntry<Row>,
) {
  return db.transaction().execute(async (trx) => {
    const row = await write(trx);
    if (!row) return false;
    await auditRow(trx, actor, entry, row);
    return true;
  });
}

/** One staff insert with its audit row, in one transaction; answers the new row's id. */
export async function auditedInsert<Row extends { id: number }>(
  db: DB,
  actor: Actor,
  insert: (trx: DB) => Promise<Row>,
  entry: AuditEntry<Row>,
) {
  return db.transaction().execute(async (trx) => {
    const row = await insert(trx);
    await auditRow(trx, actor, entry, row);
    return row.id;
  });
}
