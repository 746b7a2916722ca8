import { LoaderCircle, Sparkles } from "lucide-react";
import { Form, useNavigation, useSubmit } from "react-router";
import { FieldError } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import { formTexts } from "~/models/shared/fields";
import { STARTER_SET, STARTER_TYPES } from "~/models/maintenance/starter-set";
import { starterSetSchema } from "~/models/maintenance/task.schema";
import type { AnyFormResult } from "~/utils/forms";

export const STARTER_INTENT = "add-starter-set";

const readTypes = (form: FormData) => ({ types: formTexts(form, "types") });

/**
 * Adds the starter set for the types ticked (all of them at first). Posted as a page navigation, so it works
 * without JavaScript; the action lands back on the list saying how many were added.
 */
export function StarterSetForm({ result }: { result?: AnyFormResult }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const { id, errors, formRef, onSubmit, clear, checking } = useForm({
    check: checkWith(starterSetSchema, readTypes),
    send: (form) => submit(form, { method: "post" }),
    result,
  });
  const busy = checking || (navigation.state === "submitting" && navigation.formData?.get("intent") === STARTER_INTENT);
  const failure = result && !result.ok && !result.fieldErrors ? result.error : undefined;

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} data-testid="starter-set-form">
      <input type="hidden" name="intent" value={STARTER_INTENT} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <fieldset aria-describedby={errors.types ? `${id}-types-error` : undefined}>
        <legend className="label">Add ready-made tasks for</legend>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          {STARTER_TYPES.map((type) => (
            <label key={type} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                name="types"
                value={type}
                defaultChecked
                onChange={() => clear("types")}
                className="size-5 rounded border-slate-400 text-brand-600 focus:ring-brand-500"
              />
              All {type} machines
              <span className="text-slate-600 dark:text-slate-400">({STARTER_SET[type]?.length ?? 0} tasks)</span>
            </label>
          ))}
          <button type="submit" className="btn-secondary" disabled={busy}>
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Sparkles aria-hidden className="size-4" />
            )}
            {busy ? "Adding..." : "Add starter set"}
          </button>
        </div>
        <FieldError id={id} name="types" errors={errors} />
      </fieldset>
    </Form>
  );
}
