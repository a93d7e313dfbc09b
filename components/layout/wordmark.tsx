import styles from './wordmark.module.scss';

// Bounce delays 0.1 / 0.2 / 0.3 s as classes, not inline styles: shorter HTML on every page.
const DELAYS = [styles.delay1, styles.delay2, styles.delay3];

/** "1504" over "Locus Lex"; on hover the letters bounce (delays 0.1/0.2/0.3 s, spec §9). */
export function Wordmark() {
  const words = ['Locus', 'Lex'];
  return (
    <span className={styles.wordmark}>
      <span className={styles.year}>1504</span>
      <span className={styles.name}>
        {words.map((word, w) => (
          <span key={word} className={styles.word}>
            {[...word].map((letter, i) => (
              <span key={i} className={`${styles.letter} ${DELAYS[(i + w) % 3]}`}>
                {letter}
              </span>
            ))}
          </span>
        ))}
      </span>
      <span className={styles.underline} aria-hidden="true" />
    </span>
  );
}
