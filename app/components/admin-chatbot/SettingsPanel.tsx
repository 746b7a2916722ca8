import { CircleCheck, LoaderCircle, Save } from "lucide-react";
import { useEffect, useState } from "react";
import { FieldError } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  AGENT_ID_MAX,
  SAVED_MESSAGE_MS,
  settingsSchema,
  settingsValues,
  type ChatbotResult,
  type ChatbotSettings,
} from "~/models/chatbot/chatbot.schema";

/** The switch drawn after its hidden checkbox (the `peer`): a track, and a knob that slides when on. */
const SWITCH_TRACK = [
  "relative h-7 w-12 shrink-0 rounded-full bg-slate-300 transition dark:bg-white/20",
  "peer-checked:bg-brand-600 dark:peer-checked:bg-brand-500",
  "peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2",
  "after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition",
  "peer-checked:after:translate-x-5",
].join(" ");

/** Settings tab: Enabled and the agent id; the saved message hides after 3 s. */
const check = checkWith(settingsSchema, settingsValues);

export function SettingsPanel({ settings, loadError }: { settings: ChatbotSettings | null; loadError: string | null }) {
  const { id, fetcher, errors, field, onSubmit, busy, failure } = useForm<ChatbotResult>({
    check,
    focusOnInvalid: false,
    focusOnResult: false,
  });
  const [savedShown, setSavedShown] = useState(false);
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    setSavedShown(Boolean(fetcher.data?.ok));
  }
  useEffect(() => {
    if (!savedShown) return;
    const timer = setTimeout(() => setSavedShown(false), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [savedShown, answer]);

  if (!settings) return <FormAlert>{loadError}</FormAlert>;

  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Widget Settings
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        The widget shows on the public pages only while it is enabled and has an agent ID. Its script loads after the
        page has finished loading, so visitors never wait for it.
      </p>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-5 space-y-5"
        data-testid="chatbot-settings"
      >
        <input type="hidden" name="intent" value="save-settings" />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-xl border border-slate-200 p-3 dark:border-white/10">
          <span>
            <span className="block font-semibold">Enabled</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              Show the voice assistant to visitors.
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            name="enabled"
            defaultChecked={settings.enabled}
            className="peer sr-only"
          />
          <span aria-hidden className={SWITCH_TRACK} />
        </label>
        <div>
          <label htmlFor={`${id}-agentId`} className="label">
            Agent ID
          </label>
          <input
            {...field("agentId", true)}
            defaultValue={settings.agentId ?? ""}
            maxLength={AGENT_ID_MAX}
            autoComplete="off"
            spellCheck={false}
            className="input font-mono"
          />
          <p id={`${id}-agentId-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            From the agent&apos;s page at ElevenLabs, e.g. agent_01jx... Leave empty to hide the widget.
          </p>
          <FieldError id={id} name="agentId" errors={errors} />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p
            role="status"
            className="mr-auto flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
          >
            {savedShown && fetcher.data?.ok ? (
              <>
                <CircleCheck aria-hidden className="size-4" /> {fetcher.data.message}
              </>
            ) : null}
          </p>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Save aria-hidden className="size-4" />
            )}
            {busy ? "Saving..." : "Save Settings"}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
