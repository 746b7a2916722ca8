import { between, pick, rng, type Palette, type Rng } from "./colours";
import { pixelTextPath, textWidth } from "./pixel-font";
import { SPRITES, sprite } from "./sprites";
import { Svg, circle, ellipse, pathOf, poly, polyline, rect, round1, type Point } from "./svg";
import type { ArcadeScene } from "../data";

// ── arcade screens: a small pixel-art scene per game, drawn in a W x H box ──
type SceneCtx = { s: Svg; W: number; H: number; pal: Palette; r: Rng; title: string };

function hud(c: SceneCtx, color = "#ffffff", score2 = true) {
  const px = Math.min(c.H / 110, c.W / 140);
  const score = String(Math.floor(c.r() * 90000 + 10000) * 10);
  const high = String(Math.floor(c.r() * 40000 + 60000) * 10);
  let out = `<path d="${pixelTextPath("1UP", c.W * 0.06, px * 2, px)}" fill="#ff4040"/>`;
  out += `<path d="${pixelTextPath(score, c.W * 0.06, px * 11, px)}" fill="${color}"/>`;
  out += `<path d="${pixelTextPath("HI", c.W / 2 - (textWidth("HI") * px) / 2, px * 2, px)}" fill="#ff4040"/>`;
  out += `<path d="${pixelTextPath(high, c.W / 2 - (textWidth(high) * px) / 2, px * 11, px)}" fill="${color}"/>`;
  if (score2)
    out += `<path d="${pixelTextPath("2UP", c.W * 0.94 - textWidth("2UP") * px, px * 2, px)}" fill="#ff4040"/>`;
  return out;
}

function stars(c: SceneCtx, n: number, colors = ["#ffffff", "#8ecbff", "#ffe27a", "#ff8ad8"]) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const size = c.r() < 0.85 ? c.H / 240 : c.H / 130;
    out += rect(c.r() * c.W, c.r() * c.H, size, size, pick(c.r, colors), `opacity="${round1(0.35 + c.r() * 0.65)}"`);
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
      [1, 1, 2, 1],
      [4, 1, 2, 1],
      [1, 3, 2, 1],
      [4, 3, 1, 3],
      [6, 3, 1, 2],
      [1, 5, 2, 3],
      [4, 7, 3, 1],
      [1, 9, 2, 1],
      [4, 9, 1, 2],
      [6, 9, 1, 2],
      [1, 11, 1, 2],
      [3, 11, 3, 1],
      [1, 13, 4, 1],
    ];
    const blocks = half.flatMap(([x, y, w, h]) =>
      x + w - 1 === 6 || x === 6
        ? [[x, y, w, h]]
        : [
            [x, y, w, h],
            [cols - x - w, y, w, h],
          ],
    );
    let out = rect(0, 0, W, H, "#000");
    const inset = cell * 0.18;
    const covered = new Set<string>();
    for (const [x, y, w, h] of blocks) {
      out += rect(
        x0 + x * cell + inset,
        top + y * cell + inset,
        w * cell - 2 * inset,
        h * cell - 2 * inset,
        fill,
        `rx="${round1(cell * 0.3)}" stroke="${wall}" stroke-width="${round1(cell * 0.12)}"`,
      );
      for (let i = x; i < x + w; i++) for (let j = y; j < y + h; j++) covered.add(`${i},${j}`);
    }
    out += rect(
      x0 + inset * 0.5,
      top + inset * 0.5,
      cols * cell - inset,
      rows * cell - inset,
      "none",
      `rx="${round1(cell * 0.4)}" stroke="${wall}" stroke-width="${round1(cell * 0.14)}"`,
    );
    let dots = "";
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        if (i === 0 || j === 0 || i === cols - 1 || j === rows - 1 || covered.has(`${i},${j}`)) continue;
        if (c.r() < 0.22) continue;
        const big = (i === 1 || i === cols - 2) && (j === 2 || j === rows - 3);
        const sz = big ? cell * 0.42 : cell * 0.14;
        dots += `M${round1(x0 + (i + 0.5) * cell - sz / 2)} ${round1(top + (j + 0.5) * cell - sz / 2)}h${round1(sz)}v${round1(sz)}h${round1(-sz)}z`;
      }
    }
    out += `<path d="${dots}" fill="#ffd6b0"/>`;
    const at = (i: number, j: number): Point => [x0 + (i + 0.5) * cell, top + (j + 0.5) * cell];
    const [pxx, pyy] = at(3, 10);
    const pr = cell * 0.42;
    out += `<path d="M${round1(pxx)} ${round1(pyy)}L${round1(pxx + pr * 0.9)} ${round1(pyy - pr * 0.45)}A${round1(pr)} ${round1(pr)} 0 1 0 ${round1(pxx + pr * 0.9)} ${round1(pyy + pr * 0.45)}Z" fill="#ffe600"/>`;
    if (/MS/.test(c.title))
      out +=
        poly(
          [
            [pxx - pr * 0.2, pyy - pr * 1.05],
            [pxx - pr * 0.75, pyy - pr * 1.35],
            [pxx - pr * 0.7, pyy - pr * 0.7],
          ],
          "#ff2a4a",
        ) +
        poly(
          [
            [pxx - pr * 0.2, pyy - pr * 1.05],
            [pxx + pr * 0.3, pyy - pr * 1.4],
            [pxx + pr * 0.25, pyy - pr * 0.75],
          ],
          "#ff2a4a",
        );
    const ghostColors = ["#ff2d2d", "#ffb8ff", "#00e8ff", "#ffb852"];
    [
      [6, 6],
      [8, 4],
      [10, 10],
      [7, 12],
    ].forEach(([i, j], k) => {
      const [gx, gy] = at(i, j);
      out += sprite(SPRITES.ghost, gx - cell * 0.45, gy - cell * 0.45, (cell * 0.9) / 8, [
        ghostColors[k],
        "#ffffff",
        "#1b3bff",
      ]);
    });
    return out + hud(c);
  },
  invaders(c) {
    const { W, H, pal } = c;
    const classic = /SPACE|INVADER/.test(c.title);
    let out =
      rect(
        0,
        0,
        W,
        H,
        classic
          ? "#000"
          : c.s.lin([
              [0, "#000010"],
              [1, "#0a0830"],
            ]),
      ) + stars(c, classic ? 20 : 70);
    const px = H / (classic ? 120 : 110);
    const rowsDef = classic
      ? [
          [SPRITES.squid, "#ffffff"],
          [SPRITES.invader, "#ffffff"],
          [SPRITES.invader, "#7dff7d"],
          [SPRITES.squid, "#7dff7d"],
        ]
      : [
          [SPRITES.bee, pal.accent],
          [SPRITES.bee, "#ff4a5a"],
          [SPRITES.squid, pal.alt],
          [SPRITES.invader, "#3aa0ff"],
        ];
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
        out += `<path d="M${round1(bx)} ${round1(H * 0.86)}v${round1(-H * 0.05)}q0 ${round1(-H * 0.03)} ${round1(W * 0.04)} ${round1(-H * 0.03)}h${round1(W * 0.02)}q${round1(W * 0.04)} 0 ${round1(W * 0.04)} ${round1(H * 0.03)}v${round1(H * 0.05)}h${round1(-W * 0.03)}v${round1(-H * 0.02)}h${round1(-W * 0.04)}v${round1(H * 0.02)}z" fill="#39ff39"/>`;
      }
      out += rect(0, H * 0.96, W, H * 0.006, "#39ff39");
    }
    out += sprite(SPRITES.ship, W / 2 - px * 6, H * 0.88, px * 1.3, ["#ffffff", "#ff3030"]);
    for (let i = 0; i < 3; i++)
      out += rect(
        W / 2 - px * 0.5 + (i - 1) * W * 0.2,
        H * (0.5 + c.r() * 0.3),
        px,
        px * 4,
        i === 1 ? "#ffffff" : "#ff5050",
      );
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
      out += poly(
        [
          [xa, y],
          [xb, y - slope],
          [xb, y - slope + gh],
          [xa, y + gh],
        ],
        "#e8264d",
      );
      let zig = "";
      const steps = 16;
      for (let k = 0; k <= steps; k++) {
        const t = k / steps;
        zig += `${k ? "L" : "M"}${round1(xa + (xb - xa) * t)} ${round1(y - slope * t + (k % 2 ? gh * 0.85 : gh * 0.15))}`;
      }
      out += `<path d="${zig}" fill="none" stroke="#7a0c24" stroke-width="${round1(gh * 0.18)}"/>`;
      if (i < levels - 1) {
        const lx = W * (i % 2 ? 0.75 : 0.25);
        const y1 = y - H * 0.1;
        out += `<path d="M${round1(lx)} ${round1(y1)}V${round1(y)}M${round1(lx + W * 0.04)} ${round1(y1)}V${round1(y)}${[0.2, 0.4, 0.6, 0.8].map((t) => `M${round1(lx)} ${round1(y1 + (y - y1) * t)}h${round1(W * 0.04)}`).join("")}" stroke="#29e0ff" stroke-width="${round1(W * 0.006)}"/>`;
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
    out +=
      rect(W * 0.06, H * 0.86, W * 0.07, H * 0.07, "#2a6cff") +
      poly(
        [
          [W * 0.07, H * 0.86],
          [W * 0.095, H * 0.8],
          [W * 0.12, H * 0.86],
        ],
        "#ffb000",
      );
    return out + hud(c);
  },
  fighter(c) {
    const { W, H, pal } = c;
    const dark = /MORTAL/.test(c.title);
    let out = rect(
      0,
      0,
      W,
      H,
      c.s.lin(
        dark
          ? [
              [0, "#150505"],
              [1, "#5a1010"],
            ]
          : [
              [0, pal.altLight],
              [0.7, pal.accent],
              [1, pal.main],
            ],
      ),
    );
    out += circle(W * 0.72, H * 0.3, H * 0.12, dark ? "#ffdf9a" : "#fff4d0", `opacity="0.8"`);
    let sky = "";
    let x = 0;
    while (x < W) {
      const w = W * between(c.r, 0.06, 0.14);
      const h = H * between(c.r, 0.15, 0.4);
      sky += `M${round1(x)} ${round1(H * 0.72)}v${round1(-h)}h${round1(w)}v${round1(h)}z`;
      x += w;
    }
    out += `<path d="${sky}" fill="${dark ? "#2a0a0a" : pal.mainDark}" opacity="0.85"/>`;
    out += poly(
      [
        [0, H * 0.72],
        [W, H * 0.72],
        [W, H],
        [0, H],
      ],
      dark ? "#2b2420" : "#8a6a4a",
    );
    for (let i = -6; i <= 6; i++)
      out += polyline(
        [
          [W / 2 + i * W * 0.06, H * 0.72],
          [W / 2 + i * W * 0.2, H],
        ],
        dark ? "#1a1512" : "#6e5238",
        W * 0.004,
      );
    const px = H / 55;
    out += sprite(SPRITES.fighter, W * 0.2, H * 0.72 - px * 14, px, [
      "#f0b483",
      dark ? "#e8e000" : "#ffffff",
      "#d02020",
    ]);
    out += sprite(
      SPRITES.fighter,
      W * 0.6,
      H * 0.72 - px * 14,
      px,
      ["#c98a5a", dark ? "#3060ff" : "#d02020", "#202020"],
      true,
    );
    out +=
      rect(W * 0.05, H * 0.06, W * 0.36, H * 0.04, "#c00000") + rect(W * 0.05, H * 0.06, W * 0.27, H * 0.04, "#ffe000");
    out +=
      rect(W * 0.59, H * 0.06, W * 0.36, H * 0.04, "#c00000") +
      rect(W * 0.59 + W * 0.06, H * 0.06, W * 0.3, H * 0.04, "#ffe000");
    const tp = H / 70;
    out += `<path d="${pixelTextPath("99", W / 2 - (textWidth("99") * tp) / 2, H * 0.05, tp)}" fill="#ffffff" stroke="#000" stroke-width="${round1(tp * 0.4)}"/>`;
    return out;
  },
  court(c) {
    const { W, H, pal } = c;
    let out = rect(0, 0, W, H, "#140c20");
    for (let i = 0; i < 160; i++)
      out += rect(
        c.r() * W,
        c.r() * H * 0.34,
        W * 0.01,
        W * 0.01,
        pick(c.r, ["#ff7b7b", "#7bb3ff", "#ffe07b", "#ffffff", "#b07bff"]),
        `opacity="0.7"`,
      );
    out += poly(
      [
        [W * 0.12, H * 0.36],
        [W * 0.88, H * 0.36],
        [W, H],
        [0, H],
      ],
      "#d9924e",
    );
    for (let i = 0; i < 10; i++)
      out += polyline(
        [
          [W * (0.12 + i * 0.085), H * 0.36],
          [W * i * 0.111, H],
        ],
        "#c07a38",
        W * 0.003,
      );
    out += poly(
      [
        [W * 0.62, H * 0.45],
        [W * 0.88, H * 0.45],
        [W * 0.95, H * 0.8],
        [W * 0.55, H * 0.8],
      ],
      pal.main,
      `opacity="0.85"`,
    );
    out += ellipse(W * 0.75, H * 0.8, W * 0.2, H * 0.06, "none", `stroke="#fff" stroke-width="${round1(W * 0.005)}"`);
    out +=
      rect(W * 0.8, H * 0.14, W * 0.14, H * 0.14, "#ffffff", `opacity="0.9"`) +
      rect(W * 0.84, H * 0.2, W * 0.06, H * 0.05, "none", `stroke="#e03030" stroke-width="${round1(W * 0.005)}"`);
    out += ellipse(
      W * 0.85,
      H * 0.29,
      W * 0.04,
      H * 0.012,
      "none",
      `stroke="#ff6a00" stroke-width="${round1(W * 0.008)}"`,
    );
    const px = H / 65;
    const teams: Array<[string, string]> = [
      [pal.main, "#ffffff"],
      [pal.alt, "#111"],
    ];
    [
      [0.25, 0.62],
      [0.45, 0.5],
      [0.58, 0.7],
      [0.74, 0.36],
    ].forEach(([x, y], i) => {
      const [shirt, shorts] = teams[i % 2];
      out += sprite(SPRITES.person, W * x, H * y, px, ["#8a5a3a", shirt, shorts]);
    });
    out += circle(W * 0.8, H * 0.33, H * 0.025, "#ff7a1a");
    const tp = H / 90;
    out += rect(W * 0.3, H * 0.03, W * 0.4, H * 0.11, "#000", `opacity="0.7"`);
    out += `<path d="${pixelTextPath("24  21", W / 2 - (textWidth("24  21") * tp) / 2, H * 0.055, tp)}" fill="#ffe000"/>`;
    return out;
  },
  lightcycle(c) {
    const { W, H } = c;
    const hz = H * 0.35;
    let out = rect(0, 0, W, H, "#000") + stars(c, 20, ["#4fd8ff"]);
    out += rect(
      0,
      hz - H * 0.02,
      W,
      H * 0.04,
      c.s.lin([
        [0, "#00d0ff", 0],
        [0.5, "#00d0ff", 0.6],
        [1, "#00d0ff", 0],
      ]),
    );
    let grid = "";
    for (let i = -12; i <= 12; i++)
      grid += `M${round1(W / 2 + i * W * 0.05)} ${round1(hz)}L${round1(W / 2 + i * W * 0.32)} ${round1(H)}`;
    for (let k = 1; k <= 9; k++) {
      const y = hz + (H - hz) * (k / 9) ** 1.8;
      grid += `M0 ${round1(y)}H${round1(W)}`;
    }
    out += `<path d="${grid}" stroke="#0a7bff" stroke-width="${round1(W * 0.003)}" opacity="0.9"/>`;
    const trail = (pts: Point[], color: string) =>
      polyline(pts, color, W * 0.018, `opacity="0.35"`) + polyline(pts, color, W * 0.006);
    out += trail(
      [
        [W * 0.1, H * 0.95],
        [W * 0.1, H * 0.6],
        [W * 0.42, H * 0.6],
        [W * 0.42, H * 0.48],
      ],
      "#ffb020",
    );
    out += trail(
      [
        [W * 0.9, H * 0.92],
        [W * 0.9, H * 0.7],
        [W * 0.6, H * 0.7],
        [W * 0.6, H * 0.52],
      ],
      "#20e8ff",
    );
    out +=
      rect(W * 0.405, H * 0.44, W * 0.03, H * 0.05, "#ffe0a0") +
      rect(W * 0.585, H * 0.48, W * 0.03, H * 0.05, "#c8ffff");
    return out + hud(c, "#20e8ff");
  },
  swarm(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000");
    out += rect(
      W * 0.03,
      H * 0.12,
      W * 0.94,
      H * 0.85,
      "none",
      `stroke="${c.pal.alt}" stroke-width="${round1(W * 0.008)}"`,
    );
    const px = H / 140;
    for (let i = 0; i < 26; i++) {
      const x = W * between(c.r, 0.06, 0.9);
      const y = H * between(c.r, 0.16, 0.9);
      if (Math.abs(x - W / 2) < W * 0.08 && Math.abs(y - H * 0.55) < H * 0.1) continue;
      out += sprite(SPRITES.robot, x, y, px, [pick(c.r, ["#ff2020", "#ffe020", "#20ff60"]), "#ffffff"]);
    }
    for (let i = 0; i < 5; i++)
      out += sprite(SPRITES.person, W * between(c.r, 0.1, 0.85), H * between(c.r, 0.2, 0.85), px * 0.9, [
        "#ffd0a0",
        pick(c.r, ["#ff60ff", "#60a0ff"]),
        "#ffffff",
      ]);
    out += sprite(SPRITES.person, W / 2, H * 0.52, px * 1.1, ["#ffffff", "#ff3030", "#ffe020"]);
    out += polyline(
      [
        [W / 2 + px * 6, H * 0.55],
        [W * 0.8, H * 0.55],
      ],
      "#ffffff",
      px * 0.8,
    );
    return out + hud(c, "#ffe020");
  },
  bugs(c) {
    const { W, H, pal } = c;
    let out = rect(0, 0, W, H, "#000");
    const px = H / 110;
    for (let i = 0; i < 38; i++)
      out += sprite(SPRITES.mushroom, W * between(c.r, 0.04, 0.92), H * between(c.r, 0.12, 0.78), px, [
        pal.alt,
        pal.accent,
        "#ff40a0",
      ]);
    const segs: Point[] = [];
    for (let i = 0; i < 11; i++) segs.push([W * (0.25 + i * 0.045), H * (0.4 + (i > 6 ? 0.045 : 0))]);
    segs.forEach(([x, y], i) => {
      out +=
        circle(x, y, px * 2.6, i === 0 ? "#ff3030" : pal.main) +
        circle(x - px, y - px, px * 0.9, "#ffffff", `opacity="0.6"`);
    });
    out += polyline(
      [
        [W * 0.6, H * 0.84],
        [W * 0.64, H * 0.8],
        [W * 0.68, H * 0.86],
        [W * 0.72, H * 0.8],
        [W * 0.76, H * 0.84],
      ],
      "#ff40ff",
      px,
    );
    out += rect(W * 0.48, H * 0.9, px * 3, px * 4, "#ffffff") + rect(W * 0.48 + px, H * 0.66, px, px * 3, "#ffffff");
    return out + hud(c);
  },
  joust(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000") + stars(c, 15);
    out += `<path d="M0 ${round1(H * 0.9)}Q${round1(W * 0.1)} ${round1(H * 0.86)} ${round1(W * 0.2)} ${round1(H * 0.9)}T${round1(W * 0.4)} ${round1(H * 0.9)}T${round1(W * 0.6)} ${round1(H * 0.9)}T${round1(W * 0.8)} ${round1(H * 0.9)}T${round1(W)} ${round1(H * 0.9)}V${round1(H)}H0Z" fill="#ff3a10"/>`;
    out += rect(W * 0.22, H * 0.86, W * 0.56, H * 0.04, "#8a5a3a");
    const plat = (x: number, y: number, w: number) =>
      poly(
        [
          [x, y],
          [x + w, y],
          [x + w * 0.9, y + H * 0.035],
          [x + w * 0.55, y + H * 0.05],
          [x + w * 0.2, y + H * 0.035],
        ],
        "#b08868",
      ) + rect(x, y, w, H * 0.008, "#d8c0a0");
    out +=
      plat(W * 0.05, H * 0.3, W * 0.25) +
      plat(W * 0.62, H * 0.28, W * 0.3) +
      plat(W * 0.35, H * 0.5, W * 0.3) +
      plat(W * 0.02, H * 0.66, W * 0.22) +
      plat(W * 0.74, H * 0.64, W * 0.24);
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
    const glow = (d: string, w: number) =>
      `<path d="${d}" fill="none" stroke="#dfe8ff" stroke-width="${round1(w * 3)}" opacity="0.15" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#f4f7ff" stroke-width="${round1(w)}" stroke-linejoin="round"/>`;
    for (let i = 0; i < 9; i++) {
      const cx = W * between(c.r, 0.08, 0.92);
      const cy = H * between(c.r, 0.15, 0.92);
      const rad = H * pick(c.r, [0.03, 0.05, 0.09]);
      const n = 10;
      const pts: Point[] = [];
      for (let k = 0; k < n; k++) {
        const a = (k / n) * Math.PI * 2;
        const rr = rad * between(c.r, 0.7, 1.05);
        pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
      }
      out += glow(pathOf(pts), W * 0.004);
    }
    const sx = W * 0.5;
    const sy = H * 0.55;
    out += glow(
      pathOf([
        [sx, sy - H * 0.04],
        [sx + H * 0.025, sy + H * 0.03],
        [sx, sy + H * 0.015],
        [sx - H * 0.025, sy + H * 0.03],
      ]),
      W * 0.004,
    );
    for (let i = 0; i < 4; i++) out += circle(sx + (i + 1) * W * 0.025, sy - (i + 1) * H * 0.035, W * 0.003, "#fff");
    const tp = H / 80;
    out += `<path d="${pixelTextPath("12370", W * 0.08, H * 0.04, tp)}" fill="none" stroke="#f4f7ff" stroke-width="${round1(tp * 0.35)}"/>`;
    return out;
  },
  tube(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000") + stars(c, 20);
    const cx = W / 2;
    const cy = H * 0.55;
    const n = 16;
    const outer: Point[] = [];
    const inner: Point[] = [];
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2 + Math.PI / n;
      outer.push([cx + Math.cos(a) * W * 0.42, cy + Math.sin(a) * H * 0.42]);
      inner.push([cx + Math.cos(a) * W * 0.07, cy - H * 0.05 + Math.sin(a) * H * 0.07]);
    }
    let web = pathOf(outer) + pathOf(inner);
    outer.forEach((p, k) => (web += `M${round1(p[0])} ${round1(p[1])}L${round1(inner[k][0])} ${round1(inner[k][1])}`));
    out += `<path d="${web}" fill="none" stroke="#2050ff" stroke-width="${round1(W * 0.012)}" opacity="0.3"/><path d="${web}" fill="none" stroke="#4a7bff" stroke-width="${round1(W * 0.004)}"/>`;
    const [ax, ay] = outer[4];
    const [bx, by] = outer[5];
    out += polyline(
      [
        [ax, ay],
        [(ax + bx) / 2, (ay + by) / 2 - H * 0.04],
        [bx, by],
        [(ax + bx) / 2, (ay + by) / 2 + H * 0.02],
        [ax, ay],
      ],
      "#ffe600",
      W * 0.006,
    );
    for (let i = 0; i < 4; i++) {
      const k = Math.floor(c.r() * n);
      const t = between(c.r, 0.3, 0.7);
      const x = inner[k][0] + (outer[k][0] - inner[k][0]) * t;
      const y = inner[k][1] + (outer[k][1] - inner[k][1]) * t;
      const s = W * 0.02 * t;
      out += `<path d="M${round1(x - s)} ${round1(y - s)}L${round1(x + s)} ${round1(y + s)}M${round1(x + s)} ${round1(y - s)}L${round1(x - s)} ${round1(y + s)}" stroke="#ff2a2a" stroke-width="${round1(W * 0.005)}"/>`;
    }
    for (let k = 0; k < n; k += 3) {
      out += polyline(
        [
          inner[k],
          [inner[k][0] + (outer[k][0] - inner[k][0]) * 0.25, inner[k][1] + (outer[k][1] - inner[k][1]) * 0.25],
        ],
        "#30ff60",
        W * 0.004,
      );
    }
    return out + hud(c, "#30ff60", false);
  },
  terrain(c) {
    const { W, H } = c;
    let out = rect(0, 0, W, H, "#000") + stars(c, 30);
    out += rect(W * 0.25, H * 0.02, W * 0.5, H * 0.12, "none", `stroke="#3060ff" stroke-width="${round1(W * 0.004)}"`);
    for (let i = 0; i < 12; i++)
      out += rect(
        W * between(c.r, 0.27, 0.72),
        H * between(c.r, 0.04, 0.12),
        W * 0.006,
        W * 0.006,
        pick(c.r, ["#30ff30", "#ff30ff", "#ffffff"]),
      );
    out += rect(0, H * 0.15, W, H * 0.006, "#3060ff");
    const pts: Point[] = [];
    for (let i = 0; i <= 20; i++) pts.push([(W * i) / 20, H * (0.82 + (i % 2 ? -1 : 1) * between(c.r, 0.02, 0.09))]);
    out += polyline(pts, "#c86414", W * 0.005);
    const px = H / 120;
    out += sprite(SPRITES.ship, W * 0.22, H * 0.5, px * 1.2, ["#ffffff", "#ff3030"]);
    out += polyline(
      [
        [W * 0.3, H * 0.53],
        [W * 0.9, H * 0.53],
      ],
      "#80f0ff",
      px * 0.6,
    );
    for (let i = 0; i < 6; i++)
      out += sprite(SPRITES.lander, W * between(c.r, 0.35, 0.92), H * between(c.r, 0.22, 0.7), px * 1.4, [
        "#30ff30",
        "#ffe020",
      ]);
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
          for (let t = 0; t < 3; t++)
            out +=
              ellipse(x + t * lane * 1.05 + lane * 0.5, y + lane * 0.45, lane * 0.48, lane * 0.4, "#d82020") +
              ellipse(x + t * lane * 1.05 + lane * 0.5, y + lane * 0.45, lane * 0.3, lane * 0.24, "#1c8a2c");
        } else {
          out +=
            rect(x, y + lane * 0.1, W * 0.3, lane * 0.75, "#8a4a1a", `rx="${round1(lane * 0.3)}"`) +
            rect(x + W * 0.02, y + lane * 0.35, W * 0.24, lane * 0.08, "#5a2a0a");
        }
      }
    }
    out += rect(0, lane * 7.7, W, lane * 0.9, "#5a1a8a");
    out += rect(0, lane * 8.6, W, lane * 5, "#000");
    let dash = "";
    for (let k = 1; k < 5; k++)
      for (let x = 0; x < W; x += W / 8) dash += `M${round1(x)} ${round1(lane * (8.6 + k))}h${round1(W / 20)}`;
    out += `<path d="${dash}" stroke="#ffffff" stroke-width="${round1(lane * 0.05)}" opacity="0.5"/>`;
    const carCols = ["#ffe020", "#ff30ff", "#30e0ff", "#ffffff", "#ff4020"];
    for (let k = 0; k < 5; k++) {
      const y = lane * (8.75 + k);
      for (let i = 0; i < 2; i++) {
        const x = W * ((i * 0.5 + k * 0.23 + c.r() * 0.2) % 1);
        out +=
          k === 4
            ? rect(x, y + lane * 0.1, W * 0.22, lane * 0.7, "#e0e0e0", `rx="${round1(lane * 0.1)}"`)
            : sprite(SPRITES.car, x, y + lane * 0.1, lane / 6, [carCols[k], "#202040", "#202020"], k % 2 === 0);
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
    for (let i = 0; i < 4; i++)
      out +=
        circle(W * (0.6 + i * 0.08), H * 0.18, W * 0.012, "#ff4060") +
        rect(W * (0.6 + i * 0.08) - 1, H * 0.18, 2, H * 0.02, "#30c030");
    const bands = ["#f5c542", "#e8862a", "#c2411f", "#7a2016"];
    bands.forEach((col, i) => {
      out += rect(0, H * (0.2 + i * 0.2), W, H * 0.2, col);
      let dots = "";
      for (let k = 0; k < 40; k++) {
        const x = c.r() * W;
        const y = H * (0.2 + i * 0.2) + c.r() * H * 0.2;
        dots += `M${round1(x)} ${round1(y)}h${round1(W * 0.01)}v${round1(W * 0.01)}h${round1(-W * 0.01)}z`;
      }
      out += `<path d="${dots}" fill="#000" opacity="0.25"/>`;
    });
    const tunnel = (pts: Point[]) => polyline(pts, "#000", H * 0.07);
    out += tunnel([
      [W / 2, H * 0.2],
      [W / 2, H * 0.5],
      [W * 0.2, H * 0.5],
      [W * 0.2, H * 0.75],
    ]);
    out += tunnel([
      [W * 0.55, H * 0.32],
      [W * 0.88, H * 0.32],
    ]);
    out += tunnel([
      [W * 0.6, H * 0.66],
      [W * 0.85, H * 0.66],
      [W * 0.85, H * 0.86],
    ]);
    const px = H / 110;
    out += sprite(SPRITES.digger, W / 2 - px * 3.5, H * 0.46, px, ["#ffffff", "#2050ff", "#ffd0a0"]);
    out += sprite(SPRITES.pooka, W * 0.78, H * 0.3, px, ["#ff3020", "#ffffff", "#000000"]);
    out += sprite(SPRITES.pooka, W * 0.2 - px * 3, H * 0.72, px, ["#ff3020", "#ffffff", "#000000"]);
    out += sprite(SPRITES.pooka, W * 0.7, H * 0.63, px, ["#20c040", "#ffffff", "#000000"], true);
    out += poly(
      [
        [W * 0.32, H * 0.26],
        [W * 0.38, H * 0.24],
        [W * 0.41, H * 0.29],
        [W * 0.34, H * 0.31],
      ],
      "#9a9aa8",
    );
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
        out += poly(
          [
            [cx, top],
            [cx + cw / 2, top + ch / 2],
            [cx, top + ch],
            [cx - cw / 2, top + ch / 2],
          ],
          lit ? pal.accent : pal.alt,
        );
        out += poly(
          [
            [cx - cw / 2, top + ch / 2],
            [cx, top + ch],
            [cx, top + ch * 2.1],
            [cx - cw / 2, top + ch * 1.6],
          ],
          "#4a6a8a",
        );
        out += poly(
          [
            [cx + cw / 2, top + ch / 2],
            [cx, top + ch],
            [cx, top + ch * 2.1],
            [cx + cw / 2, top + ch * 1.6],
          ],
          "#1d2d4a",
        );
      }
    }
    const px = H / 100;
    out += sprite(SPRITES.qbert, W / 2 + cw * 0.5 - px * 4, H * 0.18 + 2 * ch * 1.55 - px * 6, px, [
      "#ff8a10",
      "#000",
      "#ffffff",
    ]);
    out += circle(W / 2 - cw, H * 0.18 + 3 * ch * 1.55 - px * 2, px * 2.5, "#ff2020");
    for (let k = 0; k < 3; k++)
      out += circle(W / 2 + cw * 1.5, H * 0.18 + 4 * ch * 1.55 - px * (2 + k * 3.5), px * (2.4 - k * 0.3), "#b040ff");
    out += ellipse(
      W * 0.1,
      H * 0.5,
      W * 0.05,
      H * 0.015,
      c.s.lin(
        [
          [0, "#ff3030"],
          [0.5, "#ffe030"],
          [1, "#30a0ff"],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    return out + hud(c);
  },
  brawler(c) {
    const { W, H, pal } = c;
    let out = rect(
      0,
      0,
      W,
      H,
      c.s.lin([
        [0, "#1a1440"],
        [1, pal.mainDeep],
      ]),
    );
    let x = 0;
    while (x < W) {
      const w = W * between(c.r, 0.15, 0.28);
      const h = H * between(c.r, 0.35, 0.55);
      const col = pick(c.r, [pal.mainDark, pal.altDark, "#5a3a2a", "#3a4a5a"]);
      out += rect(x, H * 0.62 - h, w - W * 0.01, h, col);
      let win = "";
      for (let wy = H * 0.62 - h + H * 0.04; wy < H * 0.58; wy += H * 0.07)
        for (let wx = x + W * 0.02; wx < x + w - W * 0.04; wx += W * 0.05)
          if (c.r() < 0.7)
            win += `M${round1(wx)} ${round1(wy)}h${round1(W * 0.025)}v${round1(H * 0.035)}h${round1(-W * 0.025)}z`;
      out += `<path d="${win}" fill="${pick(c.r, ["#ffe9a0", "#a0e0ff"])}" opacity="0.8"/>`;
      x += w;
    }
    out += rect(0, H * 0.62, W, H * 0.08, "#8a8a96") + rect(0, H * 0.7, W, H * 0.3, "#3a3a46");
    for (let i = 0; i < 6; i++) out += rect(W * (i / 6), H * 0.84, W * 0.08, H * 0.012, "#e0c040");
    const px = H / 60;
    const heroes = /TMNT|TURTLE/.test(c.title)
      ? [
          ["#3cb043", "#3050ff", "#8a5a2a"],
          ["#3cb043", "#ff3030", "#8a5a2a"],
        ]
      : [
          ["#ffd040", pal.main, "#2040a0"],
          ["#ffd0a0", pal.alt, "#303030"],
        ];
    out +=
      sprite(SPRITES.person, W * 0.18, H * 0.68, px, heroes[0]) +
      sprite(SPRITES.person, W * 0.34, H * 0.74, px, heroes[1]);
    out +=
      sprite(SPRITES.person, W * 0.6, H * 0.7, px, ["#d0a0ff", "#7030a0", "#202020"], true) +
      sprite(SPRITES.person, W * 0.76, H * 0.66, px, ["#d0a0ff", "#7030a0", "#202020"], true);
    for (let i = 0; i < 4; i++) {
      out += rect(
        W * (0.03 + i * 0.245),
        H * 0.03,
        W * 0.05,
        H * 0.06,
        ["#3cb043", "#ff3030", "#3050ff", "#ffa020"][i],
      );
      out += rect(W * (0.09 + i * 0.245), H * 0.05, W * 0.15, H * 0.025, "#ffe040");
    }
    return out;
  },
  racing(c) {
    const { W, H, pal } = c;
    const hz = H * 0.42;
    const suburb = /PAPER/.test(c.title);
    let out = rect(
      0,
      0,
      W,
      hz,
      c.s.lin([
        [0, "#2a70d0"],
        [1, "#9ad0ff"],
      ]),
    );
    if (suburb) {
      for (let i = 0; i < 6; i++) {
        const hx = W * (i < 3 ? 0.02 + i * 0.12 : 0.62 + (i - 3) * 0.12);
        const col = pick(c.r, ["#f0e0c0", "#c0d8f0", "#f0c0c0"]);
        out +=
          rect(hx, hz - H * 0.08, W * 0.1, H * 0.08, col) +
          poly(
            [
              [hx - W * 0.01, hz - H * 0.08],
              [hx + W * 0.05, hz - H * 0.13],
              [hx + W * 0.11, hz - H * 0.08],
            ],
            "#8a3a2a",
          ) +
          rect(hx + W * 0.04, hz - H * 0.04, W * 0.02, H * 0.04, "#5a3a1a");
      }
    } else {
      out += poly(
        [
          [0, hz],
          [W * 0.15, hz - H * 0.12],
          [W * 0.3, hz - H * 0.05],
          [W * 0.5, hz - H * 0.16],
          [W * 0.7, hz - H * 0.06],
          [W * 0.85, hz - H * 0.13],
          [W, hz],
        ],
        "#5a6a8a",
      );
    }
    out += rect(0, hz, W, H - hz, suburb ? "#3a9a3a" : "#2a8a2a");
    for (let k = 0; k < 8; k++) {
      const y1 = hz + (H - hz) * (k / 8) ** 2;
      const y2 = hz + (H - hz) * ((k + 0.5) / 8) ** 2;
      out += rect(0, y1, W, y2 - y1, suburb ? "#349034" : "#248024");
    }
    const road = (t: number, side: number, extra = 0) => W / 2 + side * (W * 0.03 + (W * 0.48 + extra) * t);
    out += poly(
      [
        [road(0, -1), hz],
        [road(0, 1), hz],
        [road(1, 1), H],
        [road(1, -1), H],
      ],
      suburb ? "#6a6a72" : "#50505a",
    );
    for (let k = 0; k < 10; k++) {
      const t1 = (k / 10) ** 2;
      const t2 = ((k + 0.5) / 10) ** 2;
      const y1 = hz + (H - hz) * t1;
      const y2 = hz + (H - hz) * t2;
      for (const side of [-1, 1]) {
        out += poly(
          [
            [road(t1, side), y1],
            [road(t1, side, W * 0.05), y1],
            [road(t2, side, W * 0.05), y2],
            [road(t2, side), y2],
          ],
          k % 2 ? "#ffffff" : "#e02020",
        );
      }
      out += poly(
        [
          [W / 2 - W * 0.004 * (1 + t1 * 4), y1],
          [W / 2 + W * 0.004 * (1 + t1 * 4), y1],
          [W / 2 + W * 0.004 * (1 + t2 * 4), y2],
          [W / 2 - W * 0.004 * (1 + t2 * 4), y2],
        ],
        "#ffffff",
      );
    }
    const px = H / 70;
    if (suburb) {
      out += sprite(SPRITES.person, W * 0.46, H * 0.66, px, ["#ffd0a0", pal.main, "#303060"]);
      out +=
        circle(W * 0.47, H * 0.88, px * 1.6, "none", `stroke="#202020" stroke-width="${round1(px * 0.6)}"`) +
        circle(W * 0.53, H * 0.88, px * 1.6, "none", `stroke="#202020" stroke-width="${round1(px * 0.6)}"`);
    } else {
      out += sprite(SPRITES.car, W / 2 - px * 5, H * 0.8, px, ["#e01010", "#202020", "#101010"]);
      out += sprite(SPRITES.car, W * 0.54, H * 0.5, px * 0.4, ["#1040e0", "#202020", "#101010"]);
    }
    return out + hud(c);
  },
  city(c) {
    const { W, H } = c;
    let out = rect(
      0,
      0,
      W,
      H,
      c.s.lin([
        [0, "#2a1a5a"],
        [1, "#ff8a5a"],
      ]),
    );
    const bld = [
      [0.05, 0.35, 0.22],
      [0.32, 0.2, 0.26],
      [0.64, 0.3, 0.3],
    ];
    for (const [x, top, w] of bld) {
      out += rect(W * x, H * top, W * w, H * (0.85 - top), pick(c.r, ["#8a8aa0", "#a08a7a", "#7a9aa0"]));
      let win = "";
      let broken = "";
      for (let wy = H * (top + 0.04); wy < H * 0.8; wy += H * 0.07) {
        for (let wx = W * (x + 0.02); wx < W * (x + w - 0.04); wx += W * 0.05) {
          const d = `M${round1(wx)} ${round1(wy)}h${round1(W * 0.03)}v${round1(H * 0.04)}h${round1(-W * 0.03)}z`;
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
    out +=
      rect(W * 0.8, H * 0.1, W * 0.08, H * 0.03, "#404050") + rect(W * 0.74, H * 0.09, W * 0.2, H * 0.006, "#202028");
    return out + hud(c);
  },
  dungeon(c) {
    const { W, H } = c;
    const cell = W / 16;
    let out = rect(0, 0, W, H, "#2a1a10");
    let tiles = "";
    for (let y = 0; y < H; y += cell)
      for (let x = (y / cell) % 2 ? 0 : cell; x < W; x += cell * 2)
        tiles += `M${round1(x)} ${round1(y)}h${round1(cell)}v${round1(cell)}h${round1(-cell)}z`;
    out += `<path d="${tiles}" fill="#3a2616"/>`;
    const walls = [
      [0, 3, 16, 1],
      [0, 3, 1, 12],
      [15, 3, 1, 12],
      [4, 6, 6, 1],
      [4, 6, 1, 5],
      [12, 6, 1, 6],
      [7, 9, 4, 1],
      [0, 14, 16, 1],
    ];
    for (const [x, y, w, h] of walls) {
      out +=
        rect(x * cell, y * cell, w * cell, h * cell, "#b08a50") +
        rect(x * cell, y * cell, w * cell, cell * 0.2, "#e0c080");
    }
    const px = cell / 9;
    for (let i = 0; i < 9; i++)
      out += sprite(SPRITES.ghost, cell * between(c.r, 1.5, 14), cell * between(c.r, 4.5, 13), px, [
        "#c8c8d0",
        "#ffffff",
        "#202020",
      ]);
    ["#e03030", "#3050e0", "#e0c020", "#30b040"].forEach(
      (col, i) =>
        (out += sprite(SPRITES.person, cell * (6 + i * 1.3), cell * 11.5, px * 1.1, ["#ffd0a0", col, "#402010"])),
    );
    out += rect(
      cell * 13.2,
      cell * 4.2,
      cell * 1.4,
      cell * 1.4,
      "#101010",
      `stroke="#e0c080" stroke-width="${round1(px)}"`,
    );
    return out + hud(c);
  },
};

/** The picture on an arcade monitor, W x H (landscape or portrait). */
export function arcadeScene(
  s: Svg,
  scene: ArcadeScene,
  W: number,
  H: number,
  pal: Palette,
  seed: string,
  title: string,
) {
  return SCENES[scene]({ s, W, H, pal, r: rng(`${seed}:screen`), title });
}

/** A characteristic sprite for side art and marquees. */
export function sceneIcon(scene: ArcadeScene, pal: Palette): { bmp: readonly string[]; colors: string[] } {
  switch (scene) {
    case "maze":
      return { bmp: SPRITES.ghost, colors: ["#ff2d2d", "#ffffff", "#1b3bff"] };
    case "invaders":
      return { bmp: SPRITES.bee, colors: [pal.accent, "#ff4a5a", "#fff"] };
    case "girders":
    case "city":
      return { bmp: SPRITES.monster, colors: ["#8a3b12", "#f2b27a", "#ffffff"] };
    case "fighter":
      return { bmp: SPRITES.fighter, colors: ["#f0b483", "#ffffff", "#d02020"] };
    case "joust":
      return { bmp: SPRITES.rider, colors: ["#ffe040", "#a0c8ff", "#ffffff"] };
    case "river":
      return { bmp: SPRITES.frog, colors: ["#30ff30", "#ffe020"] };
    case "dirt":
      return { bmp: SPRITES.pooka, colors: ["#ff3020", "#ffffff", "#000000"] };
    case "pyramid":
      return { bmp: SPRITES.qbert, colors: ["#ff8a10", "#000", "#ffffff"] };
    case "bugs":
      return { bmp: SPRITES.mushroom, colors: [pal.alt, pal.accent, "#ff40a0"] };
    case "swarm":
    case "terrain":
      return { bmp: SPRITES.lander, colors: ["#30ff30", "#ffe020"] };
    case "dungeon":
      return { bmp: SPRITES.ghost, colors: ["#c8c8d0", "#ffffff", "#202020"] };
    case "racing":
      return { bmp: SPRITES.car, colors: ["#e01010", "#202020", "#101010"] };
    case "brawler":
    case "court":
      return { bmp: SPRITES.person, colors: ["#ffd0a0", pal.main, "#203060"] };
    default:
      return { bmp: SPRITES.ship, colors: ["#ffffff", "#ff3030"] };
  }
}
