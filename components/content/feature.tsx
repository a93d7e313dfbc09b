import type { ComponentProps, ReactNode } from 'react';

import { FEATURE_SIZES } from '@/lib/image-sizes';

import styles from './feature.module.scss';
import { Img } from './img';
import { PageLink as Link } from './page-link';

type Props = {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  children: ReactNode;
  image?: { src: string; alt: string; width: number; height: number };
  media?: ReactNode;
  cta?: { href: ComponentProps<typeof Link>['href']; label: string };
  reverse?: boolean;
  tone?: 'light' | 'white' | 'dark';
  parallax?: number;
};

export function Feature({
  id,
  eyebrow,
  title,
  children,
  image,
  media,
  cta,
  reverse,
  tone = 'light',
  parallax,
}: Props) {
  const headingId = id ? `${id}-titel` : undefined;
  return (
    <section id={id} className={`${styles.feature} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={`${styles.inner} ${reverse ? styles.reverse : ''}`}>
        <div className={styles.text} data-reveal={reverse ? 'right' : 'left'}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <div className={styles.body}>{children}</div>
          {cta && (
            <Link href={cta.href} className={tone === 'dark' ? styles.buttonLight : styles.button}>
              {cta.label}
            </Link>
          )}
        </div>
        <div className={styles.media} data-reveal="fade">
          {media ??
            (image && (
              <div
                className={styles.frame}
                style={{ aspectRatio: `${image.width} / ${image.height}` }}
              >
                <div data-parallax={parallax}>
                  <Img
                    src={image.src}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    sizes={FEATURE_SIZES}
                    className={styles.image}
                  />
                </div>
              </div>
            ))}
        </div>
      </div>
    </section>
  );
}
