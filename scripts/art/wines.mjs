import { bottle, bubbles, glass, lines, svg, TYPE_FILL, INK } from './common.mjs';

/** One bottle-and-glass still life per wine type: the sample wines' images. */
export function wineArt() {
  const out = {};
  for (const [type, fill] of Object.entries(TYPE_FILL)) {
    const body = `${lines(0, 560, 600, 240, 7, INK, 0.16)}
  <line x1="40" y1="640" x2="560" y2="640" stroke="${INK}" stroke-width="1.6"/>
  <ellipse cx="300" cy="640" rx="150" ry="10" fill="${INK}" opacity="0.12"/>
  ${bottle(260, 640, 480, fill)}
  ${glass(420, 640, 230, fill, { level: 0.5 })}
  ${type === 'mousserend' ? bubbles(420, 440, 510, 60, 7, INK) + bubbles(260, 330, 600, 70, 3) : ''}`;
    out[`wines/fles-${type}`] = { w: 600, h: 800, svg: svg(600, 800, body) };
  }
  return out;
}
