import { TABLE_BOUNDS, airHockey } from "./air-hockey";
import { ARCADE_BOUNDS, ARCADE_DEPTH, ARCADE_WIDTH, arcadeCabinet } from "./arcade-cabinet";
import { fitCamera, project, type Camera } from "./camera";
import { between, hashString, palette, pick, rng } from "./colours";
import {
  BACKBOX_FACE,
  PINBALL_BOUNDS,
  PINBALL_DEPTH,
  PINBALL_FRONT_Y,
  PINBALL_WIDTH,
  pinballMachine,
} from "./pinball-machine";
import { backdrop, floorShadow } from "./room";
import { SKEE_BOUNDS, SKEE_LENGTH, SKEE_WIDTH, skeeBall } from "./skee-ball";
import { Svg, rect } from "./svg";
import type { ArcadeScene, DemoArt, PinballMotif } from "../data";

// ── compositions: one to three pictures per machine ────────────────────────
const MACHINE_CANVAS_WIDTH = 1600;
const MACHINE_CANVAS_HEIGHT = 1200;
const OTHER_SCENES: ArcadeScene[] = ["invaders", "maze", "fighter", "river", "racing", "brawler", "asteroids"];
const OTHER_MOTIFS: PinballMotif[] = ["space", "haunted", "castle", "skyline", "saucer"];

function shadowUnder(s: Svg, cam: Camera, x: number, z: number, w: number, d: number) {
  const c = project(cam, x, 0, z);
  const a = project(cam, x - w / 2, 0, z);
  const b = project(cam, x, 0, z - d / 2);
  const e = project(cam, x, 0, z + d / 2);
  return floorShadow(s, c, (c[0] - a[0]) * 1.25, Math.abs(b[1] - e[1]) * 0.7);
}

/**
 * SVG for picture `view` (0 = whole machine, 1 and 2 = closer looks) of a
 * demo machine; `name` seeds colours and details (use a unique key for duplicates).
 */
export function machineSvg(name: string, art: DemoArt, view: number) {
  const s = new Svg(MACHINE_CANVAS_WIDTH, MACHINE_CANVAS_HEIGHT);
  const r = rng(`${name}:${view}`);
  let pal = palette(name);
  if (art.kind === "arcade") {
    // Cabinets come painted, black or in woodgrain.
    const finish = (hashString(name) >>> 12) % 3;
    if (finish === 1) pal = { ...pal, body: "#1d1d24", bodyLight: "#30303a", bodyDark: "#0c0c10" };
    if (finish === 2) pal = { ...pal, body: "#5c3b22", bodyLight: "#7d5433", bodyDark: "#2c1a0e" };
  }
  const seed = name;
  let body = "";
  const dimOverlay = () => rect(0, 0, MACHINE_CANVAS_WIDTH, MACHINE_CANVAS_HEIGHT, pal.bgBottom, `opacity="0.5"`);
  if (art.kind === "arcade") {
    if (view === 0) {
      const cam = fitCamera({ x: -between(r, 1500, 2400), y: 1050, dist: 2600 }, ARCADE_BOUNDS, {
        x: 380,
        y: 70,
        w: 840,
        h: 1060,
      });
      body += backdrop(s, pal, r, project(cam, 0, 0, 1700)[1]);
      for (const [x, key] of [
        [-1150, "L"],
        [1050, "R"],
      ] as Array<[number, string]>) {
        body += arcadeCabinet(
          s,
          cam,
          x,
          700,
          palette(`${name}:${key}`),
          { kind: "arcade", scene: pick(r, OTHER_SCENES), title: "" },
          `${name}:${key}`,
          true,
        );
      }
      body += dimOverlay() + shadowUnder(s, cam, 0, ARCADE_DEPTH / 2, ARCADE_WIDTH, ARCADE_DEPTH);
      body += arcadeCabinet(s, cam, 0, 0, pal, art, seed);
    } else if (view === 1) {
      const cam = fitCamera(
        { x: between(r, -120, 120), y: 1020, dist: 900 },
        [
          [-ARCADE_WIDTH / 2, 1160, 150],
          [ARCADE_WIDTH / 2, 1160, 150],
          [-ARCADE_WIDTH / 2, 800, 90],
          [ARCADE_WIDTH / 2, 800, 90],
        ],
        { x: 250, y: 170, w: 1100, h: 760 },
      );
      body +=
        backdrop(s, pal, r, project(cam, 0, 0, 1700)[1], { grid: false }) + arcadeCabinet(s, cam, 0, 0, pal, art, seed);
    } else {
      const cam = fitCamera(
        { x: -1000, y: 850, dist: 1500 },
        [
          [-ARCADE_WIDTH / 2, 1400, 60],
          [ARCADE_WIDTH / 2, 1400, 60],
          [-ARCADE_WIDTH / 2, 950, 130],
          [ARCADE_WIDTH / 2, 950, 130],
          [-ARCADE_WIDTH / 2, 1400, ARCADE_DEPTH],
        ],
        { x: 160, y: 110, w: 1280, h: 980 },
      );
      body +=
        backdrop(s, pal, r, project(cam, 0, 0, 1700)[1], { grid: false }) + arcadeCabinet(s, cam, 0, 0, pal, art, seed);
    }
  } else if (art.kind === "pinball") {
    if (view === 0) {
      const cam = fitCamera({ x: -between(r, 2100, 2700), y: 4200, dist: 2600 }, PINBALL_BOUNDS, {
        x: 330,
        y: 60,
        w: 940,
        h: 1080,
      });
      body += backdrop(s, pal, r, project(cam, 0, 0, 1900)[1]);
      for (const [x, key] of [
        [-1150, "L"],
        [1150, "R"],
      ] as Array<[number, string]>) {
        body += pinballMachine(
          s,
          cam,
          x,
          700,
          palette(`${name}:${key}`),
          { kind: "pinball", motif: pick(r, OTHER_MOTIFS), title: "", dmd: true },
          `${name}:${key}`,
          { dim: true },
        );
      }
      body += dimOverlay() + shadowUnder(s, cam, 0, PINBALL_DEPTH / 2, PINBALL_WIDTH, PINBALL_DEPTH);
      body += pinballMachine(s, cam, 0, 0, pal, art, seed);
    } else if (view === 1) {
      const cam: Camera = {
        x: between(r, -60, 60),
        y: PINBALL_FRONT_Y + 480,
        dist: 500,
        f: 1300,
        cx: MACHINE_CANVAS_WIDTH / 2,
        cy: -130,
      };
      body +=
        backdrop(s, pal, r, 700, { grid: false }) +
        pinballMachine(s, cam, 0, 0, pal, art, seed, { ball: [between(r, -60, 90), between(r, 250, 520)] });
    } else {
      const cam = fitCamera({ x: -420, y: 1500, dist: 1500 }, BACKBOX_FACE, { x: 360, y: 50, w: 880, h: 1100 });
      body +=
        backdrop(s, pal, r, project(cam, 0, 0, 1700)[1], { grid: false }) +
        pinballMachine(s, cam, 0, 0, pal, art, seed);
    }
  } else if (art.kind === "skeeball") {
    const cam = fitCamera({ x: view === 0 ? -900 : 700, y: view === 0 ? 2200 : 1800, dist: 2600 }, SKEE_BOUNDS, {
      x: 380,
      y: 60,
      w: 840,
      h: 1080,
    });
    body +=
      backdrop(s, pal, r, project(cam, 0, 0, 2000)[1]) +
      shadowUnder(s, cam, 0, SKEE_LENGTH / 2, SKEE_WIDTH, SKEE_LENGTH) +
      skeeBall(s, cam, pal, art.title);
  } else {
    const cam = fitCamera({ x: view === 0 ? -1100 : 900, y: 2300, dist: 2600 }, TABLE_BOUNDS, {
      x: 260,
      y: 80,
      w: 1080,
      h: 1040,
    });
    body +=
      backdrop(s, pal, r, project(cam, 0, 0, 1800)[1]) +
      shadowUnder(s, cam, 0, 550, 600, 1100) +
      airHockey(s, cam, pal, art.title);
  }
  body += rect(
    0,
    0,
    MACHINE_CANVAS_WIDTH,
    MACHINE_CANVAS_HEIGHT,
    s.lin(
      [
        [0, "#000", 0.4],
        [0.22, "#000", 0],
        [0.78, "#000", 0],
        [1, "#000", 0.4],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return s.toString(body, 1200, 900);
}
