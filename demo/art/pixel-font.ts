import { round1 } from "./svg";

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
          d += `M${round1(cx + run * px)} ${round1(y + ry * px)}h${round1((i - run) * px)}v${round1(px)}h${round1(-(i - run) * px)}z`;
          run = -1;
        }
      }
    });
    cx += (rows[0].length + 1) * px;
  }
  return d;
}

/** Splits a title into one or two lines, whichever fits the box at the larger size. */
function fitTitle(title: string, boxW: number, boxH: number, maxPx = Infinity) {
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
  if (o.shadow)
    out += `<path d="${d}" fill="${o.shadow}" transform="translate(${round1(px * 0.7)} ${round1(px * 0.7)})"/>`;
  if (o.outline)
    out += `<path d="${d}" fill="${o.outline}" stroke="${o.outline}" stroke-width="${round1(px * 0.9)}" stroke-linejoin="round"/>`;
  out += `<path d="${d}" fill="${o.fill}"${o.extra ? ` ${o.extra}` : ""}/>`;
  return out;
}
