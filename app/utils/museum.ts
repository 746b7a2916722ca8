/** Public facts about the museum, shown across the site. */
export const MUSEUM = {
  name: "Replay Museum",
  longName: "Replay Arcade & Pinball Museum",
  tagline: "Retro arcade and pinball museum",
  established: 2015,
  street: "412 Orange Avenue",
  city: "Fort Pierce",
  region: "FL",
  postalCode: "34950",
  country: "US",
  phone: "(772) 555-0142",
  phoneHref: "tel:+17725550142",
  email: "hello@replaymuseum.local",
  mapUrl: "https://www.google.com/maps/search/?api=1&query=412+Orange+Avenue+Fort+Pierce+FL+34950",
  social: {
    facebook: "https://www.facebook.com/replaymuseum",
    instagram: "https://www.instagram.com/replaymuseum",
  },
  admission: [
    { label: "Adults", price: "$16", note: "tax included" },
    { label: "Kids 6-12", price: "$10", note: "" },
    { label: "Under 6", price: "Free", note: "" },
  ],
  dateNight: "Late Night Date Night: 2 entries for $26 after 8pm Fri-Sat",
} as const;

export const museumAddress = `${MUSEUM.street}, ${MUSEUM.city}, ${MUSEUM.region} ${MUSEUM.postalCode}`;
