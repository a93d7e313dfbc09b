import { Fragment } from 'react';

import styles from './wordmark.module.scss';

// Bounce delays 0.1 / 0.2 / 0.3 s as classes, not inline styles: shorter HTML on every page.
const DELAYS = [styles.delay1, styles.delay2, styles.delay3];

/**
 * "1504" over "Locus Lex"; on hover the letters bounce (delays 0.1/0.2/0.3 s, spec §9).
 * The spaces between the year and the words lay out as nothing (flex items), yet keep the text
 * "1504 Locus Lex" whole for what reads the page as text: the link's name starts with the label a
 * visitor sees (WCAG 2.5.3), which is what speech input is told to click. A name, so a browser
 * translating the page leaves it as it is (`translate="no"`; README, "Translated by the browser").
 */
export function Wordmark() {
  const words = ['Locus', 'Lex'];
  return (
    <span className={styles.wordmark} translate="no">
      <span className={styles.year}>1504</span>{' '}
      <span className={styles.name}>
        {words.map((word, w) => (
          <Fragment key={word}>
            {w > 0 && ' '}
            <span className={styles.word}>
              {[...word].map((letter, i) => (
                <span key={i} className={`${styles.letter} ${DELAYS[(i + w) % 3]}`}>
                  {letter}
                </span>
              ))}
            </span>
          </Fragment>
        ))}
      </span>
      <span className={styles.underline} aria-hidden="true" />
    </span>
  );
}
