import { Link } from "react-router";
import type { PublicHeroSlide } from "~/models/hero/hero-slide";

/**
 * Each slide's heading and line, and its buttons, stacked in one grid cell so the tallest sets the height and
 * nothing moves when the slide changes. Only the current one is seen, read and reachable by keyboard: the
 * others are hidden from assistive technology and inert.
 */
const layer = (shown: boolean) =>
  `col-start-1 row-start-1 transition-opacity duration-700 ease-out ${shown ? "opacity-100" : "pointer-events-none opacity-0"}`;

export function HeroCaptions({ slides, current }: { slides: PublicHeroSlide[]; current: number }) {
  if (slides.length === 0) return null;
  return (
    <div className="mt-4 grid max-w-2xl sm:mt-5" data-testid="hero-captions">
      {slides.map((slide, i) => (
        <div key={slide.id} aria-hidden={i !== current} inert={i !== current} className={layer(i === current)}>
          <div className="border-l-4 border-neon-cyan pl-4">
            <h2 className="text-lg font-extrabold tracking-tight text-balance sm:text-2xl">{slide.heading}</h2>
            {slide.line ? <p className="mt-1 text-base text-pretty text-slate-200 sm:text-lg">{slide.line}</p> : null}
          </div>
        </div>
      ))}
    </div>
  );
}

const SECONDARY_BUTTON =
  "btn border border-white/40 bg-white/10 px-6 text-base text-white backdrop-blur hover:bg-white/20";

function LearnMore() {
  return (
    <Link to="/about" prefetch="intent" className={SECONDARY_BUTTON}>
      Learn More
    </Link>
  );
}

/**
 * The current slide's button, then Learn More. Each slide's row is a layer of its own, so a slide without a
 * button leaves no gap before Learn More and nothing moves: one row fades out as the next fades in.
 */
export function HeroActions({ slides, current }: { slides: PublicHeroSlide[]; current: number }) {
  if (slides.length === 0)
    return (
      <div className="mt-6 sm:mt-8">
        <LearnMore />
      </div>
    );
  return (
    <div className="mt-6 grid sm:mt-8">
      {slides.map((slide, i) => (
        <div
          key={slide.id}
          aria-hidden={i !== current}
          inert={i !== current}
          className={`flex flex-wrap gap-3 ${layer(i === current)}`}
        >
          {slide.button?.external ? (
            <a href={slide.button.target} rel="noopener" className="btn-primary px-6 text-base">
              {slide.button.label}
            </a>
          ) : slide.button ? (
            <Link to={slide.button.target} prefetch="intent" className="btn-primary px-6 text-base">
              {slide.button.label}
            </Link>
          ) : null}
          <LearnMore />
        </div>
      ))}
    </div>
  );
}
