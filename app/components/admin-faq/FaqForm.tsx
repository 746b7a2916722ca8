import { FormButtons, LongTextField, RecordForm } from "~/components/admin/FormParts";
import { Field } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
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

/** Add or edit one FAQ. Categories already in use are offered as suggestions, so "Hours" is not typed two ways. */
export function FaqForm({ faqId, initial, categories, onCancel, onSaved }: Props) {
  const form = useForm({
    action: "/admin/faq",
    check: validate,
    onSaved,
  });
  const { id, errors, field, busy, failure } = form;

  return (
    <RecordForm form={form} intent="save-faq" recordId={faqId} testId="faq-form" failure={failure}>
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
      <LongTextField
        form={form}
        name="answer"
        label="Answer"
        defaultValue={initial.answer}
        maxLength={ANSWER_MAX}
        rows={5}
      />
      <FormButtons busy={busy} onCancel={onCancel} saveLabel="Save FAQ" />
    </RecordForm>
  );
}
