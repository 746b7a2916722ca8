import { LoaderCircle, Mail, Phone, Reply, StickyNote } from "lucide-react";
import { useEffect, useState } from "react";
import { href, Link } from "react-router";
import { CheckboxField } from "~/components/admin/FormParts";
import { FieldError, fieldProps } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { useActionButton } from "~/components/forms/use-action-button";
import { InquiryStatusBadge } from "~/components/admin-games/InquiryStatusBadge";
import { formatPrice } from "~/models/game/game";
import {
  inquiryActionSchema,
  inquiryKindLabel,
  isManagerDecision,
  MANAGERS_REOPEN,
  NOTES_MAX,
  replyHref,
  STATUS_ACTIONS,
  TAKE_OFF_SALE,
  type InquiryView,
  type OffSale,
} from "~/models/inquiry/inquiry-admin.schema";
import type { action as inquiryAction } from "~/routes/admin.buyer-inquiries";
import { formValues, type FormResult } from "~/utils/forms";
import { InlineError } from "~/components/ui/InlineError";
import { useMuseum } from "~/utils/museum";

/**
 * Where every inquiry form posts, from the list page and from a game's edit page alike: always through a
 * fetcher, so a change acts in place and never leaves the page (or an edit form's unsaved input).
 */
const ACTION = "/admin/buyer-inquiries";

type Props = {
  inquiry: InquiryView;
  isManager: boolean;
  showGame?: boolean;
  /** Told when an Accept took the game off Games For Sale (the edit page's form follows). */
  onTakenOffSale?: (change: OffSale) => void;
};

/**
 * One buyer inquiry in the back office: the game, the buyer, what they asked for and their message, the
 * status buttons, 'Reply by e-mail', and for a manager the private notes. After a change the page's
 * lists reload.
 */
export function InquiryCard({ inquiry, isManager, showGame = true, onTakenOffSale }: Props) {
  const status = useActionButton<typeof inquiryAction>();
  const museum = useMuseum();
  const pending = status.pending("status");
  const { answer, error: statusError } = status;
  const shownStatus = (typeof pending === "string" ? pending : inquiry.status) as InquiryView["status"];
  // A manager's Accept or Decline stands until a manager changes it (the server refuses anyone else).
  const decided = !isManager && isManagerDecision(inquiry.status);
  const offSale = answer?.ok ? answer.offSale : null;
  useEffect(() => {
    if (offSale) onTakenOffSale?.(offSale);
  }, [offSale, onTakenOffSale]);

  return (
    <article className="card p-4 sm:p-5" data-testid="inquiry" aria-labelledby={`inquiry-${inquiry.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`inquiry-${inquiry.id}`} className="text-lg font-bold break-words">
            {inquiry.buyerName}
          </h3>
          {showGame ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              about{" "}
              <Link
                to={href("/game/:slug", { slug: inquiry.game.slug })}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                {inquiry.game.name}
              </Link>
              {inquiry.game.askingPrice != null ? <> · asking {formatPrice(inquiry.game.askingPrice)}</> : null}
            </p>
          ) : null}
        </div>
        <InquiryStatusBadge status={shownStatus} />
      </div>

      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
        <a
          href={`mailto:${inquiry.buyerEmail}`}
          className="inline-flex min-h-8 items-center gap-1 break-all hover:underline"
        >
          <Mail aria-hidden className="size-3.5 shrink-0" /> {inquiry.buyerEmail}
        </a>
        {inquiry.buyerPhone ? (
          <a href={`tel:${inquiry.buyerPhone}`} className="inline-flex min-h-8 items-center gap-1 hover:underline">
            <Phone aria-hidden className="size-3.5" /> {inquiry.buyerPhone}
          </a>
        ) : null}
        <time dateTime={inquiry.createdAt} className="inline-flex min-h-8 items-center">
          {inquiry.createdLabel}
        </time>
      </p>
      <p className="mt-2 text-sm font-semibold">{inquiryKindLabel(inquiry)}</p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
        {inquiry.message}
      </p>

      <InlineError message={statusError} className="mt-3" />
      <status.Form
        method="post"
        action={ACTION}
        preventScrollReset
        className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-white/10"
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={inquiry.id} />
        {isManager && inquiry.game.listed && shownStatus !== "accepted" ? (
          <div className="w-full">
            <CheckboxField name="takeOffSale" label={TAKE_OFF_SALE} defaultChecked />
            <p className="ml-8 text-xs text-slate-600 dark:text-slate-400">
              With Accept: clears For sale and the asking price.
            </p>
          </div>
        ) : null}
        {/* As the spec says, only the status the inquiry has is off; the one being sent shows it is busy. */}
        {STATUS_ACTIONS.filter((a) => (isManager || !a.managerOnly) && !decided).map((a) => {
          const sending = pending === a.status;
          return (
            <button
              key={a.status}
              type="submit"
              name="status"
              value={a.status}
              disabled={inquiry.status === a.status || sending}
              aria-busy={sending || undefined}
              className={`btn min-h-11 px-4 text-sm ${a.status === "declined" ? "btn-secondary text-red-700 dark:text-red-300" : a.status === "accepted" ? "btn-primary" : "btn-secondary"}`}
            >
              {sending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              {sending ? a.busyLabel : a.label}
            </button>
          );
        })}
        <a
          href={replyHref(inquiry.buyerEmail, inquiry.game.name, museum.name)}
          className="btn-ghost min-h-11 px-3 text-sm"
        >
          <Reply aria-hidden className="size-4" /> Reply by e-mail
        </a>
        {!isManager ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {decided ? `${MANAGERS_REOPEN}.` : "Accept and Decline are for managers."}
          </span>
        ) : null}
      </status.Form>

      {isManager ? <ManagerNotes inquiryId={inquiry.id} notes={inquiry.notes ?? null} /> : null}
    </article>
  );
}

// The schema of every inquiry post, over the form's values as posted (intent and id are hidden fields).
const notesCheck = checkWith<unknown>(inquiryActionSchema, formValues);

/** 'Private Notes (Manager Only)': read, then Edit opens a text box with Save and Cancel. */
function ManagerNotes({ inquiryId, notes }: { inquiryId: number; notes: string | null }) {
  const [editing, setEditing] = useState(false);
  // A save that went through closes the editor; a failure keeps it open with the text as typed.
  const {
    id,
    formRef,
    errors: checked,
    clear,
    onSubmit,
    busy: saving,
    failure,
  } = useForm<FormResult<"notes">>({
    check: notesCheck,
    action: ACTION,
    onSaved: () => setEditing(false),
  });
  // Every refusal of a save (too long, not a manager's, gone) is the text box's own message.
  const errors = failure ? { ...checked, notes: failure } : checked;

  return (
    <section className="mt-4 rounded-xl bg-amber-50 p-3 dark:bg-amber-400/10" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`} className="flex items-center gap-1.5 text-sm font-bold text-amber-950 dark:text-amber-100">
        <StickyNote aria-hidden className="size-4" /> Private Notes (Manager Only)
      </h4>
      {editing ? (
        <form method="post" action={ACTION} noValidate ref={formRef} onSubmit={onSubmit} className="mt-2">
          <input type="hidden" name="intent" value="notes" />
          <input type="hidden" name="id" value={inquiryId} />
          <label htmlFor={`${id}-notes`} className="sr-only">
            Private notes
          </label>
          <textarea
            {...fieldProps(id, "notes", errors, clear)}
            rows={4}
            maxLength={NOTES_MAX}
            defaultValue={notes ?? ""}
            autoFocus
            className="input"
          />
          <FieldError id={id} name="notes" errors={errors} announce />
          <div className="mt-2 flex gap-2">
            <button type="submit" disabled={saving} className="btn-primary min-h-11 px-4 text-sm">
              {saving ? "Saving..." : "Save"}
            </button>
            <button
              type="button"
              disabled={saving}
              onClick={() => setEditing(false)}
              className="btn-ghost min-h-11 px-4 text-sm"
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-1 flex flex-wrap items-end justify-between gap-2">
          <p className="text-sm break-words whitespace-pre-line text-amber-950 dark:text-amber-50">
            {notes ?? <span className="italic opacity-80">No notes yet</span>}
          </p>
          <button type="button" onClick={() => setEditing(true)} className="btn-ghost min-h-11 px-3 text-sm">
            Edit<span className="sr-only"> private notes</span>
          </button>
        </div>
      )}
    </section>
  );
}
