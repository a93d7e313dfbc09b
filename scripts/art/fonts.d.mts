// Types of fonts.mjs.
export function lettering(size: number): string;
export function woffToSfnt(woff: Buffer): Buffer;
export function artFontconfig(): string;
