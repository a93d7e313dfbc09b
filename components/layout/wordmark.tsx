import styles from './wordmark.module.scss';

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
              <span key={i} className={styles.letter} style={{ animationDelay: `${((i + w) % 3) * 0.1 + 0.1}s` }}>
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
