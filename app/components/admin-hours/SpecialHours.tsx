import { CalendarDays, CircleCheck, Pencil, Plus } from "lucide-react";
import { useMemo, useId, useState } from "react";
import { FormAlert } from "~/components/ui/FormAlert";
import { HOURS_LOAD_FAILED, type DayException } from "~/models/hours/hours";
import {
  EMPTY_SPECIAL_VALUES,
  hoursFieldErrors,
  REASON_MAX,
  SPECIAL_DELETE_CONFIRM,
  specialHoursSchema,
  specialHoursToValues,
  specialHoursValues,
  type SpecialHoursValues,
} from "~/models/hours/hours.schema";
import { DeleteButton } from "~/components/admin/DeleteButton";
import { EditPanel, useEditing } from "~/components/admin/EditPanel";
import { FormButtons } from "~/components/admin/FormParts";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FieldError } from "~/components/forms/Field";

export type SpecialEntry = DayException & { label: string; hours: string };

const openerId = (key: string) => (key === "new" ? "add-special-hours" : `edit-special-${key}`);

/** Special hours (spec section 2): the upcoming entries, today's included, by date; add, edit or delete one. */
/** `entries` is null when the special days could not be read (spec section 8). */
export function SpecialHours({ entries, today }: { entries: SpecialEntry[] | null; today: string }) {
  const { editing, saved, open, onSaved, onCancel } = useEditing<string>(openerId);
  const form = (entry: SpecialEntry | null) => (
    <EditPanel title={entry ? `Edit Special Hours: ${entry.label}` : "Add Special Hours"}>
      <SpecialHoursForm
        initial={entry ? specialHoursToValues(entry) : EMPTY_SPECIAL_VALUES}
        today={today}
        onCancel={onCancel}
        onSaved={onSaved}
      />
    </EditPanel>
  );

  return (
    <section aria-labelledby="special-hours-heading" className="card p-5 sm:p-6">
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
        <h2 id="special-hours-heading" className="flex items-center gap-2 text-xl font-bold">
          <CalendarDays aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Special Hours
        </h2>
        {editing !== "new" ? (
          <button id={openerId("new")} type="button" className="btn-primary" onClick={() => open("new")}>
            <Plus aria-hidden className="size-4" /> Add Special Hours
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Holidays and other days that differ from the week, in museum time. A special day replaces that day&apos;s
        regular hours; saving a date that already has special hours replaces them.
      </p>
      {saved ? (
        <p
          role="status"
          className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
        >
          <CircleCheck aria-hidden className="size-4" /> Special hours saved.
        </p>
      ) : null}
      {editing === "new" ? <div className="mt-4">{form(null)}</div> : null}
      {entries === null ? (
        <div className="mt-4">
          <FormAlert>{HOURS_LOAD_FAILED}</FormAlert>
        </div>
      ) : entries.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-center text-slate-700 dark:bg-white/5 dark:text-slate-300">
          No upcoming special hours.
        </p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Upcoming special hours">
          {entries.map((entry) =>
            editing === entry.date ? (
              <li key={entry.date}>{form(entry)}</li>
            ) : (
              <li
                key={entry.date}
                data-testid="special-day"
                className="rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-white/10"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-semibold">
                    <time dateTime={entry.date}>{entry.label}</time>
                    {entry.date === today ? (
                      <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-900 dark:bg-brand-500/20 dark:text-brand-100">
                        Today
                      </span>
                    ) : null}
                  </p>
                  <p className={`font-semibold ${entry.is_closed ? "text-red-700 dark:text-red-300" : ""}`}>
                    {entry.hours}
                  </p>
                </div>
                {entry.reason ? (
                  <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">{entry.reason}</p>
                ) : null}
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    id={openerId(entry.date)}
                    type="button"
                    className="btn-ghost min-h-11 px-3 text-sm"
                    onClick={() => open(entry.date)}
                  >
                    <Pencil aria-hidden className="size-4" /> Edit<span className="sr-only"> {entry.label}</span>
                  </button>
                  <DeleteButton
                    action="/admin/hours"
                    fields={{ intent: "delete-special", date: entry.date }}
                    what={entry.label}
                    title="Delete Special Hours"
                    description={`${SPECIAL_DELETE_CONFIRM} ${entry.label} goes back to its regular hours.`}
                    confirmLabel="Delete"
                  />
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

type FormProps = { initial: SpecialHoursValues; today: string; onCancel: () => void; onSaved: () => void };

function SpecialHoursForm({ initial, today, onCancel, onSaved }: FormProps) {
  const id = useId();
  const validate = useMemo(() => checkWith(specialHoursSchema(today), specialHoursValues, hoursFieldErrors), [today]);
  const { fetcher, formRef, errors, field, clear, onSubmit, busy, failure } = useForm({
    id,
    action: "/admin/hours",
    check: validate,
    onSaved,
  });
  const [closed, setClosed] = useState(initial.isClosed);
  const label = (name: string, text: string) => (
    <label htmlFor={`${id}-${name}`} className="label">
      {text}
    </label>
  );

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      data-testid="special-hours-form"
    >
      <input type="hidden" name="intent" value="save-special" />
      <input type="hidden" name="previousDate" value={initial.previousDate} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div>
        {label("date", "Date")}
        <input
          {...field("date")}
          type="date"
          min={today}
          defaultValue={initial.date}
          required
          autoFocus
          className="input"
        />
        <FieldError id={id} name="date" errors={errors} />
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="isClosed"
          defaultChecked={initial.isClosed}
          onChange={(e) => {
            setClosed(e.currentTarget.checked);
            clear("openTime");
            clear("closeTime");
          }}
          className="size-5 rounded border-slate-400 text-brand-600 focus:ring-brand-500"
        />
        <span className="font-semibold">Closed all day</span>
      </label>
      {/* Spec section 2: the times are shown only when the day is not closed; hidden, they keep what was typed. */}
      <div hidden={closed} className="grid gap-5 sm:grid-cols-2 sm:gap-3">
        <div className="min-w-0">
          {label("openTime", "Opens")}
          <input {...field("openTime")} type="time" defaultValue={initial.openTime} className="input" />
          <FieldError id={id} name="openTime" errors={errors} />
        </div>
        <div className="min-w-0">
          {label("closeTime", "Closes")}
          <input {...field("closeTime")} type="time" defaultValue={initial.closeTime} className="input" />
          <FieldError id={id} name="closeTime" errors={errors} />
        </div>
      </div>
      <div>
        {label("reason", "Reason")}
        <input
          {...field("reason")}
          defaultValue={initial.reason}
          maxLength={REASON_MAX}
          placeholder="e.g. Closed for Thanksgiving"
          className="input"
        />
        <FieldError id={id} name="reason" errors={errors} />
      </div>
      <FormButtons busy={busy} onCancel={onCancel} saveLabel="Save Special Hours" />
    </fetcher.Form>
  );
}
