/**
 * The staff app as a phone installs it (docs/design.md#the-staff-app-offline): its own web app manifest, which only
 * staff pages link to, and the drawn mark's icons at the sizes Chromium asks of an installable app, written at build
 * time from public/logo.svg (scripts/build-sw.ts).
 */
export const STAFF_MANIFEST_URL = "/manifest.webmanifest?app=staff";

export const STAFF_APP_ICONS = [
  { src: "/icons/staff-192.png", size: 192, purpose: "any" },
  { src: "/icons/staff-512.png", size: 512, purpose: "any" },
  { src: "/icons/staff-maskable-512.png", size: 512, purpose: "maskable" },
] as const;
