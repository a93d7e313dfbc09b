import { useTranslations } from 'next-intl';

import { Img } from '@/components/content/img';
import { Landing } from '@/components/content/landing';
import { JsonLd } from '@/components/seo/json-ld';
import { TIMELINE } from '@/lib/content/heritage';
import { SECTION_CARDS } from '@/lib/content/share-cards';
import { localizedPath, HTML_LANG, type Locale } from '@/i18n/routing';
import { translatedMetadata } from '@/lib/i18n-metadata';
import { getSiteConfig } from '@/lib/site-config';
import { historyJsonLd } from '@/lib/structured-data';

import styles from './erfgoed.module.scss';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = translatedMetadata('Heritage', '/erfgoed', {
  card: SECTION_CARDS.erfgoed,
});

export default async function ErfgoedPage({ params }: Props) {
  const { locale } = await params;
  return <Heritage locale={locale} />;
}

function Heritage({ locale }: { locale: Locale }) {
  const t = useTranslations('Heritage');
  const moments = TIMELINE.map(({ year, img }) => ({
    year,
    img,
    title: t(`${year}.title`),
    text: t(`${year}.text`),
    alt: t(`${year}.alt`),
  }));
  const story = {
    inLanguage: HTML_LANG[locale],
    url: localizedPath(locale, '/erfgoed'),
    headline: t('headline'),
    description: t('houseDescription'),
    moments,
  };
  return (
    <>
      <JsonLd data={historyJsonLd(getSiteConfig(), story)} />
      <Landing
        eyebrow={t('eyebrow')}
        title={t('title')}
        image={{
          src: '/images/home/huis.webp',
          alt: t('imageAlt'),
          width: 1200,
        }}
        next={{ href: '#tijdlijn', label: t('read') }}
      >
        <p>{t('tagline')}</p>
      </Landing>
      <section id="tijdlijn" className={styles.timeline} aria-labelledby="tijdlijn-titel">
        <h2 id="tijdlijn-titel" className={styles.heading}>
          {t('timeline')}
        </h2>
        <ol className={styles.list}>
          {moments.map((entry, i) => (
            <li key={entry.year} className={styles.entry} data-reveal={i % 2 ? 'right' : 'left'}>
              <div className={styles.portrait}>
                <Img
                  src={entry.img}
                  alt={entry.alt}
                  width={800}
                  height={800}
                  sizes="(min-width: 377px) 320px, 85vw"
                  className={styles.image}
                />
              </div>
              <div>
                {/* In the heading, so a list of headings reads "1504 De eerste steen". */}
                <h3 className={styles.title}>
                  <span className={styles.year}>{entry.year}</span>
                  {` ${entry.title}`}
                </h3>
                <p>{entry.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
