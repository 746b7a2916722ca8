import { z } from "zod";
import { formText } from "../shared/fields";
import { requiredText } from "../shared/fields.schema";

/** The FAQ form: category, question and answer, all required. Used by the browser and the action. */

export const CATEGORY_MAX = 60;
export const QUESTION_MAX = 300;
export const ANSWER_MAX = 5000;

export const CATEGORY_REQUIRED = "Category is required";
export const QUESTION_REQUIRED = "Question is required";
export const ANSWER_REQUIRED = "Answer is required";
/** The exact texts users must see. */
export const FAQ_SAVE_FAILED = "Failed to save FAQ";
export const FAQ_DELETE_FAILED = "Failed to delete FAQ";
export const FAQ_REORDER_FAILED = "Failed to reorder FAQs";
export const FAQ_DELETE_CONFIRM = "Are you sure you want to delete this FAQ?";

export const faqFormSchema = z.object({
  category: requiredText("Category", CATEGORY_REQUIRED, CATEGORY_MAX),
  question: requiredText("Question", QUESTION_REQUIRED, QUESTION_MAX),
  answer: requiredText("Answer", ANSWER_REQUIRED, ANSWER_MAX),
});

export type FaqInput = z.output<typeof faqFormSchema>;
export type FaqValues = z.input<typeof faqFormSchema>;

export const faqValues = (form: FormData): FaqValues => ({
  category: formText(form, "category"),
  question: formText(form, "question"),
  answer: formText(form, "answer"),
});

export const NEW_FAQ: FaqValues = { category: "", question: "", answer: "" };

export type FaqDirection = "up" | "down";
export type AdminFaqIntent = "save-faq" | "delete-faq" | "move-faq";
