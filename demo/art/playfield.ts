import { between, pick, rng, type Palette } from "./colours";
import { Svg, circle, ellipse, pathOf, poly, polyline, round1, type Point } from "./svg";

// ── pinball playfield, drawn through a mapper (3D view or flat close-up) ───
/** u: -245..245 across, v: 0 (flippers) .. 1000 (top arch); h lifts above the wood. */
export type PlayfieldMapper = {
  point: (u: number, v: number, h?: number) => Point;
  ellipseAt: (u: number, v: number, r: number, h?: number) => [number, number, number, number];
};

const mirrorU = (pts: Array<[number, number]>) => pts.map(([u, v]) => [-u, v] as [number, number]);

export function capsule(a: [number, number], b: [number, number], ra: number, rb: number) {
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

export function playfield(s: Svg, m: PlayfieldMapper, pal: Palette, seed: string, ball: [number, number] = [70, 380]) {
  const r = rng(`${seed}:pf`);
  const P = (pts: Array<[number, number]>, h = 0) => pts.map(([u, v]) => m.point(u, v, h));
  const E = (u: number, v: number, rad: number, fill: string, h = 0, extra = "") => {
    const [cx, cy, rx, ry] = m.ellipseAt(u, v, rad, h);
    return ellipse(cx, cy, rx, ry, fill, extra);
  };
  const outline: Array<[number, number]> = [
    [-245, 0],
    [245, 0],
    [245, 1000],
    [-245, 1000],
  ];
  const base = P(outline);
  const [gx0, gy0] = m.point(0, 0);
  const [gx1, gy1] = m.point(0, 1000);
  let out = poly(
    base,
    s.lin(
      [
        [0, pal.mainDeep],
        [0.55, pal.mainDark],
        [1, pal.mainDeep],
      ],
      gx0,
      gy0,
      gx1,
      gy1,
      true,
    ),
  );
  // artwork printed on the wood
  let art = "";
  const [cu, cv] = [0, 600];
  for (let k = 0; k < 18; k++) {
    const a = (k / 18) * Math.PI * 2;
    const b = a + Math.PI / 18;
    art += poly(
      P([
        [cu, cv],
        [cu + Math.cos(a) * 700, cv + Math.sin(a) * 700],
        [cu + Math.cos(b) * 700, cv + Math.sin(b) * 700],
      ]),
      k % 2 ? pal.main : pal.alt,
      `opacity="0.16"`,
    );
  }
  const ring = (rad: number, fill: string, op: number) => {
    const pts: Array<[number, number]> = [];
    for (let k = 0; k < 28; k++)
      pts.push([cu + Math.cos((k / 28) * Math.PI * 2) * rad, cv + Math.sin((k / 28) * Math.PI * 2) * rad]);
    return poly(P(pts), fill, `opacity="${op}"`);
  };
  art += ring(210, pal.alt, 0.18) + ring(130, pal.accent, 0.18);
  art += poly(
    P([
      [-245, 120],
      [-60, 330],
      [-60, 380],
      [-245, 170],
    ]),
    pal.accent,
    `opacity="0.25"`,
  );
  art += poly(
    P(
      mirrorU([
        [-245, 120],
        [-60, 330],
        [-60, 380],
        [-245, 170],
      ]),
    ),
    pal.accent,
    `opacity="0.25"`,
  );
  out += `<g clip-path="${s.clip(pathOf(base))}">${art}</g>`;

  // top arch corners and wire guide
  const arc: Array<[number, number]> = [];
  for (let k = 0; k <= 16; k++) {
    const t = Math.PI - (k / 16) * Math.PI;
    const u = Math.cos(t) * 245;
    const v = 790 + Math.sin(t) * 245;
    arc.push([u, Math.min(v, 1000)]);
  }
  out +=
    poly(P([[-245, 1000], ...arc.slice(0, 9)]), "#0b0a10") +
    poly(P([[245, 1000], ...arc.slice(8).reverse()]), "#0b0a10");
  out += polyline(P(arc), "#d8d8e0", m.ellipseAt(0, 900, 5)[2]);

  // inserts (lit ones glow)
  const inserts: Array<[number, number, string]> = [];
  for (let k = 0; k < 5; k++) inserts.push([0, 300 + k * 52, pick(r, [pal.accent, pal.alt, "#ffffff", pal.main])]);
  for (let k = 0; k < 4; k++)
    inserts.push([-95 - k * 14, 420 + k * 46, pal.accent], [95 + k * 14, 400 + k * 46, pal.alt]);
  for (const [u, v, col] of inserts) {
    const lit = r() < 0.6;
    if (lit)
      out += E(
        u,
        v,
        34,
        s.radBox([
          [0, col, 0.55],
          [1, col, 0],
        ]),
      );
    out += E(
      u,
      v,
      13,
      lit ? col : "#2a2630",
      0,
      `stroke="#000" stroke-opacity="0.4" stroke-width="${round1(m.ellipseAt(u, v, 2)[2])}"`,
    );
    if (lit) out += E(u - 4, v + 4, 4, "#ffffff", 0, `opacity="0.7"`);
  }
  for (const side of [-1, 1]) {
    for (let k = 0; k < 3; k++) {
      const v = 560 + k * 40;
      out += poly(
        P([
          [side * 150, v + 30],
          [side * 168, v],
          [side * 132, v],
        ]),
        k === 0 ? pal.accent : "#3a2f3a",
      );
    }
  }

  // lane guides, inlanes, outlanes
  const metal = "#dcdce4";
  const w = (u: number, v: number, px: number) => m.ellipseAt(u, v, px)[2];
  for (const side of [-1, 1]) {
    out += polyline(
      P([
        [side * 212, 360],
        [side * 212, 205],
        [side * 122, 142],
      ]),
      metal,
      w(side * 200, 250, 6),
    );
    out += polyline(
      P([
        [side * 245, 420],
        [side * 232, 300],
        [side * 232, 200],
      ]),
      metal,
      w(side * 230, 300, 5),
    );
  }
  for (const u of [-90, -30, 30, 90])
    out += polyline(
      P([
        [u, 880],
        [u, 950],
      ]),
      metal,
      w(u, 900, 7),
    );
  for (const u of [-60, 0, 60]) out += E(u, 915, 10, pal.accent, 0, `opacity="0.9"`);

  // slingshots
  for (const side of [-1, 1]) {
    const tri: Array<[number, number]> = [
      [side * 198, 330],
      [side * 198, 215],
      [side * 132, 180],
    ];
    out += poly(P(tri), "#f4f4f4") + poly(P(tri, 18), pal.main, `opacity="0.92"`);
    out += polyline(P([tri[0], tri[2]], 8), "#f8f8f8", w(side * 165, 260, 7));
    out += E(side * 165, 205, 7, "#ffe9b0", 0);
  }

  // drop targets and standups
  for (let k = 0; k < 3; k++) {
    const v = 600 + k * 38;
    out +=
      poly([m.point(-222, v), m.point(-222, v + 28), m.point(-222, v + 28, 30), m.point(-222, v, 30)], pal.accent) +
      poly(
        [m.point(-222, v, 30), m.point(-222, v + 28, 30), m.point(-214, v + 28, 30), m.point(-214, v, 30)],
        "#fff",
        `opacity="0.6"`,
      );
  }
  for (const u of [-40, 0, 40])
    out += poly(
      [m.point(u - 12, 690), m.point(u + 12, 690), m.point(u + 12, 690, 28), m.point(u - 12, 690, 28)],
      pal.alt,
    );

  // pop bumpers
  // Each machine gets its own layout: bumper cluster position and which ramps it has.
  const bu = between(r, -50, 50);
  const bv = between(r, -40, 30);
  const ramps = pick(r, ["both", "both", "left", "right"] as const);
  for (const [u, v] of [
    [bu - 72, bv + 760],
    [bu + 72, bv + 760],
    [bu, bv + 845],
  ] as Array<[number, number]>) {
    out += E(
      u,
      v,
      52,
      s.radBox([
        [0, pal.accent, 0.5],
        [1, pal.accent, 0],
      ]),
    );
    out += E(u, v, 44, "#f2f2f2");
    const [cx0, cy0, rx0] = m.ellipseAt(u, v, 34, 0);
    const [cx1, cy1, rx1] = m.ellipseAt(u, v, 34, 40);
    out += poly(
      [
        [cx0 - rx0, cy0],
        [cx0 + rx0, cy0],
        [cx1 + rx1, cy1],
        [cx1 - rx1, cy1],
      ],
      pal.altDark,
    );
    out += E(u, v, 34, pal.alt, 40) + E(u, v, 22, "#ffffff", 40) + E(u, v, 12, pal.main, 40);
  }

  // ramps: translucent plastic on wire posts
  const ramp = (ctrl: Array<[number, number]>, hMax: number) => {
    const pts: Array<[number, number, number]> = [];
    for (let k = 0; k <= 14; k++) {
      const t = k / 14;
      const a = 1 - t;
      const u =
        a * a * a * ctrl[0][0] + 3 * a * a * t * ctrl[1][0] + 3 * a * t * t * ctrl[2][0] + t * t * t * ctrl[3][0];
      const v =
        a * a * a * ctrl[0][1] + 3 * a * a * t * ctrl[1][1] + 3 * a * t * t * ctrl[2][1] + t * t * t * ctrl[3][1];
      pts.push([u, v, hMax * Math.min(1, t * 2.2)]);
    }
    const left: Point[] = [];
    const right: Point[] = [];
    pts.forEach(([u, v, h], i) => {
      const [u2, v2] = pts[Math.min(i + 1, pts.length - 1)];
      const [u1, v1] = pts[Math.max(i - 1, 0)];
      const len = Math.hypot(u2 - u1, v2 - v1) || 1;
      const nu = -(v2 - v1) / len;
      const nv = (u2 - u1) / len;
      left.push(m.point(u + nu * 30, v + nv * 30, h));
      right.push(m.point(u - nu * 30, v - nv * 30, h));
    });
    let o = "";
    for (let i = 4; i < pts.length; i += 5)
      o += polyline(
        [m.point(pts[i][0], pts[i][1], 0), m.point(pts[i][0], pts[i][1], pts[i][2])],
        "#9a9aa6",
        w(pts[i][0], pts[i][1], 4),
      );
    o += poly([...left, ...right.reverse()], pal.altLight, `opacity="0.28"`);
    o += polyline(left, "#f0f0f6", w(0, 600, 5)) + polyline(right.reverse(), "#f0f0f6", w(0, 600, 5));
    o += poly(
      P([
        [ctrl[0][0] - 30, ctrl[0][1]],
        [ctrl[0][0] + 30, ctrl[0][1]],
        [ctrl[0][0] + 30, ctrl[0][1] + 12],
        [ctrl[0][0] - 30, ctrl[0][1] + 12],
      ]),
      "#111",
    );
    return o;
  };
  if (ramps !== "right")
    out += ramp(
      [
        [-150, 470],
        [-170, 700],
        [-240, 900],
        [-60, 975],
      ],
      90,
    );
  if (ramps !== "left")
    out += ramp(
      [
        [150, 450],
        [175, 680],
        [230, 880],
        [60, 965],
      ],
      70,
    );

  // shooter lane and plunger
  out += polyline(
    P([
      [215, 0],
      [215, 860],
    ]),
    metal,
    w(215, 400, 5),
  );
  out += poly(
    P(
      [
        [222, 0],
        [238, 0],
        [238, 60],
        [222, 60],
      ],
      8,
    ),
    s.lin(
      [
        [0, "#888"],
        [0.5, "#eee"],
        [1, "#777"],
      ],
      0,
      0,
      1,
      0,
    ),
  );

  // flippers
  for (const side of [-1, 1]) {
    const shape = capsule([side * 118, 150], [side * 30, 108], 17, 8);
    out += poly(P(shape), "#000", `opacity="0.35"`);
    out += poly(
      P(shape, 14),
      "#fbfbfb",
      `stroke="${pal.main}" stroke-width="${round1(w(side * 70, 130, 5))}" stroke-linejoin="round"`,
    );
    out += E(side * 118, 150, 6, "#c8c8d0", 14);
  }

  // apron
  const apron: Array<[number, number]> = [
    [-245, 0],
    [215, 0],
    [215, 70],
    [60, 70],
    [40, 85],
    [-40, 85],
    [-60, 70],
    [-245, 70],
  ];
  out +=
    poly(P(apron, 4), "#121218") +
    poly(
      P(
        [
          [-200, 20],
          [-80, 20],
          [-80, 55],
          [-200, 55],
        ],
        6,
      ),
      "#f4f0e6",
    ) +
    poly(
      P(
        [
          [80, 20],
          [200, 20],
          [200, 55],
          [80, 55],
        ],
        6,
      ),
      "#f4f0e6",
    );
  out +=
    polyline(
      P(
        [
          [-245, 72],
          [-60, 72],
        ],
        6,
      ),
      pal.main,
      w(0, 70, 6),
    ) +
    polyline(
      P(
        [
          [60, 72],
          [215, 72],
        ],
        6,
      ),
      pal.main,
      w(0, 70, 6),
    );

  // the ball
  const [bx, by, brx] = m.ellipseAt(ball[0], ball[1], 13, 13);
  out += E(ball[0] + 6, ball[1] - 8, 14, "#000", 0, `opacity="0.35"`);
  out += circle(
    bx,
    by,
    brx,
    s.radBox(
      [
        [0, "#ffffff"],
        [0.35, "#d6d9e0"],
        [0.8, "#6b6f7a"],
        [1, "#3a3d45"],
      ],
      0.35,
      0.3,
    ),
  );
  return out;
}
