// Types of icons.mjs (the list itself lives there only).
export const MANIFEST_ICONS: readonly {
  src: `/icons/${string}.png`;
  size: number;
  purpose: 'any' | 'maskable';
}[];
