import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { PublicMuseum } from "../settings/museum-settings";
import { formatPrice } from "../game/game";

/** What a visitor sees of an event (browser-safe). Date and time are the museum's wall clock. */
export type PublicEvent = {
  id: number;
  title: string;
  description: string;
  /** yyyy-mm-dd */
  date: string;
  /** HH:MM */
  time: string;
  type: string;
  registrationFee: number | null;
  admissionFee: number | null;
  /** Written by the server, so the browser needs no date formatting code. */
  dateLabels: EventDateLabels;
};

/** 'Saturday, July 11, 2026' and the calendar leaf's 'Jul', '11', 'Sat' (eventDateLabels, event.server.ts). */
export type EventDateLabels = { long: string; month: string; day: string; weekday: string };

/** Texts users see, word for word (docs/product.md#texts-checks-and-limits). */
export const UPCOMING_EVENTS_ERROR = "Failed to load upcoming events";
export const EVENTS_LOAD_ERROR = "Failed to load events";
export const NO_UPCOMING_EVENTS_HOME = "No upcoming events scheduled";
export const NO_UPCOMING_EVENTS = "No upcoming events scheduled at this time";

/** Anything other than tournament is shown as Special Event. */
export const eventTypeLabel = (type: string) => (type === "tournament" ? "Tournament" : "Special Event");

/** A tournament's registration fee or an event's admission fee, when one is set. */
export function eventFee(event: Pick<PublicEvent, "type" | "registrationFee" | "admissionFee">) {
  const tournament = event.type === "tournament";
  const amount = tournament ? event.registrationFee : event.admissionFee;
  if (amount == null || !Number.isFinite(amount)) return null;
  return {
    label: tournament ? "Registration fee" : "Admission fee",
    amount,
    text: amount === 0 ? "Free" : formatPrice(amount),
  };
}

function parts(date: string, time: string) {
  const d = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const t = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!d) return null;
  return { y: Number(d[1]), m: Number(d[2]), d: Number(d[3]), hh: t ? Number(t[1]) : 0, mm: t ? Number(t[2]) : 0 };
}

/** The instant an event starts: its date and time read as the museum's wall clock. */
export function eventStart(event: Pick<PublicEvent, "date" | "time">, timeZone: string): Date | null {
  const p = parts(event.date, event.time);
  if (!p) return null;
  return new Date(new TZDate(p.y, p.m - 1, p.d, p.hh, p.mm, timeZone).getTime());
}

/** ISO 8601 with the museum's UTC offset on that day, e.g. 2026-07-11T19:00:00-04:00. */
export function eventStartIso(event: Pick<PublicEvent, "date" | "time">, timeZone: string): string | null {
  const p = parts(event.date, event.time);
  if (!p) return null;
  return format(new TZDate(p.y, p.m - 1, p.d, p.hh, p.mm, timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** schema.org Event for one event (search engines' event listings). */
export function eventJsonLd(
  event: PublicEvent,
  { timeZone, publicUrl, museum }: { timeZone: string; publicUrl: string; museum: PublicMuseum },
) {
  const fee = eventFee(event);
  const eventsUrl = `${publicUrl}/events`;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: eventStartIso(event, timeZone),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    url: eventsUrl,
    image: [`${publicUrl}/images/hero/hero-1-1600.webp`],
    location: {
      "@type": "Place",
      name: museum.longName,
      address: postalAddress(museum),
    },
    organizer: { "@type": "Organization", name: museum.longName, url: publicUrl },
    ...(fee
      ? {
          offers: {
            "@type": "Offer",
            name: fee.label,
            price: fee.amount.toFixed(2),
            priceCurrency: "USD",
            availability: "https://schema.org/InStock",
            url: eventsUrl,
          },
        }
      : {}),
  };
}

export function postalAddress(museum: PublicMuseum) {
  return {
    "@type": "PostalAddress",
    streetAddress: museum.street,
    addressLocality: museum.city,
    addressRegion: museum.region,
    postalCode: museum.postalCode,
    addressCountry: museum.country,
  };
}
