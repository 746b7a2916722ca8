import { ExternalLink, MapPin, Phone } from "lucide-react";
import { MUSEUM } from "~/utils/museum";
import { InfoCard } from "./InfoCard";

export function LocationCard() {
  return (
    <InfoCard
      icon={<MapPin aria-hidden className="size-5" />}
      title="Location"
      id="location"
      footer={
        <a href={MUSEUM.mapUrl} target="_blank" rel="noopener noreferrer" className="btn-primary w-full sm:w-auto">
          Get Directions
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens map in a new tab)</span>
        </a>
      }
    >
      <address className="not-italic">
        <p className="text-lg font-semibold">{MUSEUM.longName}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {MUSEUM.street}
          <br />
          {MUSEUM.city}, {MUSEUM.region} {MUSEUM.postalCode}
        </p>
        <a
          href={MUSEUM.phoneHref}
          className="mt-4 inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          <Phone aria-hidden className="size-4" />
          {MUSEUM.phone}
        </a>
      </address>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        Find us in {MUSEUM.city}, on Florida's Treasure Coast.
      </p>
    </InfoCard>
  );
}
