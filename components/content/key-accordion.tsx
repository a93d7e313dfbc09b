import type { ClubKey } from '@/lib/content/club';

import styles from './key-accordion.module.scss';
import { OpenMemory } from './open-memory';

/**
 * The seven keys. Native <details>: each line opens and closes on its own, by mouse and
 * keyboard, with or without JavaScript, and exposes its expanded state to assistive technology.
 * The lines a visitor opened are open again when they come back (OpenMemory).
 */
export function KeyAccordion({ keys }: { keys: ClubKey[] }) {
  return (
    <OpenMemory className={styles.accordion}>
      {keys.map((key) => (
        <li key={key.number}>
          <details id={`sleutel-${key.number}`} className={styles.item}>
            <summary className={styles.summary}>
              <span className={styles.number} aria-hidden="true">
                {key.number}
              </span>
              <span className={styles.name}>{key.name}</span>
              <span className={styles.sign} aria-hidden="true" />
            </summary>
            <p className={styles.description}>{key.description}</p>
          </details>
        </li>
      ))}
    </OpenMemory>
  );
}
