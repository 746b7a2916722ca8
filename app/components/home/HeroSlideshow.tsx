import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { preload } from "react-dom";
import {
  HERO_DESKTOP_MEDIA,
  HERO_PHONE_MEDIA,
  HERO_PHONE_SIZES,
  HERO_SIZES,
  type HeroPicture,
} from "~/models/hero/hero-picture";
import type { PublicHeroSlide } from "~/models/hero/hero-slide";
import { useMuseum } from "~/utils/museum";
import { HeroActions, HeroCaptions } from "./HeroCaptions";
import { HERO_INTERVAL_MS, isPlaying, nextSlide, shouldAutoRotate } from "./hero-rotation";

/** The small frosted pill above the museum's name. */
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

/** The first photo is the page's largest paint: React writes these preloads ahead of the scripts. */
function preloadFirst(picture: HeroPicture) {
  for (const { srcSet, sizes, media } of [
    { srcSet: picture.phoneSrcSet, sizes: HERO_PHONE_SIZES, media: HERO_PHONE_MEDIA },
    { srcSet: picture.srcSet, sizes: HERO_SIZES, media: HERO_DESKTOP_MEDIA },
  ])
    preload(picture.src, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, media, fetchPriority: "high" });
}

const WARM_UP_MS = 2500;

/**
 * The home page's banner: the museum's name and intro (a page text) over the managers' slides (/admin/hero),
 * a new one every 5 s. Follows the WAI carousel pattern: a visible pause/play button, rotation stops while
 * pointed at or focused, and with reduced motion it does not rotate on its own. Without any slide (a museum
 * that removed the demo and has not added its own) it is the same banner on a plain background. The banner is
 * at least as tall as the photos' sizes assume, and grows with a long slide text rather than cutting it off.
 */
export function HeroSlideshow({
  slides,
  intro,
  playingNow,
}: {
  slides: PublicHeroSlide[];
  /** The intro page text, sanitized and filled in by the loader. */
  intro: string | null;
  playingNow: string | null;
}) {
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
  if (slides[0]) preloadFirst(slides[0].picture);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const current = active < count ? active : 0;
  const playing = isPlaying({ userPaused, reducedMotion });
  const rotating = count > 1 && shouldAutoRotate({ userPaused, reducedMotion, hovered, focused });

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((i) => nextSlide(i, count)), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active, count]);

  return (
    <section
      aria-roledescription={count > 1 ? "carousel" : undefined}
      aria-label="Inside the museum"
      data-testid="hero"
      className="relative isolate flex min-h-[34rem] flex-col justify-end overflow-hidden bg-ink-950 text-white sm:min-h-[36rem] lg:min-h-[40rem]"
      // A tap is not a hover, and a tap's focus is not keyboard focus: only a mouse pointer or keyboard focus pauses.
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHovered(false)}
      onFocus={(e) => setFocused(e.target.matches(":focus-visible"))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? "off" : "polite"} className="absolute inset-0 -z-10">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== current}
            data-active={i === current}
            className={`absolute inset-0 transition-opacity duration-1000 ease-out ${i === current ? "opacity-100" : "opacity-0"}`}
          >
            {i === 0 || i === current || warm ? (
              <picture>
                <source media={HERO_PHONE_MEDIA} srcSet={slide.picture.phoneSrcSet} sizes={HERO_PHONE_SIZES} />
                <img
                  src={slide.picture.src}
                  srcSet={slide.picture.srcSet}
                  sizes={HERO_SIZES}
                  alt={slide.alt}
                  width={slide.picture.width}
                  height={slide.picture.height}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "low"}
                  decoding={i === 0 ? "sync" : "async"}
                  className="size-full object-cover"
                />
              </picture>
            ) : null}
          </div>
        ))}
        {count === 0 ? <PlainBackdrop /> : null}
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

      <div
        className={`container-page flex w-full flex-col pt-8 [text-shadow:0_2px_16px_rgb(11_10_26/0.65)] ${count > 1 ? "pb-24 sm:pb-28" : "pb-12 sm:pb-16"}`}
      >
        <p className={EYEBROW_PILL}>
          {museum.city}, {museum.regionName} · Since {museum.established}
        </p>
        <h1 className="max-w-3xl text-4xl leading-[1.05] font-black tracking-tight text-balance sm:text-6xl lg:text-7xl">
          {museum.longName}
        </h1>
        {intro ? (
          <div
            data-testid="page-text"
            className="page-text mt-4 max-w-2xl text-lg font-medium text-pretty text-slate-100 sm:mt-5 sm:text-xl [&_a]:text-white [&_strong]:text-neon-amber"
            dangerouslySetInnerHTML={{ __html: intro }}
          />
        ) : null}
        <HeroCaptions slides={slides} current={current} />
        <HeroActions slides={slides} current={current} />
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

      {count > 1 ? (
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
              {slides.map((slide, i) => (
                <li key={slide.id}>
                  <button
                    type="button"
                    onClick={() => setActive(i)}
                    aria-label={`Show slide ${i + 1} of ${count}`}
                    aria-current={i === current ? "true" : undefined}
                    className="group inline-flex size-11 items-center justify-center rounded-full"
                  >
                    <span
                      aria-hidden
                      className={`block h-2.5 rounded-full transition-all ${
                        i === current ? "w-8 bg-white" : "w-2.5 bg-white/50 group-hover:bg-white/80"
                      }`}
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Drawn light where the photos would be, so a museum without a slide still gets a finished banner. */
function PlainBackdrop() {
  return (
    <div aria-hidden className="absolute inset-0 overflow-hidden bg-ink-900">
      <div className="absolute -top-32 -left-24 size-96 rounded-full bg-brand-600/40 blur-3xl" />
      <div className="absolute -right-24 bottom-0 size-[28rem] rounded-full bg-cyan-500/20 blur-3xl" />
    </div>
  );
}
