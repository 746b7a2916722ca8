import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { capitalized, useMuseum } from "~/utils/museum";
import { HERO_INTERVAL_MS, isPlaying, nextSlide, shouldAutoRotate } from "./hero-rotation";
import {
  HERO_DESKTOP_MEDIA,
  HERO_PHONE_MEDIA,
  HERO_PHONE_SIZES,
  HERO_SIZES,
  HERO_SLIDES,
  heroPhoneSrcSet,
  heroSrc,
  heroSrcSet,
} from "./slides";

/** The small frosted pill above the slide's title. */
const EYEBROW_PILL = [
  "mb-4 inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 ring-1 ring-white/20 backdrop-blur",
  "text-xs font-semibold tracking-[0.18em] text-neon-cyan uppercase",
].join(" ");

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function useReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * Spec: 4 images, a new one every 5 s. Follows the WAI carousel pattern:
 * a visible pause/play button, rotation stops while pointed at or focused,
 * and with reduced motion it does not rotate on its own.
 */
const WARM_UP_MS = 2500;

export function HeroSlideshow({ playingNow }: { playingNow: string | null }) {
  const museum = useMuseum();
  const [active, setActive] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Only the first photo loads with the page; the others follow once it has settled.
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWarm(true), WARM_UP_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // The first photo is the page's largest paint: React writes these preloads ahead of the scripts.
  const first = HERO_SLIDES[0].n;
  for (const { srcSet, sizes, media } of [
    { srcSet: heroPhoneSrcSet(first), sizes: HERO_PHONE_SIZES, media: HERO_PHONE_MEDIA },
    { srcSet: heroSrcSet(first), sizes: HERO_SIZES, media: HERO_DESKTOP_MEDIA },
  ]) {
    preload(heroSrc(first, 1600), {
      as: "image",
      imageSrcSet: srcSet,
      imageSizes: sizes,
      media,
      fetchPriority: "high",
    });
  }
  const reducedMotion = useReducedMotion();
  const count = HERO_SLIDES.length;
  const playing = isPlaying({ userPaused, reducedMotion });
  const rotating = shouldAutoRotate({ userPaused, reducedMotion, hovered, focused });

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((i) => nextSlide(i, count)), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active, count]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Inside the museum"
      data-testid="hero"
      className="relative isolate h-[34rem] overflow-hidden bg-ink-950 text-white sm:h-[36rem] lg:h-[40rem]"
      // A tap is not a hover, and a tap's focus is not keyboard focus: only a mouse pointer or keyboard focus pauses.
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHovered(false)}
      onFocus={(e) => setFocused(e.target.matches(":focus-visible"))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? "off" : "polite"} className="absolute inset-0 -z-10">
        {HERO_SLIDES.map((slide, i) => (
          <div
            key={slide.n}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== active}
            data-active={i === active}
            className={`absolute inset-0 transition-opacity duration-1000 ease-out ${i === active ? "opacity-100" : "opacity-0"}`}
          >
            {i === 0 || i === active || warm ? (
              <picture>
                <source media={HERO_PHONE_MEDIA} srcSet={heroPhoneSrcSet(slide.n)} sizes={HERO_PHONE_SIZES} />
                <img
                  src={heroSrc(slide.n, 1600)}
                  srcSet={heroSrcSet(slide.n)}
                  sizes={HERO_SIZES}
                  alt={slide.alt}
                  width={1920}
                  height={900}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "low"}
                  decoding={i === 0 ? "sync" : "async"}
                  className="size-full object-cover"
                />
              </picture>
            ) : null}
          </div>
        ))}
        {/* Keeps the headline readable on any photo, in light and dark mode alike. */}
        <div
          aria-hidden
          className="absolute inset-0 bg-gradient-to-t from-ink-950/95 via-ink-950/65 to-ink-950/20 sm:via-ink-950/55 sm:to-ink-950/10"
        />
        <div
          aria-hidden
          className="absolute inset-0 hidden bg-gradient-to-r from-ink-950/70 via-transparent to-transparent sm:block"
        />
      </div>

      <div className="container-page flex h-full flex-col justify-end pb-24 [text-shadow:0_2px_16px_rgb(11_10_26/0.65)] sm:pb-28">
        <p className={EYEBROW_PILL}>
          {museum.city}, {museum.regionName} · Since {museum.established}
        </p>
        <h1 className="max-w-3xl text-4xl leading-[1.05] font-black tracking-tight text-balance sm:text-6xl lg:text-7xl">
          {museum.longName}
        </h1>
        <p className="mt-5 max-w-2xl text-lg font-medium text-pretty text-slate-100 sm:text-xl">
          {capitalized(museum.collection)} restored arcade and pinball machines, and every game is{" "}
          <strong className="text-neon-amber">free to play after admission</strong>.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/collection" prefetch="intent" className="btn-primary px-6 text-base">
            View Collection
          </Link>
          <Link
            to="/about"
            prefetch="intent"
            className="btn border border-white/40 bg-white/10 px-6 text-base text-white backdrop-blur hover:bg-white/20"
          >
            Learn More
          </Link>
        </div>
        {playingNow ? (
          <p
            className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-slate-100"
            data-testid="playing-now"
          >
            <span aria-hidden className="size-2.5 rounded-full bg-emerald-400 ring-4 ring-emerald-400/25" />
            {playingNow}
          </p>
        ) : null}
      </div>

      <div className="absolute inset-x-0 bottom-0">
        <div className="container-page flex items-center gap-3 pb-6">
          <button
            type="button"
            onClick={() => setUserPaused(playing)}
            aria-label={playing ? "Pause slideshow" : "Play slideshow"}
            data-testid="hero-toggle"
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 backdrop-blur hover:bg-white/25"
          >
            {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
          </button>
          <ul className="flex items-center" aria-label="Choose a slide">
            {HERO_SLIDES.map((slide, i) => (
              <li key={slide.n}>
                <button
                  type="button"
                  onClick={() => setActive(i)}
                  aria-label={`Show slide ${i + 1} of ${count}`}
                  aria-current={i === active ? "true" : undefined}
                  className="group inline-flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden
                    className={`block h-2.5 rounded-full transition-all ${
                      i === active ? "w-8 bg-white" : "w-2.5 bg-white/50 group-hover:bg-white/80"
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
