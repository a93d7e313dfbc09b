'use client';

import type { ComponentProps } from 'react';

/** Client-side: from the server, React would add a preload hint that every prefetch follows. */
export function EagerImg({ alt, ...attributes }: ComponentProps<'img'> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server
  return <img {...attributes} alt={alt} />;
}
