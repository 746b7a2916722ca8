import { RecordForm } from "~/components/admin/FormParts";
import { Field } from "~/components/forms/Field";
import { checkWith } from "~/components/forms/use-form";
import { ShopFormEnd } from "./ShopFormEnd";
import { useShopForm } from "./use-shop-form";
import {
  CATEGORY_MAX,
  NAME_MAX,
  productFormSchema,
  productValues,
  URL_MAX,
  type ProductValues,
} from "~/models/shop/shop.schema";

type Props = {
  productId: number | null;
  initial: ProductValues;
  categories: string[];
  onCancel: () => void;
  onSaved: () => void;
};

const validate = checkWith(productFormSchema, productValues);

/** Add or edit one product. */
export function ProductForm({ productId, initial, categories, onCancel, onSaved }: Props) {
  const form = useShopForm(validate, onSaved);
  const { id, errors, field } = form;

  return (
    <RecordForm form={form} intent="save-product" recordId={productId} testId="product-form">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id} name="name" label="Name" errors={errors}>
          <input
            {...field("name")}
            defaultValue={initial.name}
            maxLength={NAME_MAX}
            required
            autoFocus
            className="input"
          />
        </Field>
        <Field id={id} name="category" label="Category" errors={errors}>
          <input
            {...field("category")}
            defaultValue={initial.category}
            maxLength={CATEGORY_MAX}
            list={`${id}-categories`}
            required
            className="input"
          />
          <datalist id={`${id}-categories`}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <Field id={id} name="price" label="Price ($)" errors={errors}>
          <input
            {...field("price")}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            defaultValue={initial.price}
            required
            className="input"
          />
        </Field>
        <Field
          id={id}
          name="imageUrl"
          label="Image URL"
          hint="An https:// address, or a picture on this site such as /uploads/..."
          errors={errors}
        >
          <input
            {...field("imageUrl")}
            type="url"
            inputMode="url"
            defaultValue={initial.imageUrl}
            maxLength={URL_MAX}
            required
            className="input"
          />
        </Field>
      </div>
      <ShopFormEnd
        form={form}
        description={initial.description}
        shown={{ name: "inStock", label: "In stock (shown in the shop)", checked: initial.inStock }}
        saveLabel="Save Product"
        onCancel={onCancel}
      />
    </RecordForm>
  );
}
