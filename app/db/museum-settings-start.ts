import type { MuseumSettings } from "~/models/settings/museum-settings";

/**
 * What the museum settings start with, written once as the settings row when there is none (a new museum's
 * first page, or a database restored from before the settings existed): the values the site was built with,
 * so the demo and an upgraded museum read as before until a manager changes them. The only copy of them in
 * the code; from then on they are data. The collection's claim starts at 100 (what the pages said); cleared,
 * it follows the number of machines.
 */
export const STARTING_SETTINGS: MuseumSettings = {
  name: "Replay Museum",
  longName: "Replay Arcade & Pinball Museum",
  tagline: "Retro arcade and pinball museum",
  established: 2015,
  logoUrl: null,
  street: "412 Orange Avenue",
  city: "Fort Pierce",
  region: "FL",
  regionName: "Florida",
  postalCode: "34950",
  country: "US",
  phone: "(772) 555-0142",
  email: "hello@replaymuseum.local",
  mapUrl: null,
  social: [
    { platform: "Facebook", url: "https://www.facebook.com/replaymuseum" },
    { platform: "Instagram", url: "https://www.instagram.com/replaymuseum" },
  ],
  admission: [
    { label: "Adults", price: 16, note: "tax included" },
    { label: "Kids 6-12", price: 10, note: "" },
    { label: "Under 6", price: 0, note: "" },
  ],
  offers: [{ name: "Late Night Date Night", text: "2 entries for $26 after 8pm Fri-Sat" }],
  offerLine: "Late Night Date Night after 8pm Fri-Sat!",
  priceRange: null,
  paymentAccepted: "Cash, Credit Card",
  collectionClaim: 100,
};
