import { LoaderCircle, Save } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import type { FieldErrors } from "~/utils/forms";
import { FormAlert } from "~/components/ui/FormAlert";
import { Field, type fieldProps } from "~/components/forms/Field";

/** A checkbox with its label, the whole row a 44 px target. */
export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="size-5 rounded border-slate-400 text-brand-600 focus:ring-brand-500"
      />
      <span className="font-semibold">{label}</span>
    </label>
  );
}

/** Cancel and Save, Save first on a phone's thumb side. */
export function FormButtons({ busy, onCancel, saveLabel }: { busy: boolean; onCancel: () => void; saveLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Save aria-hidden className="size-4" />}
        {busy ? "Saving..." : saveLabel}
      </button>
    </div>
  );
}

/** What the parts below take from `useForm`. */
type FormState = {
  id: string;
  errors: FieldErrors;
  field: (name: string) => ReturnType<typeof fieldProps>;
};

/**
 * The add/edit form of one row in a back-office list: it posts its `intent` and, when editing, the row's id.
 * `failure` shows above the fields; the shop leaves it out because its failures go to the page's banner.
 */
export function RecordForm({
  form: { fetcher, formRef, onSubmit },
  intent,
  recordId,
  testId,
  failure,
  children,
}: {
  form: {
    fetcher: Pick<FetcherWithComponents<unknown>, "Form">;
    formRef: React.Ref<HTMLFormElement>;
    onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  };
  intent: string;
  recordId: number | null;
  testId: string;
  failure?: string;
  children: React.ReactNode;
}) {
  return (
    <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5" data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      {recordId !== null ? <input type="hidden" name="id" value={recordId} /> : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {children}
    </fetcher.Form>
  );
}

/** A required text of several lines (a description, an answer), resizable in height only. */
export function LongTextField({
  form,
  name,
  label,
  defaultValue,
  maxLength,
  rows,
  autoFocus,
}: {
  form: FormState;
  name: string;
  label: string;
  defaultValue: string;
  maxLength: number;
  rows: number;
  autoFocus?: boolean;
}) {
  return (
    <Field id={form.id} name={name} label={label} errors={form.errors}>
      <textarea
        {...form.field(name)}
        defaultValue={defaultValue}
        maxLength={maxLength}
        rows={rows}
        required
        autoFocus={autoFocus}
        className="input resize-y"
      />
    </Field>
  );
}
