/** The exact text users must see. */
export const FAQ_LOAD_ERROR = "Failed to load FAQs";

/** What a visitor sees of an FAQ entry. */
export type PublicFaq = { id: number; category: string; question: string; answer: string };

export type FaqGroup = { category: string; faqs: PublicFaq[] };

/**
 * Groups FAQs (already in order_number order) by category, categories in the
 * order of their first question. With a category, only that group is kept;
 * an unknown category gives no groups. Categories are matched after trimming,
 * case-insensitively, so a hand-typed ?category= still works.
 */
export function groupFaqs(faqs: PublicFaq[], category?: string | null) {
  const groups: FaqGroup[] = [];
  for (const faq of faqs) {
    const name = faq.category.trim() || "General";
    let group = groups.find((g) => g.category === name);
    if (!group) groups.push((group = { category: name, faqs: [] }));
    group.faqs.push(faq);
  }
  const categories = groups.map((g) => g.category);
  const wanted = category?.trim().toLowerCase();
  const active = wanted ? (categories.find((c) => c.toLowerCase() === wanted) ?? null) : null;
  return {
    categories,
    /** The matching category as stored, or null for All (or an unknown category). */
    active,
    unknownCategory: Boolean(wanted) && active === null,
    groups: wanted ? groups.filter((g) => g.category === active) : groups,
  };
}
