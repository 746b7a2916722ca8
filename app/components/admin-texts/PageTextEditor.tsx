import { Eye, FileText, Save } from "lucide-react";
import { Link } from "react-router";
import { Field } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  fillPlaceholders,
  PAGE_TEXT_MAX,
  PAGE_TEXTS,
  PLACEHOLDERS,
  type PageTextKey,
  type Placeholder,
} from "~/models/content/page-text";
import { pageTextSchema } from "~/models/content/page-text.schema";
import type { FormResult } from "~/utils/forms";

export type PageTextResult = FormResult<"markdown", "save" | "preview", { html?: string; saved?: boolean }>;

// The schema checks what these claim: a forged intent or key is refused there.
const formValuesOf = (form: FormData) => ({
  intent: String(form.get("intent") ?? "save") as "save" | "preview",
  key: String(form.get("key") ?? "") as PageTextKey,
  markdown: String(form.get("markdown") ?? ""),
});
const check = checkWith(pageTextSchema, formValuesOf);

const HINT = `Markdown: a blank line between paragraphs, **bold**, *italic*, [a link](https://...), lines starting with "- " for a list, "## " for a heading. Anything else (HTML, scripts, images) is left out. Words in braces are filled in from the museum's settings: ${Object.keys(
  PLACEHOLDERS,
)
  .map((name) => `{${name}}`)
  .join(", ")}.`;

/** One page text: its Markdown, a preview the server renders as the page will show it, and Save. */
export function PageTextEditor({
  textKey,
  markdown,
  updated,
  values,
}: {
  textKey: PageTextKey;
  markdown: string;
  /** 'Changed by Sam on Nov 28, 2026', or null for the words the site started with. */
  updated: string | null;
  values: Record<Placeholder, string>;
}) {
  const text = PAGE_TEXTS[textKey];
  const { id, formRef, fetcher, field, errors, onSubmit, busy, failure, result } = useForm<PageTextResult>({
    check,
    id: `text-${textKey}`,
  });
  const sending = busy ? fetcher.formData?.get("intent") : null;
  const preview = result?.ok && result.intent === "preview" && result.html != null ? result.html : null;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <FileText aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
          {text.label}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Shows on{" "}
          <Link
            to={text.page}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {text.where}
          </Link>
          {updated ? <> · {updated}</> : null}
        </p>
      </div>
      <fetcher.Form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <input type="hidden" name="key" value={textKey} />
        <Field id={id} name="markdown" label="Text" errors={errors} hint={HINT}>
          <textarea
            {...field("markdown", true)}
            defaultValue={markdown}
            rows={10}
            maxLength={PAGE_TEXT_MAX}
            className="input font-mono text-sm leading-relaxed"
          />
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
            <Save aria-hidden className="size-4" />
            {sending === "save" ? "Saving..." : "Save"}
          </button>
          <button type="submit" name="intent" value="preview" className="btn-secondary" disabled={busy}>
            <Eye aria-hidden className="size-4" />
            {sending === "preview" ? "Making the preview..." : "Preview"}
          </button>
          <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
            {!busy && result?.ok && result.intent === "save"
              ? result.saved
                ? `Saved: ${text.where} shows the new text.`
                : "Nothing changed: the page already shows this text."
              : null}
          </p>
        </div>
      </fetcher.Form>
      {preview != null ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 dark:border-white/20">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            Preview, as the page will show it
          </p>
          <div
            className="page-text mt-2 text-slate-700 dark:text-slate-300"
            dangerouslySetInnerHTML={{ __html: fillPlaceholders(preview, values) }}
          />
        </div>
      ) : null}
    </section>
  );
}
