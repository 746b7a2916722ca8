import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { href, Link } from "react-router";
import { StatusBadge } from "~/components/collection/StatusBadge";
import { RepairEntry } from "~/components/repair/RepairEntry";
import { BackLink } from "~/components/ui/BackLink";
import { FormAlert } from "~/components/ui/FormAlert";
import { isClosed } from "~/models/repair/floor";
import type { FormResult } from "~/utils/forms";
import { Closing } from "./Closing";
import { DetailsPanel } from "./DetailsPanel";
import { EntryForm } from "./EntryForm";
import { FalseAlarm } from "./FalseAlarm";
import { mainActionOf } from "./main-action";
import { Photos } from "./Photos";
import { PublicLine } from "./PublicLine";
import { H2, SECTION } from "./thread-look";
import type { Thread } from "./thread-form";
import { ThreadParts } from "./ThreadParts";
import { WorkLog, type Added } from "./WorkLog";

/**
 * A repair's thread, read like an issue: the machine and the report, the work log with the box for the next
 * entry under it, then closing it. The details (triage, who has it, work status, expected back) and the parts
 * sit in a sidebar on a desktop and after the log on a phone, so the main column comes first for the keyboard
 * too. Each form posts in place (thread-form.tsx).
 */
export function RepairThreadPage({ thread, pageResult }: { thread: Thread; pageResult?: FormResult }) {
  const { repair, game } = thread;
  const open = !isClosed(repair.status);
  const here = href("/repairs/:id", { id: String(repair.id) });
  const gamePage = href("/game/:slug", { slug: game.slug });
  const [added, setAdded] = useState<Added>();
  const next = mainActionOf(repair);
  return (
    <div className="container-page max-w-[75rem] py-6 sm:py-10">
      <BackLink to={gamePage}>{game.name}</BackLink>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Repair #{repair.id}</h1>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-lg" data-testid="thread-machine">
          <Link to={gamePage} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {game.name}
          </Link>
          <StatusBadge status={game.status} />
        </p>
        {next === "triage" || next === "take" ? (
          <a
            href="#details"
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline lg:hidden dark:text-brand-300"
          >
            {next === "triage" ? "Triage it" : "Take it"} in Details
            <ChevronDown aria-hidden className="size-4" />
          </a>
        ) : null}
      </div>
      {pageResult && !pageResult.ok && pageResult.error ? (
        <div className="mt-4">
          <FormAlert>{pageResult.error}</FormAlert>
        </div>
      ) : null}

      <div className="mt-5 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
          <div>
            <ul aria-label="The repair">
              <RepairEntry repair={repair} thread={false}>
                <Photos photos={repair.photos} of="the repair" />
              </RepairEntry>
            </ul>
            <FalseAlarm offer={thread.falseAlarm} gameName={game.name} returnTo={here} />
          </div>
          <WorkLog entries={thread.entries} added={added} />
          {open ? (
            <section aria-labelledby="entry-heading" className={SECTION}>
              <h2 id="entry-heading" className={H2}>
                Add work entry
              </h2>
              <EntryForm returnTo={here} onAdded={setAdded} />
            </section>
          ) : null}
        </div>

        <div className="mt-8 space-y-6 empty:hidden lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">
          {open ? <DetailsPanel thread={thread} returnTo={here} /> : null}
          <PublicLine thread={thread} returnTo={here} />
          {thread.parts.length ? <ThreadParts thread={thread} returnTo={here} /> : null}
        </div>

        <div className="lg:col-start-1 lg:row-start-2 lg:self-start">
          <Closing thread={thread} returnTo={here} />
        </div>
      </div>
    </div>
  );
}
