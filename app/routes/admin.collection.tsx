import type { Route } from "./+types/admin.collection";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { ExportCard } from "~/components/collection-csv/ExportCard";
import { ImportForm } from "~/components/collection-csv/ImportForm";
import { actorOf } from "~/models/audit/audit.server";
import { importDone, IMPORT_FAILED, NOTHING_TO_IMPORT, PLAN_CHANGED } from "~/models/collection-csv/collection-csv";
import { collectionImportSchema, collectionImportValues } from "~/models/collection-csv/collection-import.schema";
import { collectionSize } from "~/models/collection-csv/collection-export.server";
import { readSheet } from "~/models/collection-csv/csv-file.server";
import { applyImport } from "~/models/collection-csv/import-apply.server";
import { dryRunOf, planImport } from "~/models/collection-csv/import-plan.server";
import { currentMuseumYear } from "~/models/game/game-form.server";
import { toOneLine } from "~/models/shared/one-line";
import { requireManager } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { fieldErrorsOf, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * Collection CSV, managers only: the collection as a spreadsheet, and a spreadsheet into the collection through a
 * dry run. The file is sent again with the confirm and checked again against the plan the manager saw, so no
 * upload is kept on the server between the two.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Collection CSV");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "collection-csv");
  return { machines: await collectionSize(getDb()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireManager(request, "collection-csv");
  const parsed = collectionImportSchema.safeParse(collectionImportValues(await readFormData(request)));
  if (!parsed.success)
    return actionAnswers(undefined, "collection csv").refuse(400, {
      fieldErrors: fieldErrorsOf<"file" | "plan">(parsed.error),
    });
  const post = parsed.data;
  const { refuse, done } = actionAnswers(post.intent, "collection csv");
  const read = readSheet(new Uint8Array(await post.file.arrayBuffer()));
  if (!read.ok) return refuse(400, { fieldErrors: { file: read.error } });
  // Shown on the page and kept in the Activity log; never a path.
  const fileName = toOneLine(post.file.name).trim().slice(0, 200);
  const year = currentMuseumYear();
  try {
    if (post.intent === "check")
      return done({ dryRun: dryRunOf(await planImport(getDb(), read.sheet, fileName, year)) });
    const outcome = await applyImport(getDb(), read.sheet, fileName, post.plan, year, actorOf(user, context));
    if (!outcome.ok) return refuse(409, { error: PLAN_CHANGED, dryRun: outcome.changed });
    const { added, updated } = outcome;
    return done({
      message: added || updated ? importDone(added, updated) : NOTHING_TO_IMPORT,
      done: { added, updated },
    });
  } catch (error) {
    logger.error({ err: error, intent: post.intent }, "a collection import failed");
    return refuse(500, { error: IMPORT_FAILED });
  }
}

export default function CollectionCsv({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-6xl py-8 sm:py-12">
      <AdminPageHeader title="Collection CSV">
        Export every machine as a spreadsheet, or bring many in at once: a dry run shows each machine the file would add
        or change, and each row it cannot take, before anything is written.
      </AdminPageHeader>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <ExportCard machines={loaderData.machines} />
        <ImportForm />
      </div>
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
