import { AlertTriangle, LoaderCircle, MailCheck, RotateCw, X } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/admin.mail";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { useActionButton } from "~/components/forms/use-action-button";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  DISMISSED_TEXT,
  MAIL_DISMISS_FAILED,
  MAIL_GONE,
  MAIL_KIND_KEPT,
  MAIL_KIND_LABELS,
  MAIL_NOT_RESENT,
  MAIL_RETRY_FAILED,
  MailActionSchema,
  NO_FAILED_MAIL,
  notResentAdvice,
  retriedText,
} from "~/models/operations/mail-admin.schema";
import { dismissFailedMail, listFailedMail, retryFailedMail } from "~/models/operations/mail-admin.server";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { requireManager } from "~/utils/auth.server";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { getDb } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { formOk } from "~/utils/form-result.server";
import { formValues, readFormData, type FormResult } from "~/utils/forms";
import { MAX_ATTEMPTS } from "~/utils/mail.server";
import { actorOf } from "~/models/audit/audit.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * Failed Mail, managers only: the list names the addresses of subscribers and staff accounts,
 * which only managers see elsewhere, and never shows a body. What visitors sent is stored before it is
 * mailed, so staff lose nothing by not seeing this screen.
 */
export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Failed Mail");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "mail");
  const mails = await listFailedMail(getDb());
  return {
    maxAttempts: MAX_ATTEMPTS,
    mails: mails.map((m) => ({ ...m, createdLabel: formatMuseumDate(m.createdAt) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireManager(request, "mail");
  const parsed = MailActionSchema.safeParse(formValues(await readFormData(request)));
  const { attempt, refuse, invalid } = actionAnswers(parsed.data?.intent ?? null, "failed mail");
  if (!parsed.success) return invalid();
  const actor = actorOf(user, context);
  const input = parsed.data;
  let done = DISMISSED_TEXT;
  let sensitive = false;
  const answer = await attempt(
    input.intent === "dismiss" ? MAIL_DISMISS_FAILED : MAIL_RETRY_FAILED,
    async () => {
      if (input.intent === "dismiss") return dismissFailedMail(getDb(), input.id, actor);
      const result = await retryFailedMail(getDb(), input.intent === "retry" ? input.id : "all", actor);
      if (result.ok) done = retriedText(result.count);
      else sensitive = result.code === "sensitive";
      return result.ok || sensitive;
    },
    MAIL_GONE,
  );
  if (sensitive) return refuse(409, { error: MAIL_NOT_RESENT });
  return answer.data.ok ? formOk({ intent: input.intent, message: done }) : answer;
}

const FETCHER_KEY = "failed-mail";

type FailedMail = Awaited<ReturnType<typeof loader>>["mails"][number];

export default function FailedMailPage({ loaderData }: Route.ComponentProps) {
  const { mails, maxAttempts } = loaderData;
  const resendable = mails.filter((m) => m.resendable).length;
  // One fetcher for every button: its answer stays at the top of the page after the card it was about has gone.
  const { Form, busy, answer } = useActionButton<typeof action>(FETCHER_KEY);
  return (
    <div className="container-page py-8 sm:py-12">
      <AdminPageHeader title="Failed Mail">
        Mail the outbox gave up on after {maxAttempts} attempts. Retry puts it back in the queue for the outbox&apos;s
        next run. A mail that held a one-time link is never sent again.
      </AdminPageHeader>
      <Outcome answer={answer} />

      {mails.length === 0 ? (
        <p className="flex items-center justify-center gap-2 card p-6 text-center text-slate-700 dark:text-slate-300">
          <MailCheck aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" /> {NO_FAILED_MAIL}
        </p>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
              {mails.length === 1 ? "1 mail" : `${mails.length} mails`} not sent, newest first
            </p>
            {resendable > 1 ? (
              <Form method="post" preventScrollReset>
                <button type="submit" name="intent" value="retry-all" className="btn-primary" disabled={busy}>
                  {busy ? (
                    <LoaderCircle aria-hidden className="size-4 animate-spin" />
                  ) : (
                    <RotateCw aria-hidden className="size-4" />
                  )}
                  Retry all ({resendable})
                </button>
              </Form>
            ) : null}
          </div>
          <ul className="space-y-4" aria-label="Failed mail, newest first">
            {mails.map((m) => (
              <li key={m.id}>
                <FailedMailCard mail={m} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Outcome({ answer }: { answer: FormResult | undefined }) {
  if (!answer) return null;
  if (!answer.ok) return <FormAlert>{answer.error}</FormAlert>;
  return (
    <p
      role="status"
      className="mb-5 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-100"
    >
      {answer.message}
    </p>
  );
}

function FailedMailCard({ mail }: { mail: FailedMail }) {
  const { Form, busy, pending } = useActionButton<typeof action>(FETCHER_KEY);
  const retrying = pending("id") === String(mail.id) && pending("intent") === "retry";
  const kept = mail.kind ? MAIL_KIND_KEPT[mail.kind] : undefined;
  return (
    <article data-testid="failed-mail" aria-labelledby={`mail-${mail.id}`} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`mail-${mail.id}`} className="min-w-0 text-lg font-bold break-words">
          {mail.subject}
        </h2>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold text-slate-800 dark:bg-white/10 dark:text-slate-100">
          {MAIL_KIND_LABELS[mail.kind ?? "other"]}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-600 dark:text-slate-400">To</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="font-semibold text-slate-600 dark:text-slate-400">Queued</dt>
        <dd>
          <time dateTime={mail.createdAt}>{mail.createdLabel}</time>
        </dd>
        <dt className="font-semibold text-slate-600 dark:text-slate-400">Attempts</dt>
        <dd>{mail.attempts}</dd>
        <dt className="font-semibold text-slate-600 dark:text-slate-400">Last error</dt>
        <dd className="font-mono text-xs break-all text-red-800 dark:text-red-300">
          {mail.lastError ?? "none recorded"}
        </dd>
      </dl>
      {kept ? (
        <p className="mt-3 text-sm">
          <Link
            to={kept.to}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            {kept.label}
          </Link>
          .
        </p>
      ) : null}
      {mail.resendable ? null : (
        <p className="mt-3 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-100">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {MAIL_NOT_RESENT} {notResentAdvice(mail.kind, mail.to)}
          </span>
        </p>
      )}
      <Form
        method="post"
        preventScrollReset
        className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-white/10"
      >
        <input type="hidden" name="id" value={mail.id} />
        {mail.resendable ? (
          <button
            type="submit"
            name="intent"
            value="retry"
            className="btn-primary min-h-11 px-4 text-sm"
            disabled={busy}
          >
            {retrying ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <RotateCw aria-hidden className="size-4" />
            )}
            Retry
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="dismiss"
          className="btn-secondary min-h-11 px-4 text-sm"
          disabled={busy}
        >
          <X aria-hidden className="size-4" /> Dismiss
        </button>
      </Form>
    </article>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
