import { href, Link } from "react-router";
import { formatDuration, formatShare } from "~/models/stats/stats-format";

export type LeastAvailableMachine = {
  gameId: number;
  name: string;
  slug: string;
  availability: number | null;
  minutesOpen: number;
  minutesUp: number;
  repairs: number;
};

/** The ten machines on the floor that were least available in the period, each linking to its page. */
export function LeastAvailable({ machines }: { machines: LeastAvailableMachine[] }) {
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="least-heading">
      <h2 id="least-heading" className="text-lg font-bold tracking-tight">
        Least available machines
      </h2>
      {machines.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Every machine on the floor was playable whenever the museum was open.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 dark:divide-white/10" data-testid="least-available">
          {machines.map((machine) => (
            <li key={machine.gameId} className="py-2">
              <Link
                to={href("/game/:slug", { slug: machine.slug })}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {machine.name}
              </Link>
              <p className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
                <strong className="text-base text-slate-900 dark:text-white">
                  {formatShare(machine.availability)}
                </strong>
                {" · "}down {formatDuration(machine.minutesOpen - machine.minutesUp)} of opening hours
                {" · "}
                {machine.repairs === 1 ? "1 repair" : `${machine.repairs} repairs`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
