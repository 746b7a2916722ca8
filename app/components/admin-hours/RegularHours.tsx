import { CircleCheck, Clock, Pencil } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { FormAlert } from "~/components/ui/FormAlert";
import type { WeeklyHours } from "~/models/hours/hours";
import {
  dayField,
  hoursFieldErrors,
  weeklyHoursSchema,
  weeklyHoursToValues,
  weeklyHoursValues,
} from "~/models/hours/hours.schema";
import { DAY_NAMES, formatTimeRange } from "~/utils/time";
import { FormButtons } from "~/components/admin/FormParts";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FieldError } from "~/components/forms/Field";

/** Regular hours: the week as the site shows it, and Edit toggles to a form with one row per weekday. */
export function RegularHours({ week, error }: { week: WeeklyHours[] | null; error: string | null }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const close = useCallback((wasSaved: boolean) => {
    setEditing(false);
    setSaved(wasSaved);
    requestAnimationFrame(() => editButton.current?.focus());
  }, []);
  const onSaved = useCallback(() => close(true), [close]);

  return (
    <section aria-labelledby="regular-hours-heading" className="card p-5 sm:p-6">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h2 id="regular-hours-heading" className="flex items-center gap-2 text-xl font-bold">
          <Clock aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Regular Hours
        </h2>
        {week && !editing ? (
          <button
            ref={editButton}
            type="button"
            className="btn-secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden className="size-4" /> Edit<span className="sr-only"> regular hours</span>
          </button>
        ) : null}
      </div>
      <div className="mt-4">
        {!week ? (
          <FormAlert>{error}</FormAlert>
        ) : editing ? (
          <WeekForm week={week} onCancel={() => close(false)} onSaved={onSaved} />
        ) : (
          <>
            <dl className="divide-y divide-slate-200 dark:divide-white/10" data-testid="regular-hours">
              {week.map((d) => (
                <div key={d.day_of_week} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-700 dark:text-slate-300">{DAY_NAMES[d.day_of_week]}</dt>
                  <dd className="font-semibold">
                    {d.is_closed ? "Closed" : formatTimeRange(d.open_time, d.close_time)}
                  </dd>
                </div>
              ))}
            </dl>
            {saved ? (
              <p
                role="status"
                className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
              >
                <CircleCheck aria-hidden className="size-4" /> Regular hours saved. The website shows them now.
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

const validate = checkWith(weeklyHoursSchema, weeklyHoursValues, hoursFieldErrors);

function WeekForm({ week, onCancel, onSaved }: { week: WeeklyHours[]; onCancel: () => void; onSaved: () => void }) {
  const id = useId();
  const { fetcher, formRef, errors, field, clear, onSubmit, busy, failure } = useForm({
    id,
    action: "/admin/hours",
    check: validate,
    onSaved,
  });
  const initial = weeklyHoursToValues(week).days;
  const [closed, setClosed] = useState(() => initial.map((d) => d.isClosed));

  return (
    <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} data-testid="regular-hours-form">
      <input type="hidden" name="intent" value="save-hours" />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div
        aria-hidden
        className="hidden grid-cols-[6.5rem_6rem_1fr_1fr] gap-x-3 pb-2 text-xs font-semibold tracking-wider text-slate-600 uppercase sm:grid dark:text-slate-400"
      >
        <span>Day</span>
        <span />
        <span>Opens</span>
        <span>Closes</span>
      </div>
      <div className="divide-y divide-slate-200 dark:divide-white/10">
        {initial.map((d, day) => {
          const name = DAY_NAMES[day];
          const open = dayField("openTime", day);
          const shut = dayField("closeTime", day);
          const closedName = dayField("isClosed", day);
          return (
            <div
              key={day}
              role="group"
              aria-labelledby={`${id}-day-${day}`}
              className="grid grid-cols-2 gap-x-3 gap-y-1 py-3 first:pt-0 sm:grid-cols-[6.5rem_6rem_1fr_1fr] sm:items-start"
            >
              <span id={`${id}-day-${day}`} className="flex min-h-11 items-center font-semibold">
                {name}
              </span>
              <label className="flex min-h-11 items-center justify-end gap-2 text-sm sm:justify-start">
                <input
                  type="checkbox"
                  name={closedName}
                  defaultChecked={d.isClosed}
                  onChange={(e) => {
                    const next = e.currentTarget.checked;
                    setClosed((all) => all.map((c, i) => (i === day ? next : c)));
                    clear(open);
                    clear(shut);
                  }}
                  className="size-5 rounded border-slate-400 text-brand-600 focus:ring-brand-500"
                />
                <span>
                  <span className="sr-only">{name} </span>Closed
                </span>
              </label>
              {/* Hidden, not removed, while closed: unticking brings the times back as they were. */}
              <div hidden={closed[day]} className="min-w-0">
                <label htmlFor={`${id}-${open}`} className="label sm:sr-only">
                  <span className="sr-only">{name} </span>Opens
                </label>
                <input {...field(open)} type="time" defaultValue={d.openTime} className="input" />
                <FieldError id={id} name={open} errors={errors} />
              </div>
              <div hidden={closed[day]} className="min-w-0">
                <label htmlFor={`${id}-${shut}`} className="label sm:sr-only">
                  <span className="sr-only">{name} </span>Closes
                </label>
                <input {...field(shut)} type="time" defaultValue={d.closeTime} className="input" />
                <FieldError id={id} name={shut} errors={errors} />
              </div>
              {closed[day] ? (
                <p className="col-span-2 text-sm text-slate-600 sm:flex sm:min-h-11 sm:items-center dark:text-slate-400">
                  Closed all day
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="mt-5">
        <FormButtons busy={busy} onCancel={onCancel} saveLabel="Save Hours" />
      </div>
    </fetcher.Form>
  );
}
