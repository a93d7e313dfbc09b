import type { ReactNode } from 'react';

import { displayItalic } from './display-italic';
import styles from './page-hero.module.scss';

export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={`${styles.lead} ${displayItalic.variable}`}>{children}</p>
    </header>
  );
}
