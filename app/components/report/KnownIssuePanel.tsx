import { CircleCheck, Wrench } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { IdempotencyField, useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { SpamTrap } from "~/components/forms/SpamTrap";
import { FormAlert } from "~/components/ui/FormAlert";
import type { FormResult } from "~/utils/forms";
import { KnownIssue, type KnownIssueLine } from "./KnownIssue";
import { Panel, Spinner, ThankYouLinks } from "./ReportStates";

type Game = { id: number; name: string; typeLabel: string; locationLabel: string };

/** The machine's name, type and location, as on the report form. */
export function GameBox({ game }: { game: Game }) {
  return (
    <div className="mt-4 rounded-xl bg-slate-100 px-4 py-3 dark:bg-white/5">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">Game</p>
      <h2 className="text-lg font-bold" data-testid="report-game-name">
        {game.name}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {game.typeLabel} · {game.locationLabel}
      </p>
    </div>
  );
}

const ICON = "inline-flex size-12 items-center justify-center rounded-2xl";

/**
 * The QR page of a machine staff already know about (docs/departures.md#same-problem): one tap on "Same problem" adds
 * the visitor's confirmation to the open report; "Something else" opens the report form (a link, so it works without
 * JavaScript and the Back button returns here).
 */
export function KnownIssuePanel({
  game,
  issue,
  result,
  children,
}: {
  game: Game;
  issue: KnownIssueLine;
  result?: FormResult;
  children?: React.ReactNode;
}) {
  const navigation = useNavigation();
  const { key } = useIdempotencyKey();
  const action = `/report-issue?gameId=${game.id}`;
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "same-problem";
  const failed = result && !result.ok && !sending ? result.error : undefined;

  return (
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-xl card p-6 sm:p-8">
        <span className={`${ICON} bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300`}>
          <Wrench aria-hidden className="size-6" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Report a Game Issue</h1>
        <GameBox game={game} />
        <div className="mt-4">
          <KnownIssue issue={issue} />
        </div>
        <h2 id="same-problem-question" className="mt-6 text-lg font-bold">
          Is this what you noticed?
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-200">
          If the machine has the problem staff already know about, one tap tells them it is still there.
        </p>
        {failed ? (
          <div className="mt-4">
            <FormAlert>{failed}</FormAlert>
          </div>
        ) : null}
        <div role="group" aria-labelledby="same-problem-question" className="mt-4 grid gap-3 sm:grid-cols-2">
          <Form method="post" action={action} replace>
            <SpamTrap />
            <input type="hidden" name="intent" value="same-problem" />
            <IdempotencyField value={key} />
            <button type="submit" className="btn-primary w-full" disabled={sending}>
              {sending ? <Spinner label="Sending" /> : null}
              Same problem
            </button>
          </Form>
          <Link to={`${action}&other=1`} className="btn-secondary w-full">
            Something else
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}

/** After "Same problem": thanks, and the way to hear when the machine is fixed. */
export function SameProblemThanks({ gameName, children }: { gameName: string; children?: React.ReactNode }) {
  return (
    <Panel>
      <span
        className={`${ICON} mx-auto size-14 bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300`}
      >
        <CircleCheck aria-hidden className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight">Thank You!</h1>
      <p role="status" className="mt-3 text-lg text-slate-700 dark:text-slate-200">
        We have told our technicians that <span className="font-semibold">{gameName}</span> still has this problem.
      </p>
      <div className="text-left">{children}</div>
      <ThankYouLinks />
    </Panel>
  );
}
