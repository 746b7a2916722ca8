import { ExternalLink, MapPin, Navigation, Phone } from "lucide-react";
import { useMuseum } from "~/utils/museum";

/**
 * Where we are, without an embedded map: a drawn street plan (no third-party
 * requests, nothing to load) and a Get Directions link to the map service.
 */
export function LocationCard() {
  const museum = useMuseum();
  return (
    <section aria-labelledby="about-location" className="flex flex-1 flex-col overflow-hidden card">
      <div className="relative aspect-[16/9] bg-slate-100 lg:aspect-auto lg:min-h-56 lg:flex-1 dark:bg-ink-800">
        <StreetPlan />
        <span className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-full" aria-hidden>
          <span className="flex flex-col items-center">
            <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white shadow-lg dark:bg-brand-400 dark:text-ink-950">
              {museum.name}
            </span>
            <MapPin className="-mt-0.5 size-8 fill-brand-600 text-white drop-shadow dark:fill-brand-400 dark:text-ink-950" />
          </span>
        </span>
      </div>
      <div className="p-6">
        <h2 id="about-location" className="flex items-center gap-2 text-xl font-bold">
          <MapPin aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Location
        </h2>
        <address
          className="mt-3 leading-relaxed text-slate-700 not-italic dark:text-slate-300"
          data-testid="about-address"
        >
          {museum.longName}
          <br />
          {museum.street}
          <br />
          {museum.city}, {museum.region} {museum.postalCode}
        </address>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Free parking behind the building and on Orange Avenue.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={museum.mapUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            <Navigation aria-hidden className="size-4" />
            Get Directions
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalLink aria-hidden className="size-3.5 opacity-80" />
          </a>
          <a href={museum.phoneHref} className="btn-secondary">
            <Phone aria-hidden className="size-4" />
            {museum.phone}
          </a>
        </div>
      </div>
    </section>
  );
}

/** A stylised downtown grid with the waterfront to the east. Decorative. */
function StreetPlan() {
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden className="absolute inset-0 size-full">
      <rect width="320" height="180" className="fill-slate-100 dark:fill-ink-800" />
      <path d="M250 0 C 238 50, 262 110, 244 180 L 320 180 L 320 0 Z" className="fill-sky-200 dark:fill-sky-900/60" />
      <g className="fill-emerald-200/80 dark:fill-emerald-900/50">
        <rect x="24" y="112" width="46" height="34" rx="6" />
        <rect x="178" y="18" width="36" height="26" rx="6" />
      </g>
      <g className="stroke-white dark:stroke-ink-700" strokeWidth="7" strokeLinecap="round">
        <path d="M0 60 H236" />
        <path d="M0 126 H232" />
        <path d="M88 0 V180" />
        <path d="M150 0 V180" />
        <path d="M214 0 V180" />
      </g>
      <g className="stroke-white dark:stroke-ink-700" strokeWidth="3.5" strokeLinecap="round">
        <path d="M0 28 H240" />
        <path d="M0 160 H236" />
        <path d="M34 0 V180" />
        <path d="M120 0 V180" />
        <path d="M182 0 V180" />
      </g>
      <path
        d="M150 0 V180"
        className="stroke-amber-300 dark:stroke-amber-500/60"
        strokeWidth="2"
        strokeDasharray="6 6"
      />
    </svg>
  );
}
