import { Gamepad2, Sparkles, Wrench } from "lucide-react";
import { PageText } from "~/components/content/PageText";
import type { PublicMuseum } from "~/models/settings/museum-settings";
import { useMuseum } from "~/utils/museum";

/** The museum's facts as the public text states them. */
const facts = (museum: PublicMuseum) => [
  { Icon: Sparkles, value: String(museum.established), label: "the year we opened our doors" },
  { Icon: Gamepad2, value: museum.collectionFigure, label: "restored arcade and pinball machines" },
  { Icon: Wrench, value: "24-48h", label: "typical turnaround for a repair" },
];

/**
 * `story`: the manager's text (/admin/texts), rendered and sanitized; `repairTime`: how long repairs really
 * took lately, said right after the story's promise.
 */
export function MuseumStory({ story, repairTime }: { story: string | null; repairTime: string | null }) {
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
          <PageText html={story} />
          {repairTime ? (
            <p className="font-semibold text-slate-900 dark:text-white" data-testid="measured-repair-time">
              {repairTime}
            </p>
          ) : null}
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
