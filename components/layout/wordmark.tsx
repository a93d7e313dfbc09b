import { Fragment } from 'react';

import styles from './wordmark.module.scss';

// Classes, not inline styles: shorter HTML on every page.
const DELAYS = [styles.delay1, styles.delay2, styles.delay3];

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
