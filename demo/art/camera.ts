import { round1, type Point } from "./svg";

// ── a pinhole camera looking along +z (x right, y up, z away), no tilt ──────
export type Camera = { x: number; y: number; dist: number; f: number; cx: number; cy: number };
export type Point3 = [number, number, number];

export function project(c: Camera, x: number, y: number, z: number): Point {
  const s = c.f / (z + c.dist);
  return [c.cx + (x - c.x) * s, c.cy + (c.y - y) * s];
}

/** Picks focal length and centre so the given world points fill `box` (on a W x H canvas). */
export function fitCamera(
  base: { x: number; y: number; dist: number },
  pts: Point3[],
  box: { x: number; y: number; w: number; h: number },
): Camera {
  const c0: Camera = { ...base, f: 1, cx: 0, cy: 0 };
  const p = pts.map(([x, y, z]) => project(c0, x, y, z));
  const xs = p.map((q) => q[0]);
  const ys = p.map((q) => q[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const f = Math.min(box.w / (maxX - minX), box.h / (maxY - minY));
  return {
    ...base,
    f,
    cx: box.x + box.w / 2 - (f * (minX + maxX)) / 2,
    cy: box.y + box.h / 2 - (f * (minY + maxY)) / 2,
  };
}

export const round4 = (v: number) => Math.round(v * 10000) / 10000;

/** SVG matrix mapping a local w x h rectangle onto the parallelogram p0 (0,0), p1 (w,0), p2 (0,h). */
export function affine(p0: Point, p1: Point, p2: Point, w: number, h: number) {
  return `matrix(${round4((p1[0] - p0[0]) / w)} ${round4((p1[1] - p0[1]) / w)} ${round4((p2[0] - p0[0]) / h)} ${round4((p2[1] - p0[1]) / h)} ${round1(p0[0])} ${round1(p0[1])})`;
}
export const along = (p0: Point, p1: Point, p2: Point, w: number, h: number, u: number, v: number): Point => [
  p0[0] + ((p1[0] - p0[0]) * u) / w + ((p2[0] - p0[0]) * v) / h,
  p0[1] + ((p1[1] - p0[1]) * u) / w + ((p2[1] - p0[1]) * v) / h,
];
/** Positive when a polygon faces the camera (clockwise on screen). */
export const facing = (pts: Point[]) =>
  pts.reduce((a, p, i) => a + p[0] * pts[(i + 1) % pts.length][1] - pts[(i + 1) % pts.length][0] * p[1], 0) > 0;
