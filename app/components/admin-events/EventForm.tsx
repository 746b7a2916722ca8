import { useState } from "react";
import { FormButtons, LongTextField, RecordForm } from "~/components/admin/FormParts";
import { Field } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import {
  DESCRIPTION_MAX,
  eventFormSchema,
  eventValues,
  TITLE_MAX,
  type EventValues,
} from "~/models/event/event.schema";

type Props = { eventId: number | null; initial: EventValues; onCancel: () => void; onSaved: () => void };

const validate = checkWith(eventFormSchema, eventValues);

/** Add or edit one event. The fee shown is the chosen type's: registration for a tournament, admission for an event. */
export function EventForm({ eventId, initial, onCancel, onSaved }: Props) {
  const form = useForm({
    action: "/admin/events",
    check: validate,
    onSaved,
  });
  const { id, errors, field, busy, failure } = form;
  const [type, setType] = useState(initial.type);
  const typeField = field("type");
  const tournament = type === "tournament";
  const feeName = tournament ? "registrationFee" : "admissionFee";

  return (
    <RecordForm form={form} intent="save-event" recordId={eventId} testId="event-form" failure={failure}>
      <Field id={id} name="title" label="Title" errors={errors}>
        <input
          {...field("title")}
          defaultValue={initial.title}
          maxLength={TITLE_MAX}
          required
          autoFocus
          className="input"
        />
      </Field>
      <LongTextField
        form={form}
        name="description"
        label="Description"
        defaultValue={initial.description}
        maxLength={DESCRIPTION_MAX}
        rows={4}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <Field id={id} name="date" label="Date" errors={errors}>
          <input {...field("date")} type="date" defaultValue={initial.date} required className="input" />
        </Field>
        <Field id={id} name="time" label="Time" errors={errors}>
          <input {...field("time")} type="time" defaultValue={initial.time} required className="input" />
        </Field>
        <Field id={id} name="type" label="Type" errors={errors}>
          <select
            {...typeField}
            value={type}
            onChange={(e) => {
              typeField.onChange();
              setType(e.target.value === "tournament" ? "tournament" : "event");
            }}
            className="input"
          >
            <option value="event">Special Event</option>
            <option value="tournament">Tournament</option>
          </select>
        </Field>
      </div>
      <Field
        key={feeName}
        id={id}
        name={feeName}
        label={tournament ? "Registration fee ($)" : "Admission fee ($)"}
        hint="Leave empty when there is none; 0 shows as Free."
        errors={errors}
      >
        <input
          {...field(feeName)}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          defaultValue={initial[feeName]}
          className="input sm:max-w-48"
        />
      </Field>
      <FormButtons busy={busy} onCancel={onCancel} saveLabel="Save Event" />
    </RecordForm>
  );
}
