import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/report-issue";
import { ReportForm } from "~/components/report/ReportForm";
import { LoadingGame, ThankYou, UnableToLoadGame } from "~/components/report/ReportStates";
import { StaffRepairPanel } from "~/components/report/StaffRepairPanel";
import { allowPublicSubmission, isSpam, TOO_MANY_SUBMISSIONS } from "~/models/shared/form-throttle.server";
import {
  parseGameId,
  REPORT_FAILURE,
  REPORT_GAME_ID_MISSING,
  REPORT_GAME_NOT_FOUND,
  reportFormValues,
} from "~/models/repair/report";
import { ReportSchema } from "~/models/repair/report.schema";
import { getReportableGame, submitVisitorReport } from "~/models/repair/report.server";
import { openRepairsFor } from "~/models/repair/repair.server";
import { toRepairEntry } from "~/models/repair/repair-entry.server";
import { getUser } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { fieldErrorsOf, readFormData, type FieldErrors } from "~/utils/forms";
import { formFailed } from "~/utils/form-result.server";
import { logger } from "~/utils/logger.server";
import { seo } from "~/utils/seo";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData?.state === "ready" ? `Report an Issue: ${loaderData.game.name}` : "Report a Game Issue",
    description:
      "Tell the Replay Museum technicians about a machine that is not working. Repairs are normally handled within 24-48 hours.",
    path: "/report-issue",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("gameId");
  if (!raw?.trim()) return data({ state: "error" as const, detail: REPORT_GAME_ID_MISSING }, { status: 400 });
  const id = parseGameId(raw);
  const game = id ? await getReportableGame(getDb(), id) : null;
  if (!game) return data({ state: "error" as const, detail: REPORT_GAME_NOT_FOUND }, { status: 404 });
  // A staff member who scanned the label also gets the machine's open repairs and a way to log one.
  const staff = (await getUser(request)) ? await staffView(game.id) : null;
  return { state: "ready" as const, game, submitted: url.searchParams.get("submitted") === "1", staff };
}

async function staffView(gameId: number) {
  return { openRepairs: (await openRepairsFor(getDb(), gameId)).map(toRepairEntry) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await readFormData(request);
  const values = reportFormValues(form);
  const fail = (status: number, error: string | null, fieldErrors: FieldErrors = {}) =>
    formFailed(status, { ...(error && { error }), fieldErrors, values });

  const id = parseGameId(url.searchParams.get("gameId"));
  if (!id) return fail(400, REPORT_GAME_ID_MISSING);
  // Post/Redirect/Get: the Thank You! page survives a reload without sending the report again.
  const thanks = redirect(`/report-issue?gameId=${id}&submitted=1`);
  if (isSpam(form)) return thanks;
  const parsed = ReportSchema.safeParse(values);
  if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.error));

  const db = getDb();
  if (!(await allowPublicSubmission(db, "report", context.ip))) return fail(429, TOO_MANY_SUBMISSIONS);
  try {
    const outcome = await submitVisitorReport(db, id, parsed.data);
    if (!outcome.ok) return fail(404, REPORT_GAME_NOT_FOUND);
  } catch (error) {
    logger.error({ err: error, gameId: id }, "issue report failed");
    return fail(500, REPORT_FAILURE);
  }
  return thanks;
}

export default function ReportIssue({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // The spinner is for client-side moves to another game's report page; a submission shows its own.
  const loadingGame =
    navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname === "/report-issue";
  if (loadingGame) return <LoadingGame />;
  if (loaderData.state === "error") return <UnableToLoadGame detail={loaderData.detail} />;
  if (loaderData.submitted) return <ThankYou gameName={loaderData.game.name} />;
  const form = <ReportForm key={loaderData.game.id} game={loaderData.game} result={actionData} />;
  if (!loaderData.staff) return form;
  return (
    <>
      <StaffRepairPanel gameId={loaderData.game.id} openRepairs={loaderData.staff.openRepairs} />
      {form}
    </>
  );
}
