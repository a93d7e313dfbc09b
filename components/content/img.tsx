import { getImageProps, type ImageProps } from 'next/image';

import { widthCandidates } from '@/lib/srcset';

import { EagerImg } from './eager-img';

/** `width` (`sourceWidth` for `fill`) is the file's own: next/image never enlarges beyond it. */
export type ImgProps = ImageProps & { alt: string; priority?: boolean; sourceWidth?: number };
export type ImgAttributes = ReturnType<typeof getImageProps>['props'];

/** next/image's attributes computed on the server: an image costs the browser no JavaScript. */
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
