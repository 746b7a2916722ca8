import { Info, Pencil } from "lucide-react";
import { useMemo, useState } from "react";
import type { AnnouncementType } from "~/db/schema";
import {
  ANNOUNCEMENT_DELETE_CONFIRM,
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENTS_LOAD_FAILED,
  announcementFormSchema,
  announcementToValues,
  announcementValues,
  MESSAGE_MAX,
  newAnnouncementValues,
  type AnnouncementValues,
} from "~/models/announcement/announcement.schema";
import { DeleteButton } from "~/components/admin/DeleteButton";
import { EditPanel, useEditing } from "~/components/admin/EditPanel";
import { CheckboxField, FormButtons, LongTextField, RecordForm } from "~/components/admin/FormParts";
import { HoursListSection } from "./HoursListSection";
import { checkWith, useForm } from "~/components/forms/use-form";
import { Field } from "~/components/forms/Field";

export type AdminAnnouncement = {
  id: number;
  message: string;
  type: AnnouncementType;
  start_date: string;
  end_date: string;
  is_active: boolean;
  startLabel: string;
  endLabel: string;
  /**
   * Only one is shown (docs/product.md#rules-worth-knowing): the first by start date among active ones whose window
   * contains now.
   */
  state: "showing" | "waiting" | "scheduled" | "ended" | "inactive";
};

const STATES: Record<AdminAnnouncement["state"], { label: string; className: string }> = {
  showing: {
    label: "Showing now",
    className: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200",
  },
  waiting: {
    label: "Waiting: an earlier one is showing",
    className: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  },
  scheduled: { label: "Scheduled", className: "bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200" },
  ended: { label: "Ended", className: "bg-slate-100 text-slate-700 dark:bg-white/10 dark:text-slate-300" },
  inactive: { label: "Inactive", className: "bg-slate-100 text-slate-700 dark:bg-white/10 dark:text-slate-300" },
};

/** The same colours as the site's banner (AnnouncementBar), as a small swatch. */
const TYPE_DOTS: Record<AnnouncementType, string> = {
  info: "bg-sky-700",
  warning: "bg-amber-400",
  success: "bg-emerald-700",
  error: "bg-red-700",
};
const TYPE_LABELS: Record<AnnouncementType, string> = {
  info: "Info",
  warning: "Warning",
  success: "Success",
  error: "Error",
};

const openerId = (key: string) => (key === "new" ? "add-announcement" : `edit-announcement-${key}`);

/** Announcements: the banner's messages with their windows in museum time; add, edit, delete. */
/** `announcements` is null when they could not be read. */
export function Announcements({
  announcements,
  timeZone,
}: {
  announcements: AdminAnnouncement[] | null;
  timeZone: string;
}) {
  const { editing, saved, open, onSaved, onCancel } = useEditing<string>(openerId);
  // "Now" is read when the form opens, from this browser's clock but on the museum's wall clock.
  const [now, setNow] = useState(() => new Date());
  const start = (key: string) => {
    setNow(new Date());
    open(key);
  };
  const form = (announcement: AdminAnnouncement | null) => (
    <EditPanel title={announcement ? "Edit Announcement" : "Add Announcement"}>
      <p className="-mt-2 mb-4 text-sm text-slate-600 dark:text-slate-300">
        Start and end are museum time ({timeZone}).
      </p>
      <AnnouncementForm
        id={announcement?.id ?? null}
        initial={announcement ? announcementToValues(announcement, timeZone) : newAnnouncementValues(now, timeZone)}
        timeZone={timeZone}
        onCancel={onCancel}
        onSaved={onSaved}
      />
    </EditPanel>
  );

  return (
    <HoursListSection
      name="announcements"
      title="Announcements"
      Icon={Info}
      intro="The banner at the top of every page shows one message: the active one that started first, while the current time is between its start and end."
      add={editing !== "new" ? { id: openerId("new"), label: "Add Announcement", onClick: () => start("new") } : null}
      savedText={saved ? "Announcement saved." : null}
      newForm={editing === "new" ? form(null) : null}
      loadFailure={announcements === null ? ANNOUNCEMENTS_LOAD_FAILED : null}
      emptyText={announcements?.length === 0 ? "No announcements yet." : null}
    >
      <ul className="mt-4 grid gap-3 md:grid-cols-2" aria-label="Announcements, latest start first">
        {announcements?.map((a) =>
          editing === String(a.id) ? (
            <li key={a.id} className="md:col-span-2">
              {form(a)}
            </li>
          ) : (
            <li
              key={a.id}
              data-testid="announcement"
              className="flex flex-col rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-white/10"
            >
              <div className="flex flex-wrap items-center gap-2 text-xs font-bold">
                <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-slate-800 dark:bg-white/10 dark:text-slate-100">
                  <span aria-hidden className={`size-2.5 rounded-full ${TYPE_DOTS[a.type] ?? TYPE_DOTS.info}`} />
                  {TYPE_LABELS[a.type] ?? a.type}
                </span>
                <span className={`rounded-full px-2 py-0.5 ${STATES[a.state].className}`}>{STATES[a.state].label}</span>
              </div>
              <p className="mt-2 font-medium break-words">{a.message}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                <time dateTime={a.start_date}>{a.startLabel}</time> to <time dateTime={a.end_date}>{a.endLabel}</time>
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                <button
                  id={openerId(String(a.id))}
                  type="button"
                  className="btn-ghost min-h-11 px-3 text-sm"
                  onClick={() => start(String(a.id))}
                >
                  <Pencil aria-hidden className="size-4" /> Edit
                  <span className="sr-only"> announcement: {a.message}</span>
                </button>
                <DeleteButton
                  action="/admin/hours"
                  fields={{ intent: "delete-announcement", id: String(a.id) }}
                  what={`announcement: ${a.message}`}
                  title="Delete Announcement"
                  description={
                    <>
                      {ANNOUNCEMENT_DELETE_CONFIRM} &ldquo;
                      {a.message.length > 120 ? `${a.message.slice(0, 120)}...` : a.message}&rdquo;
                    </>
                  }
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

type FormProps = {
  id: number | null;
  initial: AnnouncementValues;
  timeZone: string;
  onCancel: () => void;
  onSaved: () => void;
};

function AnnouncementForm({ id: announcementId, initial, timeZone, onCancel, onSaved }: FormProps) {
  const validate = useMemo(() => checkWith(announcementFormSchema(timeZone), announcementValues), [timeZone]);
  const form = useForm({
    action: "/admin/hours",
    check: validate,
    onSaved,
  });
  const { id, errors, field, busy, failure } = form;

  return (
    <RecordForm
      form={form}
      intent="save-announcement"
      recordId={announcementId}
      testId="announcement-form"
      failure={failure}
    >
      <LongTextField
        form={form}
        name="message"
        label="Message"
        defaultValue={initial.message}
        maxLength={MESSAGE_MAX}
        rows={3}
        autoFocus
      />
      <Field id={id} name="type" label="Type" errors={errors}>
        <select {...field("type")} defaultValue={initial.type || "info"} className="input">
          {ANNOUNCEMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id} name="startDate" label="Start" errors={errors}>
          <input
            {...field("startDate")}
            type="datetime-local"
            defaultValue={initial.startDate}
            required
            className="input"
          />
        </Field>
        <Field id={id} name="endDate" label="End" errors={errors}>
          <input
            {...field("endDate")}
            type="datetime-local"
            defaultValue={initial.endDate}
            required
            className="input"
          />
        </Field>
      </div>
      <CheckboxField name="isActive" label="Active" defaultChecked={initial.isActive} />
      <FormButtons busy={busy} onCancel={onCancel} saveLabel="Save Announcement" />
    </RecordForm>
  );
}
