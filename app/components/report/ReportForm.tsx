import { Wrench } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Field, FieldError, fieldProps } from "~/components/forms/Field";
import { lazySchema, useForm } from "~/components/forms/use-form";
import { IdempotencyField, useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { SpamTrap } from "~/components/forms/SpamTrap";
import { FormAlert } from "~/components/ui/FormAlert";
import type { FormResult } from "~/utils/forms";
import { PLAYABLE_CHOICES, PLAYABLE_QUESTION, REPORT_COMMENT_REQUIRED, UNSAFE_QUESTION } from "~/models/repair/report";
import { GameBox } from "./KnownIssuePanel";
import { Spinner } from "./ReportStates";

const schema = lazySchema(() => import("~/models/repair/report.schema").then((m) => m.ReportFormSchema));

type Props = {
  game: { id: number; name: string; typeLabel: string; locationLabel: string };
  /** The action's answer when the server refused the report (the form keeps what was typed). */
  result?: FormResult<"comment" | "reporterName" | "reporterEmail" | "playable" | "unsafe">;
  /** Shown above the form: the machine's known issue, if any. */
  children?: React.ReactNode;
};

/** A radio or checkbox with its whole text as the target: easy to hit on a phone at the machine. */
const CHOICE =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-3 py-2 has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-white/15 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/10";

/**
 * A plain POST form that works before the page's JavaScript arrives (a cheap
 * phone on a weak connection); with JavaScript it checks as you go and the
 * button stays disabled while the description is empty.
 */
export function ReportForm({ game, result, children }: Props) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const action = `/report-issue?gameId=${game.id}`;
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [empty, setEmpty] = useState(true);
  const { key } = useIdempotencyKey();
  // One form on the page: its fields keep their bare names as ids.
  const { errors, setError, clear, onSubmit, onFocus, checking } = useForm({
    id: "",
    check: schema,
    send: (form) => submit(form, { method: "post", action, replace: true }),
    result,
    focusOnResult: false,
  });
  const busy = checking || (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST");
  const failed = result && !result.ok ? result : undefined;
  const values = failed?.values ?? {};

  // Text typed before hydration stays in the field; read it once React takes over.
  useEffect(() => {
    setHydrated(true);
    setEmpty(!commentRef.current?.value.trim());
  }, []);

  return (
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-xl card p-6 sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          <Wrench aria-hidden className="size-6" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Report a Game Issue</h1>
        <GameBox game={game} />
        {children ? <div className="mt-4">{children}</div> : null}
        <p className="mt-4 text-slate-700 dark:text-slate-200">
          Tell us what is wrong and our technicians will take a look. Thank you for helping us keep the games running!
        </p>

        {failed?.error && !busy ? (
          <div className="mt-5">
            <FormAlert>{failed.error}</FormAlert>
          </div>
        ) : null}

        <Form
          method="post"
          action={action}
          replace
          noValidate
          className="mt-6 space-y-5"
          onSubmit={onSubmit}
          onFocus={onFocus}
        >
          <SpamTrap />
          <input type="hidden" name="intent" value="report" />
          <IdempotencyField value={key} />
          <fieldset>
            <legend className="label">{PLAYABLE_QUESTION}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {PLAYABLE_CHOICES.map((choice) => (
                <label key={choice.value} className={CHOICE}>
                  <input
                    type="radio"
                    name="playable"
                    value={choice.value}
                    defaultChecked={values.playable === choice.value}
                    className="size-5 accent-brand-600"
                  />
                  {choice.label}
                </label>
              ))}
            </div>
            <FieldError id="" name="playable" errors={errors} />
          </fieldset>
          <label className={CHOICE}>
            <input
              type="checkbox"
              name="unsafe"
              defaultChecked={values.unsafe === "on"}
              className="size-5 shrink-0 accent-red-600"
            />
            {UNSAFE_QUESTION}
          </label>
          <Field id="" name="comment" label="What's wrong with this game?" errors={errors}>
            <textarea
              ref={commentRef}
              {...fieldProps("", "comment", errors, clear)}
              rows={5}
              required
              maxLength={2000}
              defaultValue={values.comment ?? ""}
              placeholder="For example: the left flipper is weak, the coin door is jammed, the screen is dark..."
              className="input"
              onChange={(e) => {
                setEmpty(!e.currentTarget.value.trim());
                if (e.currentTarget.value.trim()) clear("comment");
              }}
              onBlur={(e) => !e.currentTarget.value.trim() && setError("comment", REPORT_COMMENT_REQUIRED)}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor="reporterName" className="label">
                Your name (optional)
              </label>
              <input
                id="reporterName"
                name="reporterName"
                type="text"
                autoComplete="name"
                maxLength={100}
                defaultValue={values.reporterName ?? ""}
                className="input"
              />
            </div>
            <div>
              <label htmlFor="reporterEmail" className="label">
                Your email (optional)
              </label>
              <input
                {...fieldProps("", "reporterEmail", errors, clear, true)}
                type="email"
                autoComplete="email"
                maxLength={254}
                defaultValue={values.reporterEmail ?? ""}
                className="input"
              />
              <p id="reporterEmail-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                Only if you would like us to follow up.
              </p>
              <FieldError id="" name="reporterEmail" errors={errors} />
            </div>
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy || (hydrated && empty)}>
            {busy ? (
              <>
                <Spinner />
                Submitting...
              </>
            ) : (
              "Submit Report"
            )}
          </button>
        </Form>
      </div>
    </section>
  );
}
