import { priceText, type MuseumSettings } from "./museum-settings";

/**
 * What a save of the museum settings changed, field by field, as its Activity row keeps it (before and after
 * in words) and the Activity screen reads it back.
 */
export type SettingsChange = { field: string; before: string; after: string };

/** Each setting's name as managers read it (the Activity log, the "Going live" checklist). */
export const SETTINGS_LABELS: Record<keyof MuseumSettings, string> = {
  name: "Name",
  longName: "Long name",
  tagline: "Tagline",
  established: "Year established",
  logoUrl: "Logo",
  street: "Street",
  city: "City",
  region: "State",
  regionName: "State in words",
  postalCode: "ZIP code",
  country: "Country",
  phone: "Phone",
  email: "Public e-mail",
  mapUrl: "Map link",
  social: "Social links",
  admission: "Admission",
  offers: "Offers",
  offerLine: "Footer offer line",
  priceRange: "Price range",
  paymentAccepted: "Payment accepted",
  collectionClaim: "Collection claim",
};

function inWords(field: keyof MuseumSettings, value: MuseumSettings[keyof MuseumSettings]): string {
  if (value === null || value === "") return "(none)";
  // A stored image's address says nothing to a reader: its id's start tells two uploads apart.
  if (field === "logoUrl")
    return `an upload (${String(value)
      .replace(/^\/uploads\//, "")
      .slice(0, 8)})`;
  if (field === "admission")
    return (value as MuseumSettings["admission"])
      .map((row) => `${row.label} ${priceText(row.price)}${row.note ? ` (${row.note})` : ""}`)
      .join("; ");
  if (field === "social") return (value as MuseumSettings["social"]).map((s) => `${s.platform} ${s.url}`).join("; ");
  if (field === "offers") return (value as MuseumSettings["offers"]).map((o) => `${o.name}: ${o.text}`).join("; ");
  return String(value);
}

export function settingsChanges(before: MuseumSettings, after: MuseumSettings): SettingsChange[] {
  return (Object.keys(SETTINGS_LABELS) as (keyof MuseumSettings)[]).flatMap((field) => {
    const was = inWords(field, before[field]);
    const is = inWords(field, after[field]);
    return was === is ? [] : [{ field: SETTINGS_LABELS[field], before: was, after: is }];
  });
}

/** The Activity screen's sentence: 'Changed the museum settings: Phone "<before>" to "<after>"'. */
export function describeSettingsChanges(changes: unknown) {
  const list = Array.isArray(changes) ? (changes as SettingsChange[]) : [];
  const parts = list.map((c) => `${c.field} "${c.before}" to "${c.after}"`);
  return parts.length ? `Changed the museum settings: ${parts.join("; ")}` : "Changed the museum settings";
}
