import { sql } from "kysely";
import type { DB } from "~/utils/db.server";
import { failedMailCount } from "../operations/mail-admin.server";
import { OUTSTANDING_PARTS } from "../repair/floor";
import { untriaged } from "../repair/repair-dashboard.server";

/**
 * The Admin Dashboard's live counts, each counted as the screen it links to lists it: a repair or machine in the
 * Trash counts nowhere, a part only while its repair is open and the part still to come (the Parts screen's
 * list), an inquiry only while its game is out of the Trash (Buyer Inquiries' counter). One query per group,
 * the groups side by side.
 */
export type DashboardCounts = {
  openRepairs: number;
  untriaged: number;
  /** Open repairs marked as a safety problem, whatever their severity. */
  safety: number;
  partsWaiting: number;
  unreadMessages: number;
  pendingInquiries: number;
  /** Managers only: null for anyone else, so a staff member's page never carries it. */
  failedMail: number | null;
};

const count = (value: unknown) => Number(value ?? 0);

/** Open repairs, untriaged reports, safety and the parts open repairs wait for, in one query. */
async function floorCounts(db: DB) {
  const row = await db
    .selectFrom("repairs")
    .innerJoin("games", "games.id", "repairs.game_id")
    .where("repairs.deleted_at", "is", null)
    .where("games.deleted_at", "is", null)
    .where("repairs.resolved", "=", false)
    .select((eb) => [
      eb.fn.countAll<number>().as("open"),
      sql<number>`sum(case when ${untriaged} then 1 else 0 end)`.as("untriaged"),
      sql<number>`sum(case when repairs.safety then 1 else 0 end)`.as("safety"),
      eb
        .selectFrom("repair_parts")
        .innerJoin("repairs as waiting", "waiting.id", "repair_parts.repair_id")
        .innerJoin("games as machine", "machine.id", "waiting.game_id")
        .where("repair_parts.status", "in", OUTSTANDING_PARTS)
        .where("waiting.resolved", "=", false)
        .where("waiting.deleted_at", "is", null)
        .where("machine.deleted_at", "is", null)
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .as("parts"),
    ])
    .executeTakeFirstOrThrow();
  return {
    openRepairs: count(row.open),
    untriaged: count(row.untriaged),
    safety: count(row.safety),
    partsWaiting: count(row.parts),
  };
}

/** Unread contact messages and pending buyer inquiries, in one query. */
async function visitorCounts(db: DB) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("contact_messages")
        .where("status", "=", "unread")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .as("unread"),
      eb
        .selectFrom("buyer_inquiries")
        .innerJoin("games", "games.id", "buyer_inquiries.game_id")
        .where("buyer_inquiries.status", "=", "pending")
        .where("games.deleted_at", "is", null)
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .as("pending"),
    ])
    .executeTakeFirstOrThrow();
  return { unreadMessages: count(row.unread), pendingInquiries: count(row.pending) };
}

/** Every count at once; failed mail only for a manager. */
export async function dashboardCounts(db: DB, { manager }: { manager: boolean }): Promise<DashboardCounts> {
  const [floor, visitors, failedMail] = await Promise.all([
    floorCounts(db),
    visitorCounts(db),
    manager ? failedMailCount(db) : null,
  ]);
  return { ...floor, ...visitors, failedMail };
}
