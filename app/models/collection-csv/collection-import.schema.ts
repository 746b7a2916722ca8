import { z } from "zod";
import { REQUEST_INVALID } from "~/utils/forms";
import { FILE_MISSING, FILE_TOO_BIG, MAX_FILE_BYTES } from "./collection-csv";

/**
 * The import form, for the browser's quick check and the action's: a file to check (`check`), or the same file
 * again with the hash of the dry run the manager confirms (`import`). What is in the file is the server's to read.
 */

const file = z
  .custom<File>((v) => typeof File !== "undefined" && v instanceof File && v.size > 0, FILE_MISSING)
  .refine((f) => f.size <= MAX_FILE_BYTES, FILE_TOO_BIG);

export const collectionImportSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("check"), file }),
  z.object({ intent: z.literal("import"), file, plan: z.string().regex(/^[0-9a-f]{64}$/, REQUEST_INVALID) }),
]);

export type CollectionImportField = "file" | "plan" | "intent";

/** What the form posts; works on FormData in the browser and on the server. */
export const collectionImportValues = (form: FormData) => ({
  intent: form.get("intent"),
  file: form.get("file"),
  plan: form.get("plan"),
});
