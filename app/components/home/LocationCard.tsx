import { ExternalLink, MapPin, Phone } from "lucide-react";
import { useMuseum } from "~/utils/museum";
import { InfoCard } from "./InfoCard";

export function LocationCard() {
  const museum = useMuseum();
  return (
    <InfoCard
      icon={<MapPin aria-hidden className="size-5" />}
      title="Location"
      id="location"
      footer={
        <a href={museum.mapUrl} target="_blank" rel="noopener noreferrer" className="btn-primary w-full sm:w-auto">
          Get Directions
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens map in a new tab)</span>
        </a>
      }
    >
      <address className="not-italic">
        <p className="text-lg font-semibold">{museum.longName}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {museum.street}
          <br />
          {museum.city}, {museum.region} {museum.postalCode}
        </p>
        <a
          href={museum.phoneHref}
          className="mt-4 inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          <Phone aria-hidden className="size-4" />
          {museum.phone}
        </a>
      </address>
      <MapTile />
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Find us in {museum.city}, on Florida's Treasure Coast.
      </p>
    </InfoCard>
  );
}

/** A drawn street-grid tile with a pin: decoration only, so no third-party map loads on the home page. */
function MapTile() {
  return (
    <div
      aria-hidden
      className="relative mt-5 h-28 overflow-hidden rounded-xl border border-slate-200 bg-sky-50 dark:border-white/10 dark:bg-ink-800"
      style={{
        backgroundImage:
          "linear-gradient(90deg, rgb(148 163 184 / 0.35) 2px, transparent 2px), linear-gradient(rgb(148 163 184 / 0.35) 2px, transparent 2px)",
        backgroundSize: "36px 28px",
      }}
    >
      <div className="absolute inset-y-0 left-[58%] w-3 -skew-x-12 bg-white/90 dark:bg-white/15" />
      <div className="absolute inset-x-0 top-[46%] h-3 bg-white/90 dark:bg-white/15" />
      <div className="absolute -top-6 -right-6 size-24 rounded-full bg-cyan-200/70 dark:bg-cyan-500/20" />
      <MapPin className="absolute top-[46%] left-[58%] size-9 -translate-x-1/2 -translate-y-full fill-brand-500 text-white drop-shadow dark:text-ink-950" />
    </div>
  );
}
