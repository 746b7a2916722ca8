import type { Route } from "./+types/edit.inquiries";
import { listInquiries } from "~/models/inquiry/inquiry-admin.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { parseId } from "~/utils/ids";

export const INQUIRIES_FAILED = "Failed to load buyer inquiries. Please try again.";

/**
 * The edit page's Buyer Inquiries section loads this when it is opened: the Admin Buyer Inquiries list for
 * one game, newest first, with a manager's private notes only for a manager.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const isManager = user.role === "manager";
  const id = parseId(params.id);
  try {
    return {
      error: null,
      isManager,
      inquiries: id === null ? [] : await listInquiries(getDb(), { gameId: id, withNotes: isManager }),
    };
  } catch (error) {
    // Answered as data, not thrown: a thrown error would replace the whole edit page and its unsaved form.
    logger.error({ err: error, gameId: id }, "loading a game's inquiries failed");
    return { error: INQUIRIES_FAILED, isManager, inquiries: null };
  }
}
