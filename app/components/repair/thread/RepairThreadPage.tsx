import { Timer, UserRound } from "lucide-react";
import { href, Link } from "react-router";
import { StatusBadge } from "~/components/collection/StatusBadge";
import { RepairEntry } from "~/components/repair/RepairEntry";
import { BackLink } from "~/components/ui/BackLink";
import { FormAlert } from "~/components/ui/FormAlert";
import { isClosed } from "~/models/repair/floor";
import type { FormResult } from "~/utils/forms";
import { Closing } from "./Closing";
import { EntryForm } from "./EntryForm";
import { FalseAlarm } from "./FalseAlarm";
import { Photos } from "./Photos";
import { PublicLine } from "./PublicLine";
import { H2, SECTION } from "./thread-look";
import type { Thread } from "./thread-form";
import { ThreadParts } from "./ThreadParts";
import { TriageSection } from "./TriageSection";

/**
 * A repair's thread: the report, its triage and who has it, the work log, its parts, a new work entry, and
 * closing it. Each form posts in place (thread-form.tsx).
 */
export function RepairThreadPage({ thread, pageResult }: { thread: Thread; pageResult?: FormResult }) {
  const { repair, game } = thread;
  const open = !isClosed(repair.status);
  const here = href("/repairs/:id", { id: String(repair.id) });
  const gamePage = href("/game/:slug", { slug: game.slug });
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <BackLink to={gamePage}>{game.name}</BackLink>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Repair #{repair.id}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-lg" data-testid="thread-machine">
        <Link to={gamePage} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {game.name}
        </Link>
        <StatusBadge status={game.status} />
      </p>
      {pageResult && !pageResult.ok && pageResult.error ? (
        <div className="mt-4">
          <FormAlert>{pageResult.error}</FormAlert>
        </div>
      ) : null}

      <ul className="mt-5" aria-label="The repair">
        <RepairEntry repair={repair} thread={false}>
          <Photos photos={repair.photos} of="the repair" />
        </RepairEntry>
      </ul>
      <FalseAlarm offer={thread.falseAlarm} gameName={game.name} returnTo={here} />

      {open ? <TriageSection thread={thread} returnTo={here} /> : null}
      <PublicLine thread={thread} returnTo={here} />

      <section aria-labelledby="work-heading" className="mt-8">
        <h2 id="work-heading" className={H2}>
          Work log
        </h2>
        {thread.entries.length ? (
          <ol className="mt-3 space-y-3" data-testid="work-entries">
            {thread.entries.map((entry, index) => (
              <li key={entry.id} className="card p-4" data-entry-id={entry.id}>
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                  <span className="inline-flex items-center gap-1.5 font-semibold text-slate-800 dark:text-slate-100">
                    <UserRound aria-hidden className="size-4" /> {entry.author}
                  </span>
                  <time dateTime={entry.at}>{entry.atLabel}</time>
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-100">{entry.body}</p>
                {entry.minutes !== null ? (
                  <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
                    <Timer aria-hidden className="size-4" /> {entry.minutes} min
                  </p>
                ) : null}
                <Photos photos={entry.photos} of={`work entry ${index + 1}`} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-slate-700 dark:text-slate-300">No work entries yet.</p>
        )}
      </section>

      {thread.parts.length ? <ThreadParts thread={thread} returnTo={here} /> : null}

      {open ? (
        <section aria-labelledby="entry-heading" className={`mt-8 ${SECTION}`}>
          <h2 id="entry-heading" className={H2}>
            Add work entry
          </h2>
          <EntryForm returnTo={here} />
        </section>
      ) : null}

      <Closing thread={thread} returnTo={here} />
    </div>
  );
}
