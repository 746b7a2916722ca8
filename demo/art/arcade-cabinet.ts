import { arcadeScene, sceneIcon } from "./arcade-screens";
import { affine, along, facing, project, round4, type Camera, type Point3 } from "./camera";
import { type Palette } from "./colours";
import { pixelTitle } from "./pixel-font";
import { sprite } from "./sprites";
import { Svg, circle, ellipse, pathOf, poly, polyline, rect, round1, type Point } from "./svg";
import type { DemoArt } from "../data";

// ── arcade cabinet: side profile (z, y) extruded across the width ──────────
export const ARCADE_WIDTH = 500;
export const ARCADE_DEPTH = 660;
const ARCADE_PROFILE: Point[] = [
  [60, 1400],
  [60, 1180],
  [150, 1160],
  [90, 800],
  [-60, 740],
  [-60, 660],
  [20, 640],
  [20, 0],
];
type ArcadeArt = Extract<DemoArt, { kind: "arcade" }>;

export const ARCADE_BOUNDS: Point3[] = [
  [-ARCADE_WIDTH / 2, 0, -60],
  [ARCADE_WIDTH / 2, 0, -60],
  [-ARCADE_WIDTH / 2, 1400, 60],
  [ARCADE_WIDTH / 2, 1400, 60],
  [-ARCADE_WIDTH / 2, 0, ARCADE_DEPTH],
  [-ARCADE_WIDTH / 2, 1400, ARCADE_DEPTH],
  [ARCADE_WIDTH / 2, 1400, ARCADE_DEPTH],
];

/** Projection of a machine standing at (ox, oz), turned `yaw` radians about the vertical axis. */
export function placeAt(cam: Camera, ox: number, oz: number, yaw: number) {
  const c = Math.cos(yaw);
  const sn = Math.sin(yaw);
  return (x: number, y: number, z: number) => project(cam, ox + x * c + z * sn, y, oz - x * sn + z * c);
}

export function arcadeCabinet(
  s: Svg,
  cam: Camera,
  ox: number,
  oz: number,
  pal: Palette,
  art: ArcadeArt,
  seed: string,
  dim = false,
  yaw = 0,
) {
  const P = placeAt(cam, ox, oz, yaw);
  const L = -ARCADE_WIDTH / 2;
  const R = ARCADE_WIDTH / 2;
  let out = "";

  // The inside of a side panel shows through the recesses when the cabinet is seen turned away.
  for (const side of [L, R]) {
    const pts: Point[] = [
      P(side, 1400, ARCADE_DEPTH),
      ...ARCADE_PROFILE.map(([z, y]) => P(side, y, z)),
      P(side, 0, ARCADE_DEPTH),
    ];
    if (facing(pts) !== (side === L)) out += poly(pts, "#0b0a0e");
  }
  for (const side of [L, R]) {
    const pts: Point[] = [
      P(side, 1400, ARCADE_DEPTH),
      ...ARCADE_PROFILE.map(([z, y]) => P(side, y, z)),
      P(side, 0, ARCADE_DEPTH),
    ];
    if (facing(pts) !== (side === L)) continue;
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
    const clip = s.clip(pathOf(pts));
    const S = (z: number, y: number) => P(side, y, z);
    let artOut = poly([S(-80, 260), S(ARCADE_DEPTH, 620), S(ARCADE_DEPTH, 800), S(-80, 520)], pal.main);
    artOut += poly([S(-80, 560), S(ARCADE_DEPTH, 860), S(ARCADE_DEPTH, 920), S(-80, 640)], pal.alt);
    artOut += poly([S(-80, 170), S(ARCADE_DEPTH, 470), S(ARCADE_DEPTH, 500), S(-80, 210)], pal.accent, `opacity="0.8"`);
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
    out += poly(
      pts,
      s.lin(
        [
          [0, "#000", 0],
          [1, "#000", 0.35],
        ],
        side === L ? 1 : 0,
        0,
        side === L ? 0 : 1,
        0,
      ),
    );
  }

  const face = (i: number) => {
    const [z1, y1] = ARCADE_PROFILE[i];
    const [z2, y2] = ARCADE_PROFILE[i + 1];
    const len = Math.hypot(z2 - z1, y2 - y1);
    const p0 = P(L, y1, z1);
    const p1 = P(R, y1, z1);
    const p2 = P(L, y2, z2);
    const pts: Point[] = [p0, p1, P(R, y2, z2), p2];
    return { pts, len, p0, p1, p2, m: affine(p0, p1, p2, ARCADE_WIDTH, len), visible: facing(pts) };
  };

  const drawFace = (i: number) => {
    const f = face(i);
    if (!f.visible) return "";
    const g = (inner: string) =>
      `<g transform="${f.m}"><g clip-path="${s.clipRect(0, 0, ARCADE_WIDTH, f.len)}">${inner}</g></g>`;
    switch (i) {
      case 0: {
        if (dim)
          return poly(
            f.pts,
            s.lin([
              [0, pal.mainDark],
              [0.5, pal.main],
              [1, pal.mainDark],
            ]),
            `opacity="0.8"`,
          );
        let inner = rect(
          0,
          0,
          ARCADE_WIDTH,
          f.len,
          s.lin([
            [0, pal.mainDeep],
            [0.5, pal.mainDark],
            [1, pal.mainDeep],
          ]),
        );
        let rays = "";
        for (let k = 0; k < 14; k++) {
          const a = (k / 14) * Math.PI * 2;
          const b = a + Math.PI / 14;
          rays += `M250 ${round1(f.len / 2)}L${round1(250 + Math.cos(a) * 400)} ${round1(f.len / 2 + Math.sin(a) * 400)}L${round1(250 + Math.cos(b) * 400)} ${round1(f.len / 2 + Math.sin(b) * 400)}Z`;
        }
        inner += `<path d="${rays}" fill="${pal.main}" opacity="0.45"/>`;
        inner += ellipse(
          250,
          f.len / 2,
          230,
          90,
          s.radBox([
            [0, pal.mainLight, 0.7],
            [1, pal.mainLight, 0],
          ]),
        );
        const icon = sceneIcon(art.scene, pal);
        const ipx = (f.len * 0.5) / icon.bmp.length;
        inner +=
          sprite(icon.bmp, 18, f.len * 0.25, ipx, icon.colors) +
          sprite(icon.bmp, ARCADE_WIDTH - 18 - icon.bmp[0].length * ipx, f.len * 0.25, ipx, icon.colors, true);
        const margin = 28 + icon.bmp[0].length * ipx;
        inner += pixelTitle(
          art.title,
          { x: margin, y: 24, w: ARCADE_WIDTH - 2 * margin, h: f.len - 48 },
          { fill: pal.accent, outline: "#12061c", shadow: "#12061c", maxPx: 17 },
        );
        inner += rect(0, 0, ARCADE_WIDTH, 10, "#d8d8e0") + rect(0, f.len - 10, ARCADE_WIDTH, 10, "#8a8a94");
        return g(inner);
      }
      case 1:
        return (
          poly(f.pts, pal.bodyDark) +
          g(rect(20, f.len * 0.4, ARCADE_WIDTH - 40, f.len * 0.25, pal.mainLight, `opacity="0.25"`))
        );
      case 2: {
        if (dim)
          return (
            poly(f.pts, "#07070c") +
            g(
              rect(
                60,
                40,
                380,
                f.len - 80,
                s.lin([
                  [0, pal.alt, 0.5],
                  [1, pal.altDark, 0.3],
                ]),
                `rx="20"`,
              ),
            )
          );
        const crt = { x: 48, y: (f.len - 306) / 2, w: 404, h: 306 };
        let inner = rect(0, 0, ARCADE_WIDTH, f.len, "#0b0b12");
        inner += rect(
          crt.x - 22,
          crt.y - 18,
          crt.w + 44,
          crt.h + 36,
          "none",
          `rx="30" stroke="${pal.main}" stroke-width="6"`,
        );
        inner += rect(
          crt.x - 12,
          crt.y - 8,
          crt.w + 24,
          crt.h + 16,
          "none",
          `rx="26" stroke="${pal.alt}" stroke-width="3"`,
        );
        const clip = s.clipRect(crt.x, crt.y, crt.w, crt.h, 26);
        let picture: string;
        if (art.vertical) {
          const sw = crt.h * 0.75;
          const tf = `translate(${round1(crt.x + (crt.w - sw) / 2)} ${round1(crt.y)}) scale(${round4(crt.h / 320)})`;
          picture =
            rect(crt.x, crt.y, crt.w, crt.h, "#000") +
            `<g transform="${tf}">${arcadeScene(s, art.scene, 240, 320, pal, seed, art.title)}</g>`;
        } else {
          picture = `<g transform="translate(${round1(crt.x)} ${round1(crt.y)}) scale(${round4(crt.w / 320)} ${round4(crt.h / 240)})">${arcadeScene(s, art.scene, 320, 240, pal, seed, art.title)}</g>`;
        }
        inner += `<g clip-path="${clip}">${picture}</g>`;
        inner += rect(
          crt.x,
          crt.y,
          crt.w,
          crt.h,
          s.rad(
            [
              [0.55, "#000", 0],
              [1, "#000", 0.55],
            ],
            crt.x + crt.w / 2,
            crt.y + crt.h / 2,
            crt.w * 0.62,
          ),
          `rx="26"`,
        );
        inner += poly(
          [
            [crt.x + 10, crt.y + 10],
            [crt.x + crt.w * 0.55, crt.y + 10],
            [crt.x + 10, crt.y + crt.h * 0.6],
          ],
          "#ffffff",
          `opacity="0.07"`,
        );
        return g(inner);
      }
      case 3: {
        if (dim) return poly(f.pts, pal.bodyDark);
        let inner = rect(
          0,
          0,
          ARCADE_WIDTH,
          f.len,
          s.lin([
            [0, pal.altDark],
            [1, pal.alt],
          ]),
        );
        inner +=
          rect(0, f.len - 12, ARCADE_WIDTH, 12, pal.accent) + rect(0, 0, ARCADE_WIDTH, 6, "#000", `opacity="0.4"`);
        for (let k = 0; k < 5; k++)
          inner += circle(40 + k * 105, 30 + (k % 2) * 80, 28, pal.altLight, `opacity="0.15"`);
        return g(inner);
      }
      case 4:
        return (
          poly(f.pts, dim ? "#050508" : pal.bodyDark) +
          (dim ? "" : g(rect(0, 18, ARCADE_WIDTH, 8, pal.main, `opacity="0.8"`)))
        );
      case 5:
        return poly(f.pts, "#060609");
      default: {
        if (dim) return poly(f.pts, pal.bodyDark, `opacity="0.95"`);
        let inner = rect(
          0,
          0,
          ARCADE_WIDTH,
          f.len,
          s.lin([
            [0, pal.body],
            [1, pal.bodyDark],
          ]),
        );
        inner += rect(
          165,
          70,
          170,
          230,
          s.lin([
            [0, "#4a4a52"],
            [1, "#26262c"],
          ]),
          `rx="6" stroke="#6a6a74" stroke-width="4"`,
        );
        for (const cx of [210, 290]) {
          inner +=
            rect(cx - 24, 95, 48, 80, "#9a9aa4", `rx="4"`) +
            rect(cx - 3, 108, 6, 34, "#111") +
            rect(cx - 12, 150, 24, 18, "#ff3b30", `rx="2"`);
          inner += circle(
            cx,
            159,
            26,
            s.radBox([
              [0, "#ff5a40", 0.55],
              [1, "#ff5a40", 0],
            ]),
          );
        }
        inner += rect(228, 215, 44, 10, "#111", `rx="3"`);
        inner += rect(0, f.len - 50, ARCADE_WIDTH, 50, "#0a0a0e") + rect(0, f.len - 50, ARCADE_WIDTH, 4, "#2a2a32");
        return g(inner);
      }
    }
  };

  for (const i of [1, 2, 0, 6, 5, 4, 3]) out += drawFace(i);

  // controls on the control panel
  const cp = face(3);
  if (!dim && cp.visible) {
    const at = (u: number, v: number) => along(cp.p0, cp.p1, cp.p2, ARCADE_WIDTH, cp.len, u, v);
    const sc = Math.hypot(cp.p1[0] - cp.p0[0], cp.p1[1] - cp.p0[1]) / ARCADE_WIDTH;
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
            rect(
              bx - 4 * k,
              by - 78 * k,
              8 * k,
              78 * k,
              s.lin(
                [
                  [0, "#777"],
                  [0.5, "#eee"],
                  [1, "#666"],
                ],
                0,
                0,
                1,
                0,
              ),
            ) +
            circle(
              bx,
              by - 80 * k,
              21 * k,
              s.radBox(
                [
                  [0, "#ffffff"],
                  [0.25, players === 4 ? btnColors[pi] : "#e8202a"],
                  [1, "#3a0508"],
                ],
                0.35,
                0.3,
              ),
            )
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
            return (
              ellipse(bx, by, 15 * k, 6 * k, "#111") +
              rect(bx - 15 * k, by - 7 * k, 30 * k, 7 * k, "#1a1a1a") +
              ellipse(bx, by - 7 * k, 15 * k, 6 * k, color) +
              ellipse(bx - 4 * k, by - 9 * k, 6 * k, 2.2 * k, "#fff", `opacity="0.55"`)
            );
          },
        });
      }
    });
    for (const u of players === 1 ? [330] : [235, 265]) {
      items.push({
        v: 28,
        draw: () => {
          const [bx, by] = at(u, 28);
          return ellipse(bx, by, 9 * sc, 3.5 * sc, "#f4f4f4");
        },
      });
    }
    items.sort((a, b) => a.v - b.v).forEach((it) => (out += it.draw()));
  }

  // T-molding along both front edges
  if (!dim) {
    const sc0 = cam.f / (oz + 40 + cam.dist);
    for (const side of [L, R])
      out += polyline(
        ARCADE_PROFILE.map(([z, y]) => P(side, y, z)),
        pal.accent,
        9 * sc0,
        `opacity="0.95"`,
      );
  }
  return out;
}
