import { Check, Copy, KeyRound, TriangleAlert } from "lucide-react";
import { useMemo, useState } from "react";
import { Field } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import { BOARD_LINK_ENDS_HINT, BOARD_LINK_LABEL_MAX } from "~/models/board/board-link";
import { boardLinkSchema } from "~/models/board/board-link.schema";
import type { FormResult } from "~/utils/forms";
import { BoardLinkQr } from "./BoardLinkQr";

/** The create answer: the link to copy, sent once and kept nowhere. */
export type CreateResult = FormResult<"label" | "endsOn", "create" | "revoke", { url?: string; label?: string }>;

const ONCE_BOX = [
  "mt-5 rounded-2xl border border-emerald-300 bg-emerald-50 p-4",
  "dark:border-emerald-400/40 dark:bg-emerald-400/10",
].join(" ");

const createValues = (form: FormData) => ({
  intent: "create" as const,
  label: String(form.get("label") ?? ""),
  endsOn: String(form.get("endsOn") ?? ""),
});

/**
 * Create a board link with a label and, if it should stop working, its last day (`today` on: the museum's
 * date); the full address shows here once, with a copy button.
 */
export function NewBoardLink({ today }: { today: string }) {
  const check = useMemo(() => checkWith(boardLinkSchema(today), createValues), [today]);
  const { id, formRef, fetcher, field, errors, onSubmit, busy, failure, result } = useForm<CreateResult>({
    check,
    onSaved: (form) => form?.reset(),
  });
  const created = result?.ok && result.url ? { url: result.url, label: result.label ?? "" } : null;
  return (
    <section aria-labelledby="new-board-link" className="card p-5 sm:p-6">
      <h2 id="new-board-link" className="flex items-center gap-2 text-xl font-bold">
        <KeyRound aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
        New board link
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        For a TV in the workshop: the link opens the workshop board and nothing else, read-only, with no password.
      </p>
      <fetcher.Form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="mt-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <input type="hidden" name="intent" value="create" />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <Field id={id} name="label" label="Label" errors={errors} hint="Which screen it is for, e.g. Workshop TV">
              <input {...field("label")} className="input" maxLength={BOARD_LINK_LABEL_MAX} autoComplete="off" />
            </Field>
          </div>
          <div className="sm:w-72">
            <Field id={id} name="endsOn" label="Last day" errors={errors} hint={BOARD_LINK_ENDS_HINT}>
              <input {...field("endsOn")} type="date" min={today} className="input" />
            </Field>
          </div>
          <button type="submit" className="btn-primary sm:mt-7" disabled={busy}>
            {busy ? "Creating..." : "Create link"}
          </button>
        </div>
      </fetcher.Form>
      {created ? <OneTimeLink url={created.url} label={created.label} /> : null}
    </section>
  );
}

function OneTimeLink({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div role="status" className={ONCE_BOX}>
      <p className="font-semibold text-emerald-950 dark:text-emerald-100">Board link for {label} created.</p>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-emerald-950 dark:text-emerald-100">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        Copy it now and open it on the TV: it is shown only this once.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="board-link-url" className="sr-only">
          Board link
        </label>
        <input
          id="board-link-url"
          readOnly
          value={url}
          className="input font-mono text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn-secondary shrink-0" onClick={copy}>
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? "Copied" : "Copy link"}
        </button>
      </div>
      <BoardLinkQr url={url} label={label} />
    </div>
  );
}
