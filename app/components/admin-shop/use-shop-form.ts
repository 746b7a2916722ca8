import { useForm, type FormCheck } from "~/components/forms/use-form";
import { useReportShopFailure, useShopFailure } from "./ShopFailure";

/** A shop form posts to /admin/shop; a new save clears the page's banner, and its failure goes there. */
export function useShopForm(check: FormCheck, onSaved: () => void) {
  const form = useForm({ action: "/admin/shop", check, onSaved });
  const report = useShopFailure();
  useReportShopFailure(form.failure);
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    report(null);
    void form.onSubmit(e);
  };
  return { ...form, onSubmit };
}
