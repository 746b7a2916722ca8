import type { Route } from "./+types/admin.hours";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { Announcements, type AdminAnnouncement } from "~/components/admin-hours/Announcements";
import { RegularHours } from "~/components/admin-hours/RegularHours";
import { SpecialHours } from "~/components/admin-hours/SpecialHours";
import { pickAnnouncement } from "~/models/announcement/announcement";
import {
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from "~/models/announcement/announcement-admin.server";
import {
  ANNOUNCEMENT_DELETE_FAILED,
  ANNOUNCEMENT_SAVE_FAILED,
  announcementFormSchema,
  announcementIdSchema,
  announcementValues,
} from "~/models/announcement/announcement.schema";
import { fullWeek, type WeeklyHours } from "~/models/hours/hours";
import { museumClock } from "~/models/hours/museum-clock";
import { deleteSpecialHours, saveSpecialHours, saveWeeklyHours } from "~/models/hours/hours-admin.server";
import {
  HOURS_LOAD_FAILED,
  HOURS_POST_DENIED,
  HOURS_SAVE_FAILED,
  hoursFieldErrors,
  SPECIAL_DELETE_FAILED,
  SPECIAL_SAVE_FAILED,
  specialDateSchema,
  specialHoursSchema,
  specialHoursValues,
  weeklyHoursSchema,
  weeklyHoursValues,
  type AdminHoursIntent,
} from "~/models/hours/hours.schema";
import { listBusinessHours, listSpecialHoursFrom } from "~/models/hours/hours.server";
import { requireManager } from "~/utils/auth.server";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { readAdminPost } from "~/utils/admin-action.server";
import { formatMuseumDate, formatMuseumDay } from "~/utils/museum-date.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { readOrNull } from "~/utils/soft-read.server";
import { formatTimeRange } from "~/utils/time";
import { actorOf } from "~/models/audit/audit.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * Admin Hours, managers only: the week's regular hours, special days and announcements.
 * Every time here is the museum's wall clock (MUSEUM_TIMEZONE), whatever zone the browser is in.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Hours & Announcements");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "hours");
  const db = getDb();
  const { timeZone } = getConfig();
  const now = new Date();
  const today = museumClock(now, timeZone).date;

  // The week is the page's main job: a failure to read it says so in its own section
  // (docs/product.md#texts-checks-and-limits).
  let week: WeeklyHours[] | null = null;
  try {
    week = fullWeek(await listBusinessHours(db));
  } catch (error) {
    logger.error({ err: error }, "admin hours: business hours failed to load");
  }
  // So are the special days and the announcements: each failure stays in its own section.
  const [special, announcements] = await Promise.all([
    readOrNull("admin hours: special hours", () => listSpecialHoursFrom(db, today)),
    readOrNull("admin hours: announcements", () => listAnnouncements(db)),
  ]);
  const shown = pickAnnouncement(announcements ?? [], now);

  return {
    timeZone,
    today,
    week,
    weekError: week ? null : HOURS_LOAD_FAILED,
    special:
      special?.map((s) => ({
        ...s,
        label: formatMuseumDay(s.date, "EEE, MMM d, yyyy"),
        hours: s.is_closed ? "Closed" : formatTimeRange(s.open_time, s.close_time),
      })) ?? null,
    announcements:
      announcements?.map((a): AdminAnnouncement => ({
        ...a,
        startLabel: formatMuseumDate(a.start_date, "dateTime", timeZone),
        endLabel: formatMuseumDate(a.end_date, "dateTime", timeZone),
        state: !a.is_active
          ? "inactive"
          : a.id === shown?.id
            ? "showing"
            : Date.parse(a.start_date) > now.getTime()
              ? "scheduled"
              : Date.parse(a.end_date) < now.getTime()
                ? "ended"
                : "waiting",
      })) ?? null,
  };
}

const INTENTS: readonly AdminHoursIntent[] = [
  "save-hours",
  "save-special",
  "delete-special",
  "save-announcement",
  "delete-announcement",
];

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, "hours", HOURS_POST_DENIED);
  const { form, intent, save, attempt, invalid } = await readAdminPost(request, INTENTS, "admin hours");
  const actor = actorOf(manager, context);
  const db = getDb();
  const { timeZone } = getConfig();

  switch (intent) {
    case "save-hours":
      return save(
        weeklyHoursSchema.safeParse(weeklyHoursValues(form)),
        HOURS_SAVE_FAILED,
        (week) => saveWeeklyHours(db, week, actor),
        hoursFieldErrors,
      );
    case "save-special":
      return save(
        specialHoursSchema(museumClock(new Date(), timeZone).date).safeParse(specialHoursValues(form)),
        SPECIAL_SAVE_FAILED,
        (day) => saveSpecialHours(db, day, actor),
        hoursFieldErrors,
      );
    case "delete-special": {
      const date = specialDateSchema.safeParse(form.get("date") ?? "");
      if (!date.success) return invalid();
      return attempt(SPECIAL_DELETE_FAILED, () => deleteSpecialHours(db, date.data, actor));
    }
    case "save-announcement": {
      // No id: a new announcement; an id: that one, edited.
      const rawId = form.get("id") ?? "";
      const id = rawId === "" ? null : announcementIdSchema.safeParse(rawId);
      if (id && !id.success) return invalid();
      return save(
        announcementFormSchema(timeZone).safeParse(announcementValues(form)),
        ANNOUNCEMENT_SAVE_FAILED,
        (a) => (id ? updateAnnouncement(db, id.data, a, actor) : createAnnouncement(db, a, actor).then(() => true)),
      );
    }
    case "delete-announcement": {
      const id = announcementIdSchema.safeParse(form.get("id") ?? "");
      if (!id.success) return invalid();
      return attempt(ANNOUNCEMENT_DELETE_FAILED, () => deleteAnnouncement(db, id.data, actor));
    }
    default:
      return invalid();
  }
}

export default function AdminHours({ loaderData }: Route.ComponentProps) {
  const { timeZone, today, week, weekError, special, announcements } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader title="Hours & Announcements">
        What visitors see in the footer, on the home page, About and Museum Information, and in the banner at the top of
        every page. Changes show on the site as soon as you save. All times are museum time ({timeZone}).
      </AdminPageHeader>
      <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
        <RegularHours week={week} error={weekError} />
        <SpecialHours entries={special} today={today} />
        <div className="lg:col-span-2">
          <Announcements announcements={announcements} timeZone={timeZone} />
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
