import { describe, expect, it } from "vitest";
import { groupFaqs, type PublicFaq } from "./faq";

let nextId = 1;
const faq = (category: string, question: string): PublicFaq => ({
  id: nextId++,
  category,
  question,
  answer: `About ${question}`,
});

// Already in order_number order, as listFaqs returns them.
const FAQS = [
  faq("Admission", "How much?"),
  faq("Games", "Quarters?"),
  faq("Admission", "Hours?"),
  faq("Parties", "Birthdays?"),
  faq("Games", "Repairs?"),
];

const questions = (groups: { faqs: PublicFaq[] }[]) => groups.map((g) => g.faqs.map((f) => f.question));

describe("groupFaqs", () => {
  it("groups by category in order of each category's first question, keeping question order", () => {
    const result = groupFaqs(FAQS);
    expect(result.categories).toEqual(["Admission", "Games", "Parties"]);
    expect(result.active).toBeNull();
    expect(result.unknownCategory).toBe(false);
    expect(result.groups.map((g) => g.category)).toEqual(["Admission", "Games", "Parties"]);
    expect(questions(result.groups)).toEqual([["How much?", "Hours?"], ["Quarters?", "Repairs?"], ["Birthdays?"]]);
  });

  it("keeps only the chosen category, matched case-insensitively", () => {
    const result = groupFaqs(FAQS, " games ");
    expect(result.active).toBe("Games");
    expect(result.categories).toEqual(["Admission", "Games", "Parties"]);
    expect(questions(result.groups)).toEqual([["Quarters?", "Repairs?"]]);
  });

  it("treats an empty category as All", () => {
    expect(groupFaqs(FAQS, "").groups).toHaveLength(3);
    expect(groupFaqs(FAQS, null).active).toBeNull();
  });

  it("gives no groups for a category that does not exist", () => {
    const result = groupFaqs(FAQS, "Nope");
    expect(result).toMatchObject({ active: null, unknownCategory: true, groups: [] });
    expect(result.categories).toHaveLength(3);
  });

  it("files a blank category under General and copes with no FAQs", () => {
    expect(groupFaqs([faq("  ", "Loose?")]).categories).toEqual(["General"]);
    expect(groupFaqs([])).toEqual({ categories: [], active: null, unknownCategory: false, groups: [] });
  });
});
