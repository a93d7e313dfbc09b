'use client';

import Image from 'next/image';
import { useSyncExternalStore } from 'react';

import { MOTION } from '@/lib/motion';

import styles from './cross-fade.module.scss';
import { useSlideshow } from './use-slideshow';

type Props = { images: { src: string; alt: string }[]; width: number; height: number; sizes: string };

const reducedQuery = '(prefers-reduced-motion: reduce)';
const subscribe = (cb: () => void) => {
  const mq = window.matchMedia(reducedQuery);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
};

/** Spec §4: starts after 100 ms, then alternates its images every 5 s with a 1 s cross-fade. */
export function CrossFade({ images, width, height, sizes }: Props) {
  const reduced = useSyncExternalStore(subscribe, () => window.matchMedia(reducedQuery).matches, () => true);
  const { index } = useSlideshow(images.length, {
    intervalMs: MOTION.slideshowIntervalMs,
    startDelayMs: MOTION.slideshowStartMs,
    enabled: !reduced,
  });
  return (
    <div className={styles.frame} style={{ aspectRatio: `${width} / ${height}` }}>
      {images.map((image, i) => (
        <Image
          key={image.src}
          src={image.src}
          alt={image.alt}
          width={width}
          height={height}
          sizes={sizes}
          className={styles.image}
          data-active={i === index || undefined}
          aria-hidden={i === index ? undefined : true}
        />
      ))}
    </div>
  );
}
