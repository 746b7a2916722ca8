import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { lazySchema } from "~/components/forms/checked-submit";
import { SpamTrap } from "~/components/forms/SpamTrap";
import type { NewsletterResult } from "~/routes/newsletter";

// The form is on every page: its schema (and zod) load when the field is focused, not with the page.
const schema = lazySchema(() => import("~/models/newsletter/newsletter.schema").then((m) => m.NewsletterSchema));

/** idle, loading, success, error (spec section 4). Posts to /newsletter, which also works without JavaScript. */
export function NewsletterForm({ tone = "footer" }: { tone?: "footer" | "band" }) {
  const fetcher = useFetcher<NewsletterResult>();
  const [clientError, setClientError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const loading = fetcher.state !== "idle";
  const result = loading ? undefined : fetcher.data;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  const error = clientError ?? (result && !result.ok ? (result.fieldError ?? result.message) : null);
  const dark = tone === "band";

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      noValidate
      onFocus={schema.preload}
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const errors = await schema.errorsIn(form);
        if (errors?.email) {
          setClientError(errors.email);
          return;
        }
        setClientError(null);
        await fetcher.submit(form);
      }}
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
          onChange={() => setClientError(null)}
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
