import { Form, Link, useNavigation, useSubmit } from "react-router";
import { FormAlert } from "~/components/ui/FormAlert";
import { formatPrice } from "~/models/game/game";
import { INQUIRY_TITLES, type InquiryResult, type InquiryType } from "~/models/inquiry/inquiry";
import { hasAskingPrice, type SaleGame } from "~/models/sale/sale";
import { useForm } from "~/components/forms/use-form";
import { inquiryCheck, InquiryFields } from "./InquiryFields";

type Props = {
  game: SaleGame;
  kind: InquiryType;
  /** Where the form posts (the page with its filters) and where Cancel returns to. */
  action: string;
  backTo: string;
  result: InquiryResult | undefined;
};

/**
 * The buyer form on the page itself, for `?inquire={id}&kind=...` links: this
 * is how the purchase / offer modal works before (or without) JavaScript.
 */
export function InquirySection({ game, kind, action, backTo, result }: Props) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const failed = result && !result.ok ? result : undefined;
  const { errors, onSubmit, onFocus, checking, clear } = useForm({
    check: inquiryCheck,
    send: (form) => submit(form, { method: "post", action }),
    result,
    focusOnResult: false,
  });
  const busy = checking || (navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST");
  return (
    <section aria-labelledby="inquiry-heading" className="mx-auto mb-10 max-w-2xl card p-5 sm:p-7">
      <h2 id="inquiry-heading" className="text-2xl font-extrabold tracking-tight">
        {INQUIRY_TITLES[kind]}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-200">
        <span className="block font-semibold">{game.name}</span>
        <span className="block text-sm">
          {hasAskingPrice(game.askingPrice)
            ? `Asking price ${formatPrice(game.askingPrice)}`
            : "No asking price: Make Offer"}
        </span>
      </p>
      <Form method="post" action={action} noValidate onSubmit={onSubmit} onFocus={onFocus} className="mt-5 space-y-4">
        {failed?.error ? <FormAlert>{failed.error}</FormAlert> : null}
        <InquiryFields gameId={game.id} kind={kind} errors={errors} values={failed?.values} onEdit={clear} />
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Link to={backTo} className="btn-secondary" preventScrollReset>
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Sending..." : kind === "purchase" ? "Send Purchase Request" : "Send Offer"}
          </button>
        </div>
      </Form>
    </section>
  );
}
