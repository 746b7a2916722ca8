import { MUSEUM } from "~/utils/museum";
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

export const PRICE_RANGE = "$10-$16";

/** The museum as schema.org data (Museum and TouristAttraction). */
export function museumJsonLd(weekly: WeeklyHours[], publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": ["Museum", "TouristAttraction"],
    "@id": `${publicUrl}/#museum`,
    name: MUSEUM.longName,
    alternateName: MUSEUM.name,
    description: `Retro arcade and pinball museum in ${MUSEUM.city}, Florida with over 100 restored machines. Games are free to play after admission.`,
    url: publicUrl,
    image: `${publicUrl}/images/hero/hero-1-1600.webp`,
    telephone: MUSEUM.phone,
    address: postalAddress(),
    foundingDate: String(MUSEUM.established),
    openingHoursSpecification: openingHoursSpecification(weekly),
    priceRange: PRICE_RANGE,
    paymentAccepted: "Cash, Credit Card",
    currenciesAccepted: "USD",
    isAccessibleForFree: false,
    publicAccess: true,
    touristType: ["Families", "Gamers", "Pinball enthusiasts"],
    sameAs: Object.values(MUSEUM.social),
  };
}

/** Regular hours as the page shows them: '11am - 7pm', or 'Closed' when absent or closed. */
export function regularHoursText(day: WeeklyHours | undefined) {
  if (!day || day.is_closed || !day.open_time || !day.close_time) return "Closed";
  return formatTimeRange(day.open_time, day.close_time);
}
