import { Gamepad2, Sparkles, Wrench } from "lucide-react";
import type { PublicMuseum } from "~/models/settings/museum-settings";
import { useMuseum } from "~/utils/museum";

/** Spec section 1: the facts stated in public text. */
const facts = (museum: PublicMuseum) => [
  { Icon: Sparkles, value: String(museum.established), label: "the year we opened our doors" },
  { Icon: Gamepad2, value: museum.collectionFigure, label: "restored arcade and pinball machines" },
  { Icon: Wrench, value: "24-48h", label: "typical turnaround for a repair" },
];

/** `repairTime`: how long repairs really took lately, said right after the promise (issue 23). */
export function MuseumStory({ repairTime }: { repairTime: string | null }) {
  const museum = useMuseum();
  return (
    <section
      aria-labelledby="about-story"
      className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:items-center"
    >
      <div>
        <h2 id="about-story" className="text-3xl font-extrabold tracking-tight">
          Our Story
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          <p>
            {museum.longName} was established in {museum.established} by a few friends who could not bear to see the
            games of their childhood end up in landfills. What started as a handful of cabinets in a garage is now a
            hands-on museum in downtown {museum.city}.
          </p>
          <p>
            Since then we have restored {museum.collection} arcade and pinball machines, from 1970s electromechanical
            pinball to the golden age of the arcade and the big 1990s wide-body tables. We rotate games between the
            floor and our warehouse, so there is always something new to play.
          </p>
          <p>
            Games are{" "}
            <strong className="font-semibold text-slate-900 dark:text-white">free to play after admission</strong>: no
            quarters, no tokens, no time limits. When a machine needs attention, our technicians normally handle repairs
            within 24-48 hours, and safety-critical issues immediately.
            {repairTime ? (
              <>
                {" "}
                <span className="font-semibold text-slate-900 dark:text-white" data-testid="measured-repair-time">
                  {repairTime}
                </span>
              </>
            ) : null}
          </p>
        </div>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {facts(museum).map(({ Icon, value, label }) => (
          <li key={value} className="flex items-center gap-4 card p-5">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-cyan-400 text-white shadow-sm">
              <Icon aria-hidden className="size-6" />
            </span>
            <span>
              <span className="block font-display text-3xl font-black tracking-tight text-slate-900 dark:text-white">
                {value}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
