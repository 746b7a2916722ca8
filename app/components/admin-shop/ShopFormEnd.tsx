import { CheckboxField, FormButtons, LongTextField } from "~/components/admin/FormParts";
import { DESCRIPTION_MAX } from "~/models/shop/shop.schema";
import type { useShopForm } from "./use-shop-form";

/** What a product's and a gift card's forms end with: the description, whether it is shown, and the buttons. */
export function ShopFormEnd({
  form,
  description,
  shown,
  saveLabel,
  onCancel,
}: {
  form: ReturnType<typeof useShopForm>;
  description: string;
  shown: { name: string; label: string; checked: boolean };
  saveLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <LongTextField
        form={form}
        name="description"
        label="Description"
        defaultValue={description}
        maxLength={DESCRIPTION_MAX}
        rows={3}
      />
      <CheckboxField name={shown.name} label={shown.label} defaultChecked={shown.checked} />
      <FormButtons busy={form.busy} onCancel={onCancel} saveLabel={saveLabel} />
    </>
  );
}
