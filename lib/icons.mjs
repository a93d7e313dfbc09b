// The web manifest's icons (app/manifest.ts), in plain JavaScript so that the script that draws
// them (scripts/render-icons.mjs, run by plain Node) writes the very files the manifest names.

/**
 * Android's home screen and install sheet: 192 and 512 px as drawn (rounded wine square), and a
 * maskable one the launcher cuts to its own shape (circle, squircle), its gable kept inside.
 */
/** @type {{ src: string; size: number; purpose: 'any' | 'maskable' }[]} */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
];
