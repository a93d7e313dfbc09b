// Types of icon.mjs (the drawing itself lives there only).
export function iconSvg(options?: { rounded?: boolean; maskable?: boolean }): string;
export const MASKABLE_SCALE: number;
