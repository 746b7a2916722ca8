import { affine, project, type Camera, type Point3 } from "./camera";
import { type Palette } from "./colours";
import { pixelTextPath, pixelTitle, textWidth } from "./pixel-font";
import { Svg, circle, pathOf, poly, polyline, rect, round1, type Point } from "./svg";

// ── Skee-Ball alley ─────────────────────────────────────────────────────────
export const SKEE_WIDTH = 360;
export const SKEE_LENGTH = 1500;
const lane = (z: number) => 520 + z * 0.16;
export const SKEE_BOUNDS: Point3[] = [
  [-SKEE_WIDTH / 2, 0, -130],
  [SKEE_WIDTH / 2, 0, -130],
  [-SKEE_WIDTH / 2, 1450, SKEE_LENGTH],
  [SKEE_WIDTH / 2, 1450, SKEE_LENGTH],
  [-SKEE_WIDTH / 2, 0, SKEE_LENGTH],
];

export function skeeBall(s: Svg, cam: Camera, pal: Palette, title: string) {
  const P = (x: number, y: number, z: number) => project(cam, x, y, z);
  const L = -SKEE_WIDTH / 2;
  const R = SKEE_WIDTH / 2;
  const prof: Point[] = [
    [0, 0],
    [0, lane(0) + 120],
    [1180, lane(1180) + 120],
    [1320, 1180],
    [SKEE_LENGTH, 1450],
    [SKEE_LENGTH, 0],
  ];
  let out = "";
  for (const side of [L, R]) {
    const visible = side === L ? cam.x < L : cam.x > R;
    if (!visible) continue;
    const pts = prof.map(([z, y]) => P(side, y, z));
    out += poly(
      pts,
      s.lin([
        [0, pal.bodyLight],
        [1, pal.bodyDark],
      ]),
    );
    const S = (z: number, y: number) => P(side, y, z);
    out += `<g clip-path="${s.clip(pathOf(pts))}">${poly([S(0, 180), S(SKEE_LENGTH, 620), S(SKEE_LENGTH, 720), S(0, 300)], pal.main)}${poly([S(0, 380), S(SKEE_LENGTH, 860), S(SKEE_LENGTH, 900), S(0, 430)], pal.accent)}</g>`;
    out += polyline(
      prof.slice(1, 5).map(([z, y]) => P(side, y, z)),
      pal.accent,
      8 * (cam.f / (cam.dist + 600)),
    );
  }
  // front and ball trough
  out += poly(
    [P(L, lane(0) + 120, 0), P(R, lane(0) + 120, 0), P(R, 0, 0), P(L, 0, 0)],
    s.lin([
      [0, pal.body],
      [1, pal.bodyDark],
    ]),
  );
  out +=
    poly([P(L, 560, -130), P(R, 560, -130), P(R, 560, 0), P(L, 560, 0)], "#2a2018") +
    poly([P(L, 560, -130), P(R, 560, -130), P(R, 420, -130), P(L, 420, -130)], pal.bodyDark);
  out += poly(
    [P(L + 40, 40, 0), P(R - 40, 40, 0), P(R - 40, 400, 0), P(L + 40, 400, 0)],
    pal.mainDark,
    `opacity="0.5"`,
  );
  for (let i = 0; i < 7; i++) {
    const [bx, by] = P(L + 45 + i * 45, 585, -65);
    const rr = 26 * (cam.f / (cam.dist - 65));
    out += circle(
      bx,
      by,
      rr,
      s.radBox(
        [
          [0, "#f0c890"],
          [0.6, "#b8752e"],
          [1, "#5a3210"],
        ],
        0.35,
        0.3,
      ),
    );
  }
  // lane surface with boards and the jump
  const lx = 150;
  out += poly(
    [P(L, lane(0) + 120, 0), P(R, lane(0) + 120, 0), P(R, lane(1180) + 120, 1180), P(L, lane(1180) + 120, 1180)],
    "#1a1410",
  );
  out += poly(
    [P(-lx, lane(40), 40), P(lx, lane(40), 40), P(lx, lane(1150), 1150), P(-lx, lane(1150), 1150)],
    s.lin([
      [0, "#c98a4a"],
      [1, "#e8b070"],
    ]),
  );
  let boards = "";
  for (let i = 1; i < 8; i++) {
    const x = -lx + i * ((2 * lx) / 8);
    const a = P(x, lane(40), 40);
    const b = P(x, lane(1150), 1150);
    boards += `M${round1(a[0])} ${round1(a[1])}L${round1(b[0])} ${round1(b[1])}`;
  }
  out += `<path d="${boards}" stroke="#8a5a2a" stroke-width="2" opacity="0.6"/>`;
  out += poly(
    [P(-lx, lane(1000), 1000), P(lx, lane(1000), 1000), P(lx, lane(1080) + 30, 1080), P(-lx, lane(1080) + 30, 1080)],
    "#f2c88a",
  );
  // ring target on a tilted board
  const t0 = P(-lx, lane(1420) + 320, 1420);
  const t1 = P(lx, lane(1420) + 320, 1420);
  const t2 = P(-lx, lane(1150), 1150);
  let rings = rect(0, 0, 300, 330, "#201813");
  const ringCols = [pal.mainDark, pal.main, pal.alt, pal.accent, "#f4f4f4"];
  [140, 108, 78, 50, 28].forEach(
    (rr, i) => (rings += circle(150, 215, rr, ringCols[i], `stroke="#0a0a0a" stroke-width="5"`)),
  );
  rings += circle(150, 215, 17, "#050505");
  for (const x of [42, 258]) rings += circle(x, 48, 22, "#f2c230") + circle(x, 48, 15, "#050505");
  out += `<g transform="${affine(t0, t1, t2, 300, 330)}">${rings}</g>`;
  // backboard with marquee and score
  const k0 = P(L, 1450, SKEE_LENGTH - 20);
  const k1 = P(R, 1450, SKEE_LENGTH - 20);
  const k2 = P(L, lane(1420) + 320, SKEE_LENGTH - 20);
  const kh = 1450 - lane(1420) - 320;
  let board =
    rect(0, 0, SKEE_WIDTH, kh, pal.bodyDark) +
    rect(
      16,
      16,
      SKEE_WIDTH - 32,
      kh * 0.45,
      s.lin([
        [0, pal.main],
        [1, pal.mainDark],
      ]),
    );
  board += pixelTitle(
    title,
    { x: 30, y: 24, w: SKEE_WIDTH - 60, h: kh * 0.45 - 16 },
    { fill: "#ffffff", outline: "#1a0a20", shadow: "#1a0a20", maxPx: 12 },
  );
  board += rect(80, kh * 0.58, SKEE_WIDTH - 160, kh * 0.3, "#050302", `stroke="#444" stroke-width="4"`);
  const sc = "340";
  const spx = Math.min(((SKEE_WIDTH - 190) * 0.8) / textWidth(sc), (kh * 0.24) / 7);
  board += `<path d="${pixelTextPath(sc, SKEE_WIDTH / 2 - (textWidth(sc) * spx) / 2, kh * 0.73 - 3.5 * spx, spx)}" fill="#ff3b1e"/>`;
  out += `<g transform="${affine(k0, k1, k2, SKEE_WIDTH, kh)}">${board}</g>`;
  return out;
}
