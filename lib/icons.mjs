// Plain JavaScript, so scripts/render-icons.mjs (plain Node) writes the files the manifest names.
/** @type {{ src: string; size: number; purpose: 'any' | 'maskable' }[]} */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
];
