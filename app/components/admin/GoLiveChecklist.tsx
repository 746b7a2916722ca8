import { Circle, CircleCheck, Rocket } from "lucide-react";
import { Link } from "react-router";
import type { GoLiveLine } from "~/models/go-live/go-live";

const LINE_LINK = [
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-700 underline-offset-4",
  "hover:underline dark:text-brand-300 sm:min-h-9",
].join(" ");

const ENV_CHIP =
  "rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800 dark:bg-white/10 dark:text-slate-100";

/**
 * The "Going live" checklist on a manager's Admin Dashboard, while any item is not done: each line as the
 * server worded it, with its state and where it is done (a screen, or the server setting when no screen does it).
 */
export function GoLiveChecklist({ lines }: { lines: GoLiveLine[] }) {
  const done = lines.filter((line) => line.done).length;
  return (
    <section aria-labelledby="go-live-heading" data-testid="go-live" className="mb-8 card p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          <Rocket aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="go-live-heading" className="text-lg font-bold text-slate-900 dark:text-white">
            Going live
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {done} of {lines.length} done. This list ticks itself as the museum makes the site its own.
          </p>
        </div>
        <progress
          value={done}
          max={lines.length}
          aria-label="Going live progress"
          className="h-2 w-full overflow-hidden rounded-full accent-emerald-600 sm:w-40 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-white/10 [&::-webkit-progress-value]:bg-emerald-600 dark:[&::-webkit-progress-value]:bg-emerald-400"
        />
      </div>
      <ul className="mt-4 grid gap-x-8 lg:grid-cols-2">
        {lines.map((line) => (
          <li
            key={line.id}
            data-item={line.id}
            data-done={line.done}
            className="flex gap-3 border-t border-slate-200 py-3 dark:border-white/10"
          >
            {line.done ? (
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
            ) : (
              <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400 dark:text-slate-500" />
            )}
            <div className="min-w-0">
              <p className="font-semibold text-slate-900 dark:text-white">
                {line.title}
                <span className="sr-only">{line.done ? ": done" : ": to do"}</span>
              </p>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{line.detail}</p>
              {line.env ? (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  Server setting <code className={ENV_CHIP}>{line.env}</code>, in the server&apos;s environment or{" "}
                  <code className={ENV_CHIP}>.env</code>
                </p>
              ) : null}
              {line.links.length ? (
                <p className="-ml-3 flex flex-wrap">
                  {line.links.map((link) => (
                    <Link key={link.to} to={link.to} className={LINE_LINK}>
                      {link.label}
                    </Link>
                  ))}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
