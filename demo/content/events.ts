import type { DemoAnnouncement, DemoEvent } from "./types";

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: "Monthly Pinball Tournament",
    description:
      "Group match play on our tournament bank (Medieval Madness, Attack from Mars, Twilight Zone when it's back, and more). All skill levels welcome; IFPA-sanctioned. Check-in opens at 12:30pm. Entry includes museum admission for the day.",
    type: "tournament",
    weekday: 0,
    weeks: 1,
    time: "13:00",
    registration_fee: 20,
    admission_fee: null,
  },
  {
    title: "Ms. Pac-Man High Score Challenge",
    description:
      "One evening, one machine, unlimited tries until 10pm. Top three scores win museum memberships and a spot on the wall of fame. Free play rules: your best single game counts.",
    type: "tournament",
    weekday: 5,
    weeks: 0,
    time: "18:00",
    registration_fee: 10,
    admission_fee: null,
  },
  {
    title: "Street Fighter II Championship",
    description:
      "Double-elimination bracket on the original Champion Edition cabinet. Best of three, tournament rules posted at the desk. Spectators welcome with regular admission.",
    type: "tournament",
    weekday: 6,
    weeks: 2,
    time: "14:00",
    registration_fee: 15,
    admission_fee: null,
  },
  {
    title: "Neon 80s Night",
    description:
      "Dig out the leg warmers: costume contest at 9pm, 80s soundtrack all night and every game on free play. Late Night Date Night pricing applies after 8pm.",
    type: "event",
    weekday: 5,
    weeks: 1,
    time: "19:00",
    registration_fee: null,
    admission_fee: 16,
  },
  {
    title: "Pinball Repair Workshop",
    description:
      "Learn how our technicians keep 100+ machines running: cleaning a playfield, rebuilding a flipper, and reading a schematic. Hands-on, limited to 12 people; tools provided.",
    type: "event",
    weekday: 3,
    weeks: 1,
    time: "17:30",
    registration_fee: null,
    admission_fee: 35,
  },
  {
    title: "Family Arcade Morning",
    description:
      "A relaxed Sunday morning for younger players: step stools at every cabinet, kid-friendly game picks and a scavenger hunt through the collection. Kids 6-12 $10, under 6 free.",
    type: "event",
    weekday: 0,
    weeks: 2,
    time: "11:00",
    registration_fee: null,
    admission_fee: 10,
  },
  {
    title: "Members' Night: New Arrivals Preview",
    description:
      "Members get a first look at the machines coming out of the workshop this season, with the tech team on hand to talk about the restorations. Free for members.",
    type: "event",
    weekday: 4,
    weeks: 3,
    time: "18:00",
    registration_fee: null,
    admission_fee: null,
  },
];

/** One past event, so "upcoming" filtering has something to leave out. */
export const DEMO_PAST_EVENT: Omit<DemoEvent, "weekday" | "weeks"> & { days_ago: number } = {
  title: "Halloween Monster Bash Tournament",
  description: "Costumes encouraged; the tournament ran on Monster Bash, Elvira and The Addams Family.",
  type: "tournament",
  days_ago: 24,
  time: "15:00",
  registration_fee: 15,
  admission_fee: null,
};

/** The first message is filled in with the next tournament's date by the seed. */
export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    message:
      "Monthly Pinball Tournament on {date} at {time}: $20 entry, all skill levels welcome. Sign up at the front desk!",
    type: "info",
    start_days: -1,
    end_days: 30,
    is_active: true,
  },
  {
    message: "Open until midnight for Halloween weekend, costumes get $2 off admission!",
    type: "success",
    start_days: -40,
    end_days: -20,
    is_active: true,
  },
  {
    message: "Heads up: the parking lot is being repaved, please use street parking on Orange Avenue.",
    type: "warning",
    start_days: 35,
    end_days: 42,
    is_active: false,
  },
];
