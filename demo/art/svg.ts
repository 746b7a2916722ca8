// ── shapes and the SVG document; coordinates rounded to 0.1 so the markup stays short ──
export type Point = [number, number];

export const round1 = (v: number) => Math.round(v * 10) / 10;
export const pathOf = (pts: Point[]) => "M" + pts.map(([x, y]) => `${round1(x)} ${round1(y)}`).join("L") + "Z";
const lineOf = (pts: Point[]) => "M" + pts.map(([x, y]) => `${round1(x)} ${round1(y)}`).join("L");
export const poly = (pts: Point[], fill: string, extra = "") =>
  `<path d="${pathOf(pts)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const polyline = (pts: Point[], stroke: string, width: number, extra = "") =>
  `<path d="${lineOf(pts)}" fill="none" stroke="${stroke}" stroke-width="${round1(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ""}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${round1(x)}" y="${round1(y)}" width="${round1(w)}" height="${round1(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${round1(cx)}" cy="${round1(cy)}" r="${round1(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${round1(cx)}" cy="${round1(cy)}" rx="${round1(Math.abs(rx))}" ry="${round1(Math.abs(ry))}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

/** Collects <defs> (gradients, clips, patterns) with unique ids for one SVG document. */
export class Svg {
  private defs: string[] = [];
  private n = 0;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  id(prefix = "d") {
    return `${prefix}${this.n++}`;
  }
  def(markup: string) {
    this.defs.push(markup);
  }
  /** Linear gradient; stops are [offset, colour, opacity?]. Coordinates in bounding-box units unless `user`. */
  lin(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.id("l");
    const units = user ? ` gradientUnits="userSpaceOnUse"` : "";
    this.def(
      `<linearGradient id="${id}" x1="${round1(x1)}" y1="${round1(y1)}" x2="${round1(x2)}" y2="${round1(y2)}"${units}>${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient in user space. */
  rad(stops: Array<[number, string, number?]>, cx: number, cy: number, r: number, fx = cx, fy = cy) {
    const id = this.id("r");
    this.def(
      `<radialGradient id="${id}" cx="${round1(cx)}" cy="${round1(cy)}" r="${round1(r)}" fx="${round1(fx)}" fy="${round1(fy)}" gradientUnits="userSpaceOnUse">${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient in bounding-box units (for circles and ellipses). */
  radBox(stops: Array<[number, string, number?]>, fx = 0.5, fy = 0.5) {
    const id = this.id("r");
    this.def(`<radialGradient id="${id}" fx="${fx}" fy="${fy}">${stopsOf(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(d: string) {
    const id = this.id("c");
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }
  clipRect(x: number, y: number, w: number, h: number, rx = 0) {
    const id = this.id("c");
    this.def(
      `<clipPath id="${id}"><rect x="${round1(x)}" y="${round1(y)}" width="${round1(w)}" height="${round1(h)}" rx="${round1(rx)}"/></clipPath>`,
    );
    return `url(#${id})`;
  }
  toString(body: string, outW = this.width, outH = this.height) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}

const stopsOf = (stops: Array<[number, string, number?]>) =>
  stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");
