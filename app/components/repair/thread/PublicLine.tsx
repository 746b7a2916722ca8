import { Megaphone } from "lucide-react";
import { useRef } from "react";
import { FieldError } from "~/components/forms/Field";
import { isClosed } from "~/models/repair/floor";
import { PUBLIC_LINE_MAX } from "~/models/repair/public-line";
import { H2, SECTION } from "./thread-look";
import { ThreadFailure, ThreadFormFrame, useThreadForm, type Thread } from "./thread-form";

/**
 * 'What visitors read': an open repair's public line, which the machine's QR page shows under 'Is this what you
 * noticed?'. The report's own text is never shown to visitors, so staff write this in their own words. Clear
 * empties the field and saves (without JavaScript: empty it and save).
 */
export function PublicLine({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { repair } = thread;
  const { formRef, form } = useThreadForm();
  const input = useRef<HTMLInputElement>(null);
  if (isClosed(repair.status)) return null;
  const saved = repair.publicLine ?? "";
  return (
    <section aria-labelledby="public-line-heading" className={SECTION}>
      <h2 id="public-line-heading" className={`${H2} flex items-center gap-2`}>
        <Megaphone aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
        What visitors read
      </h2>
      <ThreadFormFrame formRef={formRef} form={form} returnTo={returnTo} className="mt-3">
        <input type="hidden" name="intent" value="public-line" />
        <label htmlFor={`${form.id}-line`} className="label">
          Public line
        </label>
        <p id={`${form.id}-line-hint`} className="mb-2 text-sm text-slate-600 dark:text-slate-300">
          A few words for the machine&apos;s QR page, e.g. &apos;Left flipper weak&apos;. Never the report&apos;s own
          text. Empty: visitors read only that staff know about a problem.
        </p>
        <input
          {...form.field("line", true)}
          ref={input}
          type="text"
          maxLength={PUBLIC_LINE_MAX}
          defaultValue={saved}
          key={saved}
          autoComplete="off"
          className="input"
        />
        <FieldError id={form.id} name="line" errors={form.errors} />
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <button type="submit" disabled={form.busy} className="btn-secondary min-h-12">
            {form.busy ? "Saving..." : "Save public line"}
          </button>
          {saved ? (
            <button
              type="submit"
              disabled={form.busy}
              className="btn-ghost min-h-12"
              onClick={() => {
                if (input.current) input.current.value = "";
              }}
            >
              Clear<span className="sr-only"> the public line</span>
            </button>
          ) : null}
        </div>
        {form.result?.ok && !form.busy ? (
          <p role="status" className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
            {form.result.message}
          </p>
        ) : null}
        <ThreadFailure form={form} />
      </ThreadFormFrame>
    </section>
  );
}
