import { CircleCheck, Plus, type LucideIcon } from "lucide-react";
import { FormAlert } from "~/components/ui/FormAlert";

type Props = {
  /** Prefix of the heading's id, e.g. "special-hours". */
  name: string;
  title: string;
  Icon: LucideIcon;
  intro: React.ReactNode;
  /** The Add button, hidden while the add form is open. */
  add: { id: string; label: string; onClick: () => void } | null;
  /** The note after a save, e.g. "Special hours saved."; null while there is none. */
  savedText: string | null;
  /** The add form, above the list. */
  newForm: React.ReactNode;
  /**
   * The message when the entries could not be read, in the product's fixed words
   * (docs/product.md#texts-checks-and-limits).
   */
  loadFailure: string | null;
  emptyText: string | null;
  children: React.ReactNode;
};

/** A card of the hours screen with a list that is added to and edited in place (special hours, announcements). */
export function HoursListSection({
  name,
  title,
  Icon,
  intro,
  add,
  savedText,
  newForm,
  loadFailure,
  emptyText,
  children,
}: Props) {
  return (
    <section aria-labelledby={`${name}-heading`} className="card p-5 sm:p-6">
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
        <h2 id={`${name}-heading`} className="flex items-center gap-2 text-xl font-bold">
          <Icon aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> {title}
        </h2>
        {add ? (
          <button id={add.id} type="button" className="btn-primary" onClick={add.onClick}>
            <Plus aria-hidden className="size-4" /> {add.label}
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      {savedText ? (
        <p
          role="status"
          className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
        >
          <CircleCheck aria-hidden className="size-4" /> {savedText}
        </p>
      ) : null}
      {newForm ? <div className="mt-4">{newForm}</div> : null}
      {loadFailure ? (
        <div className="mt-4">
          <FormAlert>{loadFailure}</FormAlert>
        </div>
      ) : emptyText ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-center text-slate-700 dark:bg-white/5 dark:text-slate-300">
          {emptyText}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
