import type { ClubKey } from '@/lib/content/club';

import styles from './key-accordion.module.scss';
import { OpenMemory } from './open-memory';

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
