import type { Route } from "./+types/edit.inquiries";
import { listGameInquiries } from "~/models/game-admin.server";
import { formatInquiryDate } from "~/models/inquiry-list.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";

export const INQUIRIES_FAILED = "Failed to load buyer inquiries. Please try again.";

/** The edit page's Buyer Inquiries section loads this when it is opened: one game's inquiries, newest first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = /^[1-9][0-9]{0,9}$/.test(params.id) ? Number(params.id) : null;
  let rows;
  try {
    rows = id === null ? [] : await listGameInquiries(getDb(), id);
  } catch (error) {
    // Answered as data, not thrown: a thrown error would replace the whole edit page and its unsaved form.
    logger.error({ err: error, gameId: id }, "loading a game's inquiries failed");
    return { inquiries: null, error: INQUIRIES_FAILED };
  }
  return {
    error: null,
    inquiries: rows.map((row) => ({
      id: row.id,
      buyerName: row.buyer_name,
      buyerEmail: row.buyer_email,
      buyerPhone: row.buyer_phone,
      offerAmount: row.offer_amount == null ? null : Number(row.offer_amount),
      message: row.message,
      status: row.status,
      createdAt: row.created_at,
      createdLabel: formatInquiryDate(row.created_at),
    })),
  };
}

