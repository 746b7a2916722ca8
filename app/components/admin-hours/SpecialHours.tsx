import { CalendarDays, Pencil } from "lucide-react";
import { useMemo, useState } from "react";
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
import { FormButtons, RecordForm } from "~/components/admin/FormParts";
import { HoursListSection } from "./HoursListSection";
import { checkWith, useForm } from "~/components/forms/use-form";
import { Field } from "~/components/forms/Field";

export type SpecialEntry = DayException & { label: string; hours: string };

const openerId = (key: string) => (key === "new" ? "add-special-hours" : `edit-special-${key}`);

/** Special hours: the upcoming entries, today's included, by date; add, edit or delete one. */
/**
 * `entries` is null when the special days could not be read; the section then says so in its fixed words
 * (docs/product.md#texts-checks-and-limits).
 */
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
    <HoursListSection
      name="special-hours"
      title="Special Hours"
      Icon={CalendarDays}
      intro={
        <>
          Holidays and other days that differ from the week, in museum time. A special day replaces that day&apos;s
          regular hours; saving a date that already has special hours replaces them.
        </>
      }
      add={editing !== "new" ? { id: openerId("new"), label: "Add Special Hours", onClick: () => open("new") } : null}
      savedText={saved ? "Special hours saved." : null}
      newForm={editing === "new" ? form(null) : null}
      loadFailure={entries === null ? HOURS_LOAD_FAILED : null}
      emptyText={entries?.length === 0 ? "No upcoming special hours." : null}
    >
      <ul className="mt-4 space-y-3" aria-label="Upcoming special hours">
        {entries?.map((entry) =>
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
    </HoursListSection>
  );
}

type FormProps = { initial: SpecialHoursValues; today: string; onCancel: () => void; onSaved: () => void };

function SpecialHoursForm({ initial, today, onCancel, onSaved }: FormProps) {
  const validate = useMemo(() => checkWith(specialHoursSchema(today), specialHoursValues, hoursFieldErrors), [today]);
  const form = useForm({
    action: "/admin/hours",
    check: validate,
    onSaved,
  });
  const { id, errors, field, clear, busy, failure } = form;
  const [closed, setClosed] = useState(initial.isClosed);

  return (
    <RecordForm form={form} intent="save-special" recordId={null} testId="special-hours-form" failure={failure}>
      <input type="hidden" name="previousDate" value={initial.previousDate} />
      <Field id={id} name="date" label="Date" errors={errors}>
        <input
          {...field("date")}
          type="date"
          min={today}
          defaultValue={initial.date}
          required
          autoFocus
          className="input"
        />
      </Field>
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
      {/* The times are shown only when the day is not closed; hidden, they keep what was typed. */}
      <div hidden={closed} className="grid gap-5 sm:grid-cols-2 sm:gap-3">
        <Field id={id} name="openTime" label="Opens" errors={errors}>
          <input {...field("openTime")} type="time" defaultValue={initial.openTime} className="input" />
        </Field>
        <Field id={id} name="closeTime" label="Closes" errors={errors}>
          <input {...field("closeTime")} type="time" defaultValue={initial.closeTime} className="input" />
        </Field>
      </div>
      <Field id={id} name="reason" label="Reason" errors={errors}>
        <input
          {...field("reason")}
          defaultValue={initial.reason}
          maxLength={REASON_MAX}
          placeholder="e.g. Closed for Thanksgiving"
          className="input"
        />
      </Field>
      <FormButtons busy={busy} onCancel={onCancel} saveLabel="Save Special Hours" />
    </RecordForm>
  );
}
