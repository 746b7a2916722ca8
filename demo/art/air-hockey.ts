import { affine, project, type Camera, type Point3 } from "./camera";
import { type Palette } from "./colours";
import { pixelTextPath, pixelTitle } from "./pixel-font";
import { Svg, ellipse, poly, polyline, rect, type Point } from "./svg";

// ── air hockey table ────────────────────────────────────────────────────────
export const TABLE_BOUNDS: Point3[] = [
  [-290, 0, 0],
  [290, 0, 0],
  [-290, 1520, 550],
  [290, 1520, 550],
  [-290, 780, 1100],
  [290, 780, 1100],
];

export function airHockey(s: Svg, cam: Camera, pal: Palette, title: string) {
  const P = (x: number, y: number, z: number) => project(cam, x, y, z);
  const X = 280;
  const D = 1100;
  const top = 780;
  let out = "";
  for (const lz of [950, 150]) {
    out += poly(
      [P(-220, 560, lz), P(220, 560, lz), P(240, 0, lz), P(-240, 0, lz)],
      s.lin([
        [0, pal.bodyDark],
        [1, "#050507"],
      ]),
    );
    out += poly([P(-240, 24, lz), P(240, 24, lz), P(240, 0, lz), P(-240, 0, lz)], "#0a0a0c");
  }
  if (cam.x < -X)
    out += poly(
      [P(-X, top, 0), P(-X, top, D), P(-X, 560, D), P(-X, 560, 0)],
      s.lin([
        [0, pal.main],
        [1, pal.mainDark],
      ]),
    );
  out += poly([P(-X, top, 0), P(X, top, 0), P(X, 560, 0), P(-X, 560, 0)], pal.mainDark);
  out += poly([P(-X, top, 0), P(X, top, 0), P(X, top, D), P(-X, top, D)], pal.bodyDark);
  const I = X - 30;
  out += poly(
    [P(-I, top + 2, 30), P(I, top + 2, 30), P(I, top + 2, D - 30), P(-I, top + 2, D - 30)],
    s.lin([
      [0, "#dff4ff"],
      [1, "#bfe6ff"],
    ]),
  );
  const ring = (cz: number, rr: number, from: number, to: number): Point[] => {
    const pts: Point[] = [];
    for (let k = 0; k <= 24; k++) {
      const a = from + ((to - from) * k) / 24;
      pts.push(P(Math.cos(a) * rr, top + 3, cz + Math.sin(a) * rr));
    }
    return pts;
  };
  const lw = cam.f / (cam.dist + 550);
  out += poly(
    [P(-I, top + 3, D / 2 - 6), P(I, top + 3, D / 2 - 6), P(I, top + 3, D / 2 + 6), P(-I, top + 3, D / 2 + 6)],
    "#e0202a",
  );
  out += polyline(ring(D / 2, 110, 0, Math.PI * 2), "#e0202a", 6 * lw);
  out +=
    polyline(ring(30, 150, 0, Math.PI), "#2060e0", 6 * lw) +
    polyline(ring(D - 30, 150, Math.PI, Math.PI * 2), "#2060e0", 6 * lw);
  for (const gz of [30, D - 30])
    out += poly(
      [P(-90, top + 4, gz - 8), P(90, top + 4, gz - 8), P(90, top + 4, gz + 8), P(-90, top + 4, gz + 8)],
      "#050505",
    );
  const puck = P(60, top + 3, 640);
  out += ellipse(puck[0], puck[1], 30 * lw, 12 * lw, "#d01020");
  for (const [mx, mz, col] of [
    [-90, 200, pal.alt],
    [110, 900, pal.accent],
  ] as Array<[number, number, string]>) {
    const a = P(mx, top + 3, mz);
    const b = P(mx, top + 40, mz);
    const sc = cam.f / (cam.dist + mz);
    out +=
      ellipse(a[0], a[1], 46 * sc, 18 * sc, col) +
      rect(a[0] - 46 * sc, b[1], 92 * sc, a[1] - b[1], col) +
      ellipse(b[0], b[1], 46 * sc, 18 * sc, "#ffffff", `opacity="0.3"`) +
      rect(b[0] - 12 * sc, b[1] - 50 * sc, 24 * sc, 50 * sc, col) +
      ellipse(b[0], b[1] - 50 * sc, 16 * sc, 7 * sc, "#ffffff", `opacity="0.5"`);
  }
  for (const px of [-X - 10, X + 10])
    out += poly([P(px - 12, top, 550), P(px + 12, top, 550), P(px + 12, 1420, 550), P(px - 12, 1420, 550)], "#9a9ca6");
  const f0 = P(-X - 30, 1520, 540);
  const f1 = P(X + 30, 1520, 540);
  const f2 = P(-X - 30, 1400, 540);
  let unit =
    rect(0, 0, 2 * X + 60, 120, "#0b0b10") +
    rect(0, 0, 2 * X + 60, 10, pal.main) +
    rect(0, 110, 2 * X + 60, 10, pal.main);
  unit += pixelTitle(title, { x: 200, y: 28, w: 2 * X - 340, h: 64 }, { fill: "#ffffff", maxPx: 9 });
  for (const [x, sc] of [
    [30, "5"],
    [2 * X - 70, "3"],
  ] as Array<[number, string]>)
    unit +=
      rect(x, 24, 100, 72, "#050302") + `<path d="${pixelTextPath(sc, x + 50 - 2.5 * 8, 32, 8)}" fill="#ff3b1e"/>`;
  out += `<g transform="${affine(f0, f1, f2, 2 * X + 60, 120)}">${unit}</g>`;
  return out;
}
