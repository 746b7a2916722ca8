import { CircleCheck, LoaderCircle, Save } from "lucide-react";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import type { MuseumSettings } from "~/models/settings/museum-settings";
import { museumSettingsSchema, settingsErrorsOf, settingsFormValues } from "~/models/settings/museum-settings.schema";
import type { FormResult } from "~/utils/forms";
import { AdmissionSection, CollectionSection, ContactSection, IdentitySection, SECTIONS } from "./SettingsSections";

const check = checkWith(museumSettingsSchema, settingsFormValues, settingsErrorsOf);

/** The save bar stays in reach at the bottom of the screen while the long form scrolls. */
const SAVE_BAR = [
  "sticky bottom-[var(--staff-bar,0px)] z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3",
  "backdrop-blur sm:mx-0 sm:rounded-2xl sm:border dark:border-white/10 dark:bg-ink-950/95",
].join(" ");

const SIDE_LINK =
  "block rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white";

/**
 * The whole settings screen as one form: every section posts together, the browser checks with the server's
 * schema first, and the server's messages land beside their fields. What was typed stays after a refusal.
 */
export function SettingsForm({ settings, machines }: { settings: MuseumSettings; machines: number }) {
  const { id, fetcher, errors, field, onSubmit, busy, failure, result } = useForm<FormResult>({ check });
  const form = { id, errors, field };
  const saved = !busy && result?.ok ? result.message : null;
  const refused = !busy && result && !result.ok && !result.error;
  return (
    <div className="grid gap-8 lg:grid-cols-[10rem_1fr]">
      <nav aria-label="Settings sections" className="hidden lg:block">
        <ul className="sticky top-24 space-y-0.5">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={SIDE_LINK}>
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="min-w-0 space-y-8"
        data-testid="museum-settings"
      >
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <IdentitySection form={form} settings={settings} />
        <ContactSection form={form} settings={settings} />
        <AdmissionSection form={form} settings={settings} />
        <CollectionSection form={form} settings={settings} machines={machines} />
        <div className={SAVE_BAR}>
          <p role="status" className="mr-auto flex items-center gap-2 text-sm font-medium">
            {saved ? (
              <span className="flex items-center gap-2 text-emerald-800 dark:text-emerald-300">
                <CircleCheck aria-hidden className="size-4" /> {saved}
              </span>
            ) : null}
            {refused ? (
              <span className="text-red-700 dark:text-red-300">Nothing was saved: see the messages above.</span>
            ) : null}
          </p>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Save aria-hidden className="size-4" />
            )}
            {busy ? "Saving..." : "Save settings"}
          </button>
        </div>
      </fetcher.Form>
    </div>
  );
}
