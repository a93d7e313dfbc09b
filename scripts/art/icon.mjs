// The site's icon: the stepped gable of the house on the Markt, ivory on wine, with its door and
// windows. Plain shapes, no text: it must read at 16 px and render the same everywhere.
import { GOLD, PARCHMENT, WINE } from './common.mjs';

// Stepped gable in a 64-unit square: four steps a side up to a narrow top.
const GABLE = [
  [14, 54],
  [14, 38],
  [18, 38],
  [18, 31],
  [22, 31],
  [22, 24],
  [26, 24],
  [26, 17],
  [29, 17],
  [29, 10],
  [35, 10],
  [35, 17],
  [38, 17],
  [38, 24],
  [42, 24],
  [42, 31],
  [46, 31],
  [46, 38],
  [50, 38],
  [50, 54],
];

/**
 * The icon as SVG; `rounded` for browser tabs, square for Apple's touch icon (iOS rounds it).
 * `maskable` (the web manifest's Android icon, which the launcher cuts to its own shape) is square
 * with the gable drawn smaller, inside the central circle of 40 % radius that every mask keeps.
 */
export function iconSvg({ rounded = true, maskable = false } = {}) {
  const points = GABLE.map(([x, y]) => `${x},${y}`).join(' ');
  const shapes = `<polygon points="${points}" fill="${PARCHMENT}"/>
<path d="M29 54v-8a3 3 0 0 1 6 0v8z" fill="${WINE}"/>
<rect x="19" y="42" width="5" height="6" fill="${WINE}"/>
<rect x="40" y="42" width="5" height="6" fill="${WINE}"/>
<rect x="29.5" y="27" width="5" height="8" fill="${WINE}"/>
<rect x="10" y="54" width="44" height="2.5" fill="${GOLD}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64"${rounded && !maskable ? ' rx="12"' : ''} fill="${WINE}"/>
${maskable ? `<g transform="translate(32 32) scale(${MASKABLE_SCALE}) translate(-32 -33.25)">\n${shapes}\n</g>` : shapes}
</svg>
`;
}

/** How much smaller the maskable icon draws the gable: its farthest corner ends 22.4 of 25.6 units out. */
const MASKABLE_SCALE = 0.7;
