// Shared pieces of the site's engraving-style line art: parchment ground, hatching, frames.
import { lettering } from './fonts.mjs';

export const INK = '#2a2224';
export const PARCHMENT = '#f3ead8';
export const WINE = '#6b1e2e';
export const GOLD = '#b8954a';

export const TYPE_FILL = {
  rood: '#7d1627',
  wit: '#e4d59a',
  rose: '#e39aa6',
  mousserend: '#d9c777',
};

export function svg(w, h, body, { ground = PARCHMENT, dark = false } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <pattern id="hatch" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
    <line x1="0" y1="0" x2="0" y2="7" stroke="${dark ? '#f3ead8' : INK}" stroke-width="1" stroke-opacity="0.35"/>
  </pattern>
  <pattern id="hatch2" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(-35)">
    <line x1="0" y1="0" x2="0" y2="5" stroke="${dark ? '#f3ead8' : INK}" stroke-width="0.9" stroke-opacity="0.3"/>
  </pattern>
  <radialGradient id="vignette" cx="50%" cy="45%" r="75%">
    <stop offset="55%" stop-color="#000" stop-opacity="0"/>
    <stop offset="100%" stop-color="#000" stop-opacity="${dark ? 0.55 : 0.18}"/>
  </radialGradient>
  <linearGradient id="night" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1b1420"/><stop offset="1" stop-color="#4a1320"/>
  </linearGradient>
  <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#2b1a24"/><stop offset="0.6" stop-color="#6b1e2e"/><stop offset="1" stop-color="#b8954a"/>
  </linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="${ground}"/>
${body}
<rect width="${w}" height="${h}" fill="url(#vignette)"/>
</svg>`;
}

/** Horizontal engraving lines across a band: the texture of old prints. */
export function lines(x, y, w, h, gap = 6, color = INK, opacity = 0.18) {
  let out = '';
  for (let yy = y; yy < y + h; yy += gap) {
    out += `<line x1="${x}" y1="${yy}" x2="${x + w}" y2="${yy}" stroke="${color}" stroke-opacity="${opacity}" stroke-width="0.8"/>`;
  }
  return out;
}

/** A wine bottle, standing at (cx, baseY), height h. */
export function bottle(cx, baseY, h, fill, { stroke = INK, label = true, foil = WINE } = {}) {
  const w = h * 0.27;
  const neck = w * 0.32;
  const top = baseY - h;
  const shoulder = top + h * 0.38;
  const path = `M${cx - neck / 2},${top} L${cx + neck / 2},${top} L${cx + neck / 2},${top + h * 0.22}
    C${cx + neck / 2},${shoulder - h * 0.06} ${cx + w / 2},${shoulder - h * 0.05} ${cx + w / 2},${shoulder + h * 0.04}
    L${cx + w / 2},${baseY - 6} Q${cx + w / 2},${baseY} ${cx + w / 2 - 6},${baseY}
    L${cx - w / 2 + 6},${baseY} Q${cx - w / 2},${baseY} ${cx - w / 2},${baseY - 6}
    L${cx - w / 2},${shoulder + h * 0.04} C${cx - w / 2},${shoulder - h * 0.05} ${cx - neck / 2},${shoulder - h * 0.06} ${cx - neck / 2},${top + h * 0.22} Z`;
  const ly = shoulder + h * 0.16;
  const lh = h * 0.26;
  return `<g>
  <path d="${path}" fill="${fill}" stroke="${stroke}" stroke-width="2.2"/>
  <path d="${path}" fill="url(#hatch)" opacity="0.55"/>
  <rect x="${cx - neck / 2 - 1}" y="${top}" width="${neck + 2}" height="${h * 0.12}" fill="${foil}" stroke="${stroke}" stroke-width="1.6"/>
  <path d="M${cx + w / 2 - w * 0.18},${shoulder + h * 0.06} L${cx + w / 2 - w * 0.18},${baseY - h * 0.06}" stroke="#fff" stroke-opacity="0.45" stroke-width="${w * 0.06}" stroke-linecap="round"/>
  ${
    label
      ? `<rect x="${cx - w / 2 + 5}" y="${ly}" width="${w - 10}" height="${lh}" fill="#f8f1e1" stroke="${stroke}" stroke-width="1.4"/>
  <text x="${cx}" y="${ly + lh * 0.42}" text-anchor="middle" ${lettering(w * 0.2)} fill="${stroke}">1504</text>
  <line x1="${cx - w * 0.25}" y1="${ly + lh * 0.58}" x2="${cx + w * 0.25}" y2="${ly + lh * 0.58}" stroke="${GOLD}" stroke-width="1.4"/>
  <text x="${cx}" y="${ly + lh * 0.82}" text-anchor="middle" font-style="italic" ${lettering(w * 0.13)} fill="${stroke}">Locus Lex</text>`
      : ''
  }
</g>`;
}

/** A stemmed wine glass at (cx, baseY), height h, filled to `level` (0–1) with `fill`. */
export function glass(cx, baseY, h, fill, { stroke = INK, level = 0.45 } = {}) {
  const bowlH = h * 0.5;
  const r = h * 0.2;
  const top = baseY - h;
  const bowlBottom = top + bowlH;
  const bowl = `M${cx - r},${top} C${cx - r},${top + bowlH * 0.75} ${cx - r * 0.5},${bowlBottom} ${cx},${bowlBottom}
    C${cx + r * 0.5},${bowlBottom} ${cx + r},${top + bowlH * 0.75} ${cx + r},${top}`;
  const fy = top + bowlH * (1 - level);
  const fr = r * 0.96;
  const wine = `M${cx - fr},${fy} C${cx - fr},${top + bowlH * 0.78} ${cx - r * 0.5},${bowlBottom - 2} ${cx},${bowlBottom - 2}
    C${cx + r * 0.5},${bowlBottom - 2} ${cx + fr},${top + bowlH * 0.78} ${cx + fr},${fy} Z`;
  return `<g fill="none" stroke="${stroke}" stroke-width="2">
  <path d="${wine}" fill="${fill}" stroke="none"/>
  <path d="${wine}" fill="url(#hatch2)" stroke="none" opacity="0.5"/>
  <path d="${bowl}"/>
  <ellipse cx="${cx}" cy="${top}" rx="${r}" ry="${r * 0.12}"/>
  <line x1="${cx}" y1="${bowlBottom}" x2="${cx}" y2="${baseY - 3}"/>
  <ellipse cx="${cx}" cy="${baseY - 2}" rx="${r * 0.72}" ry="${r * 0.12}"/>
</g>`;
}

export function bubbles(cx, topY, bottomY, spread, seed = 1, color = '#fff') {
  let out = '';
  let s = seed;
  const rand = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  for (let i = 0; i < 26; i++) {
    const y = topY + rand() * (bottomY - topY);
    const x = cx + (rand() - 0.5) * spread;
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(1 + rand() * 2.6).toFixed(1)}" fill="none" stroke="${color}" stroke-width="1.1" stroke-opacity="0.9"/>`;
  }
  return out;
}
