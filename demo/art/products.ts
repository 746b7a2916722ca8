import { round4 } from "./camera";
import { palette, rng, type Palette } from "./colours";
import { logoMark } from "./logo";
import { pixelTextPath, textWidth } from "./pixel-font";
import { capsule } from "./playfield";
import { SPRITES, sprite } from "./sprites";
import { Svg, circle, ellipse, poly, polyline, rect, type Point } from "./svg";
import type { ProductArt } from "../data";

// ── shop products (square) ──────────────────────────────────────────────────
function productBackdrop(s: Svg, pal: Palette) {
  let o = rect(
    0,
    0,
    1200,
    1200,
    s.rad(
      [
        [0, pal.mainLight],
        [0.55, pal.main],
        [1, pal.mainDark],
      ],
      600,
      520,
      900,
    ),
  );
  let dots = "";
  for (let y = 40; y < 1200; y += 60)
    for (let x = (y / 60) % 2 ? 40 : 70; x < 1200; x += 60) dots += `M${x} ${y}h5v5h-5z`;
  o += `<path d="${dots}" fill="#ffffff" opacity="0.18"/>`;
  return (
    o +
    ellipse(
      600,
      1010,
      380,
      46,
      s.radBox([
        [0, "#000", 0.35],
        [1, "#000", 0],
      ]),
    )
  );
}

const placeMark = (x: number, y: number, size: number, id: string) =>
  `<g transform="translate(${x} ${y}) scale(${round4(size / 64)})">${logoMark(id)}</g>`;

const PRODUCTS: Record<ProductArt, (s: Svg, pal: Palette) => string> = {
  tshirt(s, pal) {
    const shirt =
      "M520 300Q600 380 680 300L790 318L950 410L890 575L800 540L800 930Q600 950 400 930L400 540L310 575L250 410L410 318Z";
    let o = `<path d="${shirt}" fill="#17171d"/>`;
    o += `<path d="M400 540L310 575L250 410L300 382Z" fill="#000" opacity="0.25"/><path d="M800 540L890 575L950 410L900 382Z" fill="#000" opacity="0.25"/>`;
    o += `<path d="M520 300Q600 380 680 300" fill="none" stroke="#2c2c36" stroke-width="18"/>`;
    o += placeMark(510, 450, 180, "ts");
    o += `<path d="${pixelTextPath("REPLAY", 600 - (textWidth("REPLAY") * 9) / 2, 660, 9)}" fill="${pal.accent}"/>`;
    o += `<path d="${pixelTextPath("MUSEUM", 600 - (textWidth("MUSEUM") * 5) / 2, 735, 5)}" fill="#ffffff" opacity="0.85"/>`;
    return o;
  },
  hoodie(s, pal) {
    let o = `<path d="M470 300Q600 170 730 300L720 380Q600 430 480 380Z" fill="${pal.mainDeep}"/>`;
    o += `<path d="M480 320L380 350L250 470L230 900L330 910L380 560L400 950Q600 975 800 950L820 560L870 910L970 900L950 470L820 350L720 320Q600 400 480 320Z" fill="${pal.mainDark}"/>`;
    o += `<path d="M470 310Q600 420 730 310Q600 360 470 310Z" fill="#0b0b10" opacity="0.6"/>`;
    o +=
      rect(597, 370, 6, 580, "#d8d8e0") +
      polyline(
        [
          [560, 380],
          [555, 480],
        ],
        "#f0f0f0",
        8,
      ) +
      polyline(
        [
          [640, 380],
          [645, 480],
        ],
        "#f0f0f0",
        8,
      );
    o += `<path d="M460 760H740L780 900H420Z" fill="#000" opacity="0.2"/>`;
    o +=
      rect(230, 860, 100, 40, "#000", `opacity="0.25"`) +
      rect(870, 860, 100, 40, "#000", `opacity="0.25"`) +
      rect(400, 910, 400, 40, "#000", `opacity="0.2"`);
    o += sprite(SPRITES.ghost, 645, 470, 12, [pal.accent, "#ffffff", "#1b3bff"]);
    o += `<path d="${pixelTextPath("REPLAY", 425, 500, 4.5)}" fill="#ffffff"/>`;
    return o;
  },
  cap(s, pal) {
    let o = `<path d="M320 700Q300 380 600 360Q900 380 880 700Z" fill="${pal.mainDark}"/>`;
    const pid = s.id("m");
    s.def(
      `<pattern id="${pid}" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="4" fill="#000" opacity="0.35"/></pattern>`,
    );
    o += `<path d="M320 700Q300 380 600 360Q900 380 880 700Z" fill="url(#${pid})"/>`;
    o += `<path d="M430 700Q420 400 600 365Q780 400 770 700Z" fill="#f4f1ea"/>`;
    o += `<path d="M270 690Q600 600 930 690Q990 740 930 770Q600 700 270 770Q210 740 270 690Z" fill="${pal.mainDeep}"/>`;
    o += `<path d="M300 700Q600 630 900 700" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.35" stroke-dasharray="14 10"/>`;
    o += circle(600, 368, 16, pal.mainDeep);
    o += circle(600, 545, 105, pal.main, `stroke="${pal.accent}" stroke-width="12"`);
    const fl = capsule([-60, 0], [50, -28], 22, 11).map(([x, y]) => [600 + x, 560 + y] as Point);
    o += poly(fl, "#ffffff", `stroke="#e8202a" stroke-width="8" stroke-linejoin="round"`) + circle(540, 560, 8, "#aaa");
    o += circle(
      640,
      500,
      20,
      s.radBox(
        [
          [0, "#ffffff"],
          [0.4, "#cfd3dc"],
          [1, "#5a5e68"],
        ],
        0.35,
        0.3,
      ),
    );
    return o;
  },
  membership(s, pal) {
    let o =
      polyline(
        [
          [470, 80],
          [560, 330],
        ],
        pal.alt,
        34,
      ) +
      polyline(
        [
          [730, 80],
          [640, 330],
        ],
        pal.alt,
        34,
      );
    o += rect(560, 300, 80, 70, "#c8ccd4", `rx="10"`);
    o +=
      rect(345, 360, 510, 700, "#000", `rx="36" opacity="0.25" transform="translate(12 18)"`) +
      rect(345, 360, 510, 700, "#fbfaf6", `rx="36"`);
    o += `<path d="M345 396A36 36 0 0 1 381 360H819A36 36 0 0 1 855 396V560H345Z" fill="${pal.mainDark}"/>`;
    o += rect(565, 380, 70, 16, "#ffffff", `rx="8" opacity="0.8"`);
    o += placeMark(390, 420, 110, "mb");
    o += `<path d="${pixelTextPath("MEMBER", 530, 450, 8)}" fill="#ffffff"/>`;
    o += `<path d="${pixelTextPath(String(new Date().getFullYear()), 530, 520, 4)}" fill="${pal.accent}"/>`;
    const star: Point[] = [];
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const rr = k % 2 ? 50 : 115;
      star.push([600 + Math.cos(a) * rr, 740 + Math.sin(a) * rr]);
    }
    o += poly(star, pal.accent, `stroke="${pal.mainDark}" stroke-width="8" stroke-linejoin="round"`);
    o += `<path d="${pixelTextPath("FAMILY", 600 - (textWidth("FAMILY") * 7) / 2, 880, 7)}" fill="${pal.mainDeep}"/>`;
    let bars = "";
    let x = 420;
    const r = rng("barcode");
    while (x < 780) {
      const w = 3 + Math.floor(r() * 8);
      bars += `M${x} 950h${w}v60h${-w}z`;
      x += w + 4 + Math.floor(r() * 6);
    }
    return o + `<path d="${bars}" fill="#1a1a22"/>`;
  },
  pins(s, pal) {
    let o =
      rect(230, 220, 740, 820, "#000", `rx="30" opacity="0.2" transform="translate(10 16)"`) +
      rect(230, 220, 740, 820, "#f6f3ec", `rx="30"`);
    o +=
      circle(600, 270, 22, "#d8d2c4") +
      `<path d="${pixelTextPath("REPLAY PINS", 600 - (textWidth("REPLAY PINS") * 6) / 2, 330, 6)}" fill="${pal.mainDark}"/>`;
    const gold = "#d9a93a";
    o += `<path d="M330 640V520Q330 420 430 420Q530 420 530 520V640L497 610L463 640L430 610L397 640L363 610Z" fill="${pal.main}" stroke="${gold}" stroke-width="12" stroke-linejoin="round"/>`;
    o +=
      ellipse(395, 515, 24, 30, "#fff") +
      ellipse(465, 515, 24, 30, "#fff") +
      circle(402, 522, 11, "#1b3bff") +
      circle(472, 522, 11, "#1b3bff");
    const fl = capsule([-110, 0], [90, -50], 40, 20).map(([x, y]) => [770 + x, 520 + y] as Point);
    o +=
      poly(fl, "#ffffff", `stroke="${gold}" stroke-width="12" stroke-linejoin="round"`) +
      poly(
        capsule([-110, 0], [90, -50], 30, 12).map(([x, y]) => [770 + x, 520 + y] as Point),
        "none",
        `stroke="#e8202a" stroke-width="10"`,
      ) +
      circle(660, 520, 12, gold);
    o +=
      circle(600, 820, 150, gold) +
      `<g transform="translate(470 690) scale(${round4(260 / 64)})"><clipPath id="pinclip"><circle cx="32" cy="32" r="30"/></clipPath><g clip-path="url(#pinclip)">${logoMark("pn")}</g></g>`;
    return o;
  },
};

export function productSvg(name: string, art: ProductArt) {
  const s = new Svg(1200, 1200);
  const pal = palette(name);
  return s.toString(productBackdrop(s, pal) + PRODUCTS[art](s, pal), 1200, 1200);
}
