// ── colours and randomness, seeded by a name so every run draws the same art ──
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
export const pick = <T>(r: Rng, list: readonly T[]) => list[Math.floor(r() * list.length) % list.length];
export const between = (r: Rng, a: number, b: number) => a + (b - a) * r();

export function hsl(h: number, s: number, l: number) {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const ch = (t: number) => {
    const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = tt < 1 / 6 ? p + (q - p) * 6 * tt : tt < 1 / 2 ? q : tt < 2 / 3 ? p + (q - p) * (2 / 3 - tt) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
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
