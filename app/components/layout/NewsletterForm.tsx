import { SpamTrap } from "~/components/forms/SpamTrap";
import { lazySchema, useForm } from "~/components/forms/use-form";
import type { FormResult } from "~/utils/forms";

// The form is on every page: its schema (and zod) load when the field is focused, not with the page.
const schema = lazySchema(() => import("~/models/newsletter/newsletter.schema").then((m) => m.NewsletterSchema));

/**
 * The form's four states are idle, loading, success and error. Posts to /newsletter, which also works without
 * JavaScript.
 */
export function NewsletterForm({ tone = "footer" }: { tone?: "footer" | "band" }) {
  const { id, fetcher, formRef, errors, clear, onSubmit, onFocus } = useForm<FormResult<"email">>({
    check: schema,
    action: "/newsletter",
    focusOnInvalid: false,
    onSaved: (form) => form?.reset(),
  });
  const loading = fetcher.state !== "idle";
  const result = loading ? undefined : fetcher.data;
  const error = errors.email ?? (result && !result.ok ? result.error : null);
  const dark = tone === "band";

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      noValidate
      onFocus={onFocus}
      onSubmit={onSubmit}
      className="w-full"
    >
      <SpamTrap />
      <label
        htmlFor={`${id}-email`}
        className={`mb-2 block text-sm font-semibold ${dark ? "text-white" : "text-slate-800 dark:text-slate-100"}`}
      >
        Get news of tournaments and events
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={`${id}-status`}
          onChange={() => clear("email")}
          className="input"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={loading}>
          {loading ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <p id={`${id}-status`} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-medium">
        {result?.ok ? (
          <span className={dark ? "text-emerald-200" : "text-emerald-700 dark:text-emerald-300"}>{result.message}</span>
        ) : error ? (
          <span className={dark ? "text-red-200" : "text-red-700 dark:text-red-300"}>{error}</span>
        ) : null}
      </p>
    </fetcher.Form>
  );
}
