import { Gauge } from "lucide-react";
import { useState } from "react";
import { Field, fieldProps } from "~/components/forms/Field";
import { IdempotencyField, useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import { PLAY_NOTE_HINT, PLAY_NOTE_MAX } from "~/models/maintenance/plays";
import { playReadingSchema } from "~/models/maintenance/plays.schema";
import type { FormResult } from "~/utils/forms";
import { KeptNotice, useKeptOnPhone } from "~/components/floor-queue/KeptNotice";

/** What the machine page's action answers a reading: the message saying what it stored, or why not. */
export type ReadingResult = FormResult<"reading" | "note", "reading">;

const readValues = (form: FormData) => ({
  reading: String(form.get("reading") ?? ""),
  note: String(form.get("note") ?? ""),
});
const check = checkWith(playReadingSchema, readValues);

const SAVED = [
  "mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-950",
  "dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-100",
].join(" ");

/**
 * A reading typed from the machine's play counter, with a note when it is lower than the last. Duplicate-safe:
 * a phone re-sending after a timeout stores it once (its idempotency key is renewed once an answer is in).
 */
export function PlayReadingForm({ pageResult }: { pageResult?: ReadingResult }) {
  const { key, renew } = useIdempotencyKey();
  const { id, fetcher, formRef, clear, errors, onSubmit, busy, result } = useForm<ReadingResult>({
    check,
    id: "plays",
    onSaved: (form) => form?.reset(),
  });
  const kept = useKeptOnPhone(formRef, () => {
    formRef.current?.reset();
    renew();
  });
  const answer = busy ? undefined : (result ?? pageResult);
  const shownErrors = { ...(!result && pageResult && !pageResult.ok ? pageResult.fieldErrors : {}), ...errors };
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result) renew();
  }
  return (
    <fetcher.Form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="mt-4">
      {answer && !answer.ok && answer.error ? <FormAlert>{answer.error}</FormAlert> : null}
      <input type="hidden" name="intent" value="reading" />
      <IdempotencyField value={key} />
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
        <Field id={id} name="reading" label="Counter reading" errors={shownErrors} hint="The number the counter shows">
          <input
            {...fieldProps(id, "reading", shownErrors, clear, true)}
            className="input font-mono tabular-nums"
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
          />
        </Field>
        <Field id={id} name="note" label="Note (optional)" errors={shownErrors} hint={PLAY_NOTE_HINT}>
          <input
            {...fieldProps(id, "note", shownErrors, clear, true)}
            className="input"
            maxLength={PLAY_NOTE_MAX}
            autoComplete="off"
          />
        </Field>
        <button type="submit" className="btn-primary min-h-11 justify-center sm:mt-7" disabled={busy}>
          <Gauge aria-hidden className="size-4" />
          {busy ? "Saving..." : "Save reading"}
        </button>
      </div>
      <div role="status">
        {answer?.ok && answer.message ? (
          <p className={SAVED} data-testid="reading-saved">
            {answer.message}
          </p>
        ) : null}
      </div>
      <KeptNotice kept={kept} className="mt-4" />
    </fetcher.Form>
  );
}
