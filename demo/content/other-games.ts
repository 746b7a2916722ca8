import type { DemoGame } from "./types";

/** Skee-Ball alleys and the air hockey table. */
export const OTHER_GAMES: DemoGame[] = [
  {
    name: "Skee-Ball",
    type: "Skeeball",
    location: "Replay",
    status: "Operational",
    year_made: 1985,
    high_score: "450 (9 balls)",
    condition_notes:
      "Classic 10-foot alley. Score display rebuilt. Ball release solenoid sticks when humid; tap the release and log it.",
    added_days_ago: 620,
    images: 2,
    art: { kind: "skeeball", title: "SKEE-BALL" },
  },
  {
    key: "skee-ball-2",
    name: "Skee-Ball",
    type: "Skeeball",
    location: "Replay",
    status: "Awaiting Parts",
    year_made: 1978,
    condition_notes:
      "Ball return motor seized, replacement motor and a two-digit score display board on order. Lane wood is good.",
    for_sale: true,
    asking_price: 450,
    sale_condition_notes:
      "Not working: needs a ball return motor and score board. Lane surface and rings in good shape.",
    sale_notes: "Great project alley. We are replacing it with a newer lane.",
    missing_parts: ["Ball return motor", "Two-digit score display board"],
    added_days_ago: 150,
    images: 1,
    art: { kind: "skeeball", title: "SKEE-BALL" },
  },
  {
    name: "Dynamo Air Hockey",
    type: "Other",
    type_other: "Air Hockey",
    location: "Warehouse",
    status: "Operational",
    year_made: 1998,
    condition_notes: "Blower motor OK, surface has a few dead holes near the right goal. Overhead scoring unit works.",
    for_sale: true,
    asking_price: 1000,
    sale_condition_notes:
      "Working, 7-foot commercial table. Playfield has light scratches; two mallets and three pucks included.",
    sale_notes: "Coin-op mechanism set to free play. Buyer pickup.",
    added_days_ago: 120,
    images: 1,
    art: { kind: "table", title: "AIR HOCKEY" },
  },
];
