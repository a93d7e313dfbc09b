'use client';

import { useSyncExternalStore } from 'react';

import type { ImgAttributes } from '@/components/content/img';
import { MOTION } from '@/lib/motion';

import styles from './cross-fade.module.scss';
import { useSlideshow } from './use-slideshow';

type Props = { images: { alt: string; attributes: ImgAttributes }[]; width: number; height: number };

const reducedQuery = '(prefers-reduced-motion: reduce)';
const subscribe = (cb: () => void) => {
  const mq = window.matchMedia(reducedQuery);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
};

/** Spec §4: starts after 100 ms, then alternates its images every 5 s with a 1 s cross-fade. */
export function CrossFade({ images, width, height }: Props) {
  const reduced = useSyncExternalStore(subscribe, () => window.matchMedia(reducedQuery).matches, () => true);
  const { index } = useSlideshow(images.length, {
    intervalMs: MOTION.slideshowIntervalMs,
    startDelayMs: MOTION.slideshowStartMs,
    enabled: !reduced,
  });
  return (
    <div className={styles.frame} style={{ aspectRatio: `${width} / ${height}` }}>
      {images.map((image, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- server-computed next/image attributes
        <img
          key={image.attributes.src}
          {...image.attributes}
          alt={image.alt}
          className={styles.image}
          data-active={i === index || undefined}
          aria-hidden={i === index ? undefined : true}
        />
      ))}
    </div>
  );
}
