import { getImageProps, type ImageProps } from 'next/image';

import { widthCandidates } from '@/lib/srcset';

import { EagerImg } from './eager-img';

/**
 * `width` (or, for `fill` images, `sourceWidth`) is the width of the image file itself: next/image
 * never enlarges, so srcset candidates wider than the file are the same picture under more URLs.
 */
export type ImgProps = ImageProps & { alt: string; priority?: boolean; sourceWidth?: number };
export type ImgAttributes = ReturnType<typeof getImageProps>['props'];

/**
 * Next/image's optimised srcset and sizes without its client component: the attributes are computed
 * on the server, so an image costs the browser no JavaScript.
 */
export function imgAttributes({ priority, sourceWidth, ...props }: ImgProps): ImgAttributes {
  const { props: generated } = getImageProps({
    ...props,
    loading: priority ? 'eager' : (props.loading ?? 'lazy'),
    fetchPriority: priority ? 'high' : props.fetchPriority,
  });
  const fileWidth = sourceWidth ?? (props.fill ? undefined : Number(props.width) || undefined);
  const attributes = fileWidth ? withinFileWidth(generated, fileWidth) : generated;
  return attributes;
}

/**
 * Drops the srcset candidates past the first one at least as wide as the file (that one is the
 * file at full size), and points `src` at it. Density srcsets (`1x, 2x`, images without `sizes`)
 * are left as they are.
 */
export function withinFileWidth(attributes: ImgAttributes, fileWidth: number): ImgAttributes {
  const candidates = widthCandidates(attributes.srcSet);
  if (!candidates) return attributes;
  const last = candidates.findIndex((c) => c.width >= fileWidth);
  if (last === -1 || last === candidates.length - 1) return attributes;
  const kept = candidates.slice(0, last + 1);
  return {
    ...attributes,
    srcSet: kept.map((c) => `${c.url} ${c.width}w`).join(', '),
    src: kept[last]!.url,
  };
}

export function Img(props: ImgProps) {
  const attributes = imgAttributes(props);
  if (attributes.loading !== 'lazy') return <EagerImg {...attributes} alt={props.alt} />;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, server-side (see above)
  return <img {...attributes} alt={props.alt} />;
}
