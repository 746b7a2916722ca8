import { CircleCheck, KeyRound, Library, LoaderCircle, Plus, RotateCcw, Send, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FieldError, fieldProps } from "~/components/forms/Field";
import { useActionButton } from "~/components/forms/use-action-button";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  apiKeySchema,
  KNOWLEDGE_DELETE_CONFIRM,
  knowledgeItemSchema,
  knowledgeItemValues,
  TEXT_MAX,
  TITLE_MAX,
  type ChatbotIntent,
  type ChatbotResult,
  type KnowledgeItem,
} from "~/models/chatbot/chatbot.schema";
import { fieldErrorsOf, type FieldErrors } from "~/utils/forms";

const dateLabel = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }) : "";

/**
 * Knowledge Base tab: the manager's provider key (typed here, sent with each request,
 * never stored), the list, add, delete, and 'Publish museum facts'. One fetcher carries every request, so
 * the list always shows the provider's latest answer.
 */
export function KnowledgePanel({ agentSet }: { agentSet: boolean }) {
  const id = useId();
  const { submit, busy, data, error: failure, message: success } = useActionButton<ChatbotResult>();
  // Read when a request is sent, never held in React state: a controlled input would copy it into the DOM's value attribute.
  const apiKeyInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [items, setItems] = useState<KnowledgeItem[] | null>(null);
  const [pending, setPending] = useState<ChatbotIntent | null>(null);
  const [toDelete, setToDelete] = useState<KnowledgeItem | null>(null);
  const addForm = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState(data);
  if (data !== answer) {
    setAnswer(data);
    const result = data;
    setErrors(result && !result.ok ? (result.fieldErrors ?? {}) : {});
    if (result?.ok && result.items) setItems(result.items);
    if (result?.ok && result.intent === "delete-knowledge") setToDelete(null);
  }
  useEffect(() => {
    if (!busy && data?.ok && data.intent === "add-knowledge") addForm.current?.reset();
  }, [busy, data]);

  /** Posts one knowledge-base request with the key; the key is checked first, in the browser too. */
  const send = (intent: ChatbotIntent, fields: Record<string, string> = {}) => {
    const key = apiKeySchema.safeParse(apiKeyInput.current?.value ?? "");
    if (!key.success) {
      setErrors({ apiKey: key.error.issues[0].message });
      apiKeyInput.current?.focus();
      return false;
    }
    setPending(intent);
    void submit({ intent, apiKey: key.data, ...fields }, { method: "post", preventScrollReset: true });
    return true;
  };

  const onAdd = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = knowledgeItemSchema.safeParse(knowledgeItemValues(new FormData(e.currentTarget)));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    send("add-knowledge", parsed.data);
  };

  const clear = (name: string) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  const spinning = (intent: ChatbotIntent) => busy && pending === intent;

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-key-heading`} className="card p-5 sm:p-6">
        <h2 id={`${id}-key-heading`} className="flex items-center gap-2 text-xl font-bold">
          <KeyRound aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Your API Key
        </h2>
        <div className="mt-4">
          <label htmlFor={`${id}-apiKey`} className="label">
            ElevenLabs API key
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              {...fieldProps(id, "apiKey", errors, clear, true)}
              type="password"
              ref={apiKeyInput}
              autoComplete="off"
              spellCheck={false}
              className="input font-mono sm:flex-1"
            />
            <button
              type="button"
              className="btn-secondary shrink-0"
              disabled={busy}
              onClick={() => send("list-knowledge")}
            >
              {spinning("list-knowledge") ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                <RotateCcw aria-hidden className="size-4" />
              )}
              {items ? "Reload" : "Load Knowledge Base"}
            </button>
          </div>
          <p id={`${id}-apiKey-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Sent with each request below and never stored: it is gone when you leave this page.
          </p>
          <FieldError id={id} name="apiKey" errors={errors} />
        </div>
      </section>

      <div aria-live="polite">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {success ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:bg-emerald-400/10 dark:text-emerald-200"
          >
            <CircleCheck aria-hidden className="size-4 shrink-0" /> {success}
          </p>
        ) : null}
      </div>

      <section aria-labelledby={`${id}-facts-heading`} className="card p-5 sm:p-6">
        <h2 id={`${id}-facts-heading`} className="flex items-center gap-2 text-xl font-bold">
          <Send aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Publish Museum Facts
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          One click writes today&apos;s hours, special days, admission, address, upcoming events and every machine with
          whether it is playable right now into one document, and replaces the previous one
          {agentSet ? " in the knowledge base and in the agent's knowledge" : " in the knowledge base"}. Publish again
          after the collection changes.
        </p>
        <button type="button" className="mt-4 btn-primary" disabled={busy} onClick={() => send("publish-facts")}>
          {spinning("publish-facts") ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden className="size-4" />
          )}
          {spinning("publish-facts") ? "Publishing..." : "Publish museum facts"}
        </button>
      </section>

      <section aria-labelledby={`${id}-list-heading`} className="card p-5 sm:p-6">
        <h2 id={`${id}-list-heading`} className="flex items-center gap-2 text-xl font-bold">
          <Library aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Knowledge Items
          {items ? ` (${items.length})` : ""}
        </h2>
        {items === null ? (
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            Enter your API key and load the knowledge base to see its items.
          </p>
        ) : items.length === 0 ? (
          <p className="mt-3 rounded-xl bg-slate-50 p-4 text-center text-slate-700 dark:bg-white/5 dark:text-slate-300">
            The knowledge base is empty.
          </p>
        ) : (
          <ul className="mt-4 grid gap-3" aria-label="Knowledge items">
            {items.map((item) => (
              <li
                key={item.knowledgeId}
                data-testid="knowledge-item"
                className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-white/10"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{item.title}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {item.type}
                    {item.updatedAt ? ` · updated ${dateLabel(item.updatedAt)}` : ""}
                    {item.sizeBytes != null ? ` · ${Math.max(1, Math.round(item.sizeBytes / 1024))} KB` : ""}
                  </p>
                </div>
                <ConfirmDialog
                  open={toDelete?.knowledgeId === item.knowledgeId}
                  onOpenChange={(open) => setToDelete(open ? item : null)}
                  busy={toDelete?.knowledgeId === item.knowledgeId && spinning("delete-knowledge")}
                  error={
                    toDelete?.knowledgeId === item.knowledgeId && pending === "delete-knowledge" ? failure : undefined
                  }
                  title="Delete Knowledge Item"
                  description={
                    <>
                      {KNOWLEDGE_DELETE_CONFIRM} &ldquo;{item.title}&rdquo;
                    </>
                  }
                  confirmLabel="Delete Item"
                  busyLabel="Deleting..."
                  onConfirm={() => send("delete-knowledge", { knowledgeId: item.knowledgeId })}
                  trigger={
                    <button
                      type="button"
                      className="btn-ghost min-h-11 px-3 text-sm text-red-700 dark:text-red-300"
                      disabled={busy}
                    >
                      <Trash2 aria-hidden className="size-4" /> Delete<span className="sr-only"> {item.title}</span>
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-add-heading`} className="card p-5 sm:p-6">
        <h2 id={`${id}-add-heading`} className="flex items-center gap-2 text-xl font-bold">
          <Plus aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Add Knowledge Item
        </h2>
        <form ref={addForm} noValidate onSubmit={onAdd} className="mt-4 space-y-5" data-testid="knowledge-form">
          <div>
            <label htmlFor={`${id}-title`} className="label">
              Title
            </label>
            <input {...fieldProps(id, "title", errors, clear)} maxLength={TITLE_MAX} required className="input" />
            <FieldError id={id} name="title" errors={errors} />
          </div>
          <div>
            <label htmlFor={`${id}-text`} className="label">
              Text
            </label>
            <textarea
              {...fieldProps(id, "text", errors, clear)}
              rows={6}
              maxLength={TEXT_MAX}
              required
              className="input resize-y"
            />
            <FieldError id={id} name="text" errors={errors} />
          </div>
          <div className="flex justify-end">
            <button type="submit" className="btn-primary" disabled={busy}>
              {spinning("add-knowledge") ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                <Plus aria-hidden className="size-4" />
              )}
              {spinning("add-knowledge") ? "Adding..." : "Add Item"}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
