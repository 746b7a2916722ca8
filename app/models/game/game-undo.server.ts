import { href } from "react-router";
import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import type { Actor } from "../audit/audit.server";
import { UNDO_MOVED_ON } from "../shared/undo";
import { offerUndo, readUndo } from "../shared/undo-token.server";
import { deleteGame } from "./game-admin.server";
import { restoreGame } from "./game-trash.server";

/**
 * A game's Delete with its Undo (docs/design.md#confirmations-and-undo): the deleter may bring it back from the
 * Trash for UNDO_WINDOW_MS, manager or not, while it is still in the Trash from that delete; then only a
 * manager can, from the Trash.
 */

export const GAME_UNDO_INTENT = "undo-delete";

/** Moves the game to the Trash; its name and the offer to undo, or null when it was not there to delete. */
export async function deleteGameWithUndo(db: DB, id: number, actor: Actor, at = nowIso()) {
  return inTransaction(db, async (trx) => {
    const game = await trx.selectFrom("games").select("name").where("id", "=", id).executeTakeFirst();
    if (!game || !(await deleteGame(trx, id, actor, at))) return null;
    const ticket = { kind: "delete-game" as const, id, by: actor.id, at, before: null };
    return { name: game.name, undo: offerUndo(href("/edit/:id", { id: String(id) }), GAME_UNDO_INTENT, ticket) };
  });
}

export type GameUndone = { ok: true; message: string } | { ok: false; status: 400 | 403 | 409; error: string };

/** Brings the game back when `token` is its deleter's, in time, and the game is still in the Trash from that delete. */
export async function undoGameDelete(
  db: DB,
  id: number,
  token: string | undefined,
  actor: Actor,
  now = new Date(),
): Promise<GameUndone> {
  const read = readUndo(token, { kind: "delete-game", id, userId: actor.id }, now.getTime());
  if (!read.ok) return read;
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("games")
      .select(["deleted_at", "deleted_by"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (row?.deleted_at !== read.ticket.at || row.deleted_by !== read.ticket.by)
      return { ok: false, status: 409, error: UNDO_MOVED_ON } as const;
    const restored = await restoreGame(trx, id, actor, "game_delete_undone");
    if (!restored) return { ok: false, status: 409, error: UNDO_MOVED_ON } as const;
    return { ok: true, message: `Undone: ${restored.name} is back in the collection.` } as const;
  });
}
