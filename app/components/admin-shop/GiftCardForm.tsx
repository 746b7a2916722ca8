import { RecordForm } from "~/components/admin/FormParts";
import { Field } from "~/components/forms/Field";
import { checkWith } from "~/components/forms/use-form";
import { ShopFormEnd } from "./ShopFormEnd";
import { useShopForm } from "./use-shop-form";
import { giftCardFormSchema, giftCardValues, type GiftCardValues } from "~/models/shop/shop.schema";

type Props = { giftCardId: number | null; initial: GiftCardValues; onCancel: () => void; onSaved: () => void };

const validate = checkWith(giftCardFormSchema, giftCardValues);

/** Add or edit one gift card. */
export function GiftCardForm({ giftCardId, initial, onCancel, onSaved }: Props) {
  const form = useShopForm(validate, onSaved);
  const { id, errors, field } = form;

  return (
    <RecordForm form={form} intent="save-gift-card" recordId={giftCardId} testId="gift-card-form">
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
      <ShopFormEnd
        form={form}
        description={initial.description}
        shown={{ name: "active", label: "Active (shown in the shop)", checked: initial.active }}
        saveLabel="Save Gift Card"
        onCancel={onCancel}
      />
    </RecordForm>
  );
}
