import { getConfig } from "~/utils/config.server";
import { nowIso, type DB } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { sendMail } from "~/utils/mail.server";
import { formatPrice } from "../game/game";
import { getPublicGameById } from "../game/game.server";
import type { InquiryInput } from "./inquiry.schema";
import { hasAskingPrice } from "../sale/sale";

export type SubmitInquiryOutcome = { ok: true; id: number } | { ok: false; reason: "not_found" | "not_for_sale" };

/**
 * Stores a buyer inquiry as pending (stored first: docs/departures.md#nothing-lost), then
 * queues the staff mail with the spec's buyer-inquiry-email fields. A mail
 * that cannot be queued is only logged: the inquiry is already safe.
 */
export async function submitInquiry(db: DB, input: InquiryInput): Promise<SubmitInquiryOutcome> {
  const game = await getPublicGameById(db, input.gameId);
  if (!game) return { ok: false, reason: "not_found" };
  // A purchase is of a listed game at its asking price; anything else is an offer.
  if (input.inquiryType === "purchase" && !hasAskingPrice(game.askingPrice))
    return { ok: false, reason: "not_for_sale" };

  const row = await db
    .insertInto("buyer_inquiries")
    .values({
      game_id: game.id,
      buyer_name: input.name,
      buyer_email: input.email,
      buyer_phone: input.phone,
      offer_amount: input.offerAmount,
      message: input.message,
      inquiry_type: input.inquiryType,
      status: "pending",
      manager_notes: null,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  const { staffNotifyEmail, publicUrl } = getConfig();
  const kind = input.inquiryType === "purchase" ? "Purchase request" : "Offer";
  try {
    await sendMail(
      {
        kind: "inquiry",
        to: staffNotifyEmail,
        replyTo: input.email,
        subject: `${kind} for ${game.name} from ${input.name}`,
        text: [
          `${kind} received on the Games For Sale page.`,
          "",
          `Inquiry type: ${input.inquiryType}`,
          `Game ID: ${game.id}`,
          `Game name: ${game.name}`,
          `Asking price: ${hasAskingPrice(game.askingPrice) ? formatPrice(game.askingPrice) : "none (make offer)"}`,
          `Buyer name: ${input.name}`,
          `Buyer email: ${input.email}`,
          `Buyer phone: ${input.phone ?? "not given"}`,
          `Offer amount: ${input.offerAmount == null ? "not given" : formatPrice(input.offerAmount)}`,
          "",
          "Message:",
          input.message,
          "",
          `Game page: ${publicUrl}/game/${game.slug}`,
          `Manage inquiries: ${publicUrl}/admin/buyer-inquiries`,
          "Reply to this e-mail to answer the buyer directly.",
        ].join("\n"),
      },
      db,
    );
  } catch (error) {
    logger.warn({ err: error, inquiryId: row.id }, "buyer inquiry stored but its staff mail could not be queued");
  }
  return { ok: true, id: row.id };
}
