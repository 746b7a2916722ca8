import { lazy, Suspense } from "react";
import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/report-issue";
import { KnownIssue } from "~/components/report/KnownIssue";
import { KnownIssuePanel, SameProblemThanks } from "~/components/report/KnownIssuePanel";
import { ReportForm } from "~/components/report/ReportForm";
import { LoadingGame, NotOnFloor, ThankYou, UnableToLoadGame } from "~/components/report/ReportStates";
import { WatchForFix } from "~/components/report/WatchForFix";
import { allowPublicSubmission, isSpam, TOO_MANY_SUBMISSIONS } from "~/models/shared/form-throttle.server";
import { answeredBefore, idempotencyKeyOf, once } from "~/models/shared/idempotency.server";
import {
  parseGameId,
  REPORT_FAILURE,
  REPORT_GAME_ID_MISSING,
  REPORT_GAME_NOT_FOUND,
  REPORT_NOT_ON_FLOOR,
  reportFormValues,
  WATCH_MACHINE_FULL,
  WATCH_OPERATIONAL,
  WATCH_SENDER_FULL,
  visitorIntentOf,
  watchFormValues,
} from "~/models/repair/report";
import { ReportFormSchema, WatchSchema } from "~/models/repair/report.schema";
import { getReportableGame, submitVisitorReport } from "~/models/repair/report.server";
import { confirmSameProblem, publicKnownIssue, watchForFix } from "~/models/repair/known-issue.server";
import { openRepairsFor } from "~/models/repair/repair.server";
import { falseAlarmOffer } from "~/models/repair/alarm.server";
import { senderKey } from "~/models/shared/sender-key.server";
import { toRepairEntry } from "~/models/repair/repair-entry.server";
import { readSignedInUser } from "~/utils/auth.server";
import { getDb, type DB } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { fieldErrorsOf, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { seo } from "~/utils/seo";

// Staff only: a visitor's page never downloads the panel and its repair entries.
const StaffRepairPanel = lazy(() =>
  import("~/components/report/StaffRepairPanel").then((m) => ({ default: m.StaffRepairPanel })),
);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, (museum) => ({
    title: loaderData?.state === "ready" ? `Report an Issue: ${loaderData.game.name}` : "Report a Game Issue",
    description: `Tell the ${museum.name} technicians about a machine that is not working. Repairs are normally handled within 24-48 hours.`,
    path: "/report-issue",
    noindex: true,
  }));

/** The page's states after a post (Post/Redirect/Get), kept in its address so a reload shows them again. */
const STEPS = ["submitted", "confirmed", "watching", "other"] as const;
const stepsOf = (url: URL) => Object.fromEntries(STEPS.map((s) => [s, url.searchParams.get(s) === "1"]));

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("gameId");
  if (!raw?.trim()) return data({ state: "error" as const, detail: REPORT_GAME_ID_MISSING }, { status: 400 });
  const id = parseGameId(raw);
  const db = getDb();
  const game = id ? await getReportableGame(db, id) : null;
  if (!game) return data({ state: "error" as const, detail: REPORT_GAME_NOT_FOUND }, { status: 404 });
  const { status, ...shown } = game;
  const steps = stepsOf(url);
  // A staff member who scanned the label also gets the machine's open repairs and a way to log one.
  const staff = (await readSignedInUser(request)) ? await staffView(game.id) : null;
  return {
    state: "ready" as const,
    game: shown,
    submitted: steps.submitted,
    confirmed: steps.confirmed,
    watching: steps.watching,
    other: steps.other,
    // Only when, and when expected back: never a repair's text, reporter, photos or parts
    // (docs/product.md#rules-worth-knowing).
    knownIssue: await publicKnownIssue(db, game.id),
    // "E-mail me when it is fixed" is mailed when the machine is next Operational: offered only while it is not.
    canWatch: status !== "Operational",
    staff,
  };
}

async function staffView(gameId: number) {
  const open = await openRepairsFor(getDb(), gameId);
  return { openRepairs: open.map((row) => ({ ...toRepairEntry(row), falseAlarm: falseAlarmOffer(row) })) };
}

/** The page again after a post, with `step` added to the states its address already held. */
function back(url: URL, id: number, step: (typeof STEPS)[number]) {
  const next = new URLSearchParams({ gameId: String(id) });
  for (const s of STEPS) if (s === step || url.searchParams.get(s) === "1") next.set(s, "1");
  return redirect(`/report-issue?${next.toString()}`);
}

/** A public form's throttle, skipped for a repeat of a submit already answered (it gets its first answer back). */
async function allowed(db: DB, form: string, ip: string, key: string | null, scope: string) {
  return (await answeredBefore(db, key, scope)) || allowPublicSubmission(db, form, ip);
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await readFormData(request);
  const id = parseGameId(url.searchParams.get("gameId"));
  const intent = visitorIntentOf(form);
  const db = getDb();
  const key = idempotencyKeyOf(form);
  if (!intent) return actionAnswers(null, "report issue").invalid();

  if (intent === "same-problem") {
    const { refuse } = actionAnswers(intent, "report issue");
    if (!id) return refuse(400, { error: REPORT_GAME_ID_MISSING });
    if (isSpam(form)) return back(url, id, "confirmed");
    const scope = `same-problem:${id}`;
    if (!(await allowed(db, "same-problem", context.ip, key, scope)))
      return refuse(429, { error: TOO_MANY_SUBMISSIONS });
    const game = await getReportableGame(db, id);
    if (!game) return refuse(404, { error: REPORT_GAME_NOT_FOUND });
    if (!game.onFloor) return refuse(409, { error: REPORT_NOT_ON_FLOOR });
    try {
      const { answer } = await once(db, key, scope, (trx) => confirmSameProblem(trx, id));
      // Fixed (or gone) since the page was shown: the visitor gets the plain report form.
      if (!answer) return redirect(`/report-issue?gameId=${id}`);
    } catch (error) {
      logger.error({ err: error, gameId: id }, "same problem failed");
      return refuse(500, { error: REPORT_FAILURE });
    }
    return back(url, id, "confirmed");
  }

  if (intent === "watch") {
    const values = watchFormValues(form);
    const { refuse } = actionAnswers(intent, "report issue", { values });
    if (!id) return refuse(400, { error: REPORT_GAME_ID_MISSING });
    if (isSpam(form)) return back(url, id, "watching");
    const parsed = WatchSchema.safeParse(values);
    if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
    const scope = `watch:${id}`;
    if (!(await allowed(db, "fix-watch", context.ip, key, scope))) return refuse(429, { error: TOO_MANY_SUBMISSIONS });
    const game = await getReportableGame(db, id);
    if (!game) return refuse(404, { error: REPORT_GAME_NOT_FOUND });
    if (!game.onFloor) return refuse(409, { error: REPORT_NOT_ON_FLOOR });
    // Its one mail goes when the machine is next Operational: for one that plays now it might never come.
    if (game.status === "Operational") return refuse(409, { error: WATCH_OPERATIONAL });
    let outcome;
    try {
      ({ answer: outcome } = await once(db, key, scope, (trx) =>
        watchForFix(trx, id, parsed.data.watchEmail, senderKey(context.ip)),
      ));
    } catch (error) {
      logger.error({ err: error, gameId: id }, "e-mail me when fixed failed");
      return refuse(500, { error: REPORT_FAILURE });
    }
    if (outcome === "machine_full") return refuse(409, { error: WATCH_MACHINE_FULL });
    if (outcome === "sender_full") return refuse(429, { error: WATCH_SENDER_FULL });
    return back(url, id, "watching");
  }

  const values = reportFormValues(form);
  const { refuse } = actionAnswers(intent, "report issue", { values });
  if (!id) return refuse(400, { error: REPORT_GAME_ID_MISSING });
  // Post/Redirect/Get: the Thank You! page survives a reload without sending the report again.
  const thanks = redirect(`/report-issue?gameId=${id}&submitted=1`);
  if (isSpam(form)) return thanks;
  const parsed = ReportFormSchema.safeParse(values);
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });

  if (!(await allowed(db, "report", context.ip, key, "report"))) return refuse(429, { error: TOO_MANY_SUBMISSIONS });
  try {
    const { playable, unsafe, ...input } = parsed.data;
    // A phone re-sending the same report after a timeout gets the first answer: one repair, one set of mails.
    const { answer } = await once(db, key, "report", (trx) =>
      submitVisitorReport(trx, id, input, { playable, unsafe }, senderKey(context.ip)),
    );
    if (!answer.ok)
      return answer.reason === "off_floor"
        ? refuse(409, { error: REPORT_NOT_ON_FLOOR })
        : refuse(404, { error: REPORT_GAME_NOT_FOUND });
  } catch (error) {
    logger.error({ err: error, gameId: id }, "issue report failed");
    return refuse(500, { error: REPORT_FAILURE });
  }
  return thanks;
}

export default function ReportIssue({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // The spinner is for client-side moves to another game's report page; a submission or a step on the same
  // machine's page shows its own.
  const loadingGame =
    navigation.state === "loading" &&
    !navigation.formMethod &&
    navigation.location.pathname === "/report-issue" &&
    (loaderData.state !== "ready" ||
      new URLSearchParams(navigation.location.search).get("gameId") !== String(loaderData.game.id));
  if (loadingGame) return <LoadingGame />;
  if (loaderData.state === "error") return <UnableToLoadGame detail={loaderData.detail} />;
  const { game, knownIssue, canWatch } = loaderData;
  const watch = canWatch ? (
    <WatchForFix
      key={`watch-${game.id}`}
      done={loaderData.watching}
      result={actionData?.intent === "watch" ? actionData : undefined}
    />
  ) : null;

  let page: React.ReactNode;
  if (!game.onFloor) page = <NotOnFloor gameName={game.name} />;
  else if (loaderData.submitted) page = <ThankYou gameName={game.name}>{watch}</ThankYou>;
  else if (loaderData.confirmed) page = <SameProblemThanks gameName={game.name}>{watch}</SameProblemThanks>;
  else if (knownIssue && !loaderData.other && actionData?.intent !== "report")
    page = (
      <KnownIssuePanel
        game={game}
        issue={knownIssue}
        result={actionData?.intent === "same-problem" ? actionData : undefined}
      >
        {watch}
      </KnownIssuePanel>
    );
  else
    page = (
      <ReportForm
        key={game.id}
        game={game}
        result={actionData?.intent === "report" || !actionData?.intent ? actionData : undefined}
      >
        {knownIssue ? <KnownIssue issue={knownIssue} /> : null}
      </ReportForm>
    );
  if (!loaderData.staff) return page;
  return (
    <>
      <Suspense>
        <StaffRepairPanel game={game} openRepairs={loaderData.staff.openRepairs} />
      </Suspense>
      {page}
    </>
  );
}
