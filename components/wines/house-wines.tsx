import { getLocale, getTranslations } from 'next-intl/server';

import { PageLink } from '@/components/content/page-link';
import { localizedPath, type Locale } from '@/i18n/routing';
import { getHouseWines } from '@/lib/firestore';
import { HOUSE_CARD_SIZES } from '@/lib/image-sizes';

import styles from './house-wines.module.scss';
import { PhotoFallback } from './photo-fallback';
import { WineCard } from './wine-card';

type Props = { title: string; intro?: string };

export async function HouseWines({ title, intro }: Props) {
  const result = await getHouseWines();
  if (!result.ok || result.wines.length === 0) return null;
  const t = await getTranslations('Wines');
  const locale = (await getLocale()) as Locale;
  return (
    <section className={styles.section} aria-labelledby="huiswijnen-titel">
      <h2 id="huiswijnen-titel" className={styles.title}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      <ul className={styles.grid}>
        {result.wines.map((wine) => (
          <li key={wine._id} className={styles.item}>
            <WineCard
              wine={wine}
              sizes={HOUSE_CARD_SIZES}
              link={{ href: localizedPath(locale, '/wijnen'), hint: t('houseHint') }}
            />
          </li>
        ))}
      </ul>
      <PhotoFallback />
      <p className={styles.more}>
        <PageLink href="/wijnen" className={styles.button}>
          {t('houseAll')}
        </PageLink>
      </p>
    </section>
  );
}
