import { Wrench } from "lucide-react";

/** What a visitor may know of a machine's open repairs: museum-time labels made by the server. */
export type KnownIssueLine = { reportedAt: string; expectedBack: string | null; lines: string[] };

/**
 * "Staff know about a problem with this machine", what it is in the words staff chose for visitors (the repairs'
 * public lines), when it was reported and, if set, when it is expected back. The same box on the QR page and the
 * game page; never a repair's own text, reporter, photo or part.
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
        {issue.lines.length ? (
          <ul className="my-1 font-medium" data-testid="known-issue-lines">
            {issue.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm">Reported {issue.reportedAt}</p>
        {issue.expectedBack ? <p className="text-sm font-medium">Expected back by {issue.expectedBack}</p> : null}
      </div>
    </div>
  );
}
