import Link from 'next/link';

import type { Wine } from '@/lib/wines/schema';

import styles from './wine-card.module.scss';
import { WinePicture } from './wine-picture';
import { WinePrices } from './wine-prices';
import { useWineWords } from './wine-words';

const TYPE_CLASS = {
  Rood: styles.rood,
  Wit: styles.wit,
  Rosé: styles.rose,
  Mousserend: styles.mousserend,
};

// A card names three grapes at most; the wine's page names them all.
const CARD_GRAPES = 3;

type Props = {
  wine: Wine;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  sizes: string;
  /** Where the card leads; `hint` says so after the name when it is not the wine's own page. */
  link?: { href: string; hint?: string };
};

export function WineCard({
  wine,
  headingLevel: Heading = 'h3',
  priority = false,
  sizes,
  link,
}: Props) {
  const { t, type, country, region, label } = useWineWords();
  const origin = [country(wine.country), region(wine.region)].filter(Boolean).join(' · ');
  const year = typeof wine.vintage === 'number' ? wine.vintage : undefined;
  return (
    <article className={styles.card}>
      <WinePicture
        wine={wine}
        sizes={sizes}
        priority={priority}
        className={`${styles.media} ${TYPE_CLASS[wine.type]}`}
        imageClassName={styles.image}
      />
      <div className={styles.body}>
        <p className={`${styles.type} ${TYPE_CLASS[wine.type]}`}>
          <span className={styles.swatch} aria-hidden="true" />
          {type(wine.type)}
        </p>
        <Heading className={styles.name} translate="no">
          {link ? (
            <Link
              href={link.href}
              className={styles.link}
              aria-label={link.hint && `${wine.name}, ${link.hint}`}
            >
              {wine.name}
            </Link>
          ) : (
            wine.name
          )}
        </Heading>
        {wine.winehouse && (
          <p className={styles.house} translate="no">
            {wine.winehouse}
          </p>
        )}
        {origin && <p className={styles.origin}>{origin}</p>}
        {(year !== undefined || wine.grapes.length > 0) && (
          <p className={styles.facts}>
            {/* Kept with the year, the dot never starts a line. */}
            {year !== undefined && (wine.grapes.length > 0 ? `${year}\u00a0· ` : year)}
            {wine.grapes.length > 0 && (
              <span translate="no">
                {wine.grapes.slice(0, CARD_GRAPES).join(', ')}
                {wine.grapes.length > CARD_GRAPES && ' …'}
              </span>
            )}
          </p>
        )}
        {wine.labels.length > 0 && (
          <ul className={styles.labels}>
            {wine.labels.map((l) => (
              <li key={l}>{label(l)}</li>
            ))}
          </ul>
        )}
        <WinePrices wine={wine} className={styles.prices} />
        {wine.soldOut && <p className={styles.soldOut}>{t('soldOut')}</p>}
      </div>
    </article>
  );
}
