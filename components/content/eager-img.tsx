'use client';

import type { ImgAttributes } from './img';

/**
 * An image that loads at once (not `loading="lazy"`: a page's largest image, or one more that
 * opens the page), on the client side of the server-component boundary for one reason: React's
 * server-component renderer turns every eager `<img>` it renders into a preload hint in the page's
 * RSC payload, and a page that prefetches this one (a link in view) applies that hint, fetching
 * this picture for a page that does not show it (at high priority for a largest image). Rendered
 * here, the picture is preloaded only in its own page's `<head>` (React DOM's server renderer
 * does that for eager images) and costs the browser no more than the element itself.
 */
export function EagerImg({ alt, ...attributes }: ImgAttributes & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server
  return <img {...attributes} alt={alt} />;
}
