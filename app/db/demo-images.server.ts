import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "~/utils/images";
import { encodeImage, storeVariants, type StoredImage } from "~/utils/storage.server";
import type { ArcadeScene, DemoArt, PinballMotif, ProductArt } from "./demo-data";

/**
 * Flat illustrations of the demo machines and shop items, drawn as SVG with
 * shapes only (no <text>: servers may lack fonts) and rendered with sharp.
 * Colours come from a hash of the name, so every run draws the same art.
 * Machines are drawn in a small 3D projection so cabinets and playfields
 * look like objects rather than icons; close-ups are other camera angles.
 */

// ── numbers, colours, randomness ──────────────────────────────────────────
export type V = [number, number];

const r1 = (v: number) => Math.round(v * 10) / 10;
const pathOf = (pts: V[]) => "M" + pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join("L") + "Z";
const lineOf = (pts: V[]) => "M" + pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join("L");
export const poly = (pts: V[], fill: string, extra = "") => `<path d="${pathOf(pts)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const polyline = (pts: V[], stroke: string, width: number, extra = "") =>
  `<path d="${lineOf(pts)}" fill="none" stroke="${stroke}" stroke-width="${r1(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ""}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(Math.abs(rx))}" ry="${r1(Math.abs(ry))}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export function hashString(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = () => number;
export function rng(seed: string | number): Rng {
  let a = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T,>(r: Rng, list: readonly T[]) => list[Math.floor(r() * list.length) % list.length];
const between = (r: Rng, a: number, b: number) => a + (b - a) * r();

export function hsl(h: number, s: number, l: number) {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const ch = (t: number) => {
    const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = tt < 1 / 6 ? p + (q - p) * 6 * tt : tt < 1 / 2 ? q : tt < 2 / 3 ? p + (q - p) * (2 / 3 - tt) * 6 : p;
    return Math.round(v * 255).toString(16).padStart(2, "0");
  };
  return `#${ch(hh + 1 / 3)}${ch(hh)}${ch(hh - 1 / 3)}`;
}

export type Palette = {
  hue: number;
  main: string;
  mainLight: string;
  mainDark: string;
  mainDeep: string;
  alt: string;
  altLight: string;
  altDark: string;
  accent: string;
  body: string;
  bodyDark: string;
  bodyLight: string;
  bgTop: string;
  bgBottom: string;
  floor: string;
};

/** Hues a name can land on: greens look alike, so they get fewer slots than pinks, blues and oranges. */
const HUES = [350, 5, 20, 35, 48, 95, 130, 165, 185, 200, 215, 230, 248, 265, 280, 295, 310, 328];

export function palette(seed: string | number): Palette {
  const h = typeof seed === "number" ? 0 : hashString(seed);
  const hue = typeof seed === "number" ? seed : HUES[h % HUES.length] + ((h >>> 8) % 11) - 5;
  const alt = hue + 150;
  return {
    hue,
    main: hsl(hue, 80, 56),
    mainLight: hsl(hue, 95, 76),
    mainDark: hsl(hue, 62, 34),
    mainDeep: hsl(hue, 58, 17),
    alt: hsl(alt, 82, 58),
    altLight: hsl(alt, 90, 78),
    altDark: hsl(alt, 60, 28),
    accent: hsl(hue + 50, 96, 62),
    body: hsl(hue, 42, 24),
    bodyDark: hsl(hue, 36, 12),
    bodyLight: hsl(hue, 40, 36),
    bgTop: hsl(hue + 200, 48, 15),
    bgBottom: hsl(hue + 230, 55, 5),
    floor: hsl(hue + 220, 40, 8),
  };
}

/** Collects <defs> (gradients, clips, patterns) with unique ids for one SVG document. */
export class Svg {
  private defs: string[] = [];
  private n = 0;
  constructor(readonly width: number, readonly height: number) {}
  id(prefix = "d") {
    return `${prefix}${this.n++}`;
  }
  def(markup: string) {
    this.defs.push(markup);
  }
  /** Linear gradient; stops are [offset, colour, opacity?]. Coordinates in bounding-box units unless `user`. */
  lin(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.id("l");
    const units = user ? ` gradientUnits="userSpaceOnUse"` : "";
    this.def(
      `<linearGradient id="${id}" x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}"${units}>${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient in user space. */
  rad(stops: Array<[number, string, number?]>, cx: number, cy: number, r: number, fx = cx, fy = cy) {
    const id = this.id("r");
    this.def(
      `<radialGradient id="${id}" cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fx="${r1(fx)}" fy="${r1(fy)}" gradientUnits="userSpaceOnUse">${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient in bounding-box units (for circles and ellipses). */
  radBox(stops: Array<[number, string, number?]>, fx = 0.5, fy = 0.5) {
    const id = this.id("r");
    this.def(`<radialGradient id="${id}" fx="${fx}" fy="${fy}">${stopsOf(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(d: string) {
    const id = this.id("c");
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }
  clipRect(x: number, y: number, w: number, h: number, rx = 0) {
    const id = this.id("c");
    this.def(`<clipPath id="${id}"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}"/></clipPath>`);
    return `url(#${id})`;
  }
  toString(body: string, outW = this.width, outH = this.height) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}

const stopsOf = (stops: Array<[number, string, number?]>) =>
  stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");

// ── pixel font (5x7, shapes only) ───────────────────────────────────────────
const FONT: Record<string, string[]> = {
  A: [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  B: ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
  C: [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
  D: ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
  E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  F: ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
  G: [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
  H: ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  I: [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
  J: ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
  K: ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
  L: ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
  M: ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
  N: ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"],
  O: [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  P: ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
  Q: [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
  R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
  S: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
  T: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
  U: ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  V: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
  W: ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."],
  X: ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
  Y: ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
  Z: ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
  "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
  "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
  "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  "3": ["####.", "....#", "....#", ".###.", "....#", "....#", "####."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  "6": [".###.", "#....", "#....", "####.", "#...#", "#...#", ".###."],
  "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
  "9": [".###.", "#...#", "#...#", ".####", "....#", "....#", ".###."],
  ".": [".", ".", ".", ".", ".", ".", "#"],
  ":": [".", "#", ".", ".", ".", "#", "."],
  "-": ["...", "...", "...", "###", "...", "...", "..."],
  "'": ["#", "#", ".", ".", ".", ".", "."],
  "!": ["#", "#", "#", "#", "#", ".", "#"],
  "*": [".....", "#.#.#", ".###.", "#####", ".###.", "#.#.#", "....."],
  "&": [".##..", "#..#.", "#.#..", ".#...", "#.#.#", "#..#.", ".##.#"],
  $: ["..#..", ".####", "#.#..", ".###.", "..#.#", "####.", "..#.."],
  "/": ["....#", "...#.", "...#.", "..#..", ".#...", ".#...", "#...."],
  " ": ["...", "...", "...", "...", "...", "...", "..."],
};

const glyph = (ch: string) => FONT[ch.toUpperCase()] ?? FONT[" "];

/** Width of a string in font pixels (1 px spacing between glyphs). */
export function textWidth(text: string) {
  let w = 0;
  for (const ch of text) w += glyph(ch)[0].length + 1;
  return Math.max(0, w - 1);
}

/** Path data for pixel text with its top-left at (x, y), `px` per font pixel. */
export function pixelTextPath(text: string, x: number, y: number, px: number) {
  let d = "";
  let cx = x;
  for (const ch of text) {
    const rows = glyph(ch);
    rows.forEach((row, ry) => {
      let run = -1;
      for (let i = 0; i <= row.length; i++) {
        const on = row[i] === "#";
        if (on && run < 0) run = i;
        if (!on && run >= 0) {
          d += `M${r1(cx + run * px)} ${r1(y + ry * px)}h${r1((i - run) * px)}v${r1(px)}h${r1(-(i - run) * px)}z`;
          run = -1;
        }
      }
    });
    cx += (rows[0].length + 1) * px;
  }
  return d;
}

/** Splits a title into one or two lines, whichever fits the box at the larger size. */
export function fitTitle(title: string, boxW: number, boxH: number, maxPx = Infinity) {
  const one = { lines: [title], px: Math.min(boxW / textWidth(title), boxH / 7, maxPx) };
  const words = title.split(" ");
  let best = one;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    const px = Math.min(boxW / Math.max(textWidth(a), textWidth(b)), boxH / 16, maxPx);
    if (px > best.px * 1.15) best = { lines: [a, b], px };
  }
  return best;
}

/** Centered pixel title with outline and drop shadow. */
export function pixelTitle(
  title: string,
  box: { x: number; y: number; w: number; h: number },
  o: { fill: string; outline?: string; shadow?: string; maxPx?: number; extra?: string },
) {
  const { lines, px } = fitTitle(title, box.w, box.h, o.maxPx);
  const totalH = lines.length * 7 * px + (lines.length - 1) * 2 * px;
  let d = "";
  lines.forEach((line, i) => {
    const w = textWidth(line) * px;
    d += pixelTextPath(line, box.x + (box.w - w) / 2, box.y + (box.h - totalH) / 2 + i * 9 * px, px);
  });
  let out = "";
  if (o.shadow) out += `<path d="${d}" fill="${o.shadow}" transform="translate(${r1(px * 0.7)} ${r1(px * 0.7)})"/>`;
  if (o.outline) out += `<path d="${d}" fill="${o.outline}" stroke="${o.outline}" stroke-width="${r1(px * 0.9)}" stroke-linejoin="round"/>`;
  out += `<path d="${d}" fill="${o.fill}"${o.extra ? ` ${o.extra}` : ""}/>`;
  return out;
}

// ── sprites: '.' clear, '1'..'4' colours ──────────────────────────────────
export const SPRITES = {
  invader: ["..1.....1..", "...1...1...", "..1111111..", ".11.111.11.", "11111111111", "1.1111111.1", "1.1.....1.1", "...11.11..."],
  squid: ["...11...", "..1111..", ".111111.", "11.11.11", "11111111", "..1..1..", ".1.11.1.", "1.1..1.1"],
  bee: ["....1....", "..22122..", ".2221222.", "..11111..", "2.11111.2", "2..1.1..2", "22.....22"],
  ship: ["....1....", "....1....", "...111...", "2..121..2", "1..111..1", "1.11111.1", "111121111", "111.1.111", "1.......1"],
  ghost: ["..1111..", ".111111.", "12211221", "13211321", "11111111", "11111111", "11111111", "11.11.11"],
  frog: ["21...12", "1111111", ".11111.", "1.111.1", ".11111.", "1111111", "11...11"],
  car: ["..111111..", ".1222221..", "1111111111", "1111111111", ".33....33."],
  mushroom: [".111.", "11211", "..3..", "..3.."],
  person: [".111.", ".111.", "..1..", "22222", "2.2.2", "1.2.1", ".333.", ".3.3.", ".3.3.", "33.33"],
  fighter: [
    "....11....", "....111...", "....11....", "...2222...", "..22222211", ".1.2222.11", ".1.2222...",
    "...3333...", "...22222..", "..22..22..", "..2....2..", ".22....22.", ".2......2.", "11......11",
  ],
  rider: ["....22.....", "....22.....", "...2233333.", "..1112.....", ".111111..11", "11111111111", ".1111111...", "...1..1....", "..11..11..."],
  monster: [
    "...111111...", "..11111111..", "..12322321..", "..12222221..", "...122221...", ".1111111111.",
    "111122221111", "11.122221.11", "11.111111.11", "...111111...", "...11..11...", "..111..111..",
  ],
  pooka: ["..111..", ".11111.", "1222221", "1232321", "1111111", ".11111.", ".1...1."],
  qbert: ["..1111..", ".133311.", ".131311.", ".1111122", "..111.22", "..1.1...", ".11.11.."],
  digger: ["..111..", ".11111.", ".13331.", "..222..", ".22222.", "2.222.2", "..2.2..", ".22.22."],
  robot: ["1...1", "11111", "12121", "11111", ".111.", "11.11", "1...1"],
  lander: [".111.", "12121", "11111", "1.1.1", "1...1"],
} as const;

/** A bitmap sprite at (x, y) with `px` per pixel; mirrored when `flip`. */
export function sprite(bitmap: readonly string[], x: number, y: number, px: number, colors: string[], flip = false) {
  const paths: string[] = colors.map(() => "");
  const w = bitmap[0].length;
  bitmap.forEach((row, ry) => {
    for (let i = 0; i < row.length; i++) {
      const c = row[i];
      if (c === ".") continue;
      const k = Number(c) - 1;
      if (!(k in paths)) continue;
      const col = flip ? w - 1 - i : i;
      paths[k] += `M${r1(x + col * px)} ${r1(y + ry * px)}h${r1(px)}v${r1(px)}h${r1(-px)}z`;
    }
  });
  return paths.map((d, k) => (d ? `<path d="${d}" fill="${colors[k]}"/>` : "")).join("");
}

// ── arcade screens: a small pixel-art scene per game, drawn in a W x H box ──
type SceneCtx = { s: Svg; W: number; H: number; pal: Palette; r: Rng; title: string };

function hud(c: SceneCtx, color = "#ffffff", score2 = true) {
  const px = Math.min(c.H / 110, c.W / 140);
  const score = String(Math.floor(c.r() * 90000 + 10000) * 10);
  const high = String(Math.floor(c.r() * 40000 + 60000) * 10);
  let out = `<path d="${pixelTextPath("1UP", c.W * 0.06, px * 2, px)}" fill="#ff4040"/>`;
  out += `<path d="${pixelTextPath(score, c.W * 0.06, px * 11, px)}" fill="${color}"/>`;
  out += `<path d="${pixelTextPath("HI", c.W / 2 - textWidth("HI") * px / 2, px * 2, px)}" fill="#ff4040"/>`;
  out += `<path d="${pixelTextPath(high, c.W / 2 - (textWidth(high) * px) / 2, px * 11, px)}" fill="${color}"/>`;
  if (score2) out += `<path d="${pixelTextPath("2UP", c.W * 0.94 - textWidth("2UP") * px, px * 2, px)}" fill="#ff4040"/>`;
  return out;
}

function stars(c: SceneCtx, n: number, colors = ["#ffffff", "#8ecbff", "#ffe27a", "#ff8ad8"]) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const size = c.r() < 0.85 ? c.H / 240 : c.H / 130;
    out += rect(c.r() * c.W, c.r() * c.H, size, size, pick(c.r, colors), `opacity="${r1(0.35 + c.r() * 0.65)}"`);
  }
  return out;
}

const SCENES: Record<ArcadeScene, (c: SceneCtx) => string> = {
  maze(c) {
    const { W, H, pal } = c;
    const cols = 13;
    const rows = 15;
    const top = H * 0.12;
    const cell = Math.min(W / cols, (H * 0.84) / rows);
    const x0 = (W - cell * cols) / 2;
    const wall = pal.mainLight;
    const fill = pal.mainDark;
    const half: Array<[number, number, number, number]> = [
      [1, 1, 2, 1], [4, 1, 2, 1], [1, 3, 2, 1], [4, 3, 1, 3], [6, 3, 1, 2], [1, 5, 2, 3], [4, 7, 3, 1],
      [1, 9, 2, 1], [4, 9, 1, 2], [6, 9, 1, 2], [1, 11, 1, 2], [3, 11, 3, 1], [1, 13, 4, 1],
    ];
    const blocks = half.flatMap(([x, y, w, h]) => (x + w - 1 === 6 || x === 6 ? [[x, y, w, h]] : [[x, y, w, h], [cols - x - w, y, w, h]]));
    let out = rect(0, 0, W, H, "#000");
    const inset = cell * 0.18;
    const covered = new Set<string>();
    for (const [x, y, w, h] of blocks) {
      out += rect(x0 + x * cell + inset, top + y * cell + inset, w * cell - 2 * inset, h * cell - 2 * inset, fill, `rx="${r1(cell * 0.3)}" stroke="${wall}" stroke-width="${r1(cell * 0.12)}"`);
      for (let i = x; i < x + w; i++) for (let j = y; j < y + h; j++) covered.add(`${i},${j}`);
    }
    out += rect(x0 + inset * 0.5, top + inset * 0.5, cols * cell - inset, rows * cell - inset, "none", `rx="${r1(cell * 0.4)}" stroke="${wall}" stroke-width="${r1(cell * 0.14)}"`);
    let dots = "";
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        if (i === 0 || j === 0 || i === cols - 1 || j === rows - 1 || covered.has(`${i},${j}`)) continue;
        if (c.r() < 0.22) continue;
        const big = (i === 1 || i === cols - 2) && (j === 2 || j === rows - 3);
        const sz = big ? cell * 0.42 : cell * 0.14;
        dots += `M${r1(x0 + (i + 0.5) * cell - sz / 2)} ${r1(top + (j + 0.5) * cell - sz / 2)}h${r1(sz)}v${r1(sz)}h${r1(-sz)}z`;
      }
    }
    out += `<path d="${dots}" fill="#ffd6b0"/>`;
    const at = (i: number, j: number): V => [x0 + (i + 0.5) * cell, top + (j + 0.5) * cell];
    const [pxx, pyy] = at(3, 10);
    const pr = cell * 0.42;
    out += `<path d="M${r1(pxx)} ${r1(pyy)}L${r1(pxx + pr * 0.9)} ${r1(pyy - pr * 0.45)}A${r1(pr)} ${r1(pr)} 0 1 0 ${r1(pxx + pr * 0.9)} ${r1(pyy + pr * 0.45)}Z" fill="#ffe600"/>`;
    if (/MS/.test(c.title)) out += poly([[pxx - pr * 0.2, pyy - pr * 1.05], [pxx - pr * 0.75, pyy - pr * 1.35], [pxx - pr * 0.7, pyy - pr * 0.7]], "#ff2a4a") + poly([[pxx - pr * 0.2, pyy - pr * 1.05], [pxx + pr * 0.3, pyy - pr * 1.4], [pxx + pr * 0.25, pyy - pr * 0.75]], "#ff2a4a");
    const ghostColors = ["#ff2d2d", "#ffb8ff", "#00e8ff", "#ffb852"];
    [[6, 6], [8, 4], [10, 10], [7, 12]].forEach(([i, j], k) => {
      const [gx, gy] = at(i, j);
      out += sprite(SPRITES.ghost, gx - cell * 0.45, gy - cell * 0.45, (cell * 0.9) / 8, [ghostColors[k], "#ffffff", "#1b3bff"]);
    });
    return out + hud(c);
  },
  invaders(c) {
    const { W, H, pal } = c;
    const classic = /SPACE|INVADER/.test(c.title);
    let out = rect(0, 0, W, H, classic ? "#000" : c.s.lin([[0, "#000010"], [1, "#0a0830"]])) + stars(c, classic ? 20 : 70);
    const px = H / (classic ? 120 : 110);
    const rowsDef = classic
      ? [[SPRITES.squid, "#ffffff"], [SPRITES.invader, "#ffffff"], [SPRITES.invader, "#7dff7d"], [SPRITES.squid, "#7dff7d"]]
      : [[SPRITES.bee, pal.accent], [SPRITES.bee, "#ff4a5a"], [SPRITES.squid, pal.alt], [SPRITES.invader, "#3aa0ff"]];
    rowsDef.forEach(([bmp, color], row) => {
      const b = bmp as readonly string[];
      const n = classic ? 8 : 6 + (row % 2) * 2;
      const sw = (b[0].length + 4) * px;
      const x0 = (W - n * sw) / 2 + (row % 2) * px * 2;
      for (let i = 0; i < n; i++) {
        if (!classic && c.r() < 0.12) continue;
        out += sprite(b, x0 + i * sw, H * 0.2 + row * px * 12, px, [color as string, "#3aa0ff", "#ffffff"]);
      }
    });
    if (classic) {
      for (let i = 0; i < 4; i++) {
        const bx = W * (0.14 + i * 0.22);
        out += `<path d="M${r1(bx)} ${r1(H * 0.86)}v${r1(-H * 0.05)}q0 ${r1(-H * 0.03)} ${r1(W * 0.04)} ${r1(-H * 0.03)}h${r1(W * 0.02)}q${r1(W * 0.04)} 0 ${r1(W * 0.04)} ${r1(H * 0.03)}v${r1(H * 0.05)}h${r1(-W * 0.03)}v${r1(-H * 0.02)}h${r1(-W * 0.04)}v${r1(H * 0.02)}z" fill="#39ff39"/>`;
      }
      out += rect(0, H * 0.96, W, H * 0.006, "#39ff39");
    }
    out += sprite(SPRITES.ship, W / 2 - px * 6, H * 0.88, px * 1.3, ["#ffffff", "#ff3030"]);
    for (let i = 0; i < 3; i++) out += rect(W / 2 - px * 0.5 + (i - 1) * W * 0.2, H * (0.5 + c.r() * 0.3), px, px * 4, i === 1 ? "#ffffff" : "#ff5050");
    return out + hud(c);
  },
  girders(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000");
    const gh = H * 0.03;
    const levels = 6;
    for (let i = 0; i < levels; i++) {
      const y = H * (0.95 - i * 0.13);
      const slope = i === levels - 1 ? 0 : (i % 2 ? -1 : 1) * H * 0.03;
      const xa = i % 2 ? W * 0.02 : W * 0.1;
      const xb = i % 2 ? W * 0.9 : W * 0.98;
      out += poly([[xa, y], [xb, y - slope], [xb, y - slope + gh], [xa, y + gh]], "#e8264d");
      let zig = "";
      const steps = 16;
      for (let k = 0; k <= steps; k++) {
        const t = k / steps;
        zig += `${k ? "L" : "M"}${r1(xa + (xb - xa) * t)} ${r1(y - slope * t + (k % 2 ? gh * 0.85 : gh * 0.15))}`;
      }
      out += `<path d="${zig}" fill="none" stroke="#7a0c24" stroke-width="${r1(gh * 0.18)}"/>`;
      if (i < levels - 1) {
        const lx = W * (i % 2 ? 0.75 : 0.25);
        const y1 = y - H * 0.1;
        out += `<path d="M${r1(lx)} ${r1(y1)}V${r1(y)}M${r1(lx + W * 0.04)} ${r1(y1)}V${r1(y)}${[0.2, 0.4, 0.6, 0.8].map((t) => `M${r1(lx)} ${r1(y1 + (y - y1) * t)}h${r1(W * 0.04)}`).join("")}" stroke="#29e0ff" stroke-width="${r1(W * 0.006)}"/>`;
      }
    }
    const px = H / 95;
    out += sprite(SPRITES.monster, W * 0.12, H * 0.3 - px * 1.3 * 12, px * 1.3, ["#8a3b12", "#f2b27a", "#ffffff"]);
    out += sprite(SPRITES.person, W * 0.5, H * 0.3 - px * 10, px, ["#ffd2b0", "#ff5cc8", "#ff5cc8"]);
    out += sprite(SPRITES.person, W * 0.3, H * 0.83, px, ["#ffd2b0", "#ff2020", "#2050ff"]);
    for (let i = 0; i < 4; i++) {
      const bx = W * (0.2 + c.r() * 0.65);
      const by = H * (0.4 + i * 0.13);
      out += circle(bx, by, H * 0.022, "#b8681e") + ellipse(bx, by, H * 0.022, H * 0.008, "#6b3508");
    }
    out += rect(W * 0.06, H * 0.86, W * 0.07, H * 0.07, "#2a6cff") + poly([[W * 0.07, H * 0.86], [W * 0.095, H * 0.8], [W * 0.12, H * 0.86]], "#ffb000");
    return out + hud(c);
  },
  fighter(c) {
    const { W, H, pal } = c;
    const dark = /MORTAL/.test(c.title);
    let out = rect(0, 0, W, H, c.s.lin(dark ? [[0, "#150505"], [1, "#5a1010"]] : [[0, pal.altLight], [0.7, pal.accent], [1, pal.main]]));
    out += circle(W * 0.72, H * 0.3, H * 0.12, dark ? "#ffdf9a" : "#fff4d0", `opacity="0.8"`);
    let sky = "";
    let x = 0;
    while (x < W) {
      const w = W * between(c.r, 0.06, 0.14);
      const h = H * between(c.r, 0.15, 0.4);
      sky += `M${r1(x)} ${r1(H * 0.72)}v${r1(-h)}h${r1(w)}v${r1(h)}z`;
      x += w;
    }
    out += `<path d="${sky}" fill="${dark ? "#2a0a0a" : pal.mainDark}" opacity="0.85"/>`;
    out += poly([[0, H * 0.72], [W, H * 0.72], [W, H], [0, H]], dark ? "#2b2420" : "#8a6a4a");
    for (let i = -6; i <= 6; i++) out += polyline([[W / 2 + i * W * 0.06, H * 0.72], [W / 2 + i * W * 0.2, H]], dark ? "#1a1512" : "#6e5238", W * 0.004);
    const px = H / 55;
    out += sprite(SPRITES.fighter, W * 0.2, H * 0.72 - px * 14, px, ["#f0b483", dark ? "#e8e000" : "#ffffff", "#d02020"]);
    out += sprite(SPRITES.fighter, W * 0.6, H * 0.72 - px * 14, px, ["#c98a5a", dark ? "#3060ff" : "#d02020", "#202020"], true);
    out += rect(W * 0.05, H * 0.06, W * 0.36, H * 0.04, "#c00000") + rect(W * 0.05, H * 0.06, W * 0.27, H * 0.04, "#ffe000");
    out += rect(W * 0.59, H * 0.06, W * 0.36, H * 0.04, "#c00000") + rect(W * 0.59 + W * 0.06, H * 0.06, W * 0.3, H * 0.04, "#ffe000");
    const tp = H / 70;
    out += `<path d="${pixelTextPath("99", W / 2 - textWidth("99") * tp / 2, H * 0.05, tp)}" fill="#ffffff" stroke="#000" stroke-width="${r1(tp * 0.4)}"/>`;
    return out;
  },
  court(c) {
    const { W, H, pal } = c;
    let out = rect(0, 0, W, H, "#140c20");
    for (let i = 0; i < 160; i++) out += rect(c.r() * W, c.r() * H * 0.34, W * 0.01, W * 0.01, pick(c.r, ["#ff7b7b", "#7bb3ff", "#ffe07b", "#ffffff", "#b07bff"]), `opacity="0.7"`);
    out += poly([[W * 0.12, H * 0.36], [W * 0.88, H * 0.36], [W, H], [0, H]], "#d9924e");
    for (let i = 0; i < 10; i++) out += polyline([[W * (0.12 + i * 0.085), H * 0.36], [W * i * 0.111, H]], "#c07a38", W * 0.003);
    out += poly([[W * 0.62, H * 0.45], [W * 0.88, H * 0.45], [W * 0.95, H * 0.8], [W * 0.55, H * 0.8]], pal.main, `opacity="0.85"`);
    out += ellipse(W * 0.75, H * 0.8, W * 0.2, H * 0.06, "none", `stroke="#fff" stroke-width="${r1(W * 0.005)}"`);
    out += rect(W * 0.8, H * 0.14, W * 0.14, H * 0.14, "#ffffff", `opacity="0.9"`) + rect(W * 0.84, H * 0.2, W * 0.06, H * 0.05, "none", `stroke="#e03030" stroke-width="${r1(W * 0.005)}"`);
    out += ellipse(W * 0.85, H * 0.29, W * 0.04, H * 0.012, "none", `stroke="#ff6a00" stroke-width="${r1(W * 0.008)}"`);
    const px = H / 65;
    const teams: Array<[string, string]> = [[pal.main, "#ffffff"], [pal.alt, "#111"]];
    [[0.25, 0.62], [0.45, 0.5], [0.58, 0.7], [0.74, 0.36]].forEach(([x, y], i) => {
      const [shirt, shorts] = teams[i % 2];
      out += sprite(SPRITES.person, W * x, H * y, px, ["#8a5a3a", shirt, shorts]);
    });
    out += circle(W * 0.8, H * 0.33, H * 0.025, "#ff7a1a");
    const tp = H / 90;
    out += rect(W * 0.3, H * 0.03, W * 0.4, H * 0.11, "#000", `opacity="0.7"`);
    out += `<path d="${pixelTextPath("24  21", W / 2 - textWidth("24  21") * tp / 2, H * 0.055, tp)}" fill="#ffe000"/>`;
    return out;
  },
  lightcycle(c) {
    const { W, H } = c;
    const hz = H * 0.35;
    let out = rect(0, 0, W, H, "#000") + stars(c, 20, ["#4fd8ff"]);
    out += rect(0, hz - H * 0.02, W, H * 0.04, c.s.lin([[0, "#00d0ff", 0], [0.5, "#00d0ff", 0.6], [1, "#00d0ff", 0]]));
    let grid = "";
    for (let i = -12; i <= 12; i++) grid += `M${r1(W / 2 + i * W * 0.05)} ${r1(hz)}L${r1(W / 2 + i * W * 0.32)} ${r1(H)}`;
    for (let k = 1; k <= 9; k++) {
      const y = hz + (H - hz) * (k / 9) ** 1.8;
      grid += `M0 ${r1(y)}H${r1(W)}`;
    }
    out += `<path d="${grid}" stroke="#0a7bff" stroke-width="${r1(W * 0.003)}" opacity="0.9"/>`;
    const trail = (pts: V[], color: string) => polyline(pts, color, W * 0.018, `opacity="0.35"`) + polyline(pts, color, W * 0.006);
    out += trail([[W * 0.1, H * 0.95], [W * 0.1, H * 0.6], [W * 0.42, H * 0.6], [W * 0.42, H * 0.48]], "#ffb020");
    out += trail([[W * 0.9, H * 0.92], [W * 0.9, H * 0.7], [W * 0.6, H * 0.7], [W * 0.6, H * 0.52]], "#20e8ff");
    out += rect(W * 0.405, H * 0.44, W * 0.03, H * 0.05, "#ffe0a0") + rect(W * 0.585, H * 0.48, W * 0.03, H * 0.05, "#c8ffff");
    return out + hud(c, "#20e8ff");
  },
  swarm(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000");
    out += rect(W * 0.03, H * 0.12, W * 0.94, H * 0.85, "none", `stroke="${c.pal.alt}" stroke-width="${r1(W * 0.008)}"`);
    const px = H / 140;
    for (let i = 0; i < 26; i++) {
      const x = W * between(c.r, 0.06, 0.9);
      const y = H * between(c.r, 0.16, 0.9);
      if (Math.abs(x - W / 2) < W * 0.08 && Math.abs(y - H * 0.55) < H * 0.1) continue;
      out += sprite(SPRITES.robot, x, y, px, [pick(c.r, ["#ff2020", "#ffe020", "#20ff60"]), "#ffffff"]);
    }
    for (let i = 0; i < 5; i++) out += sprite(SPRITES.person, W * between(c.r, 0.1, 0.85), H * between(c.r, 0.2, 0.85), px * 0.9, ["#ffd0a0", pick(c.r, ["#ff60ff", "#60a0ff"]), "#ffffff"]);
    out += sprite(SPRITES.person, W / 2, H * 0.52, px * 1.1, ["#ffffff", "#ff3030", "#ffe020"]);
    out += polyline([[W / 2 + px * 6, H * 0.55], [W * 0.8, H * 0.55]], "#ffffff", px * 0.8);
    return out + hud(c, "#ffe020");
  },
  bugs(c) {
    const { W, H, pal } = c;
    let out = rect(0, 0, W, H, "#000");
    const px = H / 110;
    for (let i = 0; i < 38; i++) out += sprite(SPRITES.mushroom, W * between(c.r, 0.04, 0.92), H * between(c.r, 0.12, 0.78), px, [pal.alt, pal.accent, "#ff40a0"]);
    const segs: V[] = [];
    for (let i = 0; i < 11; i++) segs.push([W * (0.25 + i * 0.045), H * (0.4 + (i > 6 ? 0.045 : 0))]);
    segs.forEach(([x, y], i) => {
      out += circle(x, y, px * 2.6, i === 0 ? "#ff3030" : pal.main) + circle(x - px, y - px, px * 0.9, "#ffffff", `opacity="0.6"`);
    });
    out += polyline([[W * 0.6, H * 0.84], [W * 0.64, H * 0.8], [W * 0.68, H * 0.86], [W * 0.72, H * 0.8], [W * 0.76, H * 0.84]], "#ff40ff", px);
    out += rect(W * 0.48, H * 0.9, px * 3, px * 4, "#ffffff") + rect(W * 0.48 + px, H * 0.66, px, px * 3, "#ffffff");
    return out + hud(c);
  },
  joust(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000") + stars(c, 15);
    out += `<path d="M0 ${r1(H * 0.9)}Q${r1(W * 0.1)} ${r1(H * 0.86)} ${r1(W * 0.2)} ${r1(H * 0.9)}T${r1(W * 0.4)} ${r1(H * 0.9)}T${r1(W * 0.6)} ${r1(H * 0.9)}T${r1(W * 0.8)} ${r1(H * 0.9)}T${r1(W)} ${r1(H * 0.9)}V${r1(H)}H0Z" fill="#ff3a10"/>`;
    out += rect(W * 0.22, H * 0.86, W * 0.56, H * 0.04, "#8a5a3a");
    const plat = (x: number, y: number, w: number) => poly([[x, y], [x + w, y], [x + w * 0.9, y + H * 0.035], [x + w * 0.55, y + H * 0.05], [x + w * 0.2, y + H * 0.035]], "#b08868") + rect(x, y, w, H * 0.008, "#d8c0a0");
    out += plat(W * 0.05, H * 0.3, W * 0.25) + plat(W * 0.62, H * 0.28, W * 0.3) + plat(W * 0.35, H * 0.5, W * 0.3) + plat(W * 0.02, H * 0.66, W * 0.22) + plat(W * 0.74, H * 0.64, W * 0.24);
    const px = H / 95;
    out += sprite(SPRITES.rider, W * 0.4, H * 0.5 - px * 9, px, ["#ffe040", "#a0c8ff", "#ffffff"]);
    out += sprite(SPRITES.rider, W * 0.1, H * 0.2, px, ["#c0c0c0", "#ff3030", "#ffffff"], true);
    out += sprite(SPRITES.rider, W * 0.7, H * 0.14, px, ["#4060ff", "#ffe040", "#ffffff"], true);
    out += ellipse(W * 0.83, H * 0.61, px * 1.3, px * 1.8, "#f0f0f0");
    return out + hud(c, "#ffe040");
  },
  asteroids(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000");
    const glow = (d: string, w: number) => `<path d="${d}" fill="none" stroke="#dfe8ff" stroke-width="${r1(w * 3)}" opacity="0.15" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#f4f7ff" stroke-width="${r1(w)}" stroke-linejoin="round"/>`;
    for (let i = 0; i < 9; i++) {
      const cx = W * between(c.r, 0.08, 0.92);
      const cy = H * between(c.r, 0.15, 0.92);
      const rad = H * pick(c.r, [0.03, 0.05, 0.09]);
      const n = 10;
      const pts: V[] = [];
      for (let k = 0; k < n; k++) {
        const a = (k / n) * Math.PI * 2;
        const rr = rad * between(c.r, 0.7, 1.05);
        pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
      }
      out += glow(pathOf(pts), W * 0.004);
    }
    const sx = W * 0.5;
    const sy = H * 0.55;
    out += glow(pathOf([[sx, sy - H * 0.04], [sx + H * 0.025, sy + H * 0.03], [sx, sy + H * 0.015], [sx - H * 0.025, sy + H * 0.03]]), W * 0.004);
    for (let i = 0; i < 4; i++) out += circle(sx + (i + 1) * W * 0.025, sy - (i + 1) * H * 0.035, W * 0.003, "#fff");
    const tp = H / 80;
    out += `<path d="${pixelTextPath("12370", W * 0.08, H * 0.04, tp)}" fill="none" stroke="#f4f7ff" stroke-width="${r1(tp * 0.35)}"/>`;
    return out;
  },
  tube(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000") + stars(c, 20);
    const cx = W / 2;
    const cy = H * 0.55;
    const n = 16;
    const outer: V[] = [];
    const inner: V[] = [];
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2 + Math.PI / n;
      outer.push([cx + Math.cos(a) * W * 0.42, cy + Math.sin(a) * H * 0.42]);
      inner.push([cx + Math.cos(a) * W * 0.07, cy - H * 0.05 + Math.sin(a) * H * 0.07]);
    }
    let web = pathOf(outer) + pathOf(inner);
    outer.forEach((p, k) => (web += `M${r1(p[0])} ${r1(p[1])}L${r1(inner[k][0])} ${r1(inner[k][1])}`));
    out += `<path d="${web}" fill="none" stroke="#2050ff" stroke-width="${r1(W * 0.012)}" opacity="0.3"/><path d="${web}" fill="none" stroke="#4a7bff" stroke-width="${r1(W * 0.004)}"/>`;
    const [ax, ay] = outer[4];
    const [bx, by] = outer[5];
    out += polyline([[ax, ay], [(ax + bx) / 2, (ay + by) / 2 - H * 0.04], [bx, by], [(ax + bx) / 2, (ay + by) / 2 + H * 0.02], [ax, ay]], "#ffe600", W * 0.006);
    for (let i = 0; i < 4; i++) {
      const k = Math.floor(c.r() * n);
      const t = between(c.r, 0.3, 0.7);
      const x = inner[k][0] + (outer[k][0] - inner[k][0]) * t;
      const y = inner[k][1] + (outer[k][1] - inner[k][1]) * t;
      const s = W * 0.02 * t;
      out += `<path d="M${r1(x - s)} ${r1(y - s)}L${r1(x + s)} ${r1(y + s)}M${r1(x + s)} ${r1(y - s)}L${r1(x - s)} ${r1(y + s)}" stroke="#ff2a2a" stroke-width="${r1(W * 0.005)}"/>`;
    }
    for (let k = 0; k < n; k += 3) {
      out += polyline([inner[k], [inner[k][0] + (outer[k][0] - inner[k][0]) * 0.25, inner[k][1] + (outer[k][1] - inner[k][1]) * 0.25]], "#30ff60", W * 0.004);
    }
    return out + hud(c, "#30ff60", false);
  },
  terrain(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000") + stars(c, 30);
    out += rect(W * 0.25, H * 0.02, W * 0.5, H * 0.12, "none", `stroke="#3060ff" stroke-width="${r1(W * 0.004)}"`);
    for (let i = 0; i < 12; i++) out += rect(W * between(c.r, 0.27, 0.72), H * between(c.r, 0.04, 0.12), W * 0.006, W * 0.006, pick(c.r, ["#30ff30", "#ff30ff", "#ffffff"]));
    out += rect(0, H * 0.15, W, H * 0.006, "#3060ff");
    const pts: V[] = [];
    for (let i = 0; i <= 20; i++) pts.push([(W * i) / 20, H * (0.82 + (i % 2 ? -1 : 1) * between(c.r, 0.02, 0.09))]);
    out += polyline(pts, "#c86414", W * 0.005);
    const px = H / 120;
    out += sprite(SPRITES.ship, W * 0.22, H * 0.5, px * 1.2, ["#ffffff", "#ff3030"]);
    out += polyline([[W * 0.3, H * 0.53], [W * 0.9, H * 0.53]], "#80f0ff", px * 0.6);
    for (let i = 0; i < 6; i++) out += sprite(SPRITES.lander, W * between(c.r, 0.35, 0.92), H * between(c.r, 0.22, 0.7), px * 1.4, ["#30ff30", "#ffe020"]);
    for (let i = 0; i < 4; i++) out += rect(W * between(c.r, 0.1, 0.9), H * 0.86, px, px * 3, "#ff60ff");
    return out;
  },
  river(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000");
    const lane = H / 15;
    out += rect(0, lane * 1.5, W, lane * 1.2, "#1f9e2f");
    for (let i = 0; i < 5; i++) out += rect(W * (0.06 + i * 0.2), lane * 1.9, W * 0.1, lane * 0.8, "#000814");
    out += rect(0, lane * 2.7, W, lane * 5, "#0a1a8a");
    for (let k = 0; k < 5; k++) {
      const y = lane * (2.8 + k);
      for (let i = 0; i < 3; i++) {
        const x = W * ((i * 0.38 + k * 0.17 + c.r() * 0.1) % 1) - W * 0.1;
        if (k % 2) {
          for (let t = 0; t < 3; t++) out += ellipse(x + t * lane * 1.05 + lane * 0.5, y + lane * 0.45, lane * 0.48, lane * 0.4, "#d82020") + ellipse(x + t * lane * 1.05 + lane * 0.5, y + lane * 0.45, lane * 0.3, lane * 0.24, "#1c8a2c");
        } else {
          out += rect(x, y + lane * 0.1, W * 0.3, lane * 0.75, "#8a4a1a", `rx="${r1(lane * 0.3)}"`) + rect(x + W * 0.02, y + lane * 0.35, W * 0.24, lane * 0.08, "#5a2a0a");
        }
      }
    }
    out += rect(0, lane * 7.7, W, lane * 0.9, "#5a1a8a");
    out += rect(0, lane * 8.6, W, lane * 5, "#000");
    let dash = "";
    for (let k = 1; k < 5; k++) for (let x = 0; x < W; x += W / 8) dash += `M${r1(x)} ${r1(lane * (8.6 + k))}h${r1(W / 20)}`;
    out += `<path d="${dash}" stroke="#ffffff" stroke-width="${r1(lane * 0.05)}" opacity="0.5"/>`;
    const carCols = ["#ffe020", "#ff30ff", "#30e0ff", "#ffffff", "#ff4020"];
    for (let k = 0; k < 5; k++) {
      const y = lane * (8.75 + k);
      for (let i = 0; i < 2; i++) {
        const x = W * ((i * 0.5 + k * 0.23 + c.r() * 0.2) % 1);
        out += k === 4 ? rect(x, y + lane * 0.1, W * 0.22, lane * 0.7, "#e0e0e0", `rx="${r1(lane * 0.1)}"`) : sprite(SPRITES.car, x, y + lane * 0.1, lane / 6, [carCols[k], "#202040", "#202020"], k % 2 === 0);
      }
    }
    out += rect(0, lane * 13.6, W, lane * 0.9, "#5a1a8a");
    out += sprite(SPRITES.frog, W / 2 - lane * 0.45, lane * 13.7, lane / 8, ["#30ff30", "#ffe020"]);
    return out + hud(c);
  },
  dirt(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000");
    out += rect(0, H * 0.12, W, H * 0.08, "#10103a");
    for (let i = 0; i < 4; i++) out += circle(W * (0.6 + i * 0.08), H * 0.18, W * 0.012, "#ff4060") + rect(W * (0.6 + i * 0.08) - 1, H * 0.18, 2, H * 0.02, "#30c030");
    const bands = ["#f5c542", "#e8862a", "#c2411f", "#7a2016"];
    bands.forEach((col, i) => {
      out += rect(0, H * (0.2 + i * 0.2), W, H * 0.2, col);
      let dots = "";
      for (let k = 0; k < 40; k++) {
        const x = c.r() * W;
        const y = H * (0.2 + i * 0.2) + c.r() * H * 0.2;
        dots += `M${r1(x)} ${r1(y)}h${r1(W * 0.01)}v${r1(W * 0.01)}h${r1(-W * 0.01)}z`;
      }
      out += `<path d="${dots}" fill="#000" opacity="0.25"/>`;
    });
    const tunnel = (pts: V[]) => polyline(pts, "#000", H * 0.07);
    out += tunnel([[W / 2, H * 0.2], [W / 2, H * 0.5], [W * 0.2, H * 0.5], [W * 0.2, H * 0.75]]);
    out += tunnel([[W * 0.55, H * 0.32], [W * 0.88, H * 0.32]]);
    out += tunnel([[W * 0.6, H * 0.66], [W * 0.85, H * 0.66], [W * 0.85, H * 0.86]]);
    const px = H / 110;
    out += sprite(SPRITES.digger, W / 2 - px * 3.5, H * 0.46, px, ["#ffffff", "#2050ff", "#ffd0a0"]);
    out += sprite(SPRITES.pooka, W * 0.78, H * 0.3, px, ["#ff3020", "#ffffff", "#000000"]);
    out += sprite(SPRITES.pooka, W * 0.2 - px * 3, H * 0.72, px, ["#ff3020", "#ffffff", "#000000"]);
    out += sprite(SPRITES.pooka, W * 0.7, H * 0.63, px, ["#20c040", "#ffffff", "#000000"], true);
    out += poly([[W * 0.32, H * 0.26], [W * 0.38, H * 0.24], [W * 0.41, H * 0.29], [W * 0.34, H * 0.31]], "#9a9aa8");
    return out + hud(c);
  },
  pyramid(c) {
    const { W, H, pal } = c;
    let out = rect(0, 0, W, H, "#000") + stars(c, 10);
    const rows = 6;
    const cw = W * 0.13;
    const ch = cw * 0.55;
    for (let row = 0; row < rows; row++) {
      for (let i = 0; i <= row; i++) {
        const cx = W / 2 + (i - row / 2) * cw;
        const top = H * 0.18 + row * ch * 1.55;
        const lit = c.r() < 0.45;
        out += poly([[cx, top], [cx + cw / 2, top + ch / 2], [cx, top + ch], [cx - cw / 2, top + ch / 2]], lit ? pal.accent : pal.alt);
        out += poly([[cx - cw / 2, top + ch / 2], [cx, top + ch], [cx, top + ch * 2.1], [cx - cw / 2, top + ch * 1.6]], "#4a6a8a");
        out += poly([[cx + cw / 2, top + ch / 2], [cx, top + ch], [cx, top + ch * 2.1], [cx + cw / 2, top + ch * 1.6]], "#1d2d4a");
      }
    }
    const px = H / 100;
    out += sprite(SPRITES.qbert, W / 2 + cw * 0.5 - px * 4, H * 0.18 + 2 * ch * 1.55 - px * 6, px, ["#ff8a10", "#000", "#ffffff"]);
    out += circle(W / 2 - cw, H * 0.18 + 3 * ch * 1.55 - px * 2, px * 2.5, "#ff2020");
    for (let k = 0; k < 3; k++) out += circle(W / 2 + cw * 1.5, H * 0.18 + 4 * ch * 1.55 - px * (2 + k * 3.5), px * (2.4 - k * 0.3), "#b040ff");
    out += ellipse(W * 0.1, H * 0.5, W * 0.05, H * 0.015, c.s.lin([[0, "#ff3030"], [0.5, "#ffe030"], [1, "#30a0ff"]], 0, 0, 1, 0));
    return out + hud(c);
  },
  brawler(c) {
    const { W, H, pal } = c;
    let out = rect(0, 0, W, H, c.s.lin([[0, "#1a1440"], [1, pal.mainDeep]]));
    let x = 0;
    while (x < W) {
      const w = W * between(c.r, 0.15, 0.28);
      const h = H * between(c.r, 0.35, 0.55);
      const col = pick(c.r, [pal.mainDark, pal.altDark, "#5a3a2a", "#3a4a5a"]);
      out += rect(x, H * 0.62 - h, w - W * 0.01, h, col);
      let win = "";
      for (let wy = H * 0.62 - h + H * 0.04; wy < H * 0.58; wy += H * 0.07) for (let wx = x + W * 0.02; wx < x + w - W * 0.04; wx += W * 0.05) if (c.r() < 0.7) win += `M${r1(wx)} ${r1(wy)}h${r1(W * 0.025)}v${r1(H * 0.035)}h${r1(-W * 0.025)}z`;
      out += `<path d="${win}" fill="${pick(c.r, ["#ffe9a0", "#a0e0ff"])}" opacity="0.8"/>`;
      x += w;
    }
    out += rect(0, H * 0.62, W, H * 0.08, "#8a8a96") + rect(0, H * 0.7, W, H * 0.3, "#3a3a46");
    for (let i = 0; i < 6; i++) out += rect(W * (i / 6), H * 0.84, W * 0.08, H * 0.012, "#e0c040");
    const px = H / 60;
    const heroes = /TMNT|TURTLE/.test(c.title)
      ? [["#3cb043", "#3050ff", "#8a5a2a"], ["#3cb043", "#ff3030", "#8a5a2a"]]
      : [["#ffd040", pal.main, "#2040a0"], ["#ffd0a0", pal.alt, "#303030"]];
    out += sprite(SPRITES.person, W * 0.18, H * 0.68, px, heroes[0]) + sprite(SPRITES.person, W * 0.34, H * 0.74, px, heroes[1]);
    out += sprite(SPRITES.person, W * 0.6, H * 0.7, px, ["#d0a0ff", "#7030a0", "#202020"], true) + sprite(SPRITES.person, W * 0.76, H * 0.66, px, ["#d0a0ff", "#7030a0", "#202020"], true);
    for (let i = 0; i < 4; i++) {
      out += rect(W * (0.03 + i * 0.245), H * 0.03, W * 0.05, H * 0.06, ["#3cb043", "#ff3030", "#3050ff", "#ffa020"][i]);
      out += rect(W * (0.09 + i * 0.245), H * 0.05, W * 0.15, H * 0.025, "#ffe040");
    }
    return out;
  },
  racing(c) {
    const { W, H, pal } = c;
    const hz = H * 0.42;
    const suburb = /PAPER/.test(c.title);
    let out = rect(0, 0, W, hz, c.s.lin([[0, "#2a70d0"], [1, "#9ad0ff"]]));
    if (suburb) {
      for (let i = 0; i < 6; i++) {
        const hx = W * (i < 3 ? 0.02 + i * 0.12 : 0.62 + (i - 3) * 0.12);
        const col = pick(c.r, ["#f0e0c0", "#c0d8f0", "#f0c0c0"]);
        out += rect(hx, hz - H * 0.08, W * 0.1, H * 0.08, col) + poly([[hx - W * 0.01, hz - H * 0.08], [hx + W * 0.05, hz - H * 0.13], [hx + W * 0.11, hz - H * 0.08]], "#8a3a2a") + rect(hx + W * 0.04, hz - H * 0.04, W * 0.02, H * 0.04, "#5a3a1a");
      }
    } else {
      out += poly([[0, hz], [W * 0.15, hz - H * 0.12], [W * 0.3, hz - H * 0.05], [W * 0.5, hz - H * 0.16], [W * 0.7, hz - H * 0.06], [W * 0.85, hz - H * 0.13], [W, hz]], "#5a6a8a");
    }
    out += rect(0, hz, W, H - hz, suburb ? "#3a9a3a" : "#2a8a2a");
    for (let k = 0; k < 8; k++) {
      const y1 = hz + (H - hz) * (k / 8) ** 2;
      const y2 = hz + (H - hz) * ((k + 0.5) / 8) ** 2;
      out += rect(0, y1, W, y2 - y1, suburb ? "#349034" : "#248024");
    }
    const road = (t: number, side: number, extra = 0) => W / 2 + side * (W * 0.03 + (W * 0.48 + extra) * t);
    out += poly([[road(0, -1), hz], [road(0, 1), hz], [road(1, 1), H], [road(1, -1), H]], suburb ? "#6a6a72" : "#50505a");
    for (let k = 0; k < 10; k++) {
      const t1 = (k / 10) ** 2;
      const t2 = ((k + 0.5) / 10) ** 2;
      const y1 = hz + (H - hz) * t1;
      const y2 = hz + (H - hz) * t2;
      for (const side of [-1, 1]) {
        out += poly([[road(t1, side), y1], [road(t1, side, W * 0.05), y1], [road(t2, side, W * 0.05), y2], [road(t2, side), y2]], k % 2 ? "#ffffff" : "#e02020");
      }
      out += poly([[W / 2 - W * 0.004 * (1 + t1 * 4), y1], [W / 2 + W * 0.004 * (1 + t1 * 4), y1], [W / 2 + W * 0.004 * (1 + t2 * 4), y2], [W / 2 - W * 0.004 * (1 + t2 * 4), y2]], "#ffffff");
    }
    const px = H / 70;
    if (suburb) {
      out += sprite(SPRITES.person, W * 0.46, H * 0.66, px, ["#ffd0a0", pal.main, "#303060"]);
      out += circle(W * 0.47, H * 0.88, px * 1.6, "none", `stroke="#202020" stroke-width="${r1(px * 0.6)}"`) + circle(W * 0.53, H * 0.88, px * 1.6, "none", `stroke="#202020" stroke-width="${r1(px * 0.6)}"`);
    } else {
      out += sprite(SPRITES.car, W / 2 - px * 5, H * 0.8, px, ["#e01010", "#202020", "#101010"]);
      out += sprite(SPRITES.car, W * 0.54, H * 0.5, px * 0.4, ["#1040e0", "#202020", "#101010"]);
    }
    return out + hud(c);
  },
  city(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, c.s.lin([[0, "#2a1a5a"], [1, "#ff8a5a"]]));
    const bld = [[0.05, 0.35, 0.22], [0.32, 0.2, 0.26], [0.64, 0.3, 0.3]];
    for (const [x, top, w] of bld) {
      out += rect(W * x, H * top, W * w, H * (0.85 - top), pick(c.r, ["#8a8aa0", "#a08a7a", "#7a9aa0"]));
      let win = "";
      let broken = "";
      for (let wy = H * (top + 0.04); wy < H * 0.8; wy += H * 0.07) {
        for (let wx = W * (x + 0.02); wx < W * (x + w - 0.04); wx += W * 0.05) {
          const d = `M${r1(wx)} ${r1(wy)}h${r1(W * 0.03)}v${r1(H * 0.04)}h${r1(-W * 0.03)}z`;
          if (c.r() < 0.2) broken += d;
          else win += d;
        }
      }
      out += `<path d="${win}" fill="#ffe9a0"/><path d="${broken}" fill="#101018"/>`;
    }
    out += rect(0, H * 0.85, W, H * 0.15, "#303038");
    const px = H / 55;
    out += sprite(SPRITES.monster, W * 0.26, H * 0.28, px, ["#7a5a2a", "#c8a060", "#ffffff"]);
    out += sprite(SPRITES.monster, W * 0.7, H * 0.5, px * 0.9, ["#a0a0a0", "#e0e0e0", "#ff2020"], true);
    out += rect(W * 0.8, H * 0.1, W * 0.08, H * 0.03, "#404050") + rect(W * 0.74, H * 0.09, W * 0.2, H * 0.006, "#202028");
    return out + hud(c);
  },
  dungeon(c) {
    const { W, H } = c;
    const cell = W / 16;
    let out = rect(0, 0, W, H, "#2a1a10");
    let tiles = "";
    for (let y = 0; y < H; y += cell) for (let x = (y / cell) % 2 ? 0 : cell; x < W; x += cell * 2) tiles += `M${r1(x)} ${r1(y)}h${r1(cell)}v${r1(cell)}h${r1(-cell)}z`;
    out += `<path d="${tiles}" fill="#3a2616"/>`;
    const walls = [[0, 3, 16, 1], [0, 3, 1, 12], [15, 3, 1, 12], [4, 6, 6, 1], [4, 6, 1, 5], [12, 6, 1, 6], [7, 9, 4, 1], [0, 14, 16, 1]];
    for (const [x, y, w, h] of walls) {
      out += rect(x * cell, y * cell, w * cell, h * cell, "#b08a50") + rect(x * cell, y * cell, w * cell, cell * 0.2, "#e0c080");
    }
    const px = cell / 9;
    for (let i = 0; i < 9; i++) out += sprite(SPRITES.ghost, cell * between(c.r, 1.5, 14), cell * between(c.r, 4.5, 13), px, ["#c8c8d0", "#ffffff", "#202020"]);
    ["#e03030", "#3050e0", "#e0c020", "#30b040"].forEach((col, i) => (out += sprite(SPRITES.person, cell * (6 + i * 1.3), cell * 11.5, px * 1.1, ["#ffd0a0", col, "#402010"])));
    out += rect(cell * 13.2, cell * 4.2, cell * 1.4, cell * 1.4, "#101010", `stroke="#e0c080" stroke-width="${r1(px)}"`);
    return out + hud(c);
  },
};

/** The picture on an arcade monitor, W x H (landscape or portrait). */
export function arcadeScene(s: Svg, scene: ArcadeScene, W: number, H: number, pal: Palette, seed: string, title: string) {
  return SCENES[scene]({ s, W, H, pal, r: rng(`${seed}:screen`), title });
}

/** A characteristic sprite for side art and marquees. */
function sceneIcon(scene: ArcadeScene, pal: Palette): { bmp: readonly string[]; colors: string[] } {
  switch (scene) {
    case "maze": return { bmp: SPRITES.ghost, colors: ["#ff2d2d", "#ffffff", "#1b3bff"] };
    case "invaders": return { bmp: SPRITES.bee, colors: [pal.accent, "#ff4a5a", "#fff"] };
    case "girders": case "city": return { bmp: SPRITES.monster, colors: ["#8a3b12", "#f2b27a", "#ffffff"] };
    case "fighter": return { bmp: SPRITES.fighter, colors: ["#f0b483", "#ffffff", "#d02020"] };
    case "joust": return { bmp: SPRITES.rider, colors: ["#ffe040", "#a0c8ff", "#ffffff"] };
    case "river": return { bmp: SPRITES.frog, colors: ["#30ff30", "#ffe020"] };
    case "dirt": return { bmp: SPRITES.pooka, colors: ["#ff3020", "#ffffff", "#000000"] };
    case "pyramid": return { bmp: SPRITES.qbert, colors: ["#ff8a10", "#000", "#ffffff"] };
    case "bugs": return { bmp: SPRITES.mushroom, colors: [pal.alt, pal.accent, "#ff40a0"] };
    case "swarm": case "terrain": return { bmp: SPRITES.lander, colors: ["#30ff30", "#ffe020"] };
    case "dungeon": return { bmp: SPRITES.ghost, colors: ["#c8c8d0", "#ffffff", "#202020"] };
    case "racing": return { bmp: SPRITES.car, colors: ["#e01010", "#202020", "#101010"] };
    case "brawler": case "court": return { bmp: SPRITES.person, colors: ["#ffd0a0", pal.main, "#203060"] };
    default: return { bmp: SPRITES.ship, colors: ["#ffffff", "#ff3030"] };
  }
}

// ── a pinhole camera looking along +z (x right, y up, z away), no tilt ──────
export type Cam = { x: number; y: number; dist: number; f: number; cx: number; cy: number };
type P3 = [number, number, number];

export function project(c: Cam, x: number, y: number, z: number): V {
  const s = c.f / (z + c.dist);
  return [c.cx + (x - c.x) * s, c.cy + (c.y - y) * s];
}

/** Picks focal length and centre so the given world points fill `box` (on a W x H canvas). */
export function fitCamera(base: { x: number; y: number; dist: number }, pts: P3[], box: { x: number; y: number; w: number; h: number }): Cam {
  const c0: Cam = { ...base, f: 1, cx: 0, cy: 0 };
  const p = pts.map(([x, y, z]) => project(c0, x, y, z));
  const xs = p.map((q) => q[0]);
  const ys = p.map((q) => q[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const f = Math.min(box.w / (maxX - minX), box.h / (maxY - minY));
  return { ...base, f, cx: box.x + box.w / 2 - (f * (minX + maxX)) / 2, cy: box.y + box.h / 2 - (f * (minY + maxY)) / 2 };
}

const r4 = (v: number) => Math.round(v * 10000) / 10000;

/** SVG matrix mapping a local w x h rectangle onto the parallelogram p0 (0,0), p1 (w,0), p2 (0,h). */
export function affine(p0: V, p1: V, p2: V, w: number, h: number) {
  return `matrix(${r4((p1[0] - p0[0]) / w)} ${r4((p1[1] - p0[1]) / w)} ${r4((p2[0] - p0[0]) / h)} ${r4((p2[1] - p0[1]) / h)} ${r1(p0[0])} ${r1(p0[1])})`;
}
const along = (p0: V, p1: V, p2: V, w: number, h: number, u: number, v: number): V => [
  p0[0] + ((p1[0] - p0[0]) * u) / w + ((p2[0] - p0[0]) * v) / h,
  p0[1] + ((p1[1] - p0[1]) * u) / w + ((p2[1] - p0[1]) * v) / h,
];
/** Positive when a polygon faces the camera (clockwise on screen). */
const facing = (pts: V[]) => pts.reduce((a, p, i) => a + p[0] * pts[(i + 1) % pts.length][1] - pts[(i + 1) % pts.length][0] * p[1], 0) > 0;

// ── room: wall, glow, neon strip, floor grid ───────────────────────────────
export function backdrop(s: Svg, pal: Palette, r: Rng, floorY: number, o: { glowX?: number; grid?: boolean } = {}) {
  const W = s.width;
  const H = s.height;
  const gx = o.glowX ?? W / 2;
  let out = rect(0, 0, W, H, s.lin([[0, pal.bgTop], [1, pal.bgBottom]]));
  let dots = "";
  for (let i = 0; i < 70; i++) {
    const sz = r() < 0.8 ? 2.5 : 4.5;
    dots += `M${r1(r() * W)} ${r1(r() * floorY * 0.9)}h${sz}v${sz}h${-sz}z`;
  }
  out += `<path d="${dots}" fill="#ffffff" opacity="0.35"/>`;
  // Linear, not radial: radial gradients over the whole canvas dominate render time.
  out += rect(0, 0, W, floorY, s.lin([[0, pal.main, 0], [0.5, pal.main, 0.45], [1, pal.main, 0]], gx / W - 0.45, 0, gx / W + 0.45, 0));
  out += rect(0, floorY * 0.35, W, floorY * 0.65, s.lin([[0, pal.mainDark, 0], [1, pal.mainDark, 0.35]]));
  const neonY = floorY * 0.3;
  out += rect(0, neonY - 14, W, 28, s.lin([[0, pal.alt, 0], [0.5, pal.alt, 0.25], [1, pal.alt, 0]], 0, 0, 1, 0));
  out += rect(0, neonY - 2.5, W, 5, s.lin([[0, pal.altLight, 0.1], [0.5, pal.altLight, 0.95], [1, pal.altLight, 0.1]], 0, 0, 1, 0));
  out += rect(0, neonY + 16, W, 3, s.lin([[0, pal.main, 0], [0.5, pal.mainLight, 0.7], [1, pal.main, 0]], 0, 0, 1, 0));
  out += rect(0, floorY, W, H - floorY, s.lin([[0, pal.floor], [1, "#000000"]]));
  if (o.grid !== false) {
    let grid = "";
    for (let i = -16; i <= 16; i++) grid += `M${r1(gx + i * 70)} ${r1(floorY)}L${r1(gx + i * 300)} ${r1(H)}`;
    for (let k = 1; k <= 8; k++) grid += `M0 ${r1(floorY + (H - floorY) * (k / 8) ** 1.7)}H${W}`;
    out += `<path d="${grid}" stroke="${pal.alt}" stroke-width="2" opacity="0.22"/>`;
  }
  out += rect(0, floorY - 3, W, 6, s.lin([[0, pal.main, 0], [0.5, pal.mainLight, 0.6], [1, pal.main, 0]], 0, 0, 1, 0));
  return out;
}

/** Soft contact shadow on the floor. */
function floorShadow(s: Svg, c: V, rx: number, ry: number, opacity = 0.65) {
  return ellipse(c[0], c[1], rx, ry, s.radBox([[0, "#000", opacity], [1, "#000", 0]]));
}

// ── arcade cabinet: side profile (z, y) extruded across the width ──────────
const AW = 500;
const AD = 660;
const APROF: V[] = [[60, 1400], [60, 1180], [150, 1160], [90, 800], [-60, 740], [-60, 660], [20, 640], [20, 0]];
type ArcadeArt = Extract<DemoArt, { kind: "arcade" }>;

export const ARCADE_BOUNDS: P3[] = [[-AW / 2, 0, -60], [AW / 2, 0, -60], [-AW / 2, 1400, 60], [AW / 2, 1400, 60], [-AW / 2, 0, AD], [-AW / 2, 1400, AD], [AW / 2, 1400, AD]];

/** Projection of a machine standing at (ox, oz), turned `yaw` radians about the vertical axis. */
function placeAt(cam: Cam, ox: number, oz: number, yaw: number) {
  const c = Math.cos(yaw);
  const sn = Math.sin(yaw);
  return (x: number, y: number, z: number) => project(cam, ox + x * c + z * sn, y, oz - x * sn + z * c);
}

export function arcadeCabinet(s: Svg, cam: Cam, ox: number, oz: number, pal: Palette, art: ArcadeArt, seed: string, dim = false, yaw = 0) {
  const P = placeAt(cam, ox, oz, yaw);
  const L = -AW / 2;
  const R = AW / 2;
  let out = "";

  // The inside of a side panel shows through the recesses when the cabinet is seen turned away.
  for (const side of [L, R]) {
    const pts: V[] = [P(side, 1400, AD), ...APROF.map(([z, y]) => P(side, y, z)), P(side, 0, AD)];
    if (facing(pts) !== (side === L)) out += poly(pts, "#0b0a0e");
  }
  for (const side of [L, R]) {
    const pts: V[] = [P(side, 1400, AD), ...APROF.map(([z, y]) => P(side, y, z)), P(side, 0, AD)];
    if (facing(pts) !== (side === L)) continue;
    out += poly(pts, dim ? pal.bodyDark : s.lin([[0, pal.bodyLight], [1, pal.bodyDark]]));
    if (dim) continue;
    const clip = s.clip(pathOf(pts));
    const S = (z: number, y: number) => P(side, y, z);
    let artOut = poly([S(-80, 260), S(AD, 620), S(AD, 800), S(-80, 520)], pal.main);
    artOut += poly([S(-80, 560), S(AD, 860), S(AD, 920), S(-80, 640)], pal.alt);
    artOut += poly([S(-80, 170), S(AD, 470), S(AD, 500), S(-80, 210)], pal.accent, `opacity="0.8"`);
    const icon = sceneIcon(art.scene, pal);
    const iw = icon.bmp[0].length;
    const ih = icon.bmp.length;
    const size = 330;
    const px = size / Math.max(iw, ih);
    const zA = side === L ? 560 : 200;
    const zB = side === L ? 200 : 560;
    const m = affine(S(zA, 1330), S(zB, 1330), S(zA, 1000), 360, 330);
    artOut += `<g transform="${m}">${sprite(icon.bmp, (360 - iw * px) / 2, (330 - ih * px) / 2, px, icon.colors)}</g>`;
    out += `<g clip-path="${clip}">${artOut}</g>`;
    out += poly(pts, s.lin([[0, "#000", 0], [1, "#000", 0.35]], side === L ? 1 : 0, 0, side === L ? 0 : 1, 0));
  }

  const face = (i: number) => {
    const [z1, y1] = APROF[i];
    const [z2, y2] = APROF[i + 1];
    const len = Math.hypot(z2 - z1, y2 - y1);
    const p0 = P(L, y1, z1);
    const p1 = P(R, y1, z1);
    const p2 = P(L, y2, z2);
    const pts: V[] = [p0, p1, P(R, y2, z2), p2];
    return { pts, len, p0, p1, p2, m: affine(p0, p1, p2, AW, len), visible: facing(pts) };
  };

  const drawFace = (i: number) => {
    const f = face(i);
    if (!f.visible) return "";
    const g = (inner: string) => `<g transform="${f.m}"><g clip-path="${s.clipRect(0, 0, AW, f.len)}">${inner}</g></g>`;
    switch (i) {
      case 0: {
        if (dim) return poly(f.pts, s.lin([[0, pal.mainDark], [0.5, pal.main], [1, pal.mainDark]]), `opacity="0.8"`);
        let inner = rect(0, 0, AW, f.len, s.lin([[0, pal.mainDeep], [0.5, pal.mainDark], [1, pal.mainDeep]]));
        let rays = "";
        for (let k = 0; k < 14; k++) {
          const a = (k / 14) * Math.PI * 2;
          const b = a + Math.PI / 14;
          rays += `M250 ${r1(f.len / 2)}L${r1(250 + Math.cos(a) * 400)} ${r1(f.len / 2 + Math.sin(a) * 400)}L${r1(250 + Math.cos(b) * 400)} ${r1(f.len / 2 + Math.sin(b) * 400)}Z`;
        }
        inner += `<path d="${rays}" fill="${pal.main}" opacity="0.45"/>`;
        inner += ellipse(250, f.len / 2, 230, 90, s.radBox([[0, pal.mainLight, 0.7], [1, pal.mainLight, 0]]));
        const icon = sceneIcon(art.scene, pal);
        const ipx = (f.len * 0.5) / icon.bmp.length;
        inner += sprite(icon.bmp, 18, f.len * 0.25, ipx, icon.colors) + sprite(icon.bmp, AW - 18 - icon.bmp[0].length * ipx, f.len * 0.25, ipx, icon.colors, true);
        const margin = 28 + icon.bmp[0].length * ipx;
        inner += pixelTitle(art.title, { x: margin, y: 24, w: AW - 2 * margin, h: f.len - 48 }, { fill: pal.accent, outline: "#12061c", shadow: "#12061c", maxPx: 17 });
        inner += rect(0, 0, AW, 10, "#d8d8e0") + rect(0, f.len - 10, AW, 10, "#8a8a94");
        return g(inner);
      }
      case 1:
        return poly(f.pts, pal.bodyDark) + g(rect(20, f.len * 0.4, AW - 40, f.len * 0.25, pal.mainLight, `opacity="0.25"`));
      case 2: {
        if (dim) return poly(f.pts, "#07070c") + g(rect(60, 40, 380, f.len - 80, s.lin([[0, pal.alt, 0.5], [1, pal.altDark, 0.3]]), `rx="20"`));
        const crt = { x: 48, y: (f.len - 306) / 2, w: 404, h: 306 };
        let inner = rect(0, 0, AW, f.len, "#0b0b12");
        inner += rect(crt.x - 22, crt.y - 18, crt.w + 44, crt.h + 36, "none", `rx="30" stroke="${pal.main}" stroke-width="6"`);
        inner += rect(crt.x - 12, crt.y - 8, crt.w + 24, crt.h + 16, "none", `rx="26" stroke="${pal.alt}" stroke-width="3"`);
        const clip = s.clipRect(crt.x, crt.y, crt.w, crt.h, 26);
        let picture: string;
        if (art.vertical) {
          const sw = crt.h * 0.75;
          const tf = `translate(${r1(crt.x + (crt.w - sw) / 2)} ${r1(crt.y)}) scale(${r4(crt.h / 320)})`;
          picture = rect(crt.x, crt.y, crt.w, crt.h, "#000") + `<g transform="${tf}">${arcadeScene(s, art.scene, 240, 320, pal, seed, art.title)}</g>`;
        } else {
          picture = `<g transform="translate(${r1(crt.x)} ${r1(crt.y)}) scale(${r4(crt.w / 320)} ${r4(crt.h / 240)})">${arcadeScene(s, art.scene, 320, 240, pal, seed, art.title)}</g>`;
        }
        inner += `<g clip-path="${clip}">${picture}</g>`;
        inner += rect(crt.x, crt.y, crt.w, crt.h, s.rad([[0.55, "#000", 0], [1, "#000", 0.55]], crt.x + crt.w / 2, crt.y + crt.h / 2, crt.w * 0.62), `rx="26"`);
        inner += poly([[crt.x + 10, crt.y + 10], [crt.x + crt.w * 0.55, crt.y + 10], [crt.x + 10, crt.y + crt.h * 0.6]], "#ffffff", `opacity="0.07"`);
        return g(inner);
      }
      case 3: {
        if (dim) return poly(f.pts, pal.bodyDark);
        let inner = rect(0, 0, AW, f.len, s.lin([[0, pal.altDark], [1, pal.alt]]));
        inner += rect(0, f.len - 12, AW, 12, pal.accent) + rect(0, 0, AW, 6, "#000", `opacity="0.4"`);
        for (let k = 0; k < 5; k++) inner += circle(40 + k * 105, 30 + (k % 2) * 80, 28, pal.altLight, `opacity="0.15"`);
        return g(inner);
      }
      case 4:
        return poly(f.pts, dim ? "#050508" : pal.bodyDark) + (dim ? "" : g(rect(0, 18, AW, 8, pal.main, `opacity="0.8"`)));
      case 5:
        return poly(f.pts, "#060609");
      default: {
        if (dim) return poly(f.pts, pal.bodyDark, `opacity="0.95"`);
        let inner = rect(0, 0, AW, f.len, s.lin([[0, pal.body], [1, pal.bodyDark]]));
        inner += rect(165, 70, 170, 230, s.lin([[0, "#4a4a52"], [1, "#26262c"]]), `rx="6" stroke="#6a6a74" stroke-width="4"`);
        for (const cx of [210, 290]) {
          inner += rect(cx - 24, 95, 48, 80, "#9a9aa4", `rx="4"`) + rect(cx - 3, 108, 6, 34, "#111") + rect(cx - 12, 150, 24, 18, "#ff3b30", `rx="2"`);
          inner += circle(cx, 159, 26, s.radBox([[0, "#ff5a40", 0.55], [1, "#ff5a40", 0]]));
        }
        inner += rect(228, 215, 44, 10, "#111", `rx="3"`);
        inner += rect(0, f.len - 50, AW, 50, "#0a0a0e") + rect(0, f.len - 50, AW, 4, "#2a2a32");
        return g(inner);
      }
    }
  };

  for (const i of [1, 2, 0, 6, 5, 4, 3]) out += drawFace(i);

  // controls on the control panel
  const cp = face(3);
  if (!dim && cp.visible) {
    const at = (u: number, v: number) => along(cp.p0, cp.p1, cp.p2, AW, cp.len, u, v);
    const sc = Math.hypot(cp.p1[0] - cp.p0[0], cp.p1[1] - cp.p0[1]) / AW;
    const players = art.players ?? 1;
    const sticks = players === 4 ? [60, 180, 300, 420] : players === 2 ? [95, 315] : [170];
    const buttons = art.scene === "fighter" ? 6 : players === 4 ? 2 : 3;
    const items: Array<{ v: number; draw: () => string }> = [];
    const btnColors = [pal.main, pal.accent, pal.alt, "#f4f4f4", "#ff3b30", "#2d7bff"];
    const s2 = players === 4 ? 0.8 : 1;
    sticks.forEach((u, pi) => {
      items.push({
        v: 95,
        draw: () => {
          const [bx, by] = at(u, 95);
          const k = sc * s2;
          return (
            ellipse(bx, by, 24 * k, 9 * k, "#0a0a0a") +
            rect(bx - 4 * k, by - 78 * k, 8 * k, 78 * k, s.lin([[0, "#777"], [0.5, "#eee"], [1, "#666"]], 0, 0, 1, 0)) +
            circle(bx, by - 80 * k, 21 * k, s.radBox([[0, "#ffffff"], [0.25, players === 4 ? btnColors[pi] : "#e8202a"], [1, "#3a0508"]], 0.35, 0.3))
          );
        },
      });
      for (let b = 0; b < buttons; b++) {
        const col = b % 3;
        const row = Math.floor(b / 3);
        const bu = u + (players === 4 ? 42 + b * 30 : 62 + col * 40);
        const bv = (players === 4 ? 88 - b * 10 : 70 - (col === 1 ? 8 : 0)) + row * 42;
        items.push({
          v: bv,
          draw: () => {
            const [bx, by] = at(bu, bv);
            const k = sc * s2;
            const color = players === 4 ? btnColors[pi % btnColors.length] : btnColors[b % btnColors.length];
            return ellipse(bx, by, 15 * k, 6 * k, "#111") + rect(bx - 15 * k, by - 7 * k, 30 * k, 7 * k, "#1a1a1a") + ellipse(bx, by - 7 * k, 15 * k, 6 * k, color) + ellipse(bx - 4 * k, by - 9 * k, 6 * k, 2.2 * k, "#fff", `opacity="0.55"`);
          },
        });
      }
    });
    for (const u of players === 1 ? [330] : [235, 265]) {
      items.push({ v: 28, draw: () => { const [bx, by] = at(u, 28); return ellipse(bx, by, 9 * sc, 3.5 * sc, "#f4f4f4"); } });
    }
    items.sort((a, b) => a.v - b.v).forEach((it) => (out += it.draw()));
  }

  // T-molding along both front edges
  if (!dim) {
    const sc0 = cam.f / (oz + 40 + cam.dist);
    for (const side of [L, R]) out += polyline(APROF.map(([z, y]) => P(side, y, z)), pal.accent, 9 * sc0, `opacity="0.95"`);
  }
  return out;
}

// ── pinball playfield, drawn through a mapper (3D view or flat close-up) ───
/** u: -245..245 across, v: 0 (flippers) .. 1000 (top arch); h lifts above the wood. */
export type PfMap = { pt: (u: number, v: number, h?: number) => V; ell: (u: number, v: number, r: number, h?: number) => [number, number, number, number] };

const mirrorU = (pts: Array<[number, number]>) => pts.map(([u, v]) => [-u, v] as [number, number]);

function capsule(a: [number, number], b: [number, number], ra: number, rb: number) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  const ang = Math.atan2(dy, dx);
  const pts: Array<[number, number]> = [];
  for (let k = 0; k <= 6; k++) {
    const t = ang - Math.PI / 2 + (k / 6) * Math.PI;
    pts.push([b[0] + Math.cos(t) * rb, b[1] + Math.sin(t) * rb]);
  }
  for (let k = 0; k <= 6; k++) {
    const t = ang + Math.PI / 2 + (k / 6) * Math.PI;
    pts.push([a[0] + Math.cos(t) * ra, a[1] + Math.sin(t) * ra]);
  }
  return len ? pts : [];
}

export function playfield(s: Svg, m: PfMap, pal: Palette, seed: string, ball: [number, number] = [70, 380]) {
  const r = rng(`${seed}:pf`);
  const P = (pts: Array<[number, number]>, h = 0) => pts.map(([u, v]) => m.pt(u, v, h));
  const E = (u: number, v: number, rad: number, fill: string, h = 0, extra = "") => {
    const [cx, cy, rx, ry] = m.ell(u, v, rad, h);
    return ellipse(cx, cy, rx, ry, fill, extra);
  };
  const outline: Array<[number, number]> = [[-245, 0], [245, 0], [245, 1000], [-245, 1000]];
  const base = P(outline);
  const [gx0, gy0] = m.pt(0, 0);
  const [gx1, gy1] = m.pt(0, 1000);
  let out = poly(base, s.lin([[0, pal.mainDeep], [0.55, pal.mainDark], [1, pal.mainDeep]], gx0, gy0, gx1, gy1, true));
  // artwork printed on the wood
  let art = "";
  const [cu, cv] = [0, 600];
  for (let k = 0; k < 18; k++) {
    const a = (k / 18) * Math.PI * 2;
    const b = a + Math.PI / 18;
    art += poly(P([[cu, cv], [cu + Math.cos(a) * 700, cv + Math.sin(a) * 700], [cu + Math.cos(b) * 700, cv + Math.sin(b) * 700]]), k % 2 ? pal.main : pal.alt, `opacity="0.16"`);
  }
  const ring = (rad: number, fill: string, op: number) => {
    const pts: Array<[number, number]> = [];
    for (let k = 0; k < 28; k++) pts.push([cu + Math.cos((k / 28) * Math.PI * 2) * rad, cv + Math.sin((k / 28) * Math.PI * 2) * rad]);
    return poly(P(pts), fill, `opacity="${op}"`);
  };
  art += ring(210, pal.alt, 0.18) + ring(130, pal.accent, 0.18);
  art += poly(P([[-245, 120], [-60, 330], [-60, 380], [-245, 170]]), pal.accent, `opacity="0.25"`);
  art += poly(P(mirrorU([[-245, 120], [-60, 330], [-60, 380], [-245, 170]])), pal.accent, `opacity="0.25"`);
  out += `<g clip-path="${s.clip(pathOf(base))}">${art}</g>`;

  // top arch corners and wire guide
  const arc: Array<[number, number]> = [];
  for (let k = 0; k <= 16; k++) {
    const t = Math.PI - (k / 16) * Math.PI;
    const u = Math.cos(t) * 245;
    const v = 790 + Math.sin(t) * 245;
    arc.push([u, Math.min(v, 1000)]);
  }
  out += poly(P([[-245, 1000], ...arc.slice(0, 9)]), "#0b0a10") + poly(P([[245, 1000], ...arc.slice(8).reverse()]), "#0b0a10");
  out += polyline(P(arc), "#d8d8e0", m.ell(0, 900, 5)[2]);

  // inserts (lit ones glow)
  const inserts: Array<[number, number, string]> = [];
  for (let k = 0; k < 5; k++) inserts.push([0, 300 + k * 52, pick(r, [pal.accent, pal.alt, "#ffffff", pal.main])]);
  for (let k = 0; k < 4; k++) inserts.push([-95 - k * 14, 420 + k * 46, pal.accent], [95 + k * 14, 400 + k * 46, pal.alt]);
  for (const [u, v, col] of inserts) {
    const lit = r() < 0.6;
    if (lit) out += E(u, v, 34, s.radBox([[0, col, 0.55], [1, col, 0]]));
    out += E(u, v, 13, lit ? col : "#2a2630", 0, `stroke="#000" stroke-opacity="0.4" stroke-width="${r1(m.ell(u, v, 2)[2])}"`);
    if (lit) out += E(u - 4, v + 4, 4, "#ffffff", 0, `opacity="0.7"`);
  }
  for (const side of [-1, 1]) {
    for (let k = 0; k < 3; k++) {
      const v = 560 + k * 40;
      out += poly(P([[side * 150, v + 30], [side * 168, v], [side * 132, v]]), k === 0 ? pal.accent : "#3a2f3a");
    }
  }

  // lane guides, inlanes, outlanes
  const metal = "#dcdce4";
  const w = (u: number, v: number, px: number) => m.ell(u, v, px)[2];
  for (const side of [-1, 1]) {
    out += polyline(P([[side * 212, 360], [side * 212, 205], [side * 122, 142]]), metal, w(side * 200, 250, 6));
    out += polyline(P([[side * 245, 420], [side * 232, 300], [side * 232, 200]]), metal, w(side * 230, 300, 5));
  }
  for (const u of [-90, -30, 30, 90]) out += polyline(P([[u, 880], [u, 950]]), metal, w(u, 900, 7));
  for (const u of [-60, 0, 60]) out += E(u, 915, 10, pal.accent, 0, `opacity="0.9"`);

  // slingshots
  for (const side of [-1, 1]) {
    const tri: Array<[number, number]> = [[side * 198, 330], [side * 198, 215], [side * 132, 180]];
    out += poly(P(tri), "#f4f4f4") + poly(P(tri, 18), pal.main, `opacity="0.92"`);
    out += polyline(P([tri[0], tri[2]], 8), "#f8f8f8", w(side * 165, 260, 7));
    out += E(side * 165, 205, 7, "#ffe9b0", 0);
  }

  // drop targets and standups
  for (let k = 0; k < 3; k++) {
    const v = 600 + k * 38;
    out += poly([m.pt(-222, v), m.pt(-222, v + 28), m.pt(-222, v + 28, 30), m.pt(-222, v, 30)], pal.accent) + poly([m.pt(-222, v, 30), m.pt(-222, v + 28, 30), m.pt(-214, v + 28, 30), m.pt(-214, v, 30)], "#fff", `opacity="0.6"`);
  }
  for (const u of [-40, 0, 40]) out += poly([m.pt(u - 12, 690), m.pt(u + 12, 690), m.pt(u + 12, 690, 28), m.pt(u - 12, 690, 28)], pal.alt);

  // pop bumpers
  // Each machine gets its own layout: bumper cluster position and which ramps it has.
  const bu = between(r, -50, 50);
  const bv = between(r, -40, 30);
  const ramps = pick(r, ["both", "both", "left", "right"] as const);
  for (const [u, v] of [[bu - 72, bv + 760], [bu + 72, bv + 760], [bu, bv + 845]] as Array<[number, number]>) {
    out += E(u, v, 52, s.radBox([[0, pal.accent, 0.5], [1, pal.accent, 0]]));
    out += E(u, v, 44, "#f2f2f2");
    const [cx0, cy0, rx0] = m.ell(u, v, 34, 0);
    const [cx1, cy1, rx1] = m.ell(u, v, 34, 40);
    out += poly([[cx0 - rx0, cy0], [cx0 + rx0, cy0], [cx1 + rx1, cy1], [cx1 - rx1, cy1]], pal.altDark);
    out += E(u, v, 34, pal.alt, 40) + E(u, v, 22, "#ffffff", 40) + E(u, v, 12, pal.main, 40);
  }

  // ramps: translucent plastic on wire posts
  const ramp = (ctrl: Array<[number, number]>, hMax: number) => {
    const pts: Array<[number, number, number]> = [];
    for (let k = 0; k <= 14; k++) {
      const t = k / 14;
      const a = 1 - t;
      const u = a * a * a * ctrl[0][0] + 3 * a * a * t * ctrl[1][0] + 3 * a * t * t * ctrl[2][0] + t * t * t * ctrl[3][0];
      const v = a * a * a * ctrl[0][1] + 3 * a * a * t * ctrl[1][1] + 3 * a * t * t * ctrl[2][1] + t * t * t * ctrl[3][1];
      pts.push([u, v, hMax * Math.min(1, t * 2.2)]);
    }
    const left: V[] = [];
    const right: V[] = [];
    pts.forEach(([u, v, h], i) => {
      const [u2, v2] = pts[Math.min(i + 1, pts.length - 1)];
      const [u1, v1] = pts[Math.max(i - 1, 0)];
      const len = Math.hypot(u2 - u1, v2 - v1) || 1;
      const nu = -(v2 - v1) / len;
      const nv = (u2 - u1) / len;
      left.push(m.pt(u + nu * 30, v + nv * 30, h));
      right.push(m.pt(u - nu * 30, v - nv * 30, h));
    });
    let o = "";
    for (let i = 4; i < pts.length; i += 5) o += polyline([m.pt(pts[i][0], pts[i][1], 0), m.pt(pts[i][0], pts[i][1], pts[i][2])], "#9a9aa6", w(pts[i][0], pts[i][1], 4));
    o += poly([...left, ...right.reverse()], pal.altLight, `opacity="0.28"`);
    o += polyline(left, "#f0f0f6", w(0, 600, 5)) + polyline(right.reverse(), "#f0f0f6", w(0, 600, 5));
    o += poly(P([[ctrl[0][0] - 30, ctrl[0][1]], [ctrl[0][0] + 30, ctrl[0][1]], [ctrl[0][0] + 30, ctrl[0][1] + 12], [ctrl[0][0] - 30, ctrl[0][1] + 12]]), "#111");
    return o;
  };
  if (ramps !== "right") out += ramp([[-150, 470], [-170, 700], [-240, 900], [-60, 975]], 90);
  if (ramps !== "left") out += ramp([[150, 450], [175, 680], [230, 880], [60, 965]], 70);

  // shooter lane and plunger
  out += polyline(P([[215, 0], [215, 860]]), metal, w(215, 400, 5));
  out += poly(P([[222, 0], [238, 0], [238, 60], [222, 60]], 8), s.lin([[0, "#888"], [0.5, "#eee"], [1, "#777"]], 0, 0, 1, 0));

  // flippers
  for (const side of [-1, 1]) {
    const shape = capsule([side * 118, 150], [side * 30, 108], 17, 8);
    out += poly(P(shape), "#000", `opacity="0.35"`);
    out += poly(P(shape, 14), "#fbfbfb", `stroke="${pal.main}" stroke-width="${r1(w(side * 70, 130, 5))}" stroke-linejoin="round"`);
    out += E(side * 118, 150, 6, "#c8c8d0", 14);
  }

  // apron
  const apron: Array<[number, number]> = [[-245, 0], [215, 0], [215, 70], [60, 70], [40, 85], [-40, 85], [-60, 70], [-245, 70]];
  out += poly(P(apron, 4), "#121218") + poly(P([[-200, 20], [-80, 20], [-80, 55], [-200, 55]], 6), "#f4f0e6") + poly(P([[80, 20], [200, 20], [200, 55], [80, 55]], 6), "#f4f0e6");
  out += polyline(P([[-245, 72], [-60, 72]], 6), pal.main, w(0, 70, 6)) + polyline(P([[60, 72], [215, 72]], 6), pal.main, w(0, 70, 6));

  // the ball
  const [bx, by, brx] = m.ell(ball[0], ball[1], 13, 13);
  out += E(ball[0] + 6, ball[1] - 8, 14, "#000", 0, `opacity="0.35"`);
  out += circle(bx, by, brx, s.radBox([[0, "#ffffff"], [0.35, "#d6d9e0"], [0.8, "#6b6f7a"], [1, "#3a3d45"]], 0.35, 0.3));
  return out;
}

// ── backglass art ───────────────────────────────────────────────────────────
type MotifCtx = { s: Svg; W: number; H: number; pal: Palette; r: Rng; title: string };

function skyStars(c: MotifCtx, n: number, maxY: number) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const sz = c.r() < 0.8 ? 2 : 3.5;
    d += `M${r1(c.r() * c.W)} ${r1(c.r() * maxY)}h${sz}v${sz}h${-sz}z`;
  }
  return `<path d="${d}" fill="#fff" opacity="0.7"/>`;
}

function skylinePath(c: MotifCtx, base: number, minH: number, maxH: number) {
  let d = `M0 ${r1(c.H)}`;
  let x = 0;
  while (x < c.W) {
    const w = c.W * between(c.r, 0.05, 0.11);
    const h = between(c.r, minH, maxH);
    d += `L${r1(x)} ${r1(base - h)}L${r1(x + w)} ${r1(base - h)}`;
    x += w;
  }
  return `${d}L${r1(c.W)} ${r1(c.H)}Z`;
}

function windows(c: MotifCtx, x0: number, y0: number, x1: number, y1: number, color: string, density = 0.5) {
  let d = "";
  for (let y = y0; y < y1; y += 16) for (let x = x0; x < x1; x += 14) if (c.r() < density) d += `M${r1(x)} ${r1(y)}h6v8h-6z`;
  return `<path d="${d}" fill="${color}"/>`;
}

const MOTIFS: Record<PinballMotif, (c: MotifCtx) => string> = {
  castle(c) {
    const { s, W, H, pal } = c;
    let o = rect(0, 0, W, H, s.lin([[0, "#120a2e"], [0.6, pal.mainDark], [1, pal.main]]));
    o += skyStars(c, 40, H * 0.5) + circle(W * 0.8, H * 0.3, 38, "#fff3c4") + circle(W * 0.8, H * 0.3, 70, "#fff3c4", `opacity="0.12"`);
    o += `<path d="M0 ${H * 0.78}Q${W * 0.3} ${H * 0.62} ${W * 0.6} ${H * 0.74}T${W} ${H * 0.7}V${H}H0Z" fill="${pal.altDark}"/>`;
    const cx = W * 0.46;
    const base = H * 0.8;
    const k = "#1a1026";
    o += rect(cx - 90, base - 120, 180, 120, k);
    for (let i = 0; i < 6; i++) o += rect(cx - 90 + i * 32, base - 134, 18, 16, k);
    for (const tx of [cx - 125, cx + 95]) {
      o += rect(tx, base - 185, 30, 185, k) + poly([[tx - 8, base - 185], [tx + 15, base - 240], [tx + 38, base - 185]], pal.main);
      o += poly([[tx + 15, base - 240], [tx + 15, base - 262], [tx + 36, base - 254]], pal.accent);
    }
    o += rect(cx - 22, base - 190, 44, 70, k) + poly([[cx - 30, base - 190], [cx, base - 235], [cx + 30, base - 190]], pal.main);
    o += `<path d="M${cx - 26} ${base}V${base - 45}A26 26 0 0 1 ${cx + 26} ${base - 45}V${base}Z" fill="#000"/>`;
    o += windows(c, cx - 80, base - 110, cx + 80, base - 60, "#ffd86a", 0.35);
    return o;
  },
  saucer(c) {
    const { s, W, H, pal } = c;
    let o = rect(0, 0, W, H, s.lin([[0, "#050818"], [1, pal.altDark]])) + skyStars(c, 60, H * 0.7);
    o += poly([[W * 0.44, H * 0.47], [W * 0.56, H * 0.47], [W * 0.8, H], [W * 0.2, H]], s.lin([[0, pal.accent, 0.75], [1, pal.accent, 0.05]]));
    o += `<path d="${skylinePath(c, H, 40, 120)}" fill="#0a0a14"/>` + windows(c, 0, H - 110, W, H, "#ffe49a", 0.18);
    o += ellipse(W / 2, H * 0.42, W * 0.3, H * 0.085, s.lin([[0, "#f0f2f8"], [1, "#6a6e7a"]]));
    o += `<path d="M${r1(W * 0.38)} ${r1(H * 0.4)}A${r1(W * 0.12)} ${r1(H * 0.14)} 0 0 1 ${r1(W * 0.62)} ${r1(H * 0.4)}Z" fill="${pal.alt}" opacity="0.85"/>`;
    for (let i = 0; i < 9; i++) o += circle(W * (0.25 + i * 0.0625), H * 0.44 + Math.sin((i / 8) * Math.PI) * 10, 6, i % 2 ? pal.accent : "#ff3b30");
    o += ellipse(W * 0.17, H * 0.2, 40, 10, "#b8bcc8") + ellipse(W * 0.85, H * 0.16, 30, 8, "#b8bcc8");
    return o;
  },
  haunted(c) {
    const { s, W, H, pal } = c;
    let o = rect(0, 0, W, H, s.lin([[0, "#160826"], [0.7, pal.mainDark], [1, "#2a0c3a"]]));
    o += circle(W * 0.7, H * 0.33, 75, "#f7f0c8") + circle(W * 0.7, H * 0.33, 120, "#f7f0c8", `opacity="0.12"`);
    for (let i = 0; i < 5; i++) {
      const bx = W * between(c.r, 0.1, 0.9);
      const by = H * between(c.r, 0.12, 0.45);
      const sc = between(c.r, 0.6, 1.2);
      o += `<path d="M${r1(bx)} ${r1(by)}q${r1(-10 * sc)} ${r1(-12 * sc)} ${r1(-24 * sc)} ${r1(-6 * sc)}q${r1(8 * sc)} ${r1(4 * sc)} ${r1(6 * sc)} ${r1(12 * sc)}q${r1(8 * sc)} ${r1(-8 * sc)} ${r1(18 * sc)} ${r1(-4 * sc)}q${r1(10 * sc)} ${r1(-4 * sc)} ${r1(18 * sc)} ${r1(4 * sc)}q${r1(-2 * sc)} ${r1(-8 * sc)} ${r1(6 * sc)} ${r1(-12 * sc)}q${r1(-14 * sc)} ${r1(-6 * sc)} ${r1(-24 * sc)} ${r1(6 * sc)}z" fill="#0a0410"/>`;
    }
    o += `<path d="M0 ${H * 0.86}Q${W * 0.5} ${H * 0.7} ${W} ${H * 0.84}V${H}H0Z" fill="#0a0410"/>`;
    const k = "#0a0410";
    const mx = W * 0.36;
    const my = H * 0.8;
    o += rect(mx - 120, my - 120, 240, 120, k) + poly([[mx - 135, my - 120], [mx - 60, my - 190], [mx + 15, my - 120]], k) + poly([[mx - 10, my - 120], [mx + 60, my - 175], [mx + 130, my - 120]], k);
    o += rect(mx + 70, my - 230, 40, 110, k) + poly([[mx + 62, my - 230], [mx + 90, my - 290], [mx + 118, my - 230]], k);
    o += windows(c, mx - 105, my - 105, mx + 110, my - 20, "#ffcf4a", 0.3) + rect(mx + 82, my - 210, 14, 20, "#ffcf4a");
    let fence = "";
    for (let x = 0; x < W; x += 14) fence += `M${x} ${r1(H * 0.93)}v-26`;
    o += `<path d="${fence}M0 ${r1(H * 0.9)}H${W}" stroke="${k}" stroke-width="4"/>`;
    return o;
  },
  spiral(c) {
    const { W, H, pal } = c;
    let o = rect(0, 0, W, H, "#05040c");
    for (let i = 18; i > 0; i--) o += circle(W * 0.5 + i * 4, H * 0.55 - i * 2, i * 24, i % 2 ? pal.mainDark : "#05040c");
    o += circle(W * 0.5, H * 0.55, 30, pal.mainLight, `opacity="0.5"`);
    const cx = W * 0.26;
    const cy = H * 0.58;
    o += circle(cx, cy, 62, "#f4f1e8") + circle(cx, cy, 62, "none", `stroke="#c9a640" stroke-width="8"`);
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      o += polyline([[cx + Math.cos(a) * 48, cy + Math.sin(a) * 48], [cx + Math.cos(a) * 56, cy + Math.sin(a) * 56]], "#222", 4);
    }
    o += polyline([[cx, cy], [cx + 26, cy - 24]], "#222", 6) + polyline([[cx, cy], [cx - 8, cy - 42]], "#222", 4);
    o += poly([[W * 0.72, H * 0.42], [W * 0.84, H * 0.38], [W * 0.84, H * 0.86], [W * 0.72, H * 0.82]], "#8a5a2a") + circle(W * 0.745, H * 0.62, 5, "#f0c040");
    o += poly([[W * 0.74, H * 0.44], [W * 0.82, H * 0.41], [W * 0.82, H * 0.56], [W * 0.74, H * 0.58]], "#1a1030");
    return o;
  },
  magic(c) {
    const { s, W, H, pal } = c;
    let o = rect(0, 0, W, H, s.rad([[0, pal.mainLight], [0.5, pal.mainDark], [1, "#12040e"]], W / 2, H * 0.55, W * 0.7));
    for (const side of [0, 1]) {
      let folds = "";
      for (let i = 0; i < 5; i++) {
        const x = side ? W - 18 - i * 20 : i * 20;
        folds += rect(x, 0, 18, H - i * 28, i % 2 ? "#8a0a1a" : "#b3122a");
      }
      o += folds;
    }
    o += `<path d="M0 0H${W}V30Q${W * 0.75} 70 ${W / 2} 36Q${W * 0.25} 70 0 30Z" fill="#b3122a"/>`;
    const hx = W / 2;
    const hy = H * 0.7;
    o += ellipse(hx, hy, 95, 20, "#111") + rect(hx - 60, hy - 130, 120, 130, "#161616") + ellipse(hx, hy - 130, 60, 12, "#2a2a2a") + rect(hx - 60, hy - 40, 120, 22, pal.main);
    o += `<g transform="rotate(-28 ${r1(hx + 90)} ${r1(hy - 120)})">${rect(hx + 40, hy - 126, 120, 10, "#111")}${rect(hx + 140, hy - 126, 20, 10, "#fff")}</g>`;
    for (let i = 0; i < 4; i++) o += `<g transform="rotate(${-30 + i * 20} ${r1(W * 0.25)} ${r1(H * 0.85)})">${rect(W * 0.25 - 22, H * 0.85 - 110, 44, 64, "#fdfdf8", `rx="4" stroke="#333" stroke-width="1.5"`)}${circle(W * 0.25, H * 0.85 - 78, 8, i % 2 ? "#d01020" : "#111")}</g>`;
    for (let i = 0; i < 8; i++) {
      const x = W * between(c.r, 0.2, 0.8);
      const y = H * between(c.r, 0.15, 0.5);
      o += poly([[x, y - 10], [x + 3, y - 3], [x + 10, y], [x + 3, y + 3], [x, y + 10], [x - 3, y + 3], [x - 10, y], [x - 3, y - 3]], "#fff7c0");
    }
    return o;
  },
  eightball(c) {
    const { s, W, H, pal } = c;
    let o = rect(0, 0, W, H, s.rad([[0, "#2fa35a"], [1, "#0b3a1c"]], W / 2, H * 0.55, W * 0.6));
    o += `<g transform="rotate(-22 ${W / 2} ${H / 2})">${rect(-40, H * 0.72, W * 0.9, 14, s.lin([[0, "#f1d9a8"], [1, "#6b3f16"]], 0, 0, 1, 0))}${rect(W * 0.82, H * 0.72, 30, 14, "#f4f4f4")}</g>`;
    const balls: Array<[number, number, string]> = [[0.2, 0.45, "#f2c200"], [0.8, 0.42, "#1d3fbf"], [0.72, 0.78, "#c4161c"], [0.28, 0.8, pal.main]];
    for (const [x, y, col] of balls) o += circle(W * x, H * y, 34, s.radBox([[0, "#ffffff"], [0.25, col], [1, "#000"]], 0.35, 0.3)) + circle(W * x - 6, H * y - 6, 12, "#fff");
    o += circle(W / 2, H * 0.58, 100, s.radBox([[0, "#6a6a6a"], [0.3, "#151515"], [1, "#000"]], 0.35, 0.3));
    o += circle(W / 2 - 12, H * 0.58 - 14, 42, "#fafafa");
    o += `<path d="${pixelTextPath("8", W / 2 - 12 - 12.5, H * 0.58 - 14 - 17.5, 5)}" fill="#111"/>`;
    return o;
  },
  space(c) {
    const { s, W, H, pal } = c;
    let o = rect(0, 0, W, H, s.lin([[0, "#02030c"], [1, pal.mainDeep]])) + skyStars(c, 90, H);
    o += circle(W * 0.78, H * 0.7, 120, s.radBox([[0, pal.altLight], [0.6, pal.alt], [1, pal.altDark]], 0.3, 0.3));
    o += ellipse(W * 0.78, H * 0.7, 190, 28, "none", `stroke="${pal.accent}" stroke-width="7" opacity="0.8" transform="rotate(-15 ${r1(W * 0.78)} ${r1(H * 0.7)})"`);
    let streaks = "";
    for (let i = 0; i < 22; i++) {
      const y = H * between(c.r, 0.2, 0.9);
      const x = W * between(c.r, 0, 0.4);
      streaks += `M${r1(x)} ${r1(y)}h${r1(between(c.r, 40, 140))}`;
    }
    o += `<path d="${streaks}" stroke="#bfe3ff" stroke-width="2" opacity="0.5"/>`;
    const sx = W * 0.42;
    const sy = H * 0.5;
    const hull = "#d8dce6";
    o += rect(sx - 120, sy + 22, 130, 16, hull, `rx="8"`) + rect(sx - 120, sy - 40, 130, 16, hull, `rx="8"`);
    o += rect(sx - 125, sy + 22, 20, 16, "#ff4040", `rx="6"`) + rect(sx - 125, sy - 40, 20, 16, "#ff4040", `rx="6"`) + rect(sx - 10, sy + 24, 14, 12, "#49b8ff") + rect(sx - 10, sy - 38, 14, 12, "#49b8ff");
    o += polyline([[sx - 40, sy + 24], [sx - 20, sy], [sx - 40, sy - 24]], hull, 10);
    o += ellipse(sx - 10, sy, 60, 18, hull) + ellipse(sx + 80, sy - 8, 70, 26, hull) + ellipse(sx + 80, sy - 14, 20, 7, "#9aa0ae");
    return o;
  },
  jungle(c) {
    const { s, W, H, pal } = c;
    let o = rect(0, 0, W, H, s.lin([[0, "#ffb347"], [0.55, "#d9572b"], [1, "#4a1a12"]]));
    o += circle(W * 0.5, H * 0.45, 80, "#ffe28a", `opacity="0.8"`);
    const tx = W / 2;
    const base = H * 0.9;
    for (let i = 0; i < 5; i++) o += rect(tx - 150 + i * 26, base - (i + 1) * 40, 300 - i * 52, 40, i % 2 ? "#6b4a2a" : "#7d5833");
    o += rect(tx - 22, base - 240, 44, 40, "#3a2414") + circle(tx, base - 222, 14, "#f2c230") + rect(tx - 8, base - 212, 16, 14, "#f2c230");
    for (let i = 0; i < 14; i++) {
      const x = i < 7 ? W * between(c.r, -0.05, 0.25) : W * between(c.r, 0.75, 1.05);
      const y = H * between(c.r, 0.2, 1);
      const rot = between(c.r, -60, 60);
      o += ellipse(x, y, 70, 18, pick(c.r, ["#1f5a2a", "#2e7a36", "#174a22", pal.altDark]), `transform="rotate(${r1(rot)} ${r1(x)} ${r1(y)})"`);
    }
    o += rect(0, H * 0.9, W, H * 0.1, "#1a2a12");
    return o;
  },
  skyline(c) {
    const { s, W, H, pal } = c;
    const kaiju = /GODZILLA/.test(c.title);
    let o = rect(0, 0, W, H, s.lin([[0, kaiju ? "#0c1630" : "#1a0404"], [0.6, kaiju ? pal.altDark : "#8a1a0a"], [1, "#ff7a1a"]]));
    if (kaiju) {
      o += `<path d="M${W * 0.52} ${H}L${W * 0.5} ${H * 0.45}L${W * 0.55} ${H * 0.3}L${W * 0.62} ${H * 0.28}L${W * 0.66} ${H * 0.33}L${W * 0.63} ${H * 0.38}L${W * 0.6} ${H * 0.4}L${W * 0.64} ${H * 0.5}L${W * 0.7} ${H * 0.52}L${W * 0.64} ${H * 0.56}L${W * 0.68} ${H}Z" fill="#0e1a14"/>`;
      let spikes = "";
      for (let i = 0; i < 6; i++) spikes += `M${r1(W * (0.5 - i * 0.005))} ${r1(H * (0.42 + i * 0.07))}l-14 -6l10 14z`;
      o += `<path d="${spikes}" fill="#3affd8"/>`;
      o += poly([[W * 0.64, H * 0.31], [W * 0.98, H * 0.18], [W, H * 0.26], [W * 0.65, H * 0.34]], s.lin([[0, "#bffcff", 0.95], [1, "#3affd8", 0.2]], 0, 0, 1, 0));
    } else {
      o += rect(W * 0.3, H * 0.12, W * 0.4, H * 0.42, "#2a2c32", `rx="40"`) + rect(W * 0.36, H * 0.4, W * 0.28, H * 0.1, "#1a1b20");
      for (const x of [0.41, 0.59]) o += circle(W * x, H * 0.3, 30, s.radBox([[0, "#ff2a1a", 0.8], [1, "#ff2a1a", 0]])) + circle(W * x, H * 0.3, 10, "#ff5a3a");
      let teeth = "";
      for (let i = 0; i < 8; i++) teeth += `M${r1(W * 0.38 + i * 15)} ${r1(H * 0.42)}h9v14h-9z`;
      o += `<path d="${teeth}" fill="#c8ccd4"/>`;
    }
    o += `<path d="${skylinePath(c, H, 50, 150)}" fill="#07070c"/>` + windows(c, 0, H - 140, W, H, "#ffd27a", 0.2);
    return o;
  },
  clown(c) {
    const { s, W, H, pal } = c;
    let o = rect(0, 0, W, H, "#ffd84a");
    for (let k = 0; k < 16; k++) {
      const a = (k / 16) * Math.PI * 2;
      const b = a + Math.PI / 16;
      o += poly([[W / 2, H * 0.6], [W / 2 + Math.cos(a) * W, H * 0.6 + Math.sin(a) * W], [W / 2 + Math.cos(b) * W, H * 0.6 + Math.sin(b) * W]], k % 2 ? "#e8202a" : "#fff1d0");
    }
    const cx = W / 2;
    const cy = H * 0.6;
    o += circle(cx - 120, cy - 20, 50, "#ff7a1a") + circle(cx + 120, cy - 20, 50, "#ff7a1a");
    o += circle(cx, cy, 115, s.radBox([[0, "#ffe6cc"], [1, "#f0b890"]], 0.4, 0.35));
    o += ellipse(cx - 42, cy - 30, 24, 30, "#fff") + ellipse(cx + 42, cy - 30, 24, 30, "#fff") + circle(cx - 38, cy - 24, 11, "#111") + circle(cx + 46, cy - 24, 11, "#111");
    o += circle(cx, cy + 12, 24, "#e8202a") + circle(cx - 7, cy + 4, 7, "#fff", `opacity="0.6"`);
    o += `<path d="M${cx - 60} ${cy + 45}Q${cx} ${cy + 105} ${cx + 60} ${cy + 45}Q${cx} ${cy + 75} ${cx - 60} ${cy + 45}Z" fill="#c0101a"/>`;
    o += poly([[cx - 55, cy - 95], [cx + 10, cy - 200], [cx + 55, cy - 100]], pal.alt) + circle(cx + 10, cy - 200, 14, "#fff");
    return o;
  },
  drivein(c) {
    const { s, W, H, pal } = c;
    let o = rect(0, 0, W, H, s.lin([[0, "#040818"], [1, "#1a2a4a"]])) + skyStars(c, 50, H * 0.5);
    o += rect(W * 0.15, H * 0.12, W * 0.7, H * 0.5, "#eef2f0") + rect(W * 0.2, H * 0.62, 10, H * 0.25, "#333") + rect(W * 0.8 - 10, H * 0.62, 10, H * 0.25, "#333");
    o += rect(W * 0.17, H * 0.14, W * 0.66, H * 0.46, s.lin([[0, "#2a5a6a"], [1, "#0a2a30"]]));
    const gx = W / 2;
    const gy = H * 0.36;
    o += `<path d="M${gx - 50} ${H * 0.6}V${gy}Q${gx - 50} ${gy - 60} ${gx} ${gy - 62}Q${gx + 50} ${gy - 60} ${gx + 50} ${gy}V${H * 0.6}Z" fill="#2f7a3a"/>`;
    o += poly([[gx - 50, gy - 20], [gx - 80, gy - 40], [gx - 50, gy + 10]], "#2f7a3a") + poly([[gx + 50, gy - 20], [gx + 80, gy - 40], [gx + 50, gy + 10]], "#2f7a3a");
    o += ellipse(gx - 20, gy - 25, 10, 7, "#e8ff50") + ellipse(gx + 20, gy - 25, 10, 7, "#e8ff50");
    o += `<path d="M${W * 0.17} ${H * 0.54}Q${W * 0.3} ${H * 0.5} ${W * 0.45} ${H * 0.55}T${W * 0.83} ${H * 0.53}V${H * 0.6}H${W * 0.17}Z" fill="#0a3a5a" opacity="0.9"/>`;
    o += rect(0, H * 0.82, W, H * 0.18, "#070a12");
    for (const [x, col] of [[0.12, pal.main], [0.5, pal.alt], [0.86, pal.accent]] as Array<[number, string]>) {
      o += `<path d="M${r1(W * x - 70)} ${r1(H * 0.95)}V${r1(H * 0.88)}Q${r1(W * x - 60)} ${r1(H * 0.8)} ${r1(W * x - 30)} ${r1(H * 0.8)}H${r1(W * x + 30)}Q${r1(W * x + 60)} ${r1(H * 0.8)} ${r1(W * x + 70)} ${r1(H * 0.88)}V${r1(H * 0.95)}Z" fill="${col}" opacity="0.85"/>`;
    }
    return o;
  },
};

/** Backglass: motif, title across the top, chase lights around the edge. */
export function backglass(s: Svg, motif: PinballMotif, W: number, H: number, pal: Palette, seed: string, title: string) {
  const c: MotifCtx = { s, W, H, pal, r: rng(`${seed}:bg`), title };
  let o = MOTIFS[motif](c);
  o += rect(0, 0, W, H * 0.34, s.lin([[0, "#000", 0.6], [1, "#000", 0]]));
  o += pixelTitle(title, { x: W * 0.08, y: H * 0.04, w: W * 0.84, h: H * 0.24 }, { fill: pal.accent, outline: "#0c0614", shadow: "#0c0614", maxPx: 11 });
  let lights = "";
  const step = 30;
  for (let x = 14; x < W; x += step) lights += circle(x, 9, 4.5, "#fff3c0") + circle(x, H - 9, 4.5, "#fff3c0");
  for (let y = 14 + step; y < H - step; y += step) lights += circle(9, y, 4.5, "#fff3c0") + circle(W - 9, y, 4.5, "#fff3c0");
  return o + lights;
}

/** Speaker panel with a dot-matrix display (1991 on) or alphanumeric score displays (before). */
function speakerPanel(s: Svg, W: number, H: number, pal: Palette, title: string, dmd: boolean, seed: string) {
  let o = rect(0, 0, W, H, "#0d0d12");
  o += rect(0, 0, W, H, s.lin([[0, pal.mainDeep, 0.9], [0.5, "#0d0d12", 0], [1, pal.mainDeep, 0.9]], 0, 0, 1, 0));
  o += rect(0, 10, W, 5, pal.main, `opacity="0.7"`) + rect(0, H - 15, W, 5, pal.main, `opacity="0.7"`);
  if (dmd) {
    for (const cx of [W * 0.12, W * 0.88]) {
      o += circle(cx, H / 2, H * 0.34, "#1b1b22") + circle(cx, H / 2, H * 0.26, "#101015", `stroke="#2a2a34" stroke-width="3"`) + circle(cx, H / 2, H * 0.08, "#2a2a34");
    }
    const dw = W * 0.62;
    const dh = dw / 4;
    const dx = (W - dw) / 2;
    const dy = (H - dh) / 2;
    o += rect(dx - 8, dy - 8, dw + 16, dh + 16, "#222") + rect(dx, dy, dw, dh, "#120600");
    o += pixelTitle(title, { x: dx + dw * 0.05, y: dy + dh * 0.1, w: dw * 0.9, h: dh * 0.8 }, { fill: "#ffa033" });
    const pid = s.id("p");
    const cell = dw / 128;
    s.def(`<pattern id="${pid}" width="${r4(cell)}" height="${r4(cell)}" patternUnits="userSpaceOnUse" x="${r1(dx)}" y="${r1(dy)}"><path d="M0 0H${r4(cell)}V${r4(cell)}H0Z" fill="none" stroke="#120600" stroke-width="${r4(cell * 0.25)}"/></pattern>`);
    o += rect(dx, dy, dw, dh, `url(#${pid})`);
    o += rect(dx, dy, dw, dh, s.rad([[0, "#ff8a1e", 0.16], [1, "#ff8a1e", 0]], dx + dw / 2, dy + dh / 2, dw / 2));
  } else {
    const r = rng(`${seed}:score`);
    const dw = W * 0.4;
    const dh = H * 0.26;
    [[0.06, 0.14], [0.54, 0.14], [0.06, 0.6], [0.54, 0.6]].forEach(([x, y]) => {
      o += rect(W * x, H * y, dw, dh, "#050302", `stroke="#333" stroke-width="4"`);
      const score = String(Math.floor(r() * 900000 + 100000));
      const px = Math.min((dw * 0.85) / textWidth(score), (dh * 0.7) / 7);
      o += `<path d="${pixelTextPath(score, W * x + (dw - textWidth(score) * px) / 2, H * y + (dh - 7 * px) / 2, px)}" fill="#ff5a1e"/>`;
    });
  }
  return o;
}

// ── pinball machine: sloped cabinet on legs, backbox at the back ───────────
const PW = 540;
const PD = 1080;
const BB = 230;
const BH = 720;
const rail = (z: number) => 880 + z * 0.111;
const bottomAt = (z: number) => rail(z) - 260;
type PinballArt = Extract<DemoArt, { kind: "pinball" }>;

export const PINBALL_BOUNDS: P3[] = [
  [-PW / 2, 0, 0], [PW / 2, 0, 0], [-PW / 2, 0, PD], [-PW / 2, rail(PD - BB) + BH, PD - BB], [PW / 2, rail(PD - BB) + BH, PD - BB], [-PW / 2, rail(PD - BB) + BH, PD],
];
export const BACKBOX_FACE: P3[] = [
  [-PW / 2, rail(PD - BB), PD - BB], [PW / 2, rail(PD - BB), PD - BB], [-PW / 2, rail(PD - BB) + BH, PD - BB], [PW / 2, rail(PD - BB) + BH, PD - BB],
];
export const PINBALL_FRONT_Y = rail(0);

export function pinballMachine(
  s: Svg, cam: Cam, ox: number, oz: number, pal: Palette, art: PinballArt, seed: string,
  opts: { dim?: boolean; ball?: [number, number]; yaw?: number } = {},
) {
  const P = placeAt(cam, ox, oz, opts.yaw ?? 0);
  const dim = opts.dim ?? false;
  const L = -PW / 2;
  const R = PW / 2;
  let out = "";

  // legs, back first
  const chrome = s.lin([[0, "#5a5c66"], [0.45, "#f2f3f7"], [1, "#6a6c76"]], 0, 0, 1, 0);
  for (const lz of [PD - 70, 40]) {
    for (const lx of [L + 32, R - 32]) {
      const top = bottomAt(lz);
      out += poly([P(lx - 26, top, lz), P(lx + 26, top, lz), P(lx + 17, 0, lz), P(lx - 17, 0, lz)], dim ? "#15151c" : chrome);
      if (!dim) out += poly([P(lx - 22, 18, lz), P(lx + 22, 18, lz), P(lx + 22, 0, lz), P(lx - 22, 0, lz)], "#1a1a1e");
    }
  }

  // cabinet sides
  for (const side of [L, R]) {
    const pts: V[] = [P(side, bottomAt(0), 0), P(side, rail(0), 0), P(side, rail(PD), PD), P(side, bottomAt(PD), PD)];
    if (facing(pts) === (side === L)) continue;
    out += poly(pts, dim ? pal.bodyDark : s.lin([[0, pal.bodyLight], [1, pal.bodyDark]]));
    if (dim) continue;
    const S = (z: number, t: number) => P(side, bottomAt(z) + t * 260, z);
    let a = poly([S(0, 0.1), S(PD * 0.6, 1), S(PD * 0.75, 1), S(0, 0.35)], pal.main);
    a += poly([S(0, 0.45), S(PD * 0.35, 1), S(PD * 0.42, 1), S(0, 0.6)], pal.alt);
    a += poly([S(PD * 0.45, 0), S(PD, 0.75), S(PD, 0.9), S(PD * 0.35, 0)], pal.accent, `opacity="0.85"`);
    out += `<g clip-path="${s.clip(pathOf(pts))}">${a}</g>`;
    const [bx, by] = S(45, 0.7);
    const sc = cam.f / (oz + 45 + cam.dist);
    out += ellipse(bx, by, 7 * sc, 16 * sc, "#f4f4f4") + ellipse(bx + (side === L ? -2 : 2) * sc, by, 4 * sc, 12 * sc, pal.main);
  }

  // front with coin door
  {
    const p0 = P(L, rail(0), 0);
    const p1 = P(R, rail(0), 0);
    const p2 = P(L, bottomAt(0), 0);
    const pts: V[] = [p0, p1, P(R, bottomAt(0), 0), p2];
    if (dim) out += poly(pts, pal.bodyDark);
    else {
      let inner = rect(0, 0, PW, 260, s.lin([[0, pal.body], [1, pal.bodyDark]]));
      inner += rect(0, 0, PW, 14, "#c8c8d0");
      inner += rect(170, 50, 200, 180, s.lin([[0, "#4a4a52"], [1, "#202026"]]), `rx="6" stroke="#77777f" stroke-width="4"`);
      for (const cx of [225, 315]) inner += rect(cx - 22, 75, 44, 70, "#9a9aa4", `rx="4"`) + rect(cx - 3, 86, 6, 30, "#111") + rect(cx - 11, 122, 22, 16, "#ff3b30", `rx="2"`) + circle(cx, 130, 24, s.radBox([[0, "#ff5a40", 0.55], [1, "#ff5a40", 0]]));
      inner += circle(70, 50, 16, "#f4f4f4") + circle(70, 50, 11, pal.accent);
      out += `<g transform="${affine(p0, p1, p2, PW, 260)}">${inner}</g>`;
    }
  }

  // top: rim, side rails, playfield, lockdown bar
  const zEnd = PD - BB;
  const top: V[] = [P(L, rail(0), 0), P(R, rail(0), 0), P(R, rail(zEnd), zEnd), P(L, rail(zEnd), zEnd)];
  out += poly(top, dim ? "#0b0b10" : "#16141c");
  const pfZ = (v: number) => 40 + (v * (zEnd - 50)) / 1000;
  const map: PfMap = {
    pt: (u, v, h = 0) => P(u, rail(pfZ(v)) - 14 + h, pfZ(v)),
    ell: (u, v, rad, h = 0) => {
      const z = pfZ(v);
      const y = rail(z) - 14 + h;
      const a = P(u - rad, y, z);
      const b = P(u + rad, y, z);
      const dz = (rad * (zEnd - 50)) / 1000;
      const c = P(u, rail(z + dz) - 14 + h, z + dz);
      const d = P(u, rail(z - dz) - 14 + h, z - dz);
      return [(a[0] + b[0]) / 2, (c[1] + d[1]) / 2, (b[0] - a[0]) / 2, Math.abs(d[1] - c[1]) / 2];
    },
  };
  if (dim) out += poly([map.pt(-245, 0), map.pt(245, 0), map.pt(245, 1000), map.pt(-245, 1000)], s.lin([[0, pal.mainDark, 0.6], [1, pal.main, 0.35]]));
  else {
    out += playfield(s, map, pal, seed, opts.ball);
    out += poly([map.pt(-245, 520), map.pt(-120, 1000), map.pt(10, 1000), map.pt(-245, 280)], "#ffffff", `opacity="0.07"`);
    out += poly([map.pt(60, 0), map.pt(160, 0), map.pt(245, 300), map.pt(245, 480)], "#ffffff", `opacity="0.05"`);
  }
  for (const side of [L, R]) {
    const x0 = side === L ? L : R - 24;
    out += poly([P(x0, rail(0) + 6, 30), P(x0 + 24, rail(0) + 6, 30), P(x0 + 24, rail(zEnd) + 6, zEnd), P(x0, rail(zEnd) + 6, zEnd)], dim ? "#26262e" : s.lin([[0, "#8c8e98"], [0.5, "#eceef4"], [1, "#7a7c86"]], 0, 0, 1, 0));
  }
  out += poly([P(L, rail(0) + 10, 0), P(R, rail(0) + 10, 0), P(R, rail(40) + 10, 40), P(L, rail(40) + 10, 40)], dim ? "#26262e" : s.lin([[0, "#f4f5f9"], [1, "#7c7e88"]]));
  out += poly([P(L, rail(0) + 10, 0), P(R, rail(0) + 10, 0), P(R, rail(0) - 8, 0), P(L, rail(0) - 8, 0)], dim ? "#15151a" : "#9a9ca6");

  // backbox
  const yb = rail(zEnd);
  const yt = yb + BH;
  for (const side of [L, R]) {
    const pts: V[] = [P(side, yb, zEnd), P(side, yt, zEnd), P(side, yt, PD), P(side, yb, PD)];
    if (facing(pts) === (side === L)) continue;
    out += poly(pts, dim ? pal.bodyDark : s.lin([[0, pal.body], [1, pal.bodyDark]]));
    if (!dim) out += `<g clip-path="${s.clip(pathOf(pts))}">${poly([P(side, yb + BH * 0.2, zEnd), P(side, yb + BH * 0.55, PD), P(side, yb + BH * 0.65, PD), P(side, yb + BH * 0.3, zEnd)], pal.main)}</g>`;
  }
  if (cam.y > yt) out += poly([P(L, yt, zEnd), P(R, yt, zEnd), P(R, yt, PD), P(L, yt, PD)], dim ? "#101016" : pal.bodyLight);
  const b0 = P(L, yt, zEnd);
  const b1 = P(R, yt, zEnd);
  const b2 = P(L, yb, zEnd);
  const m = affine(b0, b1, b2, PW, BH);
  if (dim) {
    out += poly([b0, b1, P(R, yb, zEnd), b2], "#0b0b10");
    out += `<g transform="${m}">${rect(24, 24, PW - 48, 430, s.lin([[0, pal.main, 0.8], [1, pal.mainDark, 0.6]]))}${rect(140, 520, 260, 70, "#ff8a1e", `opacity="0.35"`)}</g>`;
  } else {
    let inner = rect(0, 0, PW, BH, "#0a0a0e") + rect(6, 6, PW - 12, BH - 12, "none", `stroke="${pal.main}" stroke-width="5"`);
    inner += `<g transform="translate(24 24)"><g clip-path="${s.clipRect(0, 0, PW - 48, 430)}">${backglass(s, art.motif, PW - 48, 430, pal, seed, art.title)}</g></g>`;
    inner += rect(24, 24, PW - 48, 430, s.lin([[0, "#fff", 0.14], [0.4, "#fff", 0], [1, "#fff", 0]], 0, 0, 1, 1));
    inner += rect(0, 462, PW, 10, "#c8c8d0");
    inner += `<g transform="translate(24 480)">${speakerPanel(s, PW - 48, 220, pal, art.title, art.dmd, seed)}</g>`;
    out += `<g transform="${m}">${inner}</g>`;
  }
  return out;
}

// ── Skee-Ball alley ─────────────────────────────────────────────────────────
const SKW = 360;
const SKL = 1500;
const lane = (z: number) => 520 + z * 0.16;
export const SKEE_BOUNDS: P3[] = [[-SKW / 2, 0, -130], [SKW / 2, 0, -130], [-SKW / 2, 1450, SKL], [SKW / 2, 1450, SKL], [-SKW / 2, 0, SKL]];

export function skeeBall(s: Svg, cam: Cam, pal: Palette, title: string) {
  const P = (x: number, y: number, z: number) => project(cam, x, y, z);
  const L = -SKW / 2;
  const R = SKW / 2;
  const prof: V[] = [[0, 0], [0, lane(0) + 120], [1180, lane(1180) + 120], [1320, 1180], [SKL, 1450], [SKL, 0]];
  let out = "";
  for (const side of [L, R]) {
    const visible = side === L ? cam.x < L : cam.x > R;
    if (!visible) continue;
    const pts = prof.map(([z, y]) => P(side, y, z));
    out += poly(pts, s.lin([[0, pal.bodyLight], [1, pal.bodyDark]]));
    const S = (z: number, y: number) => P(side, y, z);
    out += `<g clip-path="${s.clip(pathOf(pts))}">${poly([S(0, 180), S(SKL, 620), S(SKL, 720), S(0, 300)], pal.main)}${poly([S(0, 380), S(SKL, 860), S(SKL, 900), S(0, 430)], pal.accent)}</g>`;
    out += polyline(prof.slice(1, 5).map(([z, y]) => P(side, y, z)), pal.accent, 8 * (cam.f / (cam.dist + 600)));
  }
  // front and ball trough
  out += poly([P(L, lane(0) + 120, 0), P(R, lane(0) + 120, 0), P(R, 0, 0), P(L, 0, 0)], s.lin([[0, pal.body], [1, pal.bodyDark]]));
  out += poly([P(L, 560, -130), P(R, 560, -130), P(R, 560, 0), P(L, 560, 0)], "#2a2018") + poly([P(L, 560, -130), P(R, 560, -130), P(R, 420, -130), P(L, 420, -130)], pal.bodyDark);
  out += poly([P(L + 40, 40, 0), P(R - 40, 40, 0), P(R - 40, 400, 0), P(L + 40, 400, 0)], pal.mainDark, `opacity="0.5"`);
  for (let i = 0; i < 7; i++) {
    const [bx, by] = P(L + 45 + i * 45, 585, -65);
    const rr = 26 * (cam.f / (cam.dist - 65));
    out += circle(bx, by, rr, s.radBox([[0, "#f0c890"], [0.6, "#b8752e"], [1, "#5a3210"]], 0.35, 0.3));
  }
  // lane surface with boards and the jump
  const lx = 150;
  out += poly([P(L, lane(0) + 120, 0), P(R, lane(0) + 120, 0), P(R, lane(1180) + 120, 1180), P(L, lane(1180) + 120, 1180)], "#1a1410");
  out += poly([P(-lx, lane(40), 40), P(lx, lane(40), 40), P(lx, lane(1150), 1150), P(-lx, lane(1150), 1150)], s.lin([[0, "#c98a4a"], [1, "#e8b070"]]));
  let boards = "";
  for (let i = 1; i < 8; i++) {
    const x = -lx + i * (2 * lx / 8);
    const a = P(x, lane(40), 40);
    const b = P(x, lane(1150), 1150);
    boards += `M${r1(a[0])} ${r1(a[1])}L${r1(b[0])} ${r1(b[1])}`;
  }
  out += `<path d="${boards}" stroke="#8a5a2a" stroke-width="2" opacity="0.6"/>`;
  out += poly([P(-lx, lane(1000), 1000), P(lx, lane(1000), 1000), P(lx, lane(1080) + 30, 1080), P(-lx, lane(1080) + 30, 1080)], "#f2c88a");
  // ring target on a tilted board
  const t0 = P(-lx, lane(1420) + 320, 1420);
  const t1 = P(lx, lane(1420) + 320, 1420);
  const t2 = P(-lx, lane(1150), 1150);
  let rings = rect(0, 0, 300, 330, "#201813");
  const ringCols = [pal.mainDark, pal.main, pal.alt, pal.accent, "#f4f4f4"];
  [140, 108, 78, 50, 28].forEach((rr, i) => (rings += circle(150, 215, rr, ringCols[i], `stroke="#0a0a0a" stroke-width="5"`)));
  rings += circle(150, 215, 17, "#050505");
  for (const x of [42, 258]) rings += circle(x, 48, 22, "#f2c230") + circle(x, 48, 15, "#050505");
  out += `<g transform="${affine(t0, t1, t2, 300, 330)}">${rings}</g>`;
  // backboard with marquee and score
  const k0 = P(L, 1450, SKL - 20);
  const k1 = P(R, 1450, SKL - 20);
  const k2 = P(L, lane(1420) + 320, SKL - 20);
  const kh = 1450 - lane(1420) - 320;
  let board = rect(0, 0, SKW, kh, pal.bodyDark) + rect(16, 16, SKW - 32, kh * 0.45, s.lin([[0, pal.main], [1, pal.mainDark]]));
  board += pixelTitle(title, { x: 30, y: 24, w: SKW - 60, h: kh * 0.45 - 16 }, { fill: "#ffffff", outline: "#1a0a20", shadow: "#1a0a20", maxPx: 12 });
  board += rect(80, kh * 0.58, SKW - 160, kh * 0.3, "#050302", `stroke="#444" stroke-width="4"`);
  const sc = "340";
  const spx = Math.min(((SKW - 190) * 0.8) / textWidth(sc), (kh * 0.24) / 7);
  board += `<path d="${pixelTextPath(sc, SKW / 2 - (textWidth(sc) * spx) / 2, kh * 0.73 - 3.5 * spx, spx)}" fill="#ff3b1e"/>`;
  out += `<g transform="${affine(k0, k1, k2, SKW, kh)}">${board}</g>`;
  return out;
}

// ── air hockey table ────────────────────────────────────────────────────────
export const TABLE_BOUNDS: P3[] = [[-290, 0, 0], [290, 0, 0], [-290, 1520, 550], [290, 1520, 550], [-290, 780, 1100], [290, 780, 1100]];

export function airHockey(s: Svg, cam: Cam, pal: Palette, title: string) {
  const P = (x: number, y: number, z: number) => project(cam, x, y, z);
  const X = 280;
  const D = 1100;
  const top = 780;
  let out = "";
  for (const lz of [950, 150]) {
    out += poly([P(-220, 560, lz), P(220, 560, lz), P(240, 0, lz), P(-240, 0, lz)], s.lin([[0, pal.bodyDark], [1, "#050507"]]));
    out += poly([P(-240, 24, lz), P(240, 24, lz), P(240, 0, lz), P(-240, 0, lz)], "#0a0a0c");
  }
  if (cam.x < -X) out += poly([P(-X, top, 0), P(-X, top, D), P(-X, 560, D), P(-X, 560, 0)], s.lin([[0, pal.main], [1, pal.mainDark]]));
  out += poly([P(-X, top, 0), P(X, top, 0), P(X, 560, 0), P(-X, 560, 0)], pal.mainDark);
  out += poly([P(-X, top, 0), P(X, top, 0), P(X, top, D), P(-X, top, D)], pal.bodyDark);
  const I = X - 30;
  out += poly([P(-I, top + 2, 30), P(I, top + 2, 30), P(I, top + 2, D - 30), P(-I, top + 2, D - 30)], s.lin([[0, "#dff4ff"], [1, "#bfe6ff"]]));
  const ring = (cz: number, rr: number, from: number, to: number): V[] => {
    const pts: V[] = [];
    for (let k = 0; k <= 24; k++) {
      const a = from + ((to - from) * k) / 24;
      pts.push(P(Math.cos(a) * rr, top + 3, cz + Math.sin(a) * rr));
    }
    return pts;
  };
  const lw = cam.f / (cam.dist + 550);
  out += poly([P(-I, top + 3, D / 2 - 6), P(I, top + 3, D / 2 - 6), P(I, top + 3, D / 2 + 6), P(-I, top + 3, D / 2 + 6)], "#e0202a");
  out += polyline(ring(D / 2, 110, 0, Math.PI * 2), "#e0202a", 6 * lw);
  out += polyline(ring(30, 150, 0, Math.PI), "#2060e0", 6 * lw) + polyline(ring(D - 30, 150, Math.PI, Math.PI * 2), "#2060e0", 6 * lw);
  for (const gz of [30, D - 30]) out += poly([P(-90, top + 4, gz - 8), P(90, top + 4, gz - 8), P(90, top + 4, gz + 8), P(-90, top + 4, gz + 8)], "#050505");
  const puck = P(60, top + 3, 640);
  out += ellipse(puck[0], puck[1], 30 * lw, 12 * lw, "#d01020");
  for (const [mx, mz, col] of [[-90, 200, pal.alt], [110, 900, pal.accent]] as Array<[number, number, string]>) {
    const a = P(mx, top + 3, mz);
    const b = P(mx, top + 40, mz);
    const sc = cam.f / (cam.dist + mz);
    out += ellipse(a[0], a[1], 46 * sc, 18 * sc, col) + rect(a[0] - 46 * sc, b[1], 92 * sc, a[1] - b[1], col) + ellipse(b[0], b[1], 46 * sc, 18 * sc, "#ffffff", `opacity="0.3"`) + rect(b[0] - 12 * sc, b[1] - 50 * sc, 24 * sc, 50 * sc, col) + ellipse(b[0], b[1] - 50 * sc, 16 * sc, 7 * sc, "#ffffff", `opacity="0.5"`);
  }
  for (const px of [-X - 10, X + 10]) out += poly([P(px - 12, top, 550), P(px + 12, top, 550), P(px + 12, 1420, 550), P(px - 12, 1420, 550)], "#9a9ca6");
  const f0 = P(-X - 30, 1520, 540);
  const f1 = P(X + 30, 1520, 540);
  const f2 = P(-X - 30, 1400, 540);
  let unit = rect(0, 0, 2 * X + 60, 120, "#0b0b10") + rect(0, 0, 2 * X + 60, 10, pal.main) + rect(0, 110, 2 * X + 60, 10, pal.main);
  unit += pixelTitle(title, { x: 200, y: 28, w: 2 * X - 340, h: 64 }, { fill: "#ffffff", maxPx: 9 });
  for (const [x, sc] of [[30, "5"], [2 * X - 70, "3"]] as Array<[number, string]>) unit += rect(x, 24, 100, 72, "#050302") + `<path d="${pixelTextPath(sc, x + 50 - 2.5 * 8, 32, 8)}" fill="#ff3b1e"/>`;
  out += `<g transform="${affine(f0, f1, f2, 2 * X + 60, 120)}">${unit}</g>`;
  return out;
}

// ── compositions: one to three pictures per machine ────────────────────────
const W0 = 1600;
const H0 = 1200;
const OTHER_SCENES: ArcadeScene[] = ["invaders", "maze", "fighter", "river", "racing", "brawler", "asteroids"];
const OTHER_MOTIFS: PinballMotif[] = ["space", "haunted", "castle", "skyline", "saucer"];

function shadowUnder(s: Svg, cam: Cam, x: number, z: number, w: number, d: number) {
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
  const s = new Svg(W0, H0);
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
  const dimOverlay = () => rect(0, 0, W0, H0, pal.bgBottom, `opacity="0.5"`);
  if (art.kind === "arcade") {
    if (view === 0) {
      const cam = fitCamera({ x: -between(r, 1500, 2400), y: 1050, dist: 2600 }, ARCADE_BOUNDS, { x: 380, y: 70, w: 840, h: 1060 });
      body += backdrop(s, pal, r, project(cam, 0, 0, 1700)[1]);
      for (const [x, key] of [[-1150, "L"], [1050, "R"]] as Array<[number, string]>) {
        body += arcadeCabinet(s, cam, x, 700, palette(`${name}:${key}`), { kind: "arcade", scene: pick(r, OTHER_SCENES), title: "" }, `${name}:${key}`, true);
      }
      body += dimOverlay() + shadowUnder(s, cam, 0, AD / 2, AW, AD);
      body += arcadeCabinet(s, cam, 0, 0, pal, art, seed);
    } else if (view === 1) {
      const cam = fitCamera({ x: between(r, -120, 120), y: 1020, dist: 900 }, [[-AW / 2, 1160, 150], [AW / 2, 1160, 150], [-AW / 2, 800, 90], [AW / 2, 800, 90]], { x: 250, y: 170, w: 1100, h: 760 });
      body += backdrop(s, pal, r, project(cam, 0, 0, 1700)[1], { grid: false }) + arcadeCabinet(s, cam, 0, 0, pal, art, seed);
    } else {
      const cam = fitCamera({ x: -1000, y: 850, dist: 1500 }, [[-AW / 2, 1400, 60], [AW / 2, 1400, 60], [-AW / 2, 950, 130], [AW / 2, 950, 130], [-AW / 2, 1400, AD]], { x: 160, y: 110, w: 1280, h: 980 });
      body += backdrop(s, pal, r, project(cam, 0, 0, 1700)[1], { grid: false }) + arcadeCabinet(s, cam, 0, 0, pal, art, seed);
    }
  } else if (art.kind === "pinball") {
    if (view === 0) {
      const cam = fitCamera({ x: -between(r, 2100, 2700), y: 4200, dist: 2600 }, PINBALL_BOUNDS, { x: 330, y: 60, w: 940, h: 1080 });
      body += backdrop(s, pal, r, project(cam, 0, 0, 1900)[1]);
      for (const [x, key] of [[-1150, "L"], [1150, "R"]] as Array<[number, string]>) {
        body += pinballMachine(s, cam, x, 700, palette(`${name}:${key}`), { kind: "pinball", motif: pick(r, OTHER_MOTIFS), title: "", dmd: true }, `${name}:${key}`, { dim: true });
      }
      body += dimOverlay() + shadowUnder(s, cam, 0, PD / 2, PW, PD);
      body += pinballMachine(s, cam, 0, 0, pal, art, seed);
    } else if (view === 1) {
      const cam: Cam = { x: between(r, -60, 60), y: PINBALL_FRONT_Y + 480, dist: 500, f: 1300, cx: W0 / 2, cy: -130 };
      body += backdrop(s, pal, r, 700, { grid: false }) + pinballMachine(s, cam, 0, 0, pal, art, seed, { ball: [between(r, -60, 90), between(r, 250, 520)] });
    } else {
      const cam = fitCamera({ x: -420, y: 1500, dist: 1500 }, BACKBOX_FACE, { x: 360, y: 50, w: 880, h: 1100 });
      body += backdrop(s, pal, r, project(cam, 0, 0, 1700)[1], { grid: false }) + pinballMachine(s, cam, 0, 0, pal, art, seed);
    }
  } else if (art.kind === "skeeball") {
    const cam = fitCamera({ x: view === 0 ? -900 : 700, y: view === 0 ? 2200 : 1800, dist: 2600 }, SKEE_BOUNDS, { x: 380, y: 60, w: 840, h: 1080 });
    body += backdrop(s, pal, r, project(cam, 0, 0, 2000)[1]) + shadowUnder(s, cam, 0, SKL / 2, SKW, SKL) + skeeBall(s, cam, pal, art.title);
  } else {
    const cam = fitCamera({ x: view === 0 ? -1100 : 900, y: 2300, dist: 2600 }, TABLE_BOUNDS, { x: 260, y: 80, w: 1080, h: 1040 });
    body += backdrop(s, pal, r, project(cam, 0, 0, 1800)[1]) + shadowUnder(s, cam, 0, 550, 600, 1100) + airHockey(s, cam, pal, art.title);
  }
  body += rect(0, 0, W0, H0, s.lin([[0, "#000", 0.4], [0.22, "#000", 0], [0.78, "#000", 0], [1, "#000", 0.4]], 0, 0, 1, 0));
  return s.toString(body, 1200, 900);
}

// ── brand mark (favicon, logo, QR centre, merchandise) ──────────────────────
/** The joystick mark in a 64 x 64 box; `id` keeps gradient ids unique when embedded. */
export function logoMark(id = "lm") {
  return (
    `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1466"/><stop offset="1" stop-color="#8b1d8f"/></linearGradient>` +
    `<radialGradient id="${id}ball" cx="0.5" cy="0.5" r="0.5" fx="0.35" fy="0.3"><stop offset="0" stop-color="#ffd1dc"/><stop offset="0.35" stop-color="#ff2e63"/><stop offset="1" stop-color="#9b0a35"/></radialGradient></defs>` +
    `<rect width="64" height="64" rx="14" fill="url(#${id}bg)"/>` +
    `<ellipse cx="32" cy="47" rx="17" ry="6" fill="#22d3ee"/><ellipse cx="32" cy="45" rx="17" ry="6" fill="#a5f3fc"/><ellipse cx="32" cy="45" rx="6" ry="2.4" fill="#0e7490"/>` +
    `<rect x="29.5" y="20" width="5" height="25" rx="2.5" fill="#f1f5f9"/>` +
    `<circle cx="32" cy="18" r="10" fill="url(#${id}ball)"/><circle cx="28.5" cy="14.5" r="2.8" fill="#fff" opacity="0.8"/>`
  );
}

export function logoSvg(size = 64) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${logoMark()}</svg>\n`;
}

// ── shop products (square) ──────────────────────────────────────────────────
function productBackdrop(s: Svg, pal: Palette) {
  let o = rect(0, 0, 1200, 1200, s.rad([[0, pal.mainLight], [0.55, pal.main], [1, pal.mainDark]], 600, 520, 900));
  let dots = "";
  for (let y = 40; y < 1200; y += 60) for (let x = (y / 60) % 2 ? 40 : 70; x < 1200; x += 60) dots += `M${x} ${y}h5v5h-5z`;
  o += `<path d="${dots}" fill="#ffffff" opacity="0.18"/>`;
  return o + ellipse(600, 1010, 380, 46, s.radBox([[0, "#000", 0.35], [1, "#000", 0]]));
}

const placeMark = (x: number, y: number, size: number, id: string) => `<g transform="translate(${x} ${y}) scale(${r4(size / 64)})">${logoMark(id)}</g>`;

const PRODUCTS: Record<ProductArt, (s: Svg, pal: Palette) => string> = {
  tshirt(s, pal) {
    const shirt = "M520 300Q600 380 680 300L790 318L950 410L890 575L800 540L800 930Q600 950 400 930L400 540L310 575L250 410L410 318Z";
    let o = `<path d="${shirt}" fill="#17171d"/>`;
    o += `<path d="M400 540L310 575L250 410L300 382Z" fill="#000" opacity="0.25"/><path d="M800 540L890 575L950 410L900 382Z" fill="#000" opacity="0.25"/>`;
    o += `<path d="M520 300Q600 380 680 300" fill="none" stroke="#2c2c36" stroke-width="18"/>`;
    o += placeMark(510, 450, 180, "ts");
    o += `<path d="${pixelTextPath("REPLAY", 600 - (textWidth("REPLAY") * 9) / 2, 660, 9)}" fill="${pal.accent}"/>`;
    o += `<path d="${pixelTextPath("MUSEUM", 600 - (textWidth("MUSEUM") * 5) / 2, 735, 5)}" fill="#ffffff" opacity="0.85"/>`;
    return o;
  },
  hoodie(s, pal) {
    let o = `<path d="M470 300Q600 170 730 300L720 380Q600 430 480 380Z" fill="${pal.mainDeep}"/>`;
    o += `<path d="M480 320L380 350L250 470L230 900L330 910L380 560L400 950Q600 975 800 950L820 560L870 910L970 900L950 470L820 350L720 320Q600 400 480 320Z" fill="${pal.mainDark}"/>`;
    o += `<path d="M470 310Q600 420 730 310Q600 360 470 310Z" fill="#0b0b10" opacity="0.6"/>`;
    o += rect(597, 370, 6, 580, "#d8d8e0") + polyline([[560, 380], [555, 480]], "#f0f0f0", 8) + polyline([[640, 380], [645, 480]], "#f0f0f0", 8);
    o += `<path d="M460 760H740L780 900H420Z" fill="#000" opacity="0.2"/>`;
    o += rect(230, 860, 100, 40, "#000", `opacity="0.25"`) + rect(870, 860, 100, 40, "#000", `opacity="0.25"`) + rect(400, 910, 400, 40, "#000", `opacity="0.2"`);
    o += sprite(SPRITES.ghost, 645, 470, 12, [pal.accent, "#ffffff", "#1b3bff"]);
    o += `<path d="${pixelTextPath("REPLAY", 425, 500, 4.5)}" fill="#ffffff"/>`;
    return o;
  },
  cap(s, pal) {
    let o = `<path d="M320 700Q300 380 600 360Q900 380 880 700Z" fill="${pal.mainDark}"/>`;
    const pid = s.id("m");
    s.def(`<pattern id="${pid}" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="4" fill="#000" opacity="0.35"/></pattern>`);
    o += `<path d="M320 700Q300 380 600 360Q900 380 880 700Z" fill="url(#${pid})"/>`;
    o += `<path d="M430 700Q420 400 600 365Q780 400 770 700Z" fill="#f4f1ea"/>`;
    o += `<path d="M270 690Q600 600 930 690Q990 740 930 770Q600 700 270 770Q210 740 270 690Z" fill="${pal.mainDeep}"/>`;
    o += `<path d="M300 700Q600 630 900 700" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.35" stroke-dasharray="14 10"/>`;
    o += circle(600, 368, 16, pal.mainDeep);
    o += circle(600, 545, 105, pal.main, `stroke="${pal.accent}" stroke-width="12"`);
    const fl = capsule([-60, 0], [50, -28], 22, 11).map(([x, y]) => [600 + x, 560 + y] as V);
    o += poly(fl, "#ffffff", `stroke="#e8202a" stroke-width="8" stroke-linejoin="round"`) + circle(540, 560, 8, "#aaa");
    o += circle(640, 500, 20, s.radBox([[0, "#ffffff"], [0.4, "#cfd3dc"], [1, "#5a5e68"]], 0.35, 0.3));
    return o;
  },
  membership(s, pal) {
    let o = polyline([[470, 80], [560, 330]], pal.alt, 34) + polyline([[730, 80], [640, 330]], pal.alt, 34);
    o += rect(560, 300, 80, 70, "#c8ccd4", `rx="10"`);
    o += rect(345, 360, 510, 700, "#000", `rx="36" opacity="0.25" transform="translate(12 18)"`) + rect(345, 360, 510, 700, "#fbfaf6", `rx="36"`);
    o += `<path d="M345 396A36 36 0 0 1 381 360H819A36 36 0 0 1 855 396V560H345Z" fill="${pal.mainDark}"/>`;
    o += rect(565, 380, 70, 16, "#ffffff", `rx="8" opacity="0.8"`);
    o += placeMark(390, 420, 110, "mb");
    o += `<path d="${pixelTextPath("MEMBER", 530, 450, 8)}" fill="#ffffff"/>`;
    o += `<path d="${pixelTextPath(String(new Date().getFullYear()), 530, 520, 4)}" fill="${pal.accent}"/>`;
    const star: V[] = [];
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const rr = k % 2 ? 50 : 115;
      star.push([600 + Math.cos(a) * rr, 740 + Math.sin(a) * rr]);
    }
    o += poly(star, pal.accent, `stroke="${pal.mainDark}" stroke-width="8" stroke-linejoin="round"`);
    o += `<path d="${pixelTextPath("FAMILY", 600 - (textWidth("FAMILY") * 7) / 2, 880, 7)}" fill="${pal.mainDeep}"/>`;
    let bars = "";
    let x = 420;
    const r = rng("barcode");
    while (x < 780) {
      const w = 3 + Math.floor(r() * 8);
      bars += `M${x} 950h${w}v60h${-w}z`;
      x += w + 4 + Math.floor(r() * 6);
    }
    return o + `<path d="${bars}" fill="#1a1a22"/>`;
  },
  pins(s, pal) {
    let o = rect(230, 220, 740, 820, "#000", `rx="30" opacity="0.2" transform="translate(10 16)"`) + rect(230, 220, 740, 820, "#f6f3ec", `rx="30"`);
    o += circle(600, 270, 22, "#d8d2c4") + `<path d="${pixelTextPath("REPLAY PINS", 600 - (textWidth("REPLAY PINS") * 6) / 2, 330, 6)}" fill="${pal.mainDark}"/>`;
    const gold = "#d9a93a";
    o += `<path d="M330 640V520Q330 420 430 420Q530 420 530 520V640L497 610L463 640L430 610L397 640L363 610Z" fill="${pal.main}" stroke="${gold}" stroke-width="12" stroke-linejoin="round"/>`;
    o += ellipse(395, 515, 24, 30, "#fff") + ellipse(465, 515, 24, 30, "#fff") + circle(402, 522, 11, "#1b3bff") + circle(472, 522, 11, "#1b3bff");
    const fl = capsule([-110, 0], [90, -50], 40, 20).map(([x, y]) => [770 + x, 520 + y] as V);
    o += poly(fl, "#ffffff", `stroke="${gold}" stroke-width="12" stroke-linejoin="round"`) + poly(capsule([-110, 0], [90, -50], 30, 12).map(([x, y]) => [770 + x, 520 + y] as V), "none", `stroke="#e8202a" stroke-width="10"`) + circle(660, 520, 12, gold);
    o += circle(600, 820, 150, gold) + `<g transform="translate(470 690) scale(${r4(260 / 64)})"><clipPath id="pinclip"><circle cx="32" cy="32" r="30"/></clipPath><g clip-path="url(#pinclip)">${logoMark("pn")}</g></g>`;
    return o;
  },
};

export function productSvg(name: string, art: ProductArt) {
  const s = new Svg(1200, 1200);
  const pal = palette(name);
  return s.toString(productBackdrop(s, pal) + PRODUCTS[art](s, pal), 1200, 1200);
}

// ── rendering and storing ───────────────────────────────────────────────────
/** Runs async jobs with at most `limit` in flight, keeping their order. */
export async function inPool<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results = new Array<T>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** Low WebP effort: the art is flat colour, and a first start should be quick. */
const DEMO_EFFORT = 1;
/**
 * Rendered variants are kept in the system temp folder, keyed by a hash of
 * the SVG, so later seeds (test runs, fresh data folders) store those files
 * instead of drawing ~80 pictures again. Best effort: any failure just renders.
 */
const CACHE_DIR = path.join(os.tmpdir(), "replay-museum-demo-images");
const CACHE_VERSION = `v1:q78:e${DEMO_EFFORT}:${IMAGE_WIDTHS.join(",")}`;

let cacheUsable: Promise<boolean> | undefined;

/** Only a private folder of ours: files from a shared temp folder end up on the public site. */
function cacheReady() {
  cacheUsable ??= (async () => {
    try {
      await fs.mkdir(CACHE_DIR, { recursive: true, mode: 0o700 });
      const st = await fs.stat(CACHE_DIR);
      const uid = process.getuid?.();
      return st.isDirectory() && (uid === undefined || st.uid === uid) && (st.mode & 0o022) === 0;
    } catch {
      return false;
    }
  })();
  return cacheUsable;
}

async function renderAndStore(svg: string): Promise<StoredImage> {
  const useCache = await cacheReady();
  const key = createHash("sha256").update(CACHE_VERSION).update(svg).digest("hex").slice(0, 32);
  const cached = IMAGE_WIDTHS.map((w) => path.join(CACHE_DIR, `${key}-${w}.webp`));
  if (useCache) {
    const variants = await Promise.all(cached.map((file) => fs.readFile(file))).catch(() => null);
    // Not cached yet: drawn below. Stored outside this catch, so a failing store is not taken for a cache miss.
    if (variants) return storeVariants(variants);
  }
  const variants = await encodeImage(sharp(Buffer.from(svg)), { effort: DEMO_EFFORT });
  if (useCache) {
    try {
      await Promise.all(
        variants.map(async (bytes, i) => {
          const tmp = `${cached[i]}.${process.pid}.tmp`;
          await fs.writeFile(tmp, bytes);
          await fs.rename(tmp, cached[i]);
        }),
      );
    } catch {
      // a full temp folder only costs speed
    }
  }
  return storeVariants(variants);
}

export const storeMachineImage = (name: string, art: DemoArt, view: number) => renderAndStore(machineSvg(name, art, view));
export const storeProductImage = (name: string, art: ProductArt) => renderAndStore(productSvg(name, art));
