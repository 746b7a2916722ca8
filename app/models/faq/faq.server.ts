import type { DB } from "~/utils/db.server";
import type { PublicFaq } from "./faq";

/** FAQs ordered by order_number ascending (id breaks ties). */
export function listFaqs(db: DB): Promise<PublicFaq[]> {
  return db
    .selectFrom("faqs")
    .select(["id", "category", "question", "answer"])
    .orderBy("order_number")
    .orderBy("id")
    .execute();
}
