import { Archive, Mail, MailOpen, Reply } from "lucide-react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/admin.messages";
import { BackToDashboard } from "~/components/admin/AdminPageHeader";
import { useActionButton } from "~/components/forms/use-action-button";
import { FilteredList, StatusFilterBar } from "~/components/admin/StatusFilterList";
import type { ContactMessageStatus } from "~/db/schema";
import {
  MESSAGE_ACTIONS,
  MESSAGE_STATUSES,
  MESSAGE_UPDATE_FAILED,
  messageActionSchema,
  messageReplyHref,
  messagesHref,
  NO_MATCHING_MESSAGES,
  NO_MESSAGES,
  parseMessageParams,
  type MessageFilter,
} from "~/models/contact/messages.schema";
import { listMessages, messageCounts, setMessageStatus } from "~/models/contact/messages.server";
import { contactPageName } from "~/models/contact/contact";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { formValues, readFormData } from "~/utils/forms";
import { actionAnswers } from "~/utils/admin-action.server";
import { actorOf } from "~/models/audit/audit.server";
import { noindexMeta } from "~/utils/staff-meta";
import { InlineError } from "~/components/ui/InlineError";

/** Contact messages: what visitors sent, newest first, kept unread, read or archived. */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Messages");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const filter = parseMessageParams(new URL(request.url).searchParams);
  const db = getDb();
  const [rows, counts] = await Promise.all([listMessages(db, filter), messageCounts(db)]);
  return {
    filter,
    counts,
    messages: rows.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      // Every page's messages share the spec's subject: the page they came from tells them apart.
      fromPage: m.source_page ? contactPageName(m.source_page) : null,
      status: m.status,
      createdAt: m.created_at,
      createdLabel: formatMuseumDate(m.created_at),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const parsed = messageActionSchema.safeParse(formValues(await readFormData(request)));
  // A status change posts no intent: the status it sets says what it is.
  const { attempt, refuse } = actionAnswers(null, "messages");
  if (!parsed.success) return refuse(400, { error: MESSAGE_UPDATE_FAILED });
  const { id, status } = parsed.data;
  return attempt(MESSAGE_UPDATE_FAILED, () => setMessageStatus(getDb(), id, status, actorOf(user, context)));
}

type Message = Awaited<ReturnType<typeof loader>>["messages"][number];

const STATUS_LABELS = { all: "All", unread: "Unread", read: "Read", archived: "Archived" } as const;

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { filter, counts, messages } = loaderData;
  const navigate = useNavigate();
  const go = (patch: Partial<MessageFilter>, replace = false) =>
    navigate(messagesHref({ ...filter, ...patch }), { replace, preventScrollReset: true });
  const total = MESSAGE_STATUSES.reduce((sum, s) => sum + counts[s], 0);

  return (
    <div className="container-page py-8 sm:py-12">
      <BackToDashboard />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        Messages <span className="text-brand-700 dark:text-brand-300">({counts.unread} unread)</span>
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        What visitors sent from the About and Sell or Donate pages. Each one was also e-mailed to the museum.
      </p>

      <StatusFilterBar
        action="/admin/messages"
        id="messages"
        label="Find messages"
        searchLabel="Search messages"
        placeholder="Name, e-mail, subject or message"
        statusLabel="Show"
        selectClassName="input sm:w-52"
        filter={filter}
        go={go}
      >
        <option value="all">{STATUS_LABELS.all}</option>
        {MESSAGE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]} ({counts[s]})
          </option>
        ))}
      </StatusFilterBar>

      <FilteredList
        rows={messages}
        total={total}
        noun="messages"
        label="Messages, newest first"
        none={NO_MESSAGES}
        noMatch={NO_MATCHING_MESSAGES}
      >
        {(m) => <MessageCard message={m} />}
      </FilteredList>
    </div>
  );
}

function MessageCard({ message }: { message: Message }) {
  const fetcher = useActionButton<typeof action>();
  const pending = (fetcher.pending("status") ?? undefined) as ContactMessageStatus | undefined;
  const status = pending ?? message.status;
  const { error } = fetcher;
  const unread = status === "unread";
  const actions: ContactMessageStatus[] =
    status === "unread" ? ["read", "archived"] : status === "read" ? ["unread", "archived"] : ["unread"];
  const icons = { read: MailOpen, unread: Mail, archived: Archive };

  return (
    <article
      data-testid="message"
      aria-labelledby={`message-${message.id}`}
      className={`card p-4 sm:p-5 ${unread ? "border-l-4 border-l-brand-500" : ""} ${status === "archived" ? "opacity-80" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2
            id={`message-${message.id}`}
            className={`text-lg break-words ${unread ? "font-extrabold" : "font-semibold"}`}
          >
            {message.subject}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            from <span className="font-semibold">{message.name}</span> ·{" "}
            <a href={`mailto:${message.email}`} className="break-all hover:underline">
              {message.email}
            </a>
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold text-slate-800 capitalize dark:bg-white/10 dark:text-slate-100">
          {status}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={message.createdAt}>{message.createdLabel}</time>
        {message.fromPage ? (
          <>
            {" "}
            · sent from the <span className="font-semibold">{message.fromPage}</span> page
          </>
        ) : null}
      </p>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
        {message.message}
      </p>
      <InlineError message={error} className="mt-3" />
      <fetcher.Form
        method="post"
        preventScrollReset
        className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-white/10"
      >
        <input type="hidden" name="id" value={message.id} />
        {actions.map((next) => {
          const Icon = icons[next];
          return (
            <button
              key={next}
              type="submit"
              name="status"
              value={next}
              disabled={pending !== undefined}
              className="btn-secondary min-h-11 px-4 text-sm"
            >
              <Icon aria-hidden className="size-4" /> {MESSAGE_ACTIONS[next]}
            </button>
          );
        })}
        <a href={messageReplyHref(message.email, message.subject)} className="btn-ghost min-h-11 px-3 text-sm">
          <Reply aria-hidden className="size-4" /> Reply by e-mail
        </a>
      </fetcher.Form>
    </article>
  );
}
