import { CircleCheck, FileSearch, LoaderCircle, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { FieldError } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import type { ImportAnswer } from "~/models/collection-csv/collection-csv";
import { collectionImportSchema, collectionImportValues } from "~/models/collection-csv/collection-import.schema";
import { DryRunReport } from "./DryRunReport";

const check = checkWith<unknown>(collectionImportSchema, collectionImportValues);

const FILE_INPUT = [
  "block w-full text-sm text-slate-700 dark:text-slate-200",
  "file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:px-4 file:font-semibold",
  "file:bg-brand-50 file:text-brand-800 hover:file:bg-brand-100",
  "dark:file:bg-brand-500/15 dark:file:text-brand-200",
].join(" ");

/**
 * The import: choose a file and check it (the dry run), then confirm. The confirm sends the same file with the
 * dry run's hash; choosing another file puts the dry run away, so what is confirmed is always what is shown.
 */
export function ImportForm() {
  const { id, formRef, errors, field, onSubmit, busy, fetcher, result } = useForm<ImportAnswer>({ check });
  const [answer, setAnswer] = useState<ImportAnswer | undefined>(undefined);
  const [shown, setShown] = useState(result);
  if (result !== shown) {
    setShown(result);
    setAnswer(result);
  }
  const fileField = field("file");
  const sending = busy ? fetcher.formData?.get("intent") : null;
  const dryRun = answer?.dryRun;
  const done = answer?.ok && answer.intent === "import" ? answer : null;
  const pending = dryRun ? dryRun.adds.length + dryRun.updates.length : 0;
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.intent === "import") outcomeRef.current?.focus();
  }, [answer]);

  return (
    <section className="card p-5 sm:p-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        Import
      </h2>
      <form ref={formRef} method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="mt-3">
        <label htmlFor={`${id}-file`} className="label">
          CSV file (UTF-8, at most 5 MB and 5,000 rows)
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <input
            {...fileField}
            onChange={() => (fileField.onChange(), setAnswer(undefined))}
            type="file"
            accept=".csv,text/csv"
            className={FILE_INPUT}
          />
          <button type="submit" name="intent" value="check" className="btn-secondary shrink-0" disabled={busy}>
            {sending === "check" ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <FileSearch aria-hidden className="size-4" />
            )}
            {sending === "check" ? "Checking..." : "Check file"}
          </button>
        </div>
        <FieldError id={id} name="file" errors={errors} />
        <FieldError id={id} name="plan" errors={errors} />

        {/* Focused after a confirm: the button sat under a dry run that is gone now, so the answer is in view and read out. */}
        <div ref={outcomeRef} tabIndex={-1} className="outline-none">
          {answer && !answer.ok && answer.error ? (
            <div className="mt-5">
              <FormAlert>{answer.error}</FormAlert>
            </div>
          ) : null}
          {done ? (
            <p
              role="status"
              className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-950 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-100"
            >
              <CircleCheck aria-hidden className="size-4 shrink-0" />
              <span>{done.message}</span>
              <Link
                to="/admin/activity?action=collection_imported"
                className="font-semibold underline underline-offset-2"
              >
                Activity log
              </Link>
              <Link to="/collection" className="font-semibold underline underline-offset-2">
                Collection
              </Link>
            </p>
          ) : null}
        </div>

        {dryRun ? (
          <div className="mt-6 border-t border-slate-200 pt-5 dark:border-white/10">
            <DryRunReport dryRun={dryRun} />
            <input type="hidden" name="plan" value={dryRun.hash} />
            {pending ? (
              <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  Nothing is written until you confirm.
                  {dryRun.rejected.length ? " Rejected rows are left out; fix them and import the file again." : ""}
                </p>
                <button type="submit" name="intent" value="import" className="btn-primary shrink-0" disabled={busy}>
                  {sending === "import" ? (
                    <LoaderCircle aria-hidden className="size-4 animate-spin" />
                  ) : (
                    <Upload aria-hidden className="size-4" />
                  )}
                  {sending === "import" ? "Importing..." : confirmLabel(dryRun.adds.length, dryRun.updates.length)}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </form>
    </section>
  );
}

const confirmLabel = (adds: number, updates: number) => `Import: add ${adds}, update ${updates}`;
