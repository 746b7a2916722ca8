/**
 * Draws the four home-page hero illustrations (shapes and gradients only)
 * and writes responsive WebP files, plus the favicon and logo SVGs:
 *
 *   npx tsx scripts/generate-hero-images.ts
 *
 * Outputs are committed; run again only to change the art.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { arcadeCabinet } from "../demo/art/arcade-cabinet";
import { project, type Camera } from "../demo/art/camera";
import { hsl, palette, rng, type Palette } from "../demo/art/colours";
import { logoSvg } from "../demo/art/logo";
import { pinballMachine } from "../demo/art/pinball-machine";
import { Svg, circle, ellipse, poly, rect, type Point } from "../demo/art/svg";

const W = 1920;
const H = 900;
const WIDTHS = [640, 1024, 1600, 1920] as const;
/** Byte budgets per width: the 1920 stays well under 150 KB, the 640 under 30 KB. */
const BUDGET: Record<(typeof WIDTHS)[number], number> = { 640: 28_000, 1024: 60_000, 1600: 110_000, 1920: 140_000 };
const OUT_DIR = path.join(process.cwd(), "public", "images", "hero");
/** Depth of an arcade cabinet, so the row stands against the wall. */
const AD_DEPTH = 660;

const q = (pts: Point[], fill: string, extra = "") => poly(pts, fill, extra);
const neon = (d: string, color: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width * 5}" stroke-linecap="round" stroke-linejoin="round" opacity="0.12"/>` +
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width * 2.4}" stroke-linecap="round" stroke-linejoin="round" opacity="0.3"/>` +
  `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="0.95"/>`;

function floorGrid(cam: Camera, color: string, zFar: number, xs: number[], zs: number[], opacity = 0.25) {
  let d = "";
  for (const x of xs) {
    const a = project(cam, x, 0, 0);
    const b = project(cam, x, 0, zFar);
    d += `M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`;
  }
  for (const z of zs) {
    const a = project(cam, xs[0], 0, z);
    const b = project(cam, xs[xs.length - 1], 0, z);
    d += `M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="2" opacity="${opacity}"/>`;
}

const vignette = (s: Svg) =>
  rect(
    0,
    0,
    W,
    H,
    s.rad(
      [
        [0.55, "#000", 0],
        [1, "#000", 0.55],
      ],
      W / 2,
      H / 2,
      W * 0.62,
    ),
  );

/** 1: an aisle between two rows of glowing cabinets, neon on the far wall. */
function neonArcadeRow() {
  const s = new Svg(W, H);
  const pal = palette(318);
  const cam: Camera = { x: 0, y: 1150, dist: 600, f: 860, cx: W / 2, cy: 440 };
  const zWall = 4600;
  const [, floorY] = project(cam, 0, 0, zWall);
  const [, ceilY] = project(cam, 0, 2900, zWall);
  let o = rect(
    0,
    0,
    W,
    H,
    s.lin([
      [0, "#0a0418"],
      [0.5, "#1a0a33"],
      [1, "#05020c"],
    ]),
  );
  // far wall with neon signs
  const wl = project(cam, -1700, 2900, zWall);
  const wr = project(cam, 1700, 0, zWall);
  o += rect(
    wl[0],
    ceilY,
    wr[0] - wl[0],
    floorY - ceilY,
    s.lin([
      [0, "#1c0b3a"],
      [1, "#2a0f4a"],
    ]),
  );
  const c = project(cam, 0, 1750, zWall);
  const k = cam.f / (zWall + cam.dist);
  o += circle(
    c[0],
    c[1],
    560 * k,
    s.radBox([
      [0, pal.main, 0.45],
      [1, pal.main, 0],
    ]),
  );
  o += neon(
    `M${c[0] - 330 * k} ${c[1]}a${330 * k} ${330 * k} 0 1 0 ${660 * k} 0a${330 * k} ${330 * k} 0 1 0 ${-660 * k} 0`,
    pal.main,
    3,
  );
  o += neon(
    `M${c[0] + 40 * k} ${c[1] - 250 * k}L${c[0] - 90 * k} ${c[1] + 20 * k}H${c[0] + 30 * k}L${c[0] - 50 * k} ${c[1] + 260 * k}L${c[0] + 130 * k} ${c[1] - 40 * k}H${c[0] + 5 * k}Z`,
    "#ffd23f",
    3,
  );
  o += neon(
    `M${c[0] - 1300 * k} ${c[1] - 100 * k}h${520 * k}M${c[0] - 1300 * k} ${c[1] + 40 * k}h${380 * k}`,
    "#22d3ee",
    3,
  );
  o += neon(
    `M${c[0] + 780 * k} ${c[1] - 100 * k}h${520 * k}M${c[0] + 920 * k} ${c[1] + 40 * k}h${380 * k}`,
    "#22d3ee",
    3,
  );
  // ceiling light panels
  for (let i = 0; i < 9; i++) {
    const z = 250 + i * 520;
    const pts = [
      project(cam, -260, 2900, z),
      project(cam, 260, 2900, z),
      project(cam, 260, 2900, z + 220),
      project(cam, -260, 2900, z + 220),
    ];
    o += q(pts, "#f0e6ff", `opacity="${(0.75 - i * 0.06).toFixed(2)}"`);
  }
  // floor
  o += rect(
    0,
    floorY,
    W,
    H - floorY,
    s.lin([
      [0, "#1a0a2e"],
      [1, "#07030f"],
    ]),
  );
  o += floorGrid(
    cam,
    pal.alt,
    zWall,
    Array.from({ length: 13 }, (_, i) => -1800 + i * 300),
    Array.from({ length: 14 }, (_, i) => 100 + i * 340),
    0.2,
  );
  // rows of cabinets, far to near
  const r = rng("hero-aisle");
  const scenes = [
    "maze",
    "invaders",
    "fighter",
    "girders",
    "lightcycle",
    "river",
    "brawler",
    "racing",
    "pyramid",
    "asteroids",
    "city",
    "joust",
  ] as const;
  const titles = [
    "PAC",
    "GALAXY",
    "FIGHT",
    "KONG",
    "GRID",
    "FROG",
    "BRAWL",
    "RACER",
    "CUBES",
    "ROCKS",
    "CITY",
    "JOUST",
  ];
  const cabs: Array<{ x: number; z: number; yaw: number; i: number }> = [];
  for (let i = 0; i < 9; i++) {
    cabs.push({ x: -720, z: 330 + i * 505, yaw: -Math.PI / 2, i: i * 2 });
    cabs.push({ x: 720, z: 330 + i * 505, yaw: Math.PI / 2, i: i * 2 + 1 });
  }
  cabs.sort((a, b) => b.z - a.z);
  for (const cab of cabs) {
    const p = palette(Math.floor(r() * 360));
    const spot = project(cam, cab.x + (cab.x < 0 ? 420 : -420), 0, cab.z);
    o += ellipse(
      spot[0],
      spot[1],
      260 * (cam.f / (cab.z + cam.dist)),
      60 * (cam.f / (cab.z + cam.dist)),
      s.radBox([
        [0, p.main, 0.35],
        [1, p.main, 0],
      ]),
    );
    o += arcadeCabinet(
      s,
      cam,
      cab.x,
      cab.z,
      p,
      { kind: "arcade", scene: scenes[cab.i % scenes.length], title: titles[cab.i % titles.length], players: 2 },
      `aisle${cab.i}`,
      false,
      cab.yaw,
    );
  }
  o += rect(
    0,
    floorY - 60,
    W,
    120,
    s.lin([
      [0, pal.main, 0],
      [0.5, pal.main, 0.12],
      [1, pal.main, 0],
    ]),
  );
  return s.toString(o + vignette(s), W, H);
}

/** 2: the player's view of a lit playfield. */
function playfieldCloseUp() {
  const s = new Svg(W, H);
  const pal = palette(205);
  const cam: Camera = { x: 30, y: 880 + 650, dist: 700, f: 1500, cx: W / 2, cy: -540 };
  let o = rect(
    0,
    0,
    W,
    H,
    s.lin([
      [0, "#02030a"],
      [1, "#0b1030"],
    ]),
  );
  const r = rng("hero-bokeh");
  for (let i = 0; i < 26; i++) {
    const x = r() < 0.5 ? r() * 560 : W - r() * 560;
    const y = r() * 420;
    const rad = 18 + r() * 60;
    o += circle(
      x,
      y,
      rad,
      [pal.main, pal.alt, "#ffd23f", "#ff4fa3"][i % 4],
      `opacity="${(0.12 + r() * 0.2).toFixed(2)}"`,
    );
  }
  o += pinballMachine(s, cam, 0, 0, pal, { kind: "pinball", motif: "saucer", title: "REPLAY", dmd: true }, "hero-pf", {
    ball: [70, 330],
  });
  o += rect(
    0,
    0,
    W,
    H,
    s.lin(
      [
        [0, "#000", 0.35],
        [0.25, "#000", 0],
        [0.75, "#000", 0],
        [1, "#000", 0.35],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return s.toString(o, W, H);
}

function person(x: number, yFeet: number, scale: number, fill: string, rim: string, pose: "stand" | "cheer" | "phone") {
  const k = scale;
  const head = [x, yFeet - 165 * k] as Point;
  let o = `<path d="M${x - 48 * k} ${yFeet}V${yFeet - 95 * k}Q${x - 48 * k} ${yFeet - 138 * k} ${x} ${yFeet - 140 * k}Q${x + 48 * k} ${yFeet - 138 * k} ${x + 48 * k} ${yFeet - 95 * k}V${yFeet}Z" fill="${fill}" stroke="${rim}" stroke-width="${2.5 * k}" stroke-opacity="0.55"/>`;
  o += circle(head[0], head[1], 26 * k, fill, `stroke="${rim}" stroke-width="${2.5 * k}" stroke-opacity="0.6"`);
  if (pose === "cheer") {
    o += `<path d="M${x - 40 * k} ${yFeet - 118 * k}L${x - 70 * k} ${yFeet - 230 * k}M${x + 40 * k} ${yFeet - 118 * k}L${x + 72 * k} ${yFeet - 226 * k}" stroke="${fill}" stroke-width="${20 * k}" stroke-linecap="round"/>`;
  }
  if (pose === "phone") {
    o += `<path d="M${x + 36 * k} ${yFeet - 110 * k}L${x + 58 * k} ${yFeet - 200 * k}" stroke="${fill}" stroke-width="${18 * k}" stroke-linecap="round"/>`;
    o +=
      rect(x + 44 * k, yFeet - 238 * k, 30 * k, 48 * k, "#bfe9ff", `rx="${5 * k}"`) +
      circle(x + 59 * k, yFeet - 214 * k, 50 * k, "#bfe9ff", `opacity="0.12"`);
  }
  return o;
}

/** 3: tournament night: a bank of pinball machines, a bracket board and the crowd. */
function tournamentCrowd() {
  const s = new Svg(W, H);
  const pal = palette(265);
  const cam: Camera = { x: 0, y: 1500, dist: 900, f: 700, cx: W / 2, cy: 470 };
  let o = rect(
    0,
    0,
    W,
    H,
    s.lin([
      [0, "#05030d"],
      [1, "#120822"],
    ]),
  );
  // spotlights
  for (const [x, col] of [
    [-1400, pal.main],
    [0, "#fff4d6"],
    [1400, pal.alt],
  ] as Array<[number, string]>) {
    const top = project(cam, x, 3600, 2600);
    const a = project(cam, x - 900, 0, 1700);
    const b = project(cam, x + 900, 0, 1700);
    o += q(
      [top, b, a],
      s.lin([
        [0, col, 0.28],
        [1, col, 0],
      ]),
    );
  }
  // bracket board: 8 -> 4 -> 2 -> 1
  const bx = W / 2;
  const by = 70;
  let bracket = "";
  let lights = "";
  const boxW = 70;
  const boxH = 22;
  const colX = [bx - 380, bx - 200, bx - 40, bx + 120];
  for (let col = 0; col < 4; col++) {
    const n = 8 >> col;
    for (let i = 0; i < n; i++) {
      const y = by + ((i + 0.5) * 200) / n;
      const x = col < 3 ? colX[col] : bx - 40;
      if (col === 3) continue;
      lights += rect(x, y - boxH / 2, boxW, boxH, i % 2 ? pal.alt : pal.main, `rx="4" opacity="0.9"`);
      const nextY = by + ((Math.floor(i / 2) + 0.5) * 200) / (n / 2);
      bracket += `M${x + boxW} ${y}h${(colX[col + 1] - x - boxW) / 2}V${nextY}h${(colX[col + 1] - x - boxW) / 2}`;
    }
  }
  lights +=
    rect(bx + 120, by + 100 - 16, 90, 32, "#ffd23f", `rx="6"`) +
    circle(bx + 165, by + 100, 70, "#ffd23f", `opacity="0.12"`);
  o += rect(bx - 420, by - 20, 680, 240, "#0b0716", `rx="14" stroke="${pal.main}" stroke-width="3" opacity="0.95"`);
  o += `<path d="${bracket}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.75"/>` + lights;
  // the bank of machines
  const r = rng("hero-crowd");
  const motifs = ["castle", "saucer", "haunted", "space", "skyline", "jungle", "spiral", "magic", "clown"] as const;
  // outermost first, so each machine covers the far side of its outer neighbour
  const bank = Array.from({ length: 9 }, (_, i) => ({ i, x: -2800 + i * 700, p: palette(Math.floor(r() * 360)) }));
  for (const m of [...bank].sort((a, b) => Math.abs(b.x) - Math.abs(a.x))) {
    o += pinballMachine(
      s,
      cam,
      m.x,
      1700,
      m.p,
      { kind: "pinball", motif: motifs[m.i], title: "", dmd: true },
      `crowd${m.i}`,
    );
  }
  const crowd: Array<[number, number, "stand" | "cheer" | "phone"]> = [
    [120, 1.05, "stand"],
    [330, 1.25, "cheer"],
    [560, 1.1, "phone"],
    [800, 1.3, "stand"],
    [1010, 1.15, "cheer"],
    [1240, 1.35, "stand"],
    [1480, 1.2, "phone"],
    [1700, 1.3, "stand"],
    [1880, 1.1, "cheer"],
  ];
  for (const [x, k, pose] of crowd) o += person(x, H + 40, k, "#030206", pal.main, pose);
  return s.toString(o + vignette(s), W, H);
}

/** 4: a warm, lamp-lit room: brick wall, woodgrain cabinets, a pinball in front. */
function warmInterior() {
  const s = new Svg(W, H);
  const warm: Palette = { ...palette(28), body: "#5c3b22", bodyLight: "#7d5433", bodyDark: "#2c1a0e" };
  const cam: Camera = { x: 250, y: 1150, dist: 1000, f: 820, cx: W / 2, cy: 430 };
  const zWall = 1600;
  const [, floorY] = project(cam, 0, 0, zWall);
  let o = rect(0, 0, W, H, "#2a130a");
  // brick wall
  let bricks = "";
  const bh = 26;
  for (let row = 0; row * bh < floorY + bh; row++) {
    const off = row % 2 ? 0 : 38;
    for (let x = -off; x < W; x += 76) bricks += `M${x + 2} ${row * bh + 2}h72v${bh - 4}h-72z`;
  }
  o += rect(0, 0, W, floorY, "#3a1c10") + `<path d="${bricks}" fill="#7a3622"/>`;
  o += `<path d="${bricks}" fill="#a24a2c" opacity="0.35" transform="translate(0 -3)"/>`;
  o += rect(
    0,
    0,
    W,
    floorY,
    s.lin([
      [0, "#000", 0.55],
      [0.6, "#000", 0.1],
      [1, "#000", 0.35],
    ]),
  );
  // framed posters
  for (const [x, hue] of [
    [300, 20],
    [1560, 200],
  ] as Array<[number, number]>) {
    o += rect(x, 60, 200, 150, "#1a0e08", `stroke="#c8943c" stroke-width="8"`);
    for (let i = 0; i < 5; i++) o += rect(x + 10, 70 + i * 26, 180, 26, hsl(hue + i * 14, 80, 55 + i * 3));
    o += circle(x + 100, 150, 34, "#ffe6a0");
  }
  // wainscot and floor planks
  const wainTop = project(cam, 0, 420, zWall)[1];
  o += rect(
    0,
    wainTop,
    W,
    floorY - wainTop,
    s.lin([
      [0, "#6b3d1e"],
      [1, "#3e2110"],
    ]),
  );
  let planks = "";
  for (let x = 0; x < W; x += 60) planks += `M${x} ${wainTop}V${floorY}`;
  o += `<path d="${planks}" stroke="#2a1408" stroke-width="3" opacity="0.6"/>`;
  o += rect(
    0,
    floorY,
    W,
    H - floorY,
    s.lin([
      [0, "#8a5a30"],
      [1, "#3a200e"],
    ]),
  );
  let boards = "";
  for (let i = -14; i <= 14; i++) {
    const a = project(cam, i * 220, 0, 0);
    const b = project(cam, i * 220, 0, zWall);
    boards += `M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`;
  }
  o += `<path d="${boards}" stroke="#2e1709" stroke-width="3" opacity="0.55"/>`;
  // cabinets along the wall
  const scenes = ["girders", "maze", "invaders", "dirt", "pyramid", "terrain"] as const;
  const titles = ["KONG", "PAC", "INVADE", "DIG", "CUBES", "DEFEND"];
  for (const i of [0, 1, 2, 3, 4, 5].sort(
    (a, b) => Math.abs(b * 560 - 1350 - cam.x) - Math.abs(a * 560 - 1350 - cam.x),
  )) {
    const x = -1350 + i * 560;
    const p = { ...palette(i * 57 + 10), body: warm.body, bodyLight: warm.bodyLight, bodyDark: warm.bodyDark };
    o += arcadeCabinet(
      s,
      cam,
      x,
      zWall - AD_DEPTH - 10,
      p,
      { kind: "arcade", scene: scenes[i], title: titles[i], vertical: i % 2 === 0 },
      `warm${i}`,
    );
  }
  // lamps with light cones
  for (const x of [-900, 250, 1400]) {
    const top = project(cam, x, 2700, 900);
    const shadeTop = project(cam, x, 2150, 900);
    const k = cam.f / (900 + cam.dist);
    o += `<path d="M${top[0]} 0V${shadeTop[1]}" stroke="#111" stroke-width="${3}"/>`;
    o += q(
      [
        [shadeTop[0] - 40 * k, shadeTop[1]],
        [shadeTop[0] + 40 * k, shadeTop[1]],
        [shadeTop[0] + 150 * k, shadeTop[1] + 130 * k],
        [shadeTop[0] - 150 * k, shadeTop[1] + 130 * k],
      ],
      "#1f3b2a",
    );
    o += q(
      [
        [shadeTop[0] - 150 * k, shadeTop[1] + 130 * k],
        [shadeTop[0] + 150 * k, shadeTop[1] + 130 * k],
        [shadeTop[0] + 700 * k, H + 200],
        [shadeTop[0] - 700 * k, H + 200],
      ],
      s.lin([
        [0, "#ffd9a0", 0.35],
        [1, "#ffd9a0", 0],
      ]),
    );
    o += ellipse(shadeTop[0], shadeTop[1] + 130 * k, 150 * k, 26 * k, "#fff1c9");
  }
  // a pinball in the foreground, turned toward the room
  o += pinballMachine(
    s,
    cam,
    1500,
    150,
    { ...palette(350), body: "#6a1020", bodyLight: "#8a1a2c", bodyDark: "#3a0812" },
    { kind: "pinball", motif: "magic", title: "MAGIC", dmd: true },
    "warm-pin",
    { yaw: 0.45 },
  );
  o += rect(0, 0, W, H, "#ff9a3c", `opacity="0.07"`);
  return s.toString(o + vignette(s), W, H);
}

async function writeWebp(svg: string, name: string) {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  const sizes: string[] = [];
  for (const width of WIDTHS) {
    let quality = 80;
    let out: Buffer;
    for (;;) {
      out = await sharp(png).resize({ width }).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
      if (out.length <= BUDGET[width] || quality <= 40) break;
      quality -= 4;
    }
    await fs.writeFile(path.join(OUT_DIR, `${name}-${width}.webp`), out);
    sizes.push(`${width}: ${Math.round(out.length / 1024)} KB (q${quality})`);
  }
  console.log(name, sizes.join(", "));
}

await fs.mkdir(OUT_DIR, { recursive: true });
const heroes = [neonArcadeRow, playfieldCloseUp, tournamentCrowd, warmInterior];
for (const [i, draw] of heroes.entries()) await writeWebp(draw(), `hero-${i + 1}`);

/**
 * Phones show the hero in a 390 x 544 box with object-cover: only a centre
 * 645 x 900 slice of the wide photo is visible, so they get that slice alone.
 */
for (const n of [1, 2, 3, 4]) {
  const crop = sharp(path.join(OUT_DIR, `hero-${n}-1920.webp`)).extract({
    left: Math.round((1920 - 645) / 2),
    top: 0,
    width: 645,
    height: 900,
  });
  for (const width of [480, 645]) {
    await crop
      .clone()
      .resize({ width })
      .webp({ quality: 72, effort: 6 })
      .toFile(path.join(OUT_DIR, `hero-${n}-m${width}.webp`));
  }
}
await fs.writeFile(path.join(process.cwd(), "public", "favicon.svg"), logoSvg(64));
await fs.writeFile(path.join(process.cwd(), "public", "logo.svg"), logoSvg(512));
console.log("wrote public/favicon.svg and public/logo.svg");
