import { useId } from "react";
import { CheckboxField, FormButtons } from "~/components/admin/FormParts";
import { Field } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { useReportShopFailure, useShopFailure } from "./ShopFailure";
import { DESCRIPTION_MAX, giftCardFormSchema, giftCardValues, type GiftCardValues } from "~/models/shop/shop.schema";

type Props = { giftCardId: number | null; initial: GiftCardValues; onCancel: () => void; onSaved: () => void };

const validate = checkWith(giftCardFormSchema, giftCardValues);

/** Add or edit one gift card (spec sections 3 and 5). */
export function GiftCardForm({ giftCardId, initial, onCancel, onSaved }: Props) {
  const id = useId();
  const { fetcher, formRef, errors, field, onSubmit, busy, failure } = useForm({
    id,
    action: "/admin/shop",
    check: validate,
    onSaved,
  });
  const report = useShopFailure();
  useReportShopFailure(failure);
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    report(null);
    onSubmit(e);
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className="space-y-5"
      data-testid="gift-card-form"
    >
      <input type="hidden" name="intent" value="save-gift-card" />
      {giftCardId !== null ? <input type="hidden" name="id" value={giftCardId} /> : null}
      <Field id={id} name="denomination" label="Denomination ($)" errors={errors}>
        <input
          {...field("denomination")}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          defaultValue={initial.denomination}
          required
          autoFocus
          className="input sm:max-w-48"
        />
      </Field>
      <Field id={id} name="description" label="Description" errors={errors}>
        <textarea
          {...field("description")}
          defaultValue={initial.description}
          maxLength={DESCRIPTION_MAX}
          rows={3}
          required
          className="input resize-y"
        />
      </Field>
      <CheckboxField name="active" label="Active (shown in the shop)" defaultChecked={initial.active} />
      <FormButtons busy={busy} onCancel={onCancel} saveLabel="Save Gift Card" />
    </fetcher.Form>
  );
}
