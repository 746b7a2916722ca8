import { round4 } from "./camera";
import { between, pick, rng, type Palette, type Rng } from "./colours";
import { pixelTextPath, pixelTitle, textWidth } from "./pixel-font";
import { Svg, circle, ellipse, poly, polyline, rect, round1 } from "./svg";
import type { PinballMotif } from "../data";

// ── backglass art ───────────────────────────────────────────────────────────
type MotifCtx = { s: Svg; W: number; H: number; pal: Palette; r: Rng; title: string };

function skyStars(c: MotifCtx, n: number, maxY: number) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const sz = c.r() < 0.8 ? 2 : 3.5;
    d += `M${round1(c.r() * c.W)} ${round1(c.r() * maxY)}h${sz}v${sz}h${-sz}z`;
  }
  return `<path d="${d}" fill="#fff" opacity="0.7"/>`;
}

function skylinePath(c: MotifCtx, base: number, minH: number, maxH: number) {
  let d = `M0 ${round1(c.H)}`;
  let x = 0;
  while (x < c.W) {
    const w = c.W * between(c.r, 0.05, 0.11);
    const h = between(c.r, minH, maxH);
    d += `L${round1(x)} ${round1(base - h)}L${round1(x + w)} ${round1(base - h)}`;
    x += w;
  }
  return `${d}L${round1(c.W)} ${round1(c.H)}Z`;
}

function windows(c: MotifCtx, x0: number, y0: number, x1: number, y1: number, color: string, density = 0.5) {
  let d = "";
  for (let y = y0; y < y1; y += 16)
    for (let x = x0; x < x1; x += 14) if (c.r() < density) d += `M${round1(x)} ${round1(y)}h6v8h-6z`;
  return `<path d="${d}" fill="${color}"/>`;
}

const MOTIFS: Record<PinballMotif, (c: MotifCtx) => string> = {
  castle(c) {
    const { s, W, H, pal } = c;
    let o = rect(
      0,
      0,
      W,
      H,
      s.lin([
        [0, "#120a2e"],
        [0.6, pal.mainDark],
        [1, pal.main],
      ]),
    );
    o +=
      skyStars(c, 40, H * 0.5) +
      circle(W * 0.8, H * 0.3, 38, "#fff3c4") +
      circle(W * 0.8, H * 0.3, 70, "#fff3c4", `opacity="0.12"`);
    o += `<path d="M0 ${H * 0.78}Q${W * 0.3} ${H * 0.62} ${W * 0.6} ${H * 0.74}T${W} ${H * 0.7}V${H}H0Z" fill="${pal.altDark}"/>`;
    const cx = W * 0.46;
    const base = H * 0.8;
    const k = "#1a1026";
    o += rect(cx - 90, base - 120, 180, 120, k);
    for (let i = 0; i < 6; i++) o += rect(cx - 90 + i * 32, base - 134, 18, 16, k);
    for (const tx of [cx - 125, cx + 95]) {
      o +=
        rect(tx, base - 185, 30, 185, k) +
        poly(
          [
            [tx - 8, base - 185],
            [tx + 15, base - 240],
            [tx + 38, base - 185],
          ],
          pal.main,
        );
      o += poly(
        [
          [tx + 15, base - 240],
          [tx + 15, base - 262],
          [tx + 36, base - 254],
        ],
        pal.accent,
      );
    }
    o +=
      rect(cx - 22, base - 190, 44, 70, k) +
      poly(
        [
          [cx - 30, base - 190],
          [cx, base - 235],
          [cx + 30, base - 190],
        ],
        pal.main,
      );
    o += `<path d="M${cx - 26} ${base}V${base - 45}A26 26 0 0 1 ${cx + 26} ${base - 45}V${base}Z" fill="#000"/>`;
    o += windows(c, cx - 80, base - 110, cx + 80, base - 60, "#ffd86a", 0.35);
    return o;
  },
  saucer(c) {
    const { s, W, H, pal } = c;
    let o =
      rect(
        0,
        0,
        W,
        H,
        s.lin([
          [0, "#050818"],
          [1, pal.altDark],
        ]),
      ) + skyStars(c, 60, H * 0.7);
    o += poly(
      [
        [W * 0.44, H * 0.47],
        [W * 0.56, H * 0.47],
        [W * 0.8, H],
        [W * 0.2, H],
      ],
      s.lin([
        [0, pal.accent, 0.75],
        [1, pal.accent, 0.05],
      ]),
    );
    o += `<path d="${skylinePath(c, H, 40, 120)}" fill="#0a0a14"/>` + windows(c, 0, H - 110, W, H, "#ffe49a", 0.18);
    o += ellipse(
      W / 2,
      H * 0.42,
      W * 0.3,
      H * 0.085,
      s.lin([
        [0, "#f0f2f8"],
        [1, "#6a6e7a"],
      ]),
    );
    o += `<path d="M${round1(W * 0.38)} ${round1(H * 0.4)}A${round1(W * 0.12)} ${round1(H * 0.14)} 0 0 1 ${round1(W * 0.62)} ${round1(H * 0.4)}Z" fill="${pal.alt}" opacity="0.85"/>`;
    for (let i = 0; i < 9; i++)
      o += circle(
        W * (0.25 + i * 0.0625),
        H * 0.44 + Math.sin((i / 8) * Math.PI) * 10,
        6,
        i % 2 ? pal.accent : "#ff3b30",
      );
    o += ellipse(W * 0.17, H * 0.2, 40, 10, "#b8bcc8") + ellipse(W * 0.85, H * 0.16, 30, 8, "#b8bcc8");
    return o;
  },
  haunted(c) {
    const { s, W, H, pal } = c;
    let o = rect(
      0,
      0,
      W,
      H,
      s.lin([
        [0, "#160826"],
        [0.7, pal.mainDark],
        [1, "#2a0c3a"],
      ]),
    );
    o += circle(W * 0.7, H * 0.33, 75, "#f7f0c8") + circle(W * 0.7, H * 0.33, 120, "#f7f0c8", `opacity="0.12"`);
    for (let i = 0; i < 5; i++) {
      const bx = W * between(c.r, 0.1, 0.9);
      const by = H * between(c.r, 0.12, 0.45);
      const sc = between(c.r, 0.6, 1.2);
      o += `<path d="M${round1(bx)} ${round1(by)}q${round1(-10 * sc)} ${round1(-12 * sc)} ${round1(-24 * sc)} ${round1(-6 * sc)}q${round1(8 * sc)} ${round1(4 * sc)} ${round1(6 * sc)} ${round1(12 * sc)}q${round1(8 * sc)} ${round1(-8 * sc)} ${round1(18 * sc)} ${round1(-4 * sc)}q${round1(10 * sc)} ${round1(-4 * sc)} ${round1(18 * sc)} ${round1(4 * sc)}q${round1(-2 * sc)} ${round1(-8 * sc)} ${round1(6 * sc)} ${round1(-12 * sc)}q${round1(-14 * sc)} ${round1(-6 * sc)} ${round1(-24 * sc)} ${round1(6 * sc)}z" fill="#0a0410"/>`;
    }
    o += `<path d="M0 ${H * 0.86}Q${W * 0.5} ${H * 0.7} ${W} ${H * 0.84}V${H}H0Z" fill="#0a0410"/>`;
    const k = "#0a0410";
    const mx = W * 0.36;
    const my = H * 0.8;
    o +=
      rect(mx - 120, my - 120, 240, 120, k) +
      poly(
        [
          [mx - 135, my - 120],
          [mx - 60, my - 190],
          [mx + 15, my - 120],
        ],
        k,
      ) +
      poly(
        [
          [mx - 10, my - 120],
          [mx + 60, my - 175],
          [mx + 130, my - 120],
        ],
        k,
      );
    o +=
      rect(mx + 70, my - 230, 40, 110, k) +
      poly(
        [
          [mx + 62, my - 230],
          [mx + 90, my - 290],
          [mx + 118, my - 230],
        ],
        k,
      );
    o += windows(c, mx - 105, my - 105, mx + 110, my - 20, "#ffcf4a", 0.3) + rect(mx + 82, my - 210, 14, 20, "#ffcf4a");
    let fence = "";
    for (let x = 0; x < W; x += 14) fence += `M${x} ${round1(H * 0.93)}v-26`;
    o += `<path d="${fence}M0 ${round1(H * 0.9)}H${W}" stroke="${k}" stroke-width="4"/>`;
    return o;
  },
  spiral(c) {
    const { W, H, pal } = c;
    let o = rect(0, 0, W, H, "#05040c");
    for (let i = 18; i > 0; i--)
      o += circle(W * 0.5 + i * 4, H * 0.55 - i * 2, i * 24, i % 2 ? pal.mainDark : "#05040c");
    o += circle(W * 0.5, H * 0.55, 30, pal.mainLight, `opacity="0.5"`);
    const cx = W * 0.26;
    const cy = H * 0.58;
    o += circle(cx, cy, 62, "#f4f1e8") + circle(cx, cy, 62, "none", `stroke="#c9a640" stroke-width="8"`);
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      o += polyline(
        [
          [cx + Math.cos(a) * 48, cy + Math.sin(a) * 48],
          [cx + Math.cos(a) * 56, cy + Math.sin(a) * 56],
        ],
        "#222",
        4,
      );
    }
    o +=
      polyline(
        [
          [cx, cy],
          [cx + 26, cy - 24],
        ],
        "#222",
        6,
      ) +
      polyline(
        [
          [cx, cy],
          [cx - 8, cy - 42],
        ],
        "#222",
        4,
      );
    o +=
      poly(
        [
          [W * 0.72, H * 0.42],
          [W * 0.84, H * 0.38],
          [W * 0.84, H * 0.86],
          [W * 0.72, H * 0.82],
        ],
        "#8a5a2a",
      ) + circle(W * 0.745, H * 0.62, 5, "#f0c040");
    o += poly(
      [
        [W * 0.74, H * 0.44],
        [W * 0.82, H * 0.41],
        [W * 0.82, H * 0.56],
        [W * 0.74, H * 0.58],
      ],
      "#1a1030",
    );
    return o;
  },
  magic(c) {
    const { s, W, H, pal } = c;
    let o = rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, pal.mainLight],
          [0.5, pal.mainDark],
          [1, "#12040e"],
        ],
        W / 2,
        H * 0.55,
        W * 0.7,
      ),
    );
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
    o +=
      ellipse(hx, hy, 95, 20, "#111") +
      rect(hx - 60, hy - 130, 120, 130, "#161616") +
      ellipse(hx, hy - 130, 60, 12, "#2a2a2a") +
      rect(hx - 60, hy - 40, 120, 22, pal.main);
    o += `<g transform="rotate(-28 ${round1(hx + 90)} ${round1(hy - 120)})">${rect(hx + 40, hy - 126, 120, 10, "#111")}${rect(hx + 140, hy - 126, 20, 10, "#fff")}</g>`;
    for (let i = 0; i < 4; i++)
      o += `<g transform="rotate(${-30 + i * 20} ${round1(W * 0.25)} ${round1(H * 0.85)})">${rect(W * 0.25 - 22, H * 0.85 - 110, 44, 64, "#fdfdf8", `rx="4" stroke="#333" stroke-width="1.5"`)}${circle(W * 0.25, H * 0.85 - 78, 8, i % 2 ? "#d01020" : "#111")}</g>`;
    for (let i = 0; i < 8; i++) {
      const x = W * between(c.r, 0.2, 0.8);
      const y = H * between(c.r, 0.15, 0.5);
      o += poly(
        [
          [x, y - 10],
          [x + 3, y - 3],
          [x + 10, y],
          [x + 3, y + 3],
          [x, y + 10],
          [x - 3, y + 3],
          [x - 10, y],
          [x - 3, y - 3],
        ],
        "#fff7c0",
      );
    }
    return o;
  },
  eightball(c) {
    const { s, W, H, pal } = c;
    let o = rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, "#2fa35a"],
          [1, "#0b3a1c"],
        ],
        W / 2,
        H * 0.55,
        W * 0.6,
      ),
    );
    o += `<g transform="rotate(-22 ${W / 2} ${H / 2})">${rect(
      -40,
      H * 0.72,
      W * 0.9,
      14,
      s.lin(
        [
          [0, "#f1d9a8"],
          [1, "#6b3f16"],
        ],
        0,
        0,
        1,
        0,
      ),
    )}${rect(W * 0.82, H * 0.72, 30, 14, "#f4f4f4")}</g>`;
    const balls: Array<[number, number, string]> = [
      [0.2, 0.45, "#f2c200"],
      [0.8, 0.42, "#1d3fbf"],
      [0.72, 0.78, "#c4161c"],
      [0.28, 0.8, pal.main],
    ];
    for (const [x, y, col] of balls)
      o +=
        circle(
          W * x,
          H * y,
          34,
          s.radBox(
            [
              [0, "#ffffff"],
              [0.25, col],
              [1, "#000"],
            ],
            0.35,
            0.3,
          ),
        ) + circle(W * x - 6, H * y - 6, 12, "#fff");
    o += circle(
      W / 2,
      H * 0.58,
      100,
      s.radBox(
        [
          [0, "#6a6a6a"],
          [0.3, "#151515"],
          [1, "#000"],
        ],
        0.35,
        0.3,
      ),
    );
    o += circle(W / 2 - 12, H * 0.58 - 14, 42, "#fafafa");
    o += `<path d="${pixelTextPath("8", W / 2 - 12 - 12.5, H * 0.58 - 14 - 17.5, 5)}" fill="#111"/>`;
    return o;
  },
  space(c) {
    const { s, W, H, pal } = c;
    let o =
      rect(
        0,
        0,
        W,
        H,
        s.lin([
          [0, "#02030c"],
          [1, pal.mainDeep],
        ]),
      ) + skyStars(c, 90, H);
    o += circle(
      W * 0.78,
      H * 0.7,
      120,
      s.radBox(
        [
          [0, pal.altLight],
          [0.6, pal.alt],
          [1, pal.altDark],
        ],
        0.3,
        0.3,
      ),
    );
    o += ellipse(
      W * 0.78,
      H * 0.7,
      190,
      28,
      "none",
      `stroke="${pal.accent}" stroke-width="7" opacity="0.8" transform="rotate(-15 ${round1(W * 0.78)} ${round1(H * 0.7)})"`,
    );
    let streaks = "";
    for (let i = 0; i < 22; i++) {
      const y = H * between(c.r, 0.2, 0.9);
      const x = W * between(c.r, 0, 0.4);
      streaks += `M${round1(x)} ${round1(y)}h${round1(between(c.r, 40, 140))}`;
    }
    o += `<path d="${streaks}" stroke="#bfe3ff" stroke-width="2" opacity="0.5"/>`;
    const sx = W * 0.42;
    const sy = H * 0.5;
    const hull = "#d8dce6";
    o += rect(sx - 120, sy + 22, 130, 16, hull, `rx="8"`) + rect(sx - 120, sy - 40, 130, 16, hull, `rx="8"`);
    o +=
      rect(sx - 125, sy + 22, 20, 16, "#ff4040", `rx="6"`) +
      rect(sx - 125, sy - 40, 20, 16, "#ff4040", `rx="6"`) +
      rect(sx - 10, sy + 24, 14, 12, "#49b8ff") +
      rect(sx - 10, sy - 38, 14, 12, "#49b8ff");
    o += polyline(
      [
        [sx - 40, sy + 24],
        [sx - 20, sy],
        [sx - 40, sy - 24],
      ],
      hull,
      10,
    );
    o +=
      ellipse(sx - 10, sy, 60, 18, hull) +
      ellipse(sx + 80, sy - 8, 70, 26, hull) +
      ellipse(sx + 80, sy - 14, 20, 7, "#9aa0ae");
    return o;
  },
  jungle(c) {
    const { s, W, H, pal } = c;
    let o = rect(
      0,
      0,
      W,
      H,
      s.lin([
        [0, "#ffb347"],
        [0.55, "#d9572b"],
        [1, "#4a1a12"],
      ]),
    );
    o += circle(W * 0.5, H * 0.45, 80, "#ffe28a", `opacity="0.8"`);
    const tx = W / 2;
    const base = H * 0.9;
    for (let i = 0; i < 5; i++)
      o += rect(tx - 150 + i * 26, base - (i + 1) * 40, 300 - i * 52, 40, i % 2 ? "#6b4a2a" : "#7d5833");
    o +=
      rect(tx - 22, base - 240, 44, 40, "#3a2414") +
      circle(tx, base - 222, 14, "#f2c230") +
      rect(tx - 8, base - 212, 16, 14, "#f2c230");
    for (let i = 0; i < 14; i++) {
      const x = i < 7 ? W * between(c.r, -0.05, 0.25) : W * between(c.r, 0.75, 1.05);
      const y = H * between(c.r, 0.2, 1);
      const rot = between(c.r, -60, 60);
      o += ellipse(
        x,
        y,
        70,
        18,
        pick(c.r, ["#1f5a2a", "#2e7a36", "#174a22", pal.altDark]),
        `transform="rotate(${round1(rot)} ${round1(x)} ${round1(y)})"`,
      );
    }
    o += rect(0, H * 0.9, W, H * 0.1, "#1a2a12");
    return o;
  },
  skyline(c) {
    const { s, W, H, pal } = c;
    const kaiju = /GODZILLA/.test(c.title);
    let o = rect(
      0,
      0,
      W,
      H,
      s.lin([
        [0, kaiju ? "#0c1630" : "#1a0404"],
        [0.6, kaiju ? pal.altDark : "#8a1a0a"],
        [1, "#ff7a1a"],
      ]),
    );
    if (kaiju) {
      o += `<path d="M${W * 0.52} ${H}L${W * 0.5} ${H * 0.45}L${W * 0.55} ${H * 0.3}L${W * 0.62} ${H * 0.28}L${W * 0.66} ${H * 0.33}L${W * 0.63} ${H * 0.38}L${W * 0.6} ${H * 0.4}L${W * 0.64} ${H * 0.5}L${W * 0.7} ${H * 0.52}L${W * 0.64} ${H * 0.56}L${W * 0.68} ${H}Z" fill="#0e1a14"/>`;
      let spikes = "";
      for (let i = 0; i < 6; i++)
        spikes += `M${round1(W * (0.5 - i * 0.005))} ${round1(H * (0.42 + i * 0.07))}l-14 -6l10 14z`;
      o += `<path d="${spikes}" fill="#3affd8"/>`;
      o += poly(
        [
          [W * 0.64, H * 0.31],
          [W * 0.98, H * 0.18],
          [W, H * 0.26],
          [W * 0.65, H * 0.34],
        ],
        s.lin(
          [
            [0, "#bffcff", 0.95],
            [1, "#3affd8", 0.2],
          ],
          0,
          0,
          1,
          0,
        ),
      );
    } else {
      o +=
        rect(W * 0.3, H * 0.12, W * 0.4, H * 0.42, "#2a2c32", `rx="40"`) +
        rect(W * 0.36, H * 0.4, W * 0.28, H * 0.1, "#1a1b20");
      for (const x of [0.41, 0.59])
        o +=
          circle(
            W * x,
            H * 0.3,
            30,
            s.radBox([
              [0, "#ff2a1a", 0.8],
              [1, "#ff2a1a", 0],
            ]),
          ) + circle(W * x, H * 0.3, 10, "#ff5a3a");
      let teeth = "";
      for (let i = 0; i < 8; i++) teeth += `M${round1(W * 0.38 + i * 15)} ${round1(H * 0.42)}h9v14h-9z`;
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
      o += poly(
        [
          [W / 2, H * 0.6],
          [W / 2 + Math.cos(a) * W, H * 0.6 + Math.sin(a) * W],
          [W / 2 + Math.cos(b) * W, H * 0.6 + Math.sin(b) * W],
        ],
        k % 2 ? "#e8202a" : "#fff1d0",
      );
    }
    const cx = W / 2;
    const cy = H * 0.6;
    o += circle(cx - 120, cy - 20, 50, "#ff7a1a") + circle(cx + 120, cy - 20, 50, "#ff7a1a");
    o += circle(
      cx,
      cy,
      115,
      s.radBox(
        [
          [0, "#ffe6cc"],
          [1, "#f0b890"],
        ],
        0.4,
        0.35,
      ),
    );
    o +=
      ellipse(cx - 42, cy - 30, 24, 30, "#fff") +
      ellipse(cx + 42, cy - 30, 24, 30, "#fff") +
      circle(cx - 38, cy - 24, 11, "#111") +
      circle(cx + 46, cy - 24, 11, "#111");
    o += circle(cx, cy + 12, 24, "#e8202a") + circle(cx - 7, cy + 4, 7, "#fff", `opacity="0.6"`);
    o += `<path d="M${cx - 60} ${cy + 45}Q${cx} ${cy + 105} ${cx + 60} ${cy + 45}Q${cx} ${cy + 75} ${cx - 60} ${cy + 45}Z" fill="#c0101a"/>`;
    o +=
      poly(
        [
          [cx - 55, cy - 95],
          [cx + 10, cy - 200],
          [cx + 55, cy - 100],
        ],
        pal.alt,
      ) + circle(cx + 10, cy - 200, 14, "#fff");
    return o;
  },
  drivein(c) {
    const { s, W, H, pal } = c;
    let o =
      rect(
        0,
        0,
        W,
        H,
        s.lin([
          [0, "#040818"],
          [1, "#1a2a4a"],
        ]),
      ) + skyStars(c, 50, H * 0.5);
    o +=
      rect(W * 0.15, H * 0.12, W * 0.7, H * 0.5, "#eef2f0") +
      rect(W * 0.2, H * 0.62, 10, H * 0.25, "#333") +
      rect(W * 0.8 - 10, H * 0.62, 10, H * 0.25, "#333");
    o += rect(
      W * 0.17,
      H * 0.14,
      W * 0.66,
      H * 0.46,
      s.lin([
        [0, "#2a5a6a"],
        [1, "#0a2a30"],
      ]),
    );
    const gx = W / 2;
    const gy = H * 0.36;
    o += `<path d="M${gx - 50} ${H * 0.6}V${gy}Q${gx - 50} ${gy - 60} ${gx} ${gy - 62}Q${gx + 50} ${gy - 60} ${gx + 50} ${gy}V${H * 0.6}Z" fill="#2f7a3a"/>`;
    o +=
      poly(
        [
          [gx - 50, gy - 20],
          [gx - 80, gy - 40],
          [gx - 50, gy + 10],
        ],
        "#2f7a3a",
      ) +
      poly(
        [
          [gx + 50, gy - 20],
          [gx + 80, gy - 40],
          [gx + 50, gy + 10],
        ],
        "#2f7a3a",
      );
    o += ellipse(gx - 20, gy - 25, 10, 7, "#e8ff50") + ellipse(gx + 20, gy - 25, 10, 7, "#e8ff50");
    o += `<path d="M${W * 0.17} ${H * 0.54}Q${W * 0.3} ${H * 0.5} ${W * 0.45} ${H * 0.55}T${W * 0.83} ${H * 0.53}V${H * 0.6}H${W * 0.17}Z" fill="#0a3a5a" opacity="0.9"/>`;
    o += rect(0, H * 0.82, W, H * 0.18, "#070a12");
    for (const [x, col] of [
      [0.12, pal.main],
      [0.5, pal.alt],
      [0.86, pal.accent],
    ] as Array<[number, string]>) {
      o += `<path d="M${round1(W * x - 70)} ${round1(H * 0.95)}V${round1(H * 0.88)}Q${round1(W * x - 60)} ${round1(H * 0.8)} ${round1(W * x - 30)} ${round1(H * 0.8)}H${round1(W * x + 30)}Q${round1(W * x + 60)} ${round1(H * 0.8)} ${round1(W * x + 70)} ${round1(H * 0.88)}V${round1(H * 0.95)}Z" fill="${col}" opacity="0.85"/>`;
    }
    return o;
  },
};

/** Backglass: motif, title across the top, chase lights around the edge. */
export function backglass(
  s: Svg,
  motif: PinballMotif,
  W: number,
  H: number,
  pal: Palette,
  seed: string,
  title: string,
) {
  const c: MotifCtx = { s, W, H, pal, r: rng(`${seed}:bg`), title };
  let o = MOTIFS[motif](c);
  o += rect(
    0,
    0,
    W,
    H * 0.34,
    s.lin([
      [0, "#000", 0.6],
      [1, "#000", 0],
    ]),
  );
  o += pixelTitle(
    title,
    { x: W * 0.08, y: H * 0.04, w: W * 0.84, h: H * 0.24 },
    { fill: pal.accent, outline: "#0c0614", shadow: "#0c0614", maxPx: 11 },
  );
  let lights = "";
  const step = 30;
  for (let x = 14; x < W; x += step) lights += circle(x, 9, 4.5, "#fff3c0") + circle(x, H - 9, 4.5, "#fff3c0");
  for (let y = 14 + step; y < H - step; y += step)
    lights += circle(9, y, 4.5, "#fff3c0") + circle(W - 9, y, 4.5, "#fff3c0");
  return o + lights;
}

/** Speaker panel with a dot-matrix display (1991 on) or alphanumeric score displays (before). */
export function speakerPanel(s: Svg, W: number, H: number, pal: Palette, title: string, dmd: boolean, seed: string) {
  let o = rect(0, 0, W, H, "#0d0d12");
  o += rect(
    0,
    0,
    W,
    H,
    s.lin(
      [
        [0, pal.mainDeep, 0.9],
        [0.5, "#0d0d12", 0],
        [1, pal.mainDeep, 0.9],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += rect(0, 10, W, 5, pal.main, `opacity="0.7"`) + rect(0, H - 15, W, 5, pal.main, `opacity="0.7"`);
  if (dmd) {
    for (const cx of [W * 0.12, W * 0.88]) {
      o +=
        circle(cx, H / 2, H * 0.34, "#1b1b22") +
        circle(cx, H / 2, H * 0.26, "#101015", `stroke="#2a2a34" stroke-width="3"`) +
        circle(cx, H / 2, H * 0.08, "#2a2a34");
    }
    const dw = W * 0.62;
    const dh = dw / 4;
    const dx = (W - dw) / 2;
    const dy = (H - dh) / 2;
    o += rect(dx - 8, dy - 8, dw + 16, dh + 16, "#222") + rect(dx, dy, dw, dh, "#120600");
    o += pixelTitle(title, { x: dx + dw * 0.05, y: dy + dh * 0.1, w: dw * 0.9, h: dh * 0.8 }, { fill: "#ffa033" });
    const pid = s.id("p");
    const cell = dw / 128;
    s.def(
      `<pattern id="${pid}" width="${round4(cell)}" height="${round4(cell)}" patternUnits="userSpaceOnUse" x="${round1(dx)}" y="${round1(dy)}"><path d="M0 0H${round4(cell)}V${round4(cell)}H0Z" fill="none" stroke="#120600" stroke-width="${round4(cell * 0.25)}"/></pattern>`,
    );
    o += rect(dx, dy, dw, dh, `url(#${pid})`);
    o += rect(
      dx,
      dy,
      dw,
      dh,
      s.rad(
        [
          [0, "#ff8a1e", 0.16],
          [1, "#ff8a1e", 0],
        ],
        dx + dw / 2,
        dy + dh / 2,
        dw / 2,
      ),
    );
  } else {
    const r = rng(`${seed}:score`);
    const dw = W * 0.4;
    const dh = H * 0.26;
    [
      [0.06, 0.14],
      [0.54, 0.14],
      [0.06, 0.6],
      [0.54, 0.6],
    ].forEach(([x, y]) => {
      o += rect(W * x, H * y, dw, dh, "#050302", `stroke="#333" stroke-width="4"`);
      const score = String(Math.floor(r() * 900000 + 100000));
      const px = Math.min((dw * 0.85) / textWidth(score), (dh * 0.7) / 7);
      o += `<path d="${pixelTextPath(score, W * x + (dw - textWidth(score) * px) / 2, H * y + (dh - 7 * px) / 2, px)}" fill="#ff5a1e"/>`;
    });
  }
  return o;
}
