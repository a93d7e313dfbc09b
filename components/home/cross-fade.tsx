import type { CSSProperties } from 'react';

import type { ImgAttributes } from '@/components/content/img';
import { MotionPause } from '@/components/motion/motion-pause';
import { MOTION } from '@/lib/motion';

import styles from './cross-fade.module.scss';

type Image = { alt: string; attributes: ImgAttributes };
type Props = { images: [Image, Image]; width: number; height: number; pause: string };

/** Pure CSS, so it costs the page no script and no hydration. */
export function CrossFade({ images: [first, second], width, height, pause }: Props) {
  const timing = {
    '--cross-fade-delay': `${(MOTION.slideshowStartMs + MOTION.slideshowIntervalMs) / 1000}s`,
    '--cross-fade-cycle': `${(2 * MOTION.slideshowIntervalMs) / 1000}s`,
    aspectRatio: `${width} / ${height}`,
  } as CSSProperties;
  return (
    <div className={`${styles.frame} motion-area`} style={timing}>
      {/* eslint-disable-next-line @next/next/no-img-element -- server-computed next/image attributes */}
      <img {...first.attributes} alt={first.alt} className={styles.image} />
      {/* eslint-disable-next-line @next/next/no-img-element -- server-computed next/image attributes */}
      <img {...second.attributes} alt={second.alt} className={`${styles.image} ${styles.second}`} />
      <MotionPause what={pause} tone="onLight" />
    </div>
  );
}
