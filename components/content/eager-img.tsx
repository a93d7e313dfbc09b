'use client';

import type { ComponentProps } from 'react';

/**
 * An eager image, rendered on the client side: from a server component React would add a preload
 * hint to the RSC payload, and every page that prefetches this one would fetch its picture too.
 */
export function EagerImg({ alt, ...attributes }: ComponentProps<'img'> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server
  return <img {...attributes} alt={alt} />;
}
