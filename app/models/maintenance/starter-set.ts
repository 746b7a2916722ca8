import type { GameType } from "~/db/schema";
import type { TaskStep } from "./maintenance";

/**
 * The starter set: ready-made tasks for every Pinball and every Arcade machine on the floor, added in one step
 * from /maintenance/tasks. Each entry's `key` is stored with the task it makes (`starter_key`), so adding the set
 * again adds only the entries no task (outside the Trash) was made from. A key is never changed once shipped.
 */

export type StarterTask = {
  key: string;
  title: string;
  minutes: number;
  everyDays?: number;
  everyOpenHours?: number;
  everyPlays?: number;
  steps: TaskStep[];
};

const step = (text: string): TaskStep => ({ text, safety: false });
/** A step that guards against a hazard (stored charge, a wrong fuse, a falling cabinet): it makes the task safety-related. */
const safety = (text: string): TaskStep => ({ text, safety: true });

const POWER_OFF = step("Switch the machine off and unplug it before opening it.");

const PINBALL: StarterTask[] = [
  {
    key: "pinball-playfield-wax",
    title: "Clean and wax the playfield",
    minutes: 45,
    everyDays: 30,
    everyOpenHours: 60,
    everyPlays: 2000,
    steps: [
      POWER_OFF,
      step("Remove the glass and the balls; vacuum loose dirt and dust."),
      step("Clean the playfield with Novus 2 (or naphtha on clear-coated games), a section at a time."),
      step("Apply a thin coat of carnauba wax, let it haze and buff it off."),
      step("Clean both sides of the glass; check the balls for pits and replace any that are marked."),
      step("Play one ball to check every switch and lane."),
    ],
  },
  {
    key: "pinball-rubbers",
    title: "Replace rubbers",
    minutes: 90,
    everyDays: 180,
    everyPlays: 5000,
    steps: [
      POWER_OFF,
      step("Note or photograph where each rubber sits before removing it."),
      step("Replace the flipper rubbers and the slingshot rings."),
      step("Replace post rubbers that are cracked, flattened or hard."),
      step("Clean the posts and guides under each ring while it is off."),
      step("Play a game to check the rebound off the slings and posts."),
    ],
  },
  {
    key: "pinball-flippers",
    title: "Check flipper coil stops and linkages",
    minutes: 30,
    everyOpenHours: 60,
    steps: [
      POWER_OFF,
      safety("Wait a minute for the capacitors to drain before touching the coils."),
      step("Check the coil stops for mushrooming and replace any that are peened."),
      step("Check the coil sleeves, plungers and links for wear; tighten the crank and pawl screws."),
      step("Check the end-of-stroke switches and the flipper return springs."),
      step("Power on and check both flippers hold up and swing fully, without sticking."),
    ],
  },
  {
    key: "pinball-optos",
    title: "Clean the optos",
    minutes: 20,
    everyDays: 90,
    everyPlays: 3000,
    steps: [
      POWER_OFF,
      step("Blow dust off each opto emitter and receiver (trough, ramps, spinners)."),
      step("Wipe the lenses with a cotton swab and isopropyl alcohol."),
      step("Power on and run the switch test: every opto opens and closes."),
    ],
  },
  {
    key: "pinball-fuses",
    title: "Check fuses",
    minutes: 15,
    everyDays: 90,
    steps: [
      POWER_OFF,
      step("Check every fuse against the fuse chart inside the backbox or coin door."),
      safety("Replace a blown fuse only with the rating on the chart, never a larger one."),
      step("Look for scorched or loose fuse clips and note them for a repair."),
    ],
  },
  {
    key: "pinball-leg-bolts",
    title: "Check leg bolts and levelers",
    minutes: 10,
    everyDays: 60,
    steps: [
      safety("Tighten the leg bolts: a loose leg can let the cabinet fall."),
      step("Check the levelers and the pitch (6.5 degrees unless the game says otherwise)."),
    ],
  },
];

const ARCADE: StarterTask[] = [
  {
    key: "arcade-coin-door",
    title: "Check the coin door",
    minutes: 15,
    everyDays: 30,
    everyPlays: 3000,
    steps: [
      step("Open the coin door and empty any coins or tokens left in the mechs."),
      step("Check each coin mech accepts and returns a coin; clean the paths."),
      step("Check the coin door lamps and the service and test buttons."),
      step("Check the lock turns freely and the door closes flush."),
    ],
  },
  {
    key: "arcade-monitor",
    title: "Check and clean the monitor",
    minutes: 25,
    everyDays: 60,
    everyOpenHours: 120,
    steps: [
      POWER_OFF,
      safety("Do not touch the CRT neck or the flyback: they hold a charge when switched off."),
      step("Clean the bezel glass inside and out; dust the tube or panel face."),
      step("Power on and check the picture: centered, in focus, no burn, colors true."),
      step("Note any adjustment needed for a repair rather than opening the chassis on the floor."),
    ],
  },
  {
    key: "arcade-controls",
    title: "Clean the controls",
    minutes: 20,
    everyDays: 14,
    everyPlays: 1500,
    steps: [
      step("Wipe the control panel, joysticks and buttons with a mild cleaner."),
      step("Test every joystick direction and button in the game's test mode."),
      step("Replace a sticking button or worn joystick grommet, or log a repair."),
    ],
  },
  {
    key: "arcade-cabinet",
    title: "Check the cabinet and power cord",
    minutes: 10,
    everyDays: 90,
    steps: [
      safety("Check the power cord and plug for cuts, heat marks or a missing ground pin."),
      step("Clean the cabinet vents and the fan grille; check the fan turns."),
      step("Check the marquee light and the speaker grilles."),
    ],
  },
];

/** The types the starter set has tasks for, in the order the screen offers them. */
export const STARTER_SET: Partial<Record<GameType, StarterTask[]>> = { Pinball: PINBALL, Arcade: ARCADE };

export const STARTER_TYPES = Object.keys(STARTER_SET) as GameType[];
