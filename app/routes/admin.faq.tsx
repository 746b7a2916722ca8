import { MessageCircleQuestion } from "lucide-react";
import type { Route } from "./+types/admin.faq";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { DeleteButton } from "~/components/admin/DeleteButton";
import { EditableList } from "~/components/admin/EditableList";
import { FaqForm } from "~/components/admin-faq/FaqForm";
import { FormAlert } from "~/components/ui/FormAlert";
import { MoveButtons } from "~/components/admin-faq/MoveButtons";
import { FAQ_LOAD_ERROR } from "~/models/faq/faq";
import { createFaq, deleteFaq, listFaqsInOrder, moveFaq, updateFaq } from "~/models/faq/faq-admin.server";
import {
  FAQ_DELETE_CONFIRM,
  FAQ_DELETE_FAILED,
  FAQ_REORDER_FAILED,
  FAQ_SAVE_FAILED,
  faqFormSchema,
  faqValues,
  NEW_FAQ,
  type AdminFaqIntent,
} from "~/models/faq/faq.schema";
import { readAdminPost } from "~/utils/admin-action.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { readOrNull } from "~/utils/soft-read.server";
import { actorOf } from "~/models/audit/audit.server";
import { noindexMeta } from "~/utils/staff-meta";

/** The question's place in the FAQ page's order, as a round badge. */
const POSITION_BADGE = [
  "mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800",
  "dark:bg-brand-500/15 dark:text-brand-200",
].join(" ");

/** Admin FAQs: the FAQ page's questions in the order visitors see them; add, edit, delete, move up or down. */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "FAQs | Admin");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  // A failed read shows the spec's message in the list's place; the page around it still works.
  const faqs = await readOrNull("admin FAQs", () => listFaqsInOrder(getDb()));
  return { faqs, categories: [...new Set((faqs ?? []).map((f) => f.category.trim()))] };
}

const INTENTS: readonly AdminFaqIntent[] = ["save-faq", "delete-faq", "move-faq"];

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const { form, intent, id, save, attempt, invalid } = await readAdminPost(request, INTENTS, "admin faq");
  const actor = actorOf(user, context);
  const db = getDb();

  switch (intent) {
    case "save-faq": {
      if (form.get("id") && id === null) return invalid();
      return save(faqFormSchema.safeParse(faqValues(form)), FAQ_SAVE_FAILED, (faq) =>
        id ? updateFaq(db, id, faq, actor) : createFaq(db, faq, actor).then(() => true),
      );
    }
    case "delete-faq":
      return id === null ? invalid() : attempt(FAQ_DELETE_FAILED, () => deleteFaq(db, id, actor));
    case "move-faq": {
      const direction = form.get("direction");
      if (id === null || (direction !== "up" && direction !== "down")) return invalid();
      return attempt(FAQ_REORDER_FAILED, () => moveFaq(db, id, direction, actor));
    }
    default:
      return invalid();
  }
}

export default function AdminFaq({ loaderData }: Route.ComponentProps) {
  const { faqs, categories } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader title="FAQs">
        The questions on the FAQ page, in the order visitors see them. A new question goes to the end; move it where it
        belongs.
      </AdminPageHeader>
      {faqs ? (
        <EditableList
          name="faqs"
          title={`Questions (${faqs.length})`}
          Icon={MessageCircleQuestion}
          addLabel="Add FAQ"
          editTitle={() => "Edit FAQ"}
          describe={(f) => `FAQ: ${f.question}`}
          savedText="FAQ saved."
          emptyText="No FAQs yet. Add the first question visitors ask."
          items={faqs}
          listLabel="FAQs in order"
          renderForm={(f, done) => (
            <FaqForm faqId={f?.id ?? null} initial={f ?? NEW_FAQ} categories={categories} {...done} />
          )}
          renderItem={(f, edit) => {
            const at = faqs.indexOf(f);
            return (
              <>
                <div className="flex items-start gap-3">
                  <span aria-hidden className={POSITION_BADGE}>
                    {at + 1}
                  </span>
                  <div className="min-w-0">
                    <p className="text-xs font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">
                      {f.category}
                    </p>
                    <h3 className="mt-0.5 font-bold break-words">{f.question}</h3>
                    <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-400">
                      {f.answer}
                    </p>
                  </div>
                </div>
                <div className="mt-2 flex flex-wrap gap-x-2 gap-y-1 sm:pl-11">
                  <MoveButtons id={f.id} question={f.question} first={at === 0} last={at === faqs.length - 1} />
                  {edit}
                  <DeleteButton
                    action="/admin/faq"
                    fields={{ intent: "delete-faq", id: String(f.id) }}
                    what={`FAQ: ${f.question}`}
                    title="Delete FAQ"
                    description={
                      <>
                        {FAQ_DELETE_CONFIRM} &ldquo;{f.question}&rdquo;
                      </>
                    }
                    confirmLabel="Delete FAQ"
                  />
                </div>
              </>
            );
          }}
        />
      ) : (
        <FormAlert>{FAQ_LOAD_ERROR}</FormAlert>
      )}
    </div>
  );
}
