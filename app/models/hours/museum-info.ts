import type { PublicMuseum } from "../settings/museum-settings";
import { DAY_NAMES, formatTimeRange } from "~/utils/time";
import { postalAddress } from "../event/event";
import type { WeeklyHours } from "./hours";

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

/**
 * schema.org opening hours from the regular hours: days sharing the same
 * times are grouped (Sun, Wed, Thu 11:00-19:00; Fri, Sat 11:00-23:00), in
 * the order their first day appears in the week. Closed days are left out.
 */
export function openingHoursSpecification(weekly: WeeklyHours[]): OpeningHoursSpecification[] {
  const groups = new Map<string, OpeningHoursSpecification>();
  for (const day of [...weekly].sort((a, b) => a.day_of_week - b.day_of_week)) {
    if (day.is_closed || !day.open_time || !day.close_time) continue;
    const opens = day.open_time.slice(0, 5);
    const closes = day.close_time.slice(0, 5);
    const key = `${opens}-${closes}`;
    const name = DAY_NAMES[day.day_of_week];
    if (!name) continue;
    const group = groups.get(key);
    if (group) group.dayOfWeek.push(name);
    else groups.set(key, { "@type": "OpeningHoursSpecification", dayOfWeek: [name], opens, closes });
  }
  return [...groups.values()];
}

/** The museum as schema.org data (Museum and TouristAttraction), from its settings. */
export function museumJsonLd(weekly: WeeklyHours[], publicUrl: string, museum: PublicMuseum) {
  return {
    "@context": "https://schema.org",
    "@type": ["Museum", "TouristAttraction"],
    "@id": `${publicUrl}/#museum`,
    name: museum.longName,
    alternateName: museum.name,
    description: `${museum.tagline} in ${museum.city}, ${museum.regionName} with ${museum.collection} restored machines. Games are free to play after admission.`,
    url: publicUrl,
    image: `${publicUrl}/images/hero/hero-1-1600.webp`,
    telephone: museum.phone,
    address: postalAddress(museum),
    foundingDate: String(museum.established),
    openingHoursSpecification: openingHoursSpecification(weekly),
    priceRange: museum.priceRange,
    paymentAccepted: museum.paymentAccepted,
    currenciesAccepted: "USD",
    isAccessibleForFree: false,
    publicAccess: true,
    touristType: ["Families", "Gamers", "Pinball enthusiasts"],
    sameAs: museum.social.map((link) => link.url),
  };
}

/** Regular hours as the page shows them: '11am - 7pm', or 'Closed' when absent or closed. */
export function regularHoursText(day: WeeklyHours | undefined) {
  if (!day || day.is_closed || !day.open_time || !day.close_time) return "Closed";
  return formatTimeRange(day.open_time, day.close_time);
}
