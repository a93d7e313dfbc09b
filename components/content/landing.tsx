import type { ReactNode } from 'react';

import { displayItalic } from './display-italic';
import { Img } from './img';
import styles from './landing.module.scss';

type Props = {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  image: { src: string; alt: string; width: number };
  next: { href: string; label: string };
  tone?: 'light' | 'dark';
};

export function Landing({ title, eyebrow, children, image, next, tone = 'light' }: Props) {
  return (
    <section
      className={`${styles.landing} ${styles[tone]}`}
      aria-labelledby="landing-title"
      data-under-header
    >
      <Img
        src={image.src}
        alt={image.alt}
        fill
        sourceWidth={image.width}
        sizes="100vw"
        className={styles.image}
        priority
      />
      <div className={styles.content}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id="landing-title" className={styles.title}>
          {title}
        </h1>
        {children && <div className={`${styles.text} ${displayItalic.variable}`}>{children}</div>}
      </div>
      <a href={next.href} className={styles.down}>
        {next.label}
        <span className={styles.arrow} aria-hidden="true" />
      </a>
    </section>
  );
}
