import { placeAt } from "./arcade-cabinet";
import { backglass, speakerPanel } from "./backglass";
import { affine, facing, type Camera, type Point3 } from "./camera";
import { type Palette } from "./colours";
import { playfield, type PlayfieldMapper } from "./playfield";
import { Svg, circle, ellipse, pathOf, poly, rect, type Point } from "./svg";
import type { DemoArt } from "../data";

// ── pinball machine: sloped cabinet on legs, backbox at the back ───────────
export const PINBALL_WIDTH = 540;
export const PINBALL_DEPTH = 1080;
const BACKBOX_DEPTH = 230;
const BACKBOX_HEIGHT = 720;
const rail = (z: number) => 880 + z * 0.111;
const bottomAt = (z: number) => rail(z) - 260;
type PinballArt = Extract<DemoArt, { kind: "pinball" }>;

export const PINBALL_BOUNDS: Point3[] = [
  [-PINBALL_WIDTH / 2, 0, 0],
  [PINBALL_WIDTH / 2, 0, 0],
  [-PINBALL_WIDTH / 2, 0, PINBALL_DEPTH],
  [-PINBALL_WIDTH / 2, rail(PINBALL_DEPTH - BACKBOX_DEPTH) + BACKBOX_HEIGHT, PINBALL_DEPTH - BACKBOX_DEPTH],
  [PINBALL_WIDTH / 2, rail(PINBALL_DEPTH - BACKBOX_DEPTH) + BACKBOX_HEIGHT, PINBALL_DEPTH - BACKBOX_DEPTH],
  [-PINBALL_WIDTH / 2, rail(PINBALL_DEPTH - BACKBOX_DEPTH) + BACKBOX_HEIGHT, PINBALL_DEPTH],
];
export const BACKBOX_FACE: Point3[] = [
  [-PINBALL_WIDTH / 2, rail(PINBALL_DEPTH - BACKBOX_DEPTH), PINBALL_DEPTH - BACKBOX_DEPTH],
  [PINBALL_WIDTH / 2, rail(PINBALL_DEPTH - BACKBOX_DEPTH), PINBALL_DEPTH - BACKBOX_DEPTH],
  [-PINBALL_WIDTH / 2, rail(PINBALL_DEPTH - BACKBOX_DEPTH) + BACKBOX_HEIGHT, PINBALL_DEPTH - BACKBOX_DEPTH],
  [PINBALL_WIDTH / 2, rail(PINBALL_DEPTH - BACKBOX_DEPTH) + BACKBOX_HEIGHT, PINBALL_DEPTH - BACKBOX_DEPTH],
];
export const PINBALL_FRONT_Y = rail(0);

export function pinballMachine(
  s: Svg,
  cam: Camera,
  ox: number,
  oz: number,
  pal: Palette,
  art: PinballArt,
  seed: string,
  opts: { dim?: boolean; ball?: [number, number]; yaw?: number } = {},
) {
  const P = placeAt(cam, ox, oz, opts.yaw ?? 0);
  const dim = opts.dim ?? false;
  const L = -PINBALL_WIDTH / 2;
  const R = PINBALL_WIDTH / 2;
  let out = "";

  // legs, back first
  const chrome = s.lin(
    [
      [0, "#5a5c66"],
      [0.45, "#f2f3f7"],
      [1, "#6a6c76"],
    ],
    0,
    0,
    1,
    0,
  );
  for (const lz of [PINBALL_DEPTH - 70, 40]) {
    for (const lx of [L + 32, R - 32]) {
      const top = bottomAt(lz);
      out += poly(
        [P(lx - 26, top, lz), P(lx + 26, top, lz), P(lx + 17, 0, lz), P(lx - 17, 0, lz)],
        dim ? "#15151c" : chrome,
      );
      if (!dim) out += poly([P(lx - 22, 18, lz), P(lx + 22, 18, lz), P(lx + 22, 0, lz), P(lx - 22, 0, lz)], "#1a1a1e");
    }
  }

  // cabinet sides
  for (const side of [L, R]) {
    const pts: Point[] = [
      P(side, bottomAt(0), 0),
      P(side, rail(0), 0),
      P(side, rail(PINBALL_DEPTH), PINBALL_DEPTH),
      P(side, bottomAt(PINBALL_DEPTH), PINBALL_DEPTH),
    ];
    if (facing(pts) === (side === L)) continue;
    out += poly(
      pts,
      dim
        ? pal.bodyDark
        : s.lin([
            [0, pal.bodyLight],
            [1, pal.bodyDark],
          ]),
    );
    if (dim) continue;
    const S = (z: number, t: number) => P(side, bottomAt(z) + t * 260, z);
    let a = poly([S(0, 0.1), S(PINBALL_DEPTH * 0.6, 1), S(PINBALL_DEPTH * 0.75, 1), S(0, 0.35)], pal.main);
    a += poly([S(0, 0.45), S(PINBALL_DEPTH * 0.35, 1), S(PINBALL_DEPTH * 0.42, 1), S(0, 0.6)], pal.alt);
    a += poly(
      [S(PINBALL_DEPTH * 0.45, 0), S(PINBALL_DEPTH, 0.75), S(PINBALL_DEPTH, 0.9), S(PINBALL_DEPTH * 0.35, 0)],
      pal.accent,
      `opacity="0.85"`,
    );
    out += `<g clip-path="${s.clip(pathOf(pts))}">${a}</g>`;
    const [bx, by] = S(45, 0.7);
    const sc = cam.f / (oz + 45 + cam.dist);
    out +=
      ellipse(bx, by, 7 * sc, 16 * sc, "#f4f4f4") +
      ellipse(bx + (side === L ? -2 : 2) * sc, by, 4 * sc, 12 * sc, pal.main);
  }

  // front with coin door
  {
    const p0 = P(L, rail(0), 0);
    const p1 = P(R, rail(0), 0);
    const p2 = P(L, bottomAt(0), 0);
    const pts: Point[] = [p0, p1, P(R, bottomAt(0), 0), p2];
    if (dim) out += poly(pts, pal.bodyDark);
    else {
      let inner = rect(
        0,
        0,
        PINBALL_WIDTH,
        260,
        s.lin([
          [0, pal.body],
          [1, pal.bodyDark],
        ]),
      );
      inner += rect(0, 0, PINBALL_WIDTH, 14, "#c8c8d0");
      inner += rect(
        170,
        50,
        200,
        180,
        s.lin([
          [0, "#4a4a52"],
          [1, "#202026"],
        ]),
        `rx="6" stroke="#77777f" stroke-width="4"`,
      );
      for (const cx of [225, 315])
        inner +=
          rect(cx - 22, 75, 44, 70, "#9a9aa4", `rx="4"`) +
          rect(cx - 3, 86, 6, 30, "#111") +
          rect(cx - 11, 122, 22, 16, "#ff3b30", `rx="2"`) +
          circle(
            cx,
            130,
            24,
            s.radBox([
              [0, "#ff5a40", 0.55],
              [1, "#ff5a40", 0],
            ]),
          );
      inner += circle(70, 50, 16, "#f4f4f4") + circle(70, 50, 11, pal.accent);
      out += `<g transform="${affine(p0, p1, p2, PINBALL_WIDTH, 260)}">${inner}</g>`;
    }
  }

  // top: rim, side rails, playfield, lockdown bar
  const zEnd = PINBALL_DEPTH - BACKBOX_DEPTH;
  const top: Point[] = [P(L, rail(0), 0), P(R, rail(0), 0), P(R, rail(zEnd), zEnd), P(L, rail(zEnd), zEnd)];
  out += poly(top, dim ? "#0b0b10" : "#16141c");
  const pfZ = (v: number) => 40 + (v * (zEnd - 50)) / 1000;
  const map: PlayfieldMapper = {
    point: (u, v, h = 0) => P(u, rail(pfZ(v)) - 14 + h, pfZ(v)),
    ellipseAt: (u, v, rad, h = 0) => {
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
  if (dim)
    out += poly(
      [map.point(-245, 0), map.point(245, 0), map.point(245, 1000), map.point(-245, 1000)],
      s.lin([
        [0, pal.mainDark, 0.6],
        [1, pal.main, 0.35],
      ]),
    );
  else {
    out += playfield(s, map, pal, seed, opts.ball);
    out += poly(
      [map.point(-245, 520), map.point(-120, 1000), map.point(10, 1000), map.point(-245, 280)],
      "#ffffff",
      `opacity="0.07"`,
    );
    out += poly(
      [map.point(60, 0), map.point(160, 0), map.point(245, 300), map.point(245, 480)],
      "#ffffff",
      `opacity="0.05"`,
    );
  }
  for (const side of [L, R]) {
    const x0 = side === L ? L : R - 24;
    out += poly(
      [
        P(x0, rail(0) + 6, 30),
        P(x0 + 24, rail(0) + 6, 30),
        P(x0 + 24, rail(zEnd) + 6, zEnd),
        P(x0, rail(zEnd) + 6, zEnd),
      ],
      dim
        ? "#26262e"
        : s.lin(
            [
              [0, "#8c8e98"],
              [0.5, "#eceef4"],
              [1, "#7a7c86"],
            ],
            0,
            0,
            1,
            0,
          ),
    );
  }
  out += poly(
    [P(L, rail(0) + 10, 0), P(R, rail(0) + 10, 0), P(R, rail(40) + 10, 40), P(L, rail(40) + 10, 40)],
    dim
      ? "#26262e"
      : s.lin([
          [0, "#f4f5f9"],
          [1, "#7c7e88"],
        ]),
  );
  out += poly(
    [P(L, rail(0) + 10, 0), P(R, rail(0) + 10, 0), P(R, rail(0) - 8, 0), P(L, rail(0) - 8, 0)],
    dim ? "#15151a" : "#9a9ca6",
  );

  // backbox
  const yb = rail(zEnd);
  const yt = yb + BACKBOX_HEIGHT;
  for (const side of [L, R]) {
    const pts: Point[] = [P(side, yb, zEnd), P(side, yt, zEnd), P(side, yt, PINBALL_DEPTH), P(side, yb, PINBALL_DEPTH)];
    if (facing(pts) === (side === L)) continue;
    out += poly(
      pts,
      dim
        ? pal.bodyDark
        : s.lin([
            [0, pal.body],
            [1, pal.bodyDark],
          ]),
    );
    if (!dim)
      out += `<g clip-path="${s.clip(pathOf(pts))}">${poly([P(side, yb + BACKBOX_HEIGHT * 0.2, zEnd), P(side, yb + BACKBOX_HEIGHT * 0.55, PINBALL_DEPTH), P(side, yb + BACKBOX_HEIGHT * 0.65, PINBALL_DEPTH), P(side, yb + BACKBOX_HEIGHT * 0.3, zEnd)], pal.main)}</g>`;
  }
  if (cam.y > yt)
    out += poly(
      [P(L, yt, zEnd), P(R, yt, zEnd), P(R, yt, PINBALL_DEPTH), P(L, yt, PINBALL_DEPTH)],
      dim ? "#101016" : pal.bodyLight,
    );
  const b0 = P(L, yt, zEnd);
  const b1 = P(R, yt, zEnd);
  const b2 = P(L, yb, zEnd);
  const m = affine(b0, b1, b2, PINBALL_WIDTH, BACKBOX_HEIGHT);
  if (dim) {
    out += poly([b0, b1, P(R, yb, zEnd), b2], "#0b0b10");
    out += `<g transform="${m}">${rect(
      24,
      24,
      PINBALL_WIDTH - 48,
      430,
      s.lin([
        [0, pal.main, 0.8],
        [1, pal.mainDark, 0.6],
      ]),
    )}${rect(140, 520, 260, 70, "#ff8a1e", `opacity="0.35"`)}</g>`;
  } else {
    let inner =
      rect(0, 0, PINBALL_WIDTH, BACKBOX_HEIGHT, "#0a0a0e") +
      rect(6, 6, PINBALL_WIDTH - 12, BACKBOX_HEIGHT - 12, "none", `stroke="${pal.main}" stroke-width="5"`);
    inner += `<g transform="translate(24 24)"><g clip-path="${s.clipRect(0, 0, PINBALL_WIDTH - 48, 430)}">${backglass(s, art.motif, PINBALL_WIDTH - 48, 430, pal, seed, art.title)}</g></g>`;
    inner += rect(
      24,
      24,
      PINBALL_WIDTH - 48,
      430,
      s.lin(
        [
          [0, "#fff", 0.14],
          [0.4, "#fff", 0],
          [1, "#fff", 0],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    inner += rect(0, 462, PINBALL_WIDTH, 10, "#c8c8d0");
    inner += `<g transform="translate(24 480)">${speakerPanel(s, PINBALL_WIDTH - 48, 220, pal, art.title, art.dmd, seed)}</g>`;
    out += `<g transform="${m}">${inner}</g>`;
  }
  return out;
}
