'use client';

import type { ImgAttributes } from './img';

/**
 * An image that loads at once (not `loading="lazy"`: a page's largest image, or one more that opens
 * the page), on the client side of the server-component boundary for one reason.
 */
export function EagerImg({ alt, ...attributes }: ImgAttributes & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server
  return <img {...attributes} alt={alt} />;
}
