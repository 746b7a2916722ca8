import type { GameType, RepairSeverity } from "~/db/schema";

/**
 * What goes wrong with the demo's machines over a year, by kind of machine: how a visitor reports it (when a
 * visitor would notice), how staff log it, the work entries that fix it, and the part it takes, if any.
 */
export type DemoProblem = {
  severity: RepairSeverity;
  safety?: boolean;
  /** A visitor's words at the QR label; absent when only staff would notice. */
  visitor?: string;
  staff: string;
  /** The work entries, in order; the last one is the fix. */
  work: string[];
  part?: { name: string; cost: number };
};

const PINBALL: DemoProblem[] = [
  {
    severity: "unplayable",
    visitor: "Ball is stuck somewhere under the ramp, the game just waits.",
    staff: "Ball stuck behind the right ramp; ball search does not free it.",
    work: ["Lifted the playfield: ball wedged under the ramp flap. Bent the flap back and checked the ramp screws."],
  },
  {
    severity: "unplayable",
    visitor: "Left flipper doesn't move at all.",
    staff: "Left flipper dead. EOS switch or coil.",
    work: [
      "Flipper coil reads open. Pulled the coil.",
      "Fitted a new coil, sleeve and plunger; flipper strong again. Played three games.",
    ],
    part: { name: "Flipper coil FL-11630", cost: 18.5 },
  },
  {
    severity: "unplayable",
    visitor: "The game keeps resetting in the middle of a ball.",
    staff: "Resets under load, mostly during multiball.",
    work: [
      "Logic supply dips to 4.7 V when the flippers fire. Bridge rectifier is warm.",
      "Replaced the bridge rectifier and reflowed the power connector. No resets in an hour of play.",
    ],
    part: { name: "Bridge rectifier 35 A", cost: 6.25 },
  },
  {
    severity: "unplayable",
    safety: true,
    visitor: "Burning smell coming from the machine!",
    staff: "Burning smell reported, machine powered off and unplugged.",
    work: [
      "A locked-on coil (stuck driver transistor) cooked its sleeve. Replaced the transistor.",
      "Replaced coil and sleeve, checked every driver in test mode. Safe to play.",
    ],
    part: { name: "TIP102 driver transistors (pack of 10)", cost: 9.9 },
  },
  {
    severity: "major",
    visitor: "Right flipper is really weak, can't make the ramps.",
    staff: "Right flipper weak; cannot make the ramp shots.",
    work: ["Worn coil stop and a mushroomed plunger. Rebuilt the flipper with a new kit."],
    part: { name: "Flipper rebuild kit", cost: 32 },
  },
  {
    severity: "major",
    visitor: "The ball drains straight down the middle after the kickback.",
    staff: "Kickback fires late; ball drains left.",
    work: ["Kickback switch gap too wide. Adjusted it and cleaned the contacts."],
  },
  {
    severity: "major",
    visitor: "Display is missing a whole row of dots.",
    staff: "Dot matrix display missing a row.",
    work: ["Reseated the display ribbon; row back. Cleaned the connector pins."],
  },
  {
    severity: "minor",
    visitor: "A few lights on the playfield are out.",
    staff: "GI lights out along the left slingshot.",
    work: ["Two bulbs and a broken GI wire at the socket. Replaced and resoldered."],
  },
  {
    severity: "minor",
    staff: "Rubber on the right slingshot is split.",
    work: ["Replaced the slingshot rubbers on both sides."],
  },
  {
    severity: "minor",
    staff: "Monthly PM: playfield dirty, balls pitted.",
    work: ["Cleaned and waxed the playfield, new balls, checked flipper alignment."],
  },
  {
    severity: "cosmetic",
    staff: "Backglass frame loose and scratched on the lower edge.",
    work: ["Tightened the frame, touched up the trim."],
  },
  {
    severity: "cosmetic",
    visitor: "The glass has a big sticker residue mark on it.",
    staff: "Residue on the playfield glass.",
    work: ["Cleaned the glass both sides."],
  },
];

const ARCADE: DemoProblem[] = [
  {
    severity: "unplayable",
    visitor: "Screen is black but the sounds are playing.",
    staff: "No picture; game audio runs. Monitor chassis suspected.",
    work: [
      "HOT (horizontal output transistor) shorted. Replaced it and checked the flyback.",
      "Picture back, adjusted focus and brightness. Ran attract mode for an hour.",
    ],
    part: { name: "Horizontal output transistor 2SC5707", cost: 7.8 },
  },
  {
    severity: "unplayable",
    visitor: "Game won't start when you press start.",
    staff: "Start button does not register.",
    work: ["Start button microswitch worn out. Replaced it with a Cherry switch."],
  },
  {
    severity: "unplayable",
    visitor: "It just shows a garbled screen and restarts.",
    staff: "Boot loop with garbage graphics.",
    work: [
      "Board's 5 V reads 4.75 V at the edge connector. Adjusted the supply.",
      "Reseated the ROMs and cleaned the edge connector. Boots clean, played a full game.",
    ],
  },
  {
    severity: "unplayable",
    safety: true,
    visitor: "The joystick gave me a small shock!",
    staff: "Visitor felt a tingle from the control panel. Powered off at once.",
    work: [
      "Ground strap from the control panel to the cabinet ground was broken. Replaced it.",
      "Checked every ground with a meter, added an isolation transformer check to the PM list.",
    ],
    part: { name: "Ground strap and ring terminals", cost: 4.5 },
  },
  {
    severity: "major",
    visitor: "Joystick only works in some directions.",
    staff: "Joystick loose: up and left miss.",
    work: ["Leaf switches out of adjustment and one cracked actuator. Rebuilt the stick."],
    part: { name: "Joystick rebuild kit", cost: 14.95 },
  },
  {
    severity: "major",
    visitor: "Sound is really crackly and loud.",
    staff: "Speaker distorts at any volume.",
    work: ["Speaker cone torn. Fitted a new speaker."],
    part: { name: "8 ohm cabinet speaker", cost: 11.5 },
  },
  {
    severity: "major",
    visitor: "The picture is all wavy.",
    staff: "Picture wobbles; colours bleed at the edges.",
    work: ["Dried-out caps on the monitor chassis. Fitted a cap kit and re-converged."],
    part: { name: "Monitor cap kit", cost: 24 },
  },
  {
    severity: "minor",
    visitor: "The light in the sign at the top is flickering.",
    staff: "Marquee light flickers.",
    work: ["Replaced the starter and the tube."],
  },
  {
    severity: "minor",
    staff: "Player 2 fire button sticks now and then.",
    work: ["Cleaned the button plunger and lubricated it lightly."],
  },
  {
    severity: "minor",
    staff: "Quarterly PM: dust in the cabinet, fan noisy.",
    work: ["Vacuumed the cabinet, replaced the cooling fan, checked voltages."],
  },
  {
    severity: "cosmetic",
    visitor: "Side art is peeling at the bottom.",
    staff: "Side art peeling near the kick plate.",
    work: ["Glued the side art back and pressed it overnight."],
  },
  {
    severity: "cosmetic",
    staff: "Control panel overlay scratched around the stick.",
    work: ["Polished the overlay; replacement noted for the next order."],
  },
];

const SKEEBALL: DemoProblem[] = [
  {
    severity: "unplayable",
    visitor: "Balls aren't coming back down the lane.",
    staff: "Ball gate stuck closed.",
    work: ["Ball gate solenoid sticking. Cleaned and adjusted the plunger."],
  },
  {
    severity: "major",
    visitor: "The 40 hole doesn't count.",
    staff: "40 ring switch does not score.",
    work: ["Replaced the 40 ring switch and tidied the harness."],
    part: { name: "Score switch", cost: 9 },
  },
  {
    severity: "minor",
    staff: "Lane bumper pad loose.",
    work: ["Re-glued the bumper pad."],
  },
];

const TABLE: DemoProblem[] = [
  {
    severity: "unplayable",
    visitor: "No air is coming out, the puck doesn't float.",
    staff: "Blower not running.",
    work: ["Blower capacitor failed. Replaced it; airflow good."],
    part: { name: "Blower motor run capacitor", cost: 12 },
  },
  {
    severity: "minor",
    staff: "Goal sensor misses a puck now and then.",
    work: ["Cleaned the goal optics and realigned them."],
  },
];

export function problemsFor(type: GameType): DemoProblem[] {
  if (type === "Pinball") return PINBALL;
  if (type === "Arcade") return ARCADE;
  if (type === "Skeeball") return SKEEBALL;
  return TABLE;
}

/** The visitors who report problems, some leaving an address. */
export const DEMO_REPORTERS: readonly { name: string | null; email: string | null }[] = [
  { name: "Jordan Ellis", email: "jordan.ellis@example.com" },
  { name: "Priya Raman", email: null },
  { name: "Sam Okafor", email: "sam.okafor@example.com" },
  { name: null, email: null },
  { name: "Lena Fischer", email: "lena.f@example.com" },
  { name: "Chris Delgado", email: null },
  { name: "Mia Thompson", email: "mia.t@example.com" },
  { name: "Noah Park", email: null },
];
