import { publicMuseum, type MuseumSettings } from "~/models/settings/museum-settings";

/**
 * A museum's settings for unit tests that need one without a database: not the demo's (those live in the
 * migration that starts them), so a test that passes does not lean on them.
 */
export const TEST_SETTINGS: MuseumSettings = {
  name: "Test Arcade",
  longName: "Test Arcade & Pinball Hall",
  tagline: "Pinball hall for tests",
  established: 1999,
  logoUrl: null,
  street: "1 Flipper Way",
  city: "Springfield",
  region: "OR",
  regionName: "Oregon",
  postalCode: "97477",
  country: "US",
  phone: "(541) 555-0100",
  email: "hello@arcade.test",
  mapUrl: null,
  social: [{ platform: "Mastodon", url: "https://mastodon.test/@arcade" }],
  admission: [
    { label: "Adults", price: 12.5, note: "" },
    { label: "Kids", price: 8, note: "under 12" },
    { label: "Babies", price: 0, note: "" },
  ],
  offers: [{ name: "Happy Hour", text: "half price from 5pm" }],
  offerLine: "Happy Hour from 5pm!",
  priceRange: null,
  paymentAccepted: "Cash",
  collectionClaim: null,
};

export const TEST_MUSEUM = publicMuseum(TEST_SETTINGS, 57);
