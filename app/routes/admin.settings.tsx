import type { Route } from "./+types/admin.settings";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { SettingsForm } from "~/components/admin-settings/SettingsForm";
import { actorOf } from "~/models/audit/audit.server";
import { SETTINGS_SAVE_FAILED, SETTINGS_SAVED, SETTINGS_UNCHANGED } from "~/models/settings/museum-settings";
import { museumSettingsSchema, settingsErrorsOf, settingsFormValues } from "~/models/settings/museum-settings.schema";
import { countMachines, readMuseumSettings, saveMuseumSettings } from "~/models/settings/museum-settings.server";
import { requireManager } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * /admin/settings, managers only: the museum's own facts that every page, mail, board and label reads
 * (identity and logo, contact, admission and offers, the collection's claim). One form, one save.
 */
export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Museum Settings");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "settings");
  const db = getDb();
  const [settings, machines] = await Promise.all([readMuseumSettings(db), countMachines(db)]);
  return { settings, machines };
}

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, "settings");
  const parsed = museumSettingsSchema.safeParse(settingsFormValues(await readFormData(request)));
  const { refuse, done } = actionAnswers(undefined, "museum settings");
  if (!parsed.success) return refuse(400, { fieldErrors: settingsErrorsOf(parsed.error) });
  try {
    const changed = await saveMuseumSettings(getDb(), parsed.data, actorOf(manager, context));
    return done({ message: changed ? SETTINGS_SAVED : SETTINGS_UNCHANGED });
  } catch (error) {
    logger.error({ err: error }, "museum settings: the save failed");
    return refuse(500, { error: SETTINGS_SAVE_FAILED });
  }
}

export default function MuseumSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <AdminPageHeader title="Museum Settings">
        What every page, the footer, mails, the boards and the QR labels say about the museum. A save shows on the very
        next page, for every visitor.
      </AdminPageHeader>
      <SettingsForm settings={loaderData.settings} machines={loaderData.machines} />
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
