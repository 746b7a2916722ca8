import type { DemoGame } from "./types";

/** Arcade cabinets in the warehouse: rotating stock, projects and machines for sale. */
export const ARCADE_STORED: DemoGame[] = [
  {
    name: "X-Men",
    type: "Arcade",
    location: "Warehouse",
    status: "Operational",
    year_made: 1992,
    condition_notes:
      "Converted from the 6-player to a 4-player panel (the original dual-monitor cab was gone). Player 2 stick microswitch replaced. In storage until the summer rotation.",
    added_days_ago: 320,
    images: 1,
    art: { kind: "arcade", scene: "brawler", title: "X-MEN", players: 4 },
  },
  {
    name: "Space Invaders",
    type: "Arcade",
    location: "Warehouse",
    status: "Operational",
    year_made: 1978,
    condition_notes:
      "Taito/Midway upright with the moon backdrop. Works, but the reflective glass has a scratch across the middle; stored until a replacement glass is found.",
    added_days_ago: 298,
    images: 1,
    art: { kind: "arcade", scene: "invaders", title: "SPACE INVADERS" },
  },
  {
    name: "Gauntlet",
    type: "Arcade",
    location: "Warehouse",
    status: "Awaiting Parts",
    year_made: 1985,
    condition_notes:
      "+5V rail measures 4.6V under load; new switching power supply on order. Player 3 stick missing, cabinet otherwise complete.",
    for_sale: true,
    asking_price: null,
    sale_condition_notes:
      "Sold as-is: powers up, needs a power supply and one joystick. Cabinet solid, side art faded.",
    sale_notes: "Make us an offer. Buyer pickup from our warehouse only.",
    missing_parts: ["Player 3 joystick", "Switching power supply", "Coin door lock and key"],
    added_days_ago: 276,
    images: 1,
    art: { kind: "arcade", scene: "dungeon", title: "GAUNTLET", players: 4 },
  },
  {
    name: "Paperboy",
    type: "Arcade",
    location: "Warehouse",
    status: "Awaiting Parts",
    year_made: 1985,
    condition_notes:
      "Handlebar potentiometer worn with a dead spot turning left. Replacement pot and a marquee light fixture ordered.",
    missing_parts: ["Handlebar potentiometer", "Marquee light fixture"],
    added_days_ago: 251,
    images: 1,
    art: { kind: "arcade", scene: "racing", title: "PAPERBOY" },
  },
  {
    name: "Rampage",
    type: "Arcade",
    location: "Warehouse",
    status: "Operational",
    year_made: 1986,
    condition_notes: "3-player Bally Midway cab. Fully working, rotating into the floor in spring.",
    added_days_ago: 222,
    images: 1,
    art: { kind: "arcade", scene: "city", title: "RAMPAGE", players: 4 },
  },
  {
    name: "Frogger",
    key: "frogger-warehouse",
    type: "Arcade",
    location: "Warehouse",
    status: "Operational",
    year_made: 1981,
    condition_notes:
      "Second Frogger (Sega/Gremlin cocktail conversion to upright). Works; duplicate of the floor machine.",
    for_sale: true,
    asking_price: 750,
    sale_condition_notes:
      "Working. Monitor bright with no burn-in. Cabinet has scuffs on the lower front and a repainted control panel.",
    sale_notes: "Duplicate of the Frogger on our floor. Price firm, local pickup.",
    added_days_ago: 180,
    images: 1,
    art: { kind: "arcade", scene: "river", title: "FROGGER", vertical: true },
  },
];
