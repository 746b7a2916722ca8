import type { Route } from "./+types/admin.texts";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { PageTextEditor } from "~/components/admin-texts/PageTextEditor";
import { actorOf } from "~/models/audit/audit.server";
import { PAGE_TEXT_PREVIEW_FAILED, PAGE_TEXT_SAVE_FAILED, placeholderValues } from "~/models/content/page-text";
import { pageTextSchema } from "~/models/content/page-text.schema";
import { listPageTexts, savePageText } from "~/models/content/page-text.server";
import { loadPublicMuseum } from "~/models/settings/museum-settings.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { requireManager } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { formOk } from "~/utils/form-result.server";
import { fieldErrorsOf, formValues, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * /admin/texts, managers only: the public pages' longer texts in Markdown, each with a preview the server
 * renders exactly as the page will (the same sanitizing), and Save. No editor code reaches a visitor's page:
 * the pages get the sanitized HTML only.
 */
export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Page Texts");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "texts");
  const [texts, museum] = await Promise.all([listPageTexts(getDb()), loadPublicMuseum(getDb())]);
  return {
    texts: texts.map((text) => ({
      key: text.key,
      markdown: text.markdown,
      updated: text.updatedBy ? `Changed by ${text.updatedBy} on ${formatMuseumDate(text.updatedAt, "day")}` : null,
    })),
    values: placeholderValues(museum),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireManager(request, "texts");
  const parsed = pageTextSchema.safeParse(formValues(await readFormData(request)));
  const intent = parsed.success ? parsed.data.intent : null;
  const { invalid, refuse } = actionAnswers(intent, "page texts");
  if (!parsed.success) {
    const { markdown } = fieldErrorsOf(parsed.error);
    return markdown ? refuse(400, { fieldErrors: { markdown } }) : invalid();
  }
  const { key, markdown } = parsed.data;
  if (parsed.data.intent === "preview") {
    try {
      return formOk({ intent: "preview" as const, html: renderMarkdown(markdown) });
    } catch (error) {
      logger.error({ err: error }, "page texts: a preview failed");
      return refuse(500, { error: PAGE_TEXT_PREVIEW_FAILED });
    }
  }
  try {
    const saved = await savePageText(getDb(), key, markdown, actorOf(user, context));
    return formOk({ intent: "save" as const, saved });
  } catch (error) {
    logger.error({ err: error }, "page texts: a write failed");
    return refuse(500, { error: PAGE_TEXT_SAVE_FAILED });
  }
}

export default function PageTexts({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <AdminPageHeader title="Page Texts">
        The longer texts of the public pages, written in Markdown. Preview shows a text exactly as the page will; Save
        puts it on the page at once, for every visitor.
      </AdminPageHeader>
      <div className="space-y-6">
        {loaderData.texts.map((text) => (
          <PageTextEditor
            key={text.key}
            textKey={text.key}
            markdown={text.markdown}
            updated={text.updated}
            values={loaderData.values}
          />
        ))}
      </div>
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
