/**
 * The QR label screen's choice of machines: a location
 * filter and a search, kept in the URL (/qr-codes?location=Warehouse&q=pin) so a reload keeps them.
 */

export const LABEL_LOCATIONS = ["All", "Replay", "Warehouse"] as const;
export type LabelLocation = (typeof LABEL_LOCATIONS)[number];
export type LabelFilter = { location: LabelLocation; q: string };
export type LabelGame = { id: number; name: string; location: string; locationLabel: string };

export const LABEL_LINE = "Not working? Scan to tell us.";
export const NO_LABEL_GAMES = "No games match your search";

export function parseLabelParams(params: URLSearchParams): LabelFilter {
  const location = params.get("location");
  return {
    location: (LABEL_LOCATIONS as readonly string[]).includes(location ?? "") ? (location as LabelLocation) : "All",
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
  };
}

/** The shortest query string for a filter; defaults are left out. */
export function labelParams({ location, q }: LabelFilter) {
  const params = new URLSearchParams();
  if (location !== "All") params.set("location", location);
  if (q) params.set("q", q);
  return params;
}

/** Games shown for a filter: a location's own machines (a machine kept elsewhere shows under All only), names containing the search. */
export function filterLabelGames(games: readonly LabelGame[], { location, q }: LabelFilter) {
  const needle = q.toLocaleLowerCase();
  return games.filter(
    (g) => (location === "All" || g.location === location) && g.name.toLocaleLowerCase().includes(needle),
  );
}
