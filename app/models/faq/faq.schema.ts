import { z } from "zod";

/** The FAQ form (spec sections 3 and 5): category, question and answer, all required. Used by the browser and the action. */

export const CATEGORY_MAX = 60;
export const QUESTION_MAX = 300;
export const ANSWER_MAX = 5000;

export const CATEGORY_REQUIRED = "Category is required";
export const QUESTION_REQUIRED = "Question is required";
export const ANSWER_REQUIRED = "Answer is required";
/** Spec section 8 texts. */
export const FAQ_SAVE_FAILED = "Failed to save FAQ";
export const FAQ_DELETE_FAILED = "Failed to delete FAQ";
export const FAQ_REORDER_FAILED = "Failed to reorder FAQs";
export const FAQ_DELETE_CONFIRM = "Are you sure you want to delete this FAQ?";

export const faqFormSchema = z.object({
  category: z
    .string()
    .trim()
    .min(1, CATEGORY_REQUIRED)
    .max(CATEGORY_MAX, `Category must be ${CATEGORY_MAX} characters or fewer`),
  question: z
    .string()
    .trim()
    .min(1, QUESTION_REQUIRED)
    .max(QUESTION_MAX, `Question must be ${QUESTION_MAX} characters or fewer`),
  answer: z.string().trim().min(1, ANSWER_REQUIRED).max(ANSWER_MAX, `Answer must be ${ANSWER_MAX} characters or fewer`),
});

export type FaqInput = z.output<typeof faqFormSchema>;
export type FaqValues = z.input<typeof faqFormSchema>;

export function faqValues(form: FormData): FaqValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return { category: text("category"), question: text("question"), answer: text("answer") };
}

export const NEW_FAQ: FaqValues = { category: "", question: "", answer: "" };

export type FaqDirection = "up" | "down";
export type AdminFaqIntent = "save-faq" | "delete-faq" | "move-faq";
