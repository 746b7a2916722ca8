/** The demo seed's regular hours (spec's structured data), as the site shows them. */
export const EXPECTED_HOURS = [
  ["Sunday", "11am - 7pm"],
  ["Monday", "Closed"],
  ["Tuesday", "Closed"],
  ["Wednesday", "11am - 7pm"],
  ["Thursday", "11am - 7pm"],
  ["Friday", "11am - 11pm"],
  ["Saturday", "11am - 11pm"],
] as const;
