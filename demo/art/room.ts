import { type Palette, type Rng } from "./colours";
import { Svg, ellipse, rect, round1, type Point } from "./svg";

// ── room: wall, glow, neon strip, floor grid ───────────────────────────────
export function backdrop(s: Svg, pal: Palette, r: Rng, floorY: number, o: { glowX?: number; grid?: boolean } = {}) {
  const W = s.width;
  const H = s.height;
  const gx = o.glowX ?? W / 2;
  let out = rect(
    0,
    0,
    W,
    H,
    s.lin([
      [0, pal.bgTop],
      [1, pal.bgBottom],
    ]),
  );
  let dots = "";
  for (let i = 0; i < 70; i++) {
    const sz = r() < 0.8 ? 2.5 : 4.5;
    dots += `M${round1(r() * W)} ${round1(r() * floorY * 0.9)}h${sz}v${sz}h${-sz}z`;
  }
  out += `<path d="${dots}" fill="#ffffff" opacity="0.35"/>`;
  // Linear, not radial: radial gradients over the whole canvas dominate render time.
  out += rect(
    0,
    0,
    W,
    floorY,
    s.lin(
      [
        [0, pal.main, 0],
        [0.5, pal.main, 0.45],
        [1, pal.main, 0],
      ],
      gx / W - 0.45,
      0,
      gx / W + 0.45,
      0,
    ),
  );
  out += rect(
    0,
    floorY * 0.35,
    W,
    floorY * 0.65,
    s.lin([
      [0, pal.mainDark, 0],
      [1, pal.mainDark, 0.35],
    ]),
  );
  const neonY = floorY * 0.3;
  out += rect(
    0,
    neonY - 14,
    W,
    28,
    s.lin(
      [
        [0, pal.alt, 0],
        [0.5, pal.alt, 0.25],
        [1, pal.alt, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(
    0,
    neonY - 2.5,
    W,
    5,
    s.lin(
      [
        [0, pal.altLight, 0.1],
        [0.5, pal.altLight, 0.95],
        [1, pal.altLight, 0.1],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(
    0,
    neonY + 16,
    W,
    3,
    s.lin(
      [
        [0, pal.main, 0],
        [0.5, pal.mainLight, 0.7],
        [1, pal.main, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(
    0,
    floorY,
    W,
    H - floorY,
    s.lin([
      [0, pal.floor],
      [1, "#000000"],
    ]),
  );
  if (o.grid !== false) {
    let grid = "";
    for (let i = -16; i <= 16; i++)
      grid += `M${round1(gx + i * 70)} ${round1(floorY)}L${round1(gx + i * 300)} ${round1(H)}`;
    for (let k = 1; k <= 8; k++) grid += `M0 ${round1(floorY + (H - floorY) * (k / 8) ** 1.7)}H${W}`;
    out += `<path d="${grid}" stroke="${pal.alt}" stroke-width="2" opacity="0.22"/>`;
  }
  out += rect(
    0,
    floorY - 3,
    W,
    6,
    s.lin(
      [
        [0, pal.main, 0],
        [0.5, pal.mainLight, 0.6],
        [1, pal.main, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out;
}

/** Soft contact shadow on the floor. */
export function floorShadow(s: Svg, c: Point, rx: number, ry: number, opacity = 0.65) {
  return ellipse(
    c[0],
    c[1],
    rx,
    ry,
    s.radBox([
      [0, "#000", opacity],
      [1, "#000", 0],
    ]),
  );
}
