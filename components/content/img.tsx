import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

export type ImgProps = ImageProps & { alt: string; priority?: boolean };
export type ImgAttributes = ReturnType<typeof getImageProps>['props'];

/**
 * next/image's optimised srcset and sizes without its client component: the attributes are
 * computed on the server, so an image costs the browser no JavaScript. `priority` marks the
 * page's largest image: preloaded, eager and fetchPriority="high".
 */
export function imgAttributes({ priority, ...props }: ImgProps): ImgAttributes {
  const { props: attributes } = getImageProps({
    ...props,
    loading: priority ? 'eager' : (props.loading ?? 'lazy'),
    fetchPriority: priority ? 'high' : props.fetchPriority,
  });
  if (priority && attributes.src) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: 'high',
    });
  }
  return attributes;
}

export function Img(props: ImgProps) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, server-side (see above)
  return <img {...imgAttributes(props)} alt={props.alt} />;
}
