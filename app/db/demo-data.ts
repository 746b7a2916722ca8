import type { AnnouncementType, EventType, GameLocation, GameStatus, GameType } from "./schema";

/**
 * Demo content seeded into an empty database on first start (seed.server.ts).
 * Plain data only; dates are relative to the day of seeding so the site
 * always looks current. Facts match the public text: established 2015, over
 * 100 restored machines, free play after admission, repairs within 24-48 h.
 */

/** Screen scenes the image generator can draw for an arcade cabinet. */
export type ArcadeScene =
  | "maze"
  | "invaders"
  | "girders"
  | "fighter"
  | "court"
  | "lightcycle"
  | "swarm"
  | "bugs"
  | "joust"
  | "asteroids"
  | "tube"
  | "terrain"
  | "river"
  | "dirt"
  | "pyramid"
  | "brawler"
  | "racing"
  | "city"
  | "dungeon";

/** Backglass motifs the image generator can draw for a pinball machine. */
export type PinballMotif =
  | "castle"
  | "saucer"
  | "haunted"
  | "spiral"
  | "magic"
  | "eightball"
  | "space"
  | "jungle"
  | "skyline"
  | "clown"
  | "drivein";

export type DemoArt =
  | { kind: "arcade"; scene: ArcadeScene; title: string; vertical?: boolean; players?: 1 | 2 | 4 }
  | { kind: "pinball"; motif: PinballMotif; title: string; dmd: boolean }
  | { kind: "skeeball"; title: string }
  | { kind: "table"; title: string };

export type DemoGame = {
  /** Unique handle for demo repairs; defaults to the name. */
  key?: string;
  name: string;
  type: GameType;
  type_other?: string;
  location: GameLocation;
  status: GameStatus;
  year_made: number;
  high_score?: string;
  condition_notes?: string;
  for_sale?: boolean;
  asking_price?: number | null;
  sale_condition_notes?: string;
  sale_notes?: string;
  missing_parts?: string[];
  /** created_at = seeding time minus this many days, so "date added" sorts meaningfully. */
  added_days_ago: number;
  /** How many gallery images to generate (1-3). */
  images: 1 | 2 | 3;
  art: DemoArt;
};

export const DEMO_GAMES: DemoGame[] = [
  // ── Arcade ────────────────────────────────────────────────────────────────
  {
    name: "Ms. Pac-Man",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1982,
    high_score: "412,730 (KLM)",
    condition_notes:
      "Original Midway upright. Monitor chassis rebuilt (new caps, flyback) in 2023. 4-way restrictor plate replaced in March; joystick feel is good. Keep the speed-up chip OUT, guests complain.",
    added_days_ago: 702,
    images: 3,
    art: { kind: "arcade", scene: "maze", title: "MS. PAC-MAN", vertical: true },
  },
  {
    name: "Galaga",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1981,
    high_score: "1,024,370 (RKM)",
    condition_notes:
      "Slight burn-in along the top score line. Fire button microswitch replaced (Cherry). Coin mech bypassed for free play; do not re-enable coin counter.",
    added_days_ago: 688,
    images: 2,
    art: { kind: "arcade", scene: "invaders", title: "GALAGA", vertical: true },
  },
  {
    name: "Donkey Kong",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1981,
    high_score: "874,300 (JPW)",
    condition_notes:
      "Red cabinet, original side art with light wear on the left panel. Board has a known sound glitch on the 'how high can you get' screen, harmless. Jump button is a replacement.",
    added_days_ago: 675,
    images: 3,
    art: { kind: "arcade", scene: "girders", title: "DONKEY KONG", vertical: true },
  },
  {
    name: "Street Fighter II: Champion Edition",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1992,
    high_score: "Longest win streak: 31 (TNK)",
    condition_notes:
      "Dedicated Capcom cab. All 12 buttons replaced with Sanwa OBSF-30 in 2024. Player 2 stick is a little loose, tighten the mounting nuts at the next PM.",
    added_days_ago: 640,
    images: 2,
    art: { kind: "arcade", scene: "fighter", title: "STREET FIGHTER II", players: 2 },
  },
  {
    name: "Mortal Kombat II",
    type: "Arcade",
    location: "Replay",
    status: "In Repair",
    year_made: 1993,
    high_score: "Endurance record: 14 wins (SUB)",
    condition_notes:
      "Monitor loses vertical hold after about 20 minutes warm. Cap kit for the chassis is on the bench; flyback tested OK. Board and controls are fine.",
    added_days_ago: 611,
    images: 1,
    art: { kind: "arcade", scene: "fighter", title: "MORTAL KOMBAT II", players: 2 },
  },
  {
    name: "NBA Jam",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1993,
    condition_notes:
      "4-player cab. Player 4 'Turbo' button sticks now and then; cleaned in October. Tournament Edition chips not installed (original ROMs).",
    added_days_ago: 596,
    images: 2,
    art: { kind: "arcade", scene: "court", title: "NBA JAM", players: 4 },
  },
  {
    name: "Tron",
    type: "Arcade",
    location: "Replay",
    status: "In Repair",
    year_made: 1982,
    high_score: "289,410 (FLN)",
    condition_notes:
      "Blacklight in the control panel replaced 2024. Spinner encoder wheel is cracked; replacement ordered, spinner currently unreliable. Flight stick trigger OK.",
    added_days_ago: 583,
    images: 2,
    art: { kind: "arcade", scene: "lightcycle", title: "TRON" },
  },
  {
    name: "Centipede",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1981,
    high_score: "706,988 (DFT)",
    condition_notes:
      "Trackball rebuilt with new bearings and rollers. Cabinet repainted with reproduction side art in 2022.",
    added_days_ago: 560,
    images: 1,
    art: { kind: "arcade", scene: "bugs", title: "CENTIPEDE", vertical: true },
  },
  {
    name: "Joust",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1982,
    high_score: "1,143,800 (BRN)",
    condition_notes: "Both flap buttons replaced. Sound board reseated after a buzz in the speaker; fine since.",
    added_days_ago: 540,
    images: 1,
    art: { kind: "arcade", scene: "joust", title: "JOUST", players: 2 },
  },
  {
    name: "Robotron: 2084",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1982,
    high_score: "2,312,475 (LGN)",
    condition_notes:
      "Twin 8-way sticks; left stick rebuilt 2025. CMOS battery swapped to a coin cell holder, high scores now survive power cuts.",
    added_days_ago: 522,
    images: 1,
    art: { kind: "arcade", scene: "swarm", title: "ROBOTRON 2084" },
  },
  {
    name: "Asteroids",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1979,
    high_score: "99,990 (rolled over twice)",
    condition_notes:
      "Vector monitor (Electrohome G05) rebuilt 2023. Keep brightness low to protect the tube. Deflection board runs hot; fan added in the back door.",
    added_days_ago: 505,
    images: 1,
    art: { kind: "arcade", scene: "asteroids", title: "ASTEROIDS" },
  },
  {
    name: "Defender",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1981,
    high_score: "986,350 (MDW)",
    condition_notes: "Original Williams cab. Reverse and Hyperspace buttons replaced. Power supply recapped 2024.",
    added_days_ago: 470,
    images: 1,
    art: { kind: "arcade", scene: "terrain", title: "DEFENDER" },
  },
  {
    name: "Frogger",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1981,
    high_score: "63,410 (ANN)",
    condition_notes: "4-way stick with new restrictor. Monitor has mild convergence drift at the top edge; acceptable.",
    added_days_ago: 455,
    images: 2,
    art: { kind: "arcade", scene: "river", title: "FROGGER", vertical: true },
  },
  {
    name: "Dig Dug",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1982,
    high_score: "512,600 (PKA)",
    condition_notes: "Atari conversion cab with reproduction Namco marquee. Pump button replaced 2025.",
    added_days_ago: 433,
    images: 1,
    art: { kind: "arcade", scene: "dirt", title: "DIG DUG", vertical: true },
  },
  {
    name: "Q*bert",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1982,
    high_score: "318,925 (QBT)",
    condition_notes:
      "Diagonal joystick is an original Gottlieb part, worn but working; spare in the parts cabinet. Knocker works, volume turned down.",
    added_days_ago: 410,
    images: 2,
    art: { kind: "arcade", scene: "pyramid", title: "Q*BERT", vertical: true },
  },
  {
    name: "Tempest",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1981,
    high_score: "1,284,512 (AAA)",
    condition_notes:
      "Color vector monitor (Wells-Gardner 6100) rebuilt 2022. Spinner has new bearings. Avoid leaving it on attract overnight.",
    added_days_ago: 392,
    images: 1,
    art: { kind: "arcade", scene: "tube", title: "TEMPEST" },
  },
  {
    name: "Teenage Mutant Ninja Turtles",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1989,
    condition_notes:
      "4-player Konami cab. Player 3 (Mikey) jump button replaced. Marquee light flickers when cold; starter swapped.",
    added_days_ago: 371,
    images: 3,
    art: { kind: "arcade", scene: "brawler", title: "TMNT", players: 4 },
  },
  {
    name: "The Simpsons",
    type: "Arcade",
    location: "Replay",
    status: "Operational",
    year_made: 1991,
    condition_notes:
      "4-player. Board re-socketed and the EEPROM replaced in 2024. Speaker on the right side is a little weak.",
    added_days_ago: 348,
    images: 1,
    art: { kind: "arcade", scene: "brawler", title: "THE SIMPSONS", players: 4 },
  },
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

  // ── Pinball ───────────────────────────────────────────────────────────────
  {
    name: "The Addams Family",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1992,
    high_score: "3,412,880,250 (GOM)",
    condition_notes:
      "Thing flips OK after the 2024 magnet rebuild. Bookcase motor switch adjusted in September. Playfield has minor wear at the left inlane; mylar applied.",
    added_days_ago: 715,
    images: 3,
    art: { kind: "pinball", motif: "haunted", title: "ADDAMS FAMILY", dmd: true },
  },
  {
    name: "Twilight Zone",
    type: "Pinball",
    location: "Replay",
    status: "In Repair",
    year_made: 1993,
    high_score: "2,184,660,130 (ROD)",
    condition_notes:
      "Clock stopped mid-game (see repair log). Powerball occasionally mis-detected at the trough; trough optos cleaned. Gumball machine ok. Right-side mini-playfield magnet a little weak.",
    added_days_ago: 700,
    images: 3,
    art: { kind: "pinball", motif: "spiral", title: "TWILIGHT ZONE", dmd: true },
  },
  {
    name: "Medieval Madness",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1997,
    high_score: "68,412,330,760 (KNT)",
    condition_notes:
      "Castle drawbridge motor bushings replaced and regreased. Troll targets rebuilt 2024. Most played pin in the building: check flipper coil sleeves monthly.",
    added_days_ago: 660,
    images: 3,
    art: { kind: "pinball", motif: "castle", title: "MEDIEVAL MADNESS", dmd: true },
  },
  {
    name: "Attack from Mars",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1995,
    high_score: "14,902,455,180 (MRS)",
    condition_notes: "Saucer shaker motor fine. Martian drop targets rebuilt. LED kit installed 2023 (warm white GI).",
    added_days_ago: 630,
    images: 2,
    art: { kind: "pinball", motif: "saucer", title: "ATTACK FROM MARS", dmd: true },
  },
  {
    name: "Theatre of Magic",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1995,
    high_score: "4,280,116,990 (HOU)",
    condition_notes:
      "Trunk magnet and motor good. Tiger saw ramp has a small crack, glued and holding. Playfield was cleaned and waxed in August.",
    added_days_ago: 601,
    images: 1,
    art: { kind: "pinball", motif: "magic", title: "THEATRE OF MAGIC", dmd: true },
  },
  {
    name: "Monster Bash",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1998,
    high_score: "1,870,442,310 (DRC)",
    condition_notes:
      "Frankenstein table motor rebuilt 2025. Dracula coffin magnet weak but in spec. Drum lights converted to LED.",
    added_days_ago: 577,
    images: 1,
    art: { kind: "pinball", motif: "haunted", title: "MONSTER BASH", dmd: true },
  },
  {
    name: "Black Knight",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1980,
    high_score: "1,286,300 (BKN)",
    condition_notes:
      "Two-level playfield. Magna-save coils replaced. Displays rebuilt with new segment LEDs. Original backglass with light flaking in the top corner; do not clean with anything wet.",
    added_days_ago: 548,
    images: 1,
    art: { kind: "pinball", motif: "castle", title: "BLACK KNIGHT", dmd: false },
  },
  {
    name: "Eight Ball Deluxe",
    type: "Pinball",
    location: "Warehouse",
    status: "Operational",
    year_made: 1981,
    high_score: "2,874,110 (EBD)",
    condition_notes:
      "Fully shopped 2023: new rubbers, cleaned playfield, rebuilt flippers. Speech board works ('Eight Ball Deluxe, shoot the eight ball'). Moved to storage to make room.",
    for_sale: true,
    asking_price: 2500,
    sale_condition_notes:
      "Excellent player. Playfield clean with minor wear around the pop bumpers. Original backglass in great shape.",
    sale_notes: "Includes manual and schematics. Can deliver within 50 miles for a fee.",
    added_days_ago: 515,
    images: 2,
    art: { kind: "pinball", motif: "eightball", title: "EIGHT BALL DELUXE", dmd: false },
  },
  {
    name: "Star Trek: The Next Generation",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1993,
    high_score: "9,455,780,220 (PCD)",
    condition_notes:
      "Borg ship ramp rebuilt. Cannons both fire and aim correctly after new motor switches. Delta ramp diverter adjusted.",
    added_days_ago: 488,
    images: 3,
    art: { kind: "pinball", motif: "space", title: "STAR TREK", dmd: true },
  },
  {
    name: "Indiana Jones: The Pinball Adventure",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1993,
    high_score: "2,941,220,460 (IJN)",
    condition_notes:
      "Idol assembly rebuilt. Path of Adventure mini-playfield motor replaced 2025. Left ramp has a small flap re-riveted.",
    added_days_ago: 460,
    images: 2,
    art: { kind: "pinball", motif: "jungle", title: "INDIANA JONES", dmd: true },
  },
  {
    name: "Funhouse",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1990,
    high_score: "188,760,450 (RUD)",
    condition_notes:
      "Rudy's eyes and mouth mechanism lubricated, new mouth motor. Clock ok. Alphanumeric-era Williams, DMD-less; displays rebuilt.",
    added_days_ago: 430,
    images: 1,
    art: { kind: "pinball", motif: "clown", title: "FUNHOUSE", dmd: false },
  },
  {
    name: "Terminator 2: Judgment Day",
    type: "Pinball",
    location: "Replay",
    status: "In Repair",
    year_made: 1991,
    high_score: "1,122,480,010 (SKY)",
    condition_notes:
      "Gun handle trigger switch intermittent, cannon won't fire reliably (see repair log). Skull drop target works.",
    added_days_ago: 402,
    images: 1,
    art: { kind: "pinball", motif: "skyline", title: "T2 JUDGMENT DAY", dmd: true },
  },
  {
    name: "Creature from the Black Lagoon",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 1992,
    high_score: "1,403,090,880 (LAG)",
    condition_notes:
      "Hologram projector cleaned and realigned, image is bright. Snack bar popcorn scoop working. Glasses not included (guests ask).",
    added_days_ago: 365,
    images: 1,
    art: { kind: "pinball", motif: "drivein", title: "CREATURE", dmd: true },
  },
  {
    name: "Xenon",
    type: "Pinball",
    location: "Warehouse",
    status: "Operational",
    year_made: 1980,
    condition_notes:
      "First talking pinball. Tube shot works. Backglass cracked in the lower right corner, playable. Sound board intermittent.",
    for_sale: true,
    asking_price: null,
    sale_condition_notes:
      "Plays a full game; speech drops out now and then. Backglass cracked lower right (not over the art's focal point). Playfield has wear at the shooter lane.",
    sale_notes: "Open to offers. Serious collectors only; we can show it running by appointment.",
    missing_parts: ["Original backglass (cracked, reproduction needed)", "Left side rail trim"],
    added_days_ago: 330,
    images: 1,
    art: { kind: "pinball", motif: "space", title: "XENON", dmd: false },
  },
  {
    name: "Elvira and the Party Monsters",
    type: "Pinball",
    location: "Warehouse",
    status: "Operational",
    year_made: 1989,
    high_score: "44,812,600 (ELV)",
    condition_notes: "Boogie monsters toy works. Playfield has some planking near the upper left. New rubber kit 2025.",
    for_sale: true,
    asking_price: 4800,
    sale_condition_notes:
      "Very good condition. All toys working, new rubbers, LED GI. Some planking near the upper left, not affecting play.",
    sale_notes: "We are keeping the newer Elvira title on the floor. Delivery in Florida can be arranged.",
    missing_parts: ["Coin door key"],
    added_days_ago: 301,
    images: 2,
    art: { kind: "pinball", motif: "haunted", title: "ELVIRA", dmd: false },
  },
  {
    name: "Godzilla (Premium)",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 2021,
    high_score: "3,288,410,770 (KNG)",
    condition_notes:
      "Stern, LCD display. Building toy and Mechagodzilla magnet checked at monthly PM. Game code updated to the latest release in October.",
    added_days_ago: 95,
    images: 3,
    art: { kind: "pinball", motif: "skyline", title: "GODZILLA", dmd: true },
  },
  {
    name: "Jurassic Park (Pro)",
    type: "Pinball",
    location: "Replay",
    status: "Operational",
    year_made: 2019,
    high_score: "612,990,040 (DNA)",
    condition_notes: "Stern. T-Rex toy motor serviced. Raptor pen targets replaced after a guest cracked one.",
    added_days_ago: 41,
    images: 1,
    art: { kind: "pinball", motif: "jungle", title: "JURASSIC PARK", dmd: true },
  },

  // ── Skee-Ball and other ────────────────────────────────────────────────────
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

/** A part ordered when its repair was logged, not yet received. */
export type DemoPart = { name: string; cost: number };

export type DemoRepair = {
  game: string;
  comment: string;
  days_ago: number;
  resolved_days_ago?: number;
  /** Parts on order: the repair is Waiting for parts and its machine Awaiting Parts. */
  parts?: DemoPart[];
  source?: "staff" | "visitor";
  reporter_name?: string;
  reporter_email?: string;
};

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
];

export type DemoEvent = {
  title: string;
  description: string;
  type: EventType;
  /** Day of the week (0 Sunday); the seed picks the first such day at least two days ahead, plus `weeks` weeks. */
  weekday: number;
  weeks: number;
  time: string;
  registration_fee: number | null;
  admission_fee: number | null;
};

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

export type DemoFaq = { category: string; question: string; answer: string };

export const DEMO_FAQS: DemoFaq[] = [
  {
    category: "Admission & Hours",
    question: "How much is admission?",
    answer:
      "Adults $16 (tax included), kids 6-12 $10, and children under 6 get in free. After 8pm on Fridays and Saturdays, Late Night Date Night is 2 entries for $26.",
  },
  {
    category: "Admission & Hours",
    question: "What are your hours?",
    answer:
      "Sunday, Wednesday and Thursday 11am - 7pm; Friday and Saturday 11am - 11pm. We are closed Monday and Tuesday. Holiday hours are posted on the website and at the front desk.",
  },
  {
    category: "Admission & Hours",
    question: "Can I leave and come back the same day?",
    answer: "Yes. Keep your wristband on and you can come and go as you like until closing.",
  },
  {
    category: "Games & Play",
    question: "Do I need quarters or tokens?",
    answer: "No. Every game is on free play once you have paid admission, so play as long and as often as you like.",
  },
  {
    category: "Games & Play",
    question: "How many games do you have?",
    answer:
      "We have restored over 100 machines since we opened in 2015. Around 35 are on the floor at any time, and we rotate games in from our warehouse throughout the year.",
  },
  {
    category: "Games & Play",
    question: "What happens if a game isn't working?",
    answer:
      "Let a staff member know or scan the QR code on the machine to report it. Our technicians handle most repairs within 24-48 hours, and anything safety-related immediately.",
  },
  {
    category: "Games & Play",
    question: "Are the games suitable for kids?",
    answer:
      "Most are. Younger players love Skee-Ball, Ms. Pac-Man and Frogger, and we have step stools for the pinball machines.",
  },
  {
    category: "Parties & Events",
    question: "Can I book a birthday party or private event?",
    answer:
      "Yes. We host birthday parties, team outings and private evenings. Use the contact form on the About page and tell us your date and group size; we'll reply within a day.",
  },
  {
    category: "Parties & Events",
    question: "How do tournaments work?",
    answer:
      "Tournaments are listed on our Events page with the date, time and entry fee. Sign up at the front desk or arrive 30 minutes early; all skill levels are welcome.",
  },
  {
    category: "Buying & Selling",
    question: "Do you sell games?",
    answer:
      "Sometimes. Machines we have duplicates of, or that we are rotating out, are listed on our Games for Sale page. You can request a purchase or make an offer there.",
  },
  {
    category: "Buying & Selling",
    question: "I have an old arcade game or pinball machine. Will you buy it?",
    answer:
      "We're always interested, working or not. Visit our Sell or Donate page and send us the title, condition and a few photos. Donations help us preserve gaming history.",
  },
  {
    category: "Visiting",
    question: "Is there parking?",
    answer: "Yes, there is free parking behind the building and street parking on Orange Avenue.",
  },
  {
    category: "Visiting",
    question: "Is the museum accessible?",
    answer:
      "The museum is on one level with step-free entry and an accessible restroom. Let us know if we can help make your visit easier.",
  },
  {
    category: "Visiting",
    question: "Can I bring food and drinks?",
    answer:
      "Please don't bring outside food. Drinks with lids are fine in the lounge, but keep them away from the machines.",
  },
];

/** Regular hours exactly as in the spec's structured data (0 Sunday). */
export const DEMO_BUSINESS_HOURS = [
  { day_of_week: 0, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 1, open_time: null, close_time: null, is_closed: true },
  { day_of_week: 2, open_time: null, close_time: null, is_closed: true },
  { day_of_week: 3, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 4, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 5, open_time: "11:00", close_time: "23:00", is_closed: false },
  { day_of_week: 6, open_time: "11:00", close_time: "23:00", is_closed: false },
];

export type ProductArt = "tshirt" | "cap" | "membership" | "pins" | "hoodie";

export type DemoProduct = {
  name: string;
  category: string;
  price: number;
  description: string;
  in_stock: boolean;
  art: ProductArt;
};

/**
 * The spec's sample shop: three products in stock (24.99, 19.99, 199.99) and, below, the $50 gift card: the
 * four items /shop shows. Two products out of stock are kept in Admin Shop but not shown.
 */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: "Replay Museum T-Shirt",
    category: "Apparel",
    price: 24.99,
    description: "Soft ringspun cotton tee with our neon Replay logo across the chest. Unisex sizes S to XXL.",
    in_stock: true,
    art: "tshirt",
  },
  {
    name: "Pinball Wizard Cap",
    category: "Apparel",
    price: 19.99,
    description: "Embroidered six-panel cap with a flipper-and-ball badge and adjustable strap. One size fits most.",
    in_stock: true,
    art: "cap",
  },
  {
    name: "Annual Family Membership",
    category: "Memberships",
    price: 199.99,
    description:
      "A full year of visits and free play on every machine for two adults and up to three kids, plus members' nights.",
    in_stock: true,
    art: "membership",
  },
  {
    name: "Enamel Pin Set",
    category: "Collectibles",
    price: 12.99,
    description: "Three hard-enamel pins: a ghost, a flipper and a joystick. Sold out; more on order.",
    in_stock: false,
    art: "pins",
  },
  {
    name: "Retro Arcade Hoodie",
    category: "Apparel",
    price: 44.99,
    description: "Heavyweight zip hoodie with a pixel-art back print. Restocking soon.",
    in_stock: false,
    art: "hoodie",
  },
];

export const DEMO_GIFT_CARDS = [
  {
    denomination: 50,
    description: "Good for admission, Late Night Date Night, merchandise and tournament entry fees.",
    active: true,
  },
  { denomination: 10, description: "Stocking stuffer card (retired design).", active: false },
];

export type DemoAnnouncement = {
  message: string;
  type: AnnouncementType;
  start_days: number;
  end_days: number;
  is_active: boolean;
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
