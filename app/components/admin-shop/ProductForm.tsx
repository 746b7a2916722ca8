import { useId } from "react";
import { CheckboxField, FormButtons } from "~/components/admin/FormParts";
import { Field } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { useReportShopFailure, useShopFailure } from "./ShopFailure";
import {
  CATEGORY_MAX,
  DESCRIPTION_MAX,
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

/** Add or edit one product (spec sections 3 and 5). */
export function ProductForm({ productId, initial, categories, onCancel, onSaved }: Props) {
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
      data-testid="product-form"
    >
      <input type="hidden" name="intent" value="save-product" />
      {productId !== null ? <input type="hidden" name="id" value={productId} /> : null}
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
      <CheckboxField name="inStock" label="In stock (shown in the shop)" defaultChecked={initial.inStock} />
      <FormButtons busy={busy} onCancel={onCancel} saveLabel="Save Product" />
    </fetcher.Form>
  );
}
