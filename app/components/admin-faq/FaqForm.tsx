import { useId } from "react";
import { FormButtons } from "~/components/admin/FormParts";
import { Field } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  ANSWER_MAX,
  CATEGORY_MAX,
  faqFormSchema,
  faqValues,
  QUESTION_MAX,
  type FaqValues,
} from "~/models/faq/faq.schema";

type Props = {
  faqId: number | null;
  initial: FaqValues;
  categories: string[];
  onCancel: () => void;
  onSaved: () => void;
};

const validate = checkWith(faqFormSchema, faqValues);

/** Add or edit one FAQ (spec section 5). Categories already in use are offered as suggestions, so "Hours" is not typed two ways. */
export function FaqForm({ faqId, initial, categories, onCancel, onSaved }: Props) {
  const id = useId();
  const { fetcher, formRef, errors, field, onSubmit, busy, failure } = useForm({
    id,
    action: "/admin/faq",
    check: validate,
    onSaved,
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      data-testid="faq-form"
    >
      <input type="hidden" name="intent" value="save-faq" />
      {faqId !== null ? <input type="hidden" name="id" value={faqId} /> : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Field id={id} name="category" label="Category" errors={errors}>
        <input
          {...field("category")}
          defaultValue={initial.category}
          maxLength={CATEGORY_MAX}
          list={`${id}-categories`}
          required
          autoFocus
          className="input sm:max-w-sm"
        />
        <datalist id={`${id}-categories`}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </Field>
      <Field id={id} name="question" label="Question" errors={errors}>
        <input
          {...field("question")}
          defaultValue={initial.question}
          maxLength={QUESTION_MAX}
          required
          className="input"
        />
      </Field>
      <Field id={id} name="answer" label="Answer" errors={errors}>
        <textarea
          {...field("answer")}
          defaultValue={initial.answer}
          maxLength={ANSWER_MAX}
          rows={5}
          required
          className="input resize-y"
        />
      </Field>
      <FormButtons busy={busy} onCancel={onCancel} saveLabel="Save FAQ" />
    </fetcher.Form>
  );
}
