// ── brand mark (favicon, logo, QR centre, merchandise) ──────────────────────
/** The joystick mark in a 64 x 64 box; `id` keeps gradient ids unique when embedded. */
export function logoMark(id = "lm") {
  return (
    `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1466"/><stop offset="1" stop-color="#8b1d8f"/></linearGradient>` +
    `<radialGradient id="${id}ball" cx="0.5" cy="0.5" r="0.5" fx="0.35" fy="0.3"><stop offset="0" stop-color="#ffd1dc"/><stop offset="0.35" stop-color="#ff2e63"/><stop offset="1" stop-color="#9b0a35"/></radialGradient></defs>` +
    `<rect width="64" height="64" rx="14" fill="url(#${id}bg)"/>` +
    `<ellipse cx="32" cy="47" rx="17" ry="6" fill="#22d3ee"/><ellipse cx="32" cy="45" rx="17" ry="6" fill="#a5f3fc"/><ellipse cx="32" cy="45" rx="6" ry="2.4" fill="#0e7490"/>` +
    `<rect x="29.5" y="20" width="5" height="25" rx="2.5" fill="#f1f5f9"/>` +
    `<circle cx="32" cy="18" r="10" fill="url(#${id}ball)"/><circle cx="28.5" cy="14.5" r="2.8" fill="#fff" opacity="0.8"/>`
  );
}

export function logoSvg(size = 64) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${logoMark()}</svg>\n`;
}
