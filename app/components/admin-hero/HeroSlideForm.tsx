import { FormButtons, RecordForm } from "~/components/admin/FormParts";
import { Field } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import {
  ALT_MAX,
  BUTTON_LABEL_MAX,
  BUTTON_TARGET_MAX,
  HEADING_MAX,
  LINE_MAX,
  type HeroSlideValues,
} from "~/models/hero/hero-slide";
import { heroSlideSchema, heroSlideValues } from "~/models/hero/hero-slide.schema";
import { HeroPhotoField } from "./HeroPhotoField";

const check = checkWith(heroSlideSchema, heroSlideValues);

type Props = {
  slideId: number | null;
  initial: HeroSlideValues;
  thumb: string | null;
  /** The fetcher the list reads the answer from, to say what the save did. */
  fetcherKey: string;
  onSaved: () => void;
  onCancel: () => void;
};

/** Add or edit one slide: its photo, alt text, heading, line and button. What was typed stays when a save is refused. */
export function HeroSlideForm({ slideId, initial, thumb, fetcherKey, onSaved, onCancel }: Props) {
  const form = useForm({
    action: "/admin/hero",
    check,
    fetcherKey,
    onSaved,
  });
  const { id, errors, field, busy, failure } = form;
  const text = (name: keyof HeroSlideValues, max: number, hint = false) => ({
    ...field(name, hint),
    defaultValue: initial[name],
    maxLength: max,
    className: "input",
  });

  return (
    <RecordForm form={form} intent="save-slide" recordId={slideId} testId="hero-slide-form" failure={failure}>
      <HeroPhotoField form={form} initial={initial.imageUrl} thumb={thumb} />
      <Field
        id={id}
        name="alt"
        label="Alt text"
        errors={errors}
        hint="What the photo shows, for people who cannot see it."
      >
        <input {...text("alt", ALT_MAX, true)} required />
      </Field>
      <Field id={id} name="heading" label="Heading" errors={errors}>
        <input {...text("heading", HEADING_MAX)} required />
      </Field>
      <Field id={id} name="line" label="Line (optional)" errors={errors}>
        <input {...text("line", LINE_MAX)} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id} name="buttonLabel" label="Button label (optional)" errors={errors}>
          <input {...text("buttonLabel", BUTTON_LABEL_MAX)} />
        </Field>
        <Field
          id={id}
          name="buttonTarget"
          label="Button target"
          errors={errors}
          hint="A page of this site, like /collection, or an https:// address."
        >
          <input {...text("buttonTarget", BUTTON_TARGET_MAX, true)} inputMode="url" spellCheck={false} />
        </Field>
      </div>
      <FormButtons busy={busy} onCancel={onCancel} saveLabel="Save slide" />
    </RecordForm>
  );
}
