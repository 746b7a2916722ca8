import { Wrench } from "lucide-react";

/** What a visitor may know of a machine's open repairs: museum-time labels made by the server. */
export type KnownIssueLine = { reportedAt: string; expectedBack: string | null };

/**
 * "Staff know about a problem with this machine", when it was reported and, if set, when it is expected back.
 * The same line on the QR page and the game page; never a repair's text, reporter, photo or part.
 */
export function KnownIssue({ issue }: { issue: KnownIssueLine }) {
  return (
    <div
      data-testid="known-issue"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <Wrench aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" />
      <div>
        <p className="font-semibold">Staff know about a problem with this machine</p>
        <p className="text-sm">Reported {issue.reportedAt}</p>
        {issue.expectedBack ? <p className="text-sm font-medium">Expected back by {issue.expectedBack}</p> : null}
      </div>
    </div>
  );
}
