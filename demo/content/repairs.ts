import type { DemoRepair } from "./types";

/** The repair floor as it stands on the day of seeding: what is open now, and the last few weeks' fixes. */
export const DEMO_REPAIRS: DemoRepair[] = [
  {
    game: "Twilight Zone",
    comment:
      "Clock stopped moving mid-game. Clock motor opto reads blocked; pulled the clock assembly to clean the optos and check the motor.",
    days_ago: 2,
  },
  {
    game: "Twilight Zone",
    comment: "Left flipper weak. Replaced coil sleeve and rebuilt the flipper (new link and bushing).",
    days_ago: 94,
    resolved_days_ago: 93,
  },
  {
    game: "Tron",
    comment: "The spinner knob turns but the light cycle does not steer, my son couldn't play the light cycle level.",
    days_ago: 1,
    source: "visitor",
    reporter_name: "Marcus Reed",
    reporter_email: "marcus.reed@example.com",
  },
  {
    game: "Tron",
    comment: "Confirmed: encoder wheel in the spinner is cracked. Replacement wheel ordered, expected in 3 days.",
    days_ago: 1,
  },
  {
    game: "Mortal Kombat II",
    comment: "Picture rolls (vertical hold) after about 20 minutes. Pulled the chassis; cap kit on the bench.",
    days_ago: 4,
  },
  {
    game: "Terminator 2: Judgment Day",
    comment:
      "Gun handle trigger intermittent, cannon fires only on the second or third pull. Checking the switch and the wiring through the handle.",
    days_ago: 3,
  },
  {
    game: "Gauntlet",
    comment: "+5V at 4.6V under load, game resets on the attract screen. Ordered a new switching power supply.",
    days_ago: 26,
    parts: [{ name: "Switching power supply, 5V 10A / 12V", cost: 48.5 }],
  },
  {
    game: "Gauntlet",
    comment: "Player 1 fire button dead. Replaced the microswitch.",
    days_ago: 61,
    resolved_days_ago: 60,
  },
  {
    game: "Paperboy",
    comment: "Handlebar has a dead spot turning left. Worn potentiometer; replacement ordered.",
    days_ago: 18,
    parts: [{ name: "Handlebar potentiometer, 5K linear", cost: 12.95 }],
  },
  {
    game: "skee-ball-2",
    comment: "Ball return motor seized, balls don't come back. Ordered a replacement motor.",
    days_ago: 12,
    parts: [{ name: "Ball return gear motor", cost: 189 }],
  },
  {
    game: "Medieval Madness",
    comment:
      "Castle drawbridge stalled half open. Replaced the motor bushings and regreased the gears; tested 50 cycles.",
    days_ago: 22,
    resolved_days_ago: 21,
  },
  {
    game: "Ms. Pac-Man",
    comment: "Joystick would not register left reliably. Replaced the 4-way restrictor plate and the left microswitch.",
    days_ago: 40,
    resolved_days_ago: 40,
  },
  {
    game: "Attack from Mars",
    comment: "Saucer lights out on the left side. Reseated the connector under the saucer; all working.",
    days_ago: 9,
    resolved_days_ago: 8,
    source: "visitor",
    reporter_name: "Dana Whitfield",
    reporter_email: "dana.whitfield@example.com",
  },
  {
    game: "The Addams Family",
    comment:
      "Thing's hand will not grab the ball: the magnet under the mansion is dead. Replaced its driver transistor; Thing flips again.",
    days_ago: 5,
    resolved_days_ago: 4,
  },
  {
    game: "Street Fighter II: Champion Edition",
    comment: "Player 2's heavy kick button does nothing, my friend kept losing because of it.",
    days_ago: 3,
    resolved_days_ago: 3,
    source: "visitor",
    reporter_name: "Luis Romero",
  },
  {
    game: "Black Knight",
    comment: "Left slingshot rubber split; it still plays. New rubber ring kit is on the bench for tonight.",
    days_ago: 1,
    severity: "minor",
  },
];
