import { z } from "zod";
import { PAGE_TEXT_KEYS, PAGE_TEXT_MAX, type PageTextKey } from "./page-text";

/** The Page Texts form, checked in the browser and again on the server. */
export const pageTextSchema = z.object({
  intent: z.enum(["save", "preview"]),
  key: z.enum(PAGE_TEXT_KEYS as [PageTextKey, ...PageTextKey[]]),
  // Browsers post a textarea's line breaks as CRLF: stored as LF, so the same text saved again is the same.
  markdown: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value),
    z
      .string()
      .trim()
      .min(1, "Write the text: a page cannot show an empty one.")
      .max(PAGE_TEXT_MAX, `Keep the text under ${PAGE_TEXT_MAX.toLocaleString("en-US")} characters.`),
  ),
});
