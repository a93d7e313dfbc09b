import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { cache } from 'react';

import { PageLink as Link } from '@/components/content/page-link';
import { JsonLd } from '@/components/seo/json-ld';
import { PhotoFallback } from '@/components/wines/photo-fallback';
import { WinePicture } from '@/components/wines/wine-picture';
import { WinePrices } from '@/components/wines/wine-prices';
import { wineWords } from '@/components/wines/wine-words';
import { decodedPart, HTML_LANG, localizedPath, type Locale } from '@/i18n/routing';
import { getWines } from '@/lib/firestore';
import { localizedMetadata } from '@/lib/i18n-metadata';
import { WINE_PAGE_SIZES } from '@/lib/image-sizes';
import { inLanguage } from '@/lib/intl';
import { SEARCH_TEXT_MAX, SEARCH_TITLE_MAX, SITE_NAME } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site-config';
import { breadcrumbJsonLd, wineMenuItem } from '@/lib/structured-data';
import { cutAtWord } from '@/lib/text';

import styles from '../../_components/wine.module.scss';

// Wines render on their first visit and are kept until the wine list changes; the build knows
// none without a database, and one param is required.
export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ wine: 'geen' }];
}

type Props = { params: Promise<{ locale: Locale; wine: string }> };

// A wine no longer on the menu (sold, hidden, removed) sends the visitor to the menu.
const wineAt = cache(async (locale: Locale, id: string) => {
  const result = await getWines();
  const wine = result.ok ? result.wines.find((w) => w._id === id) : undefined;
  if (!wine) redirect(localizedPath(locale, '/wijnen'));
  return wine;
});

async function getWine(params: Props['params']) {
  const { locale, wine } = await params;
  const t = await getTranslations({ locale, namespace: 'Wines' });
  return { locale, t, wine: await wineAt(locale, decodedPart(wine)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, t, wine } = await getWine(params);
  const words = wineWords(locale, t);
  const named = typeof wine.vintage === 'number' ? `${wine.name} ${wine.vintage}` : wine.name;
  const what = wine.winehouse
    ? t('wineOf', { type: words.type(wine.type).toLocaleLowerCase(locale), house: wine.winehouse })
    : words.type(wine.type);
  // A search result in French or English gets no Dutch note: the sentence in its own language.
  const note = wine.note[locale];
  return localizedMetadata(locale, '/wijnen/wijn/[wine]', {
    title: cutAtWord(named, SEARCH_TITLE_MAX - ` | ${SITE_NAME}`.length),
    description: cutAtWord(
      note || t('wineDescription', { name: wine.name, what }),
      SEARCH_TEXT_MAX,
    ),
    params: { wine: wine._id },
    ...(wine.image && { image: { url: wine.image, alt: t('photoAlt', { name: wine.name }) } }),
  });
}

export default async function WineRoute({ params }: Props) {
  const { locale, t, wine } = await getWine(params);
  setRequestLocale(locale);
  const words = wineWords(locale, t);
  const site = getSiteConfig();
  const list = localizedPath(locale, '/wijnen');
  const note = inLanguage(wine.note, locale);
  const pairing = inLanguage(wine.pairing, locale);
  const foreign = (lang: Locale) => (lang === locale ? undefined : HTML_LANG[lang]);
  const origin = [words.region(wine.region), words.country(wine.country)].filter(Boolean);
  const facts: [string, React.ReactNode][] = [];
  if (wine.vintage !== undefined)
    facts.push([t('vintage'), wine.vintage === 'NV' ? t('nonVintage') : wine.vintage]);
  if (wine.grapes.length)
    facts.push([
      t('grapes'),
      <span key="grapes" translate="no">
        {wine.grapes.join(', ')}
      </span>,
    ]);
  if (wine.winehouse)
    facts.push([
      t('winehouse'),
      <span key="house" translate="no">
        {wine.winehouse}
      </span>,
    ]);
  if (origin.length) facts.push([t('origin'), origin.join(', ')]);
  if (wine.alcohol !== undefined)
    facts.push([
      t('alcohol'),
      t('alcoholValue', { alcohol: wine.alcohol.toLocaleString(HTML_LANG[locale]) }),
    ]);
  if (wine.bottle_cl !== undefined)
    facts.push([
      t('bottleSize'),
      t('bottleSizeValue', { cl: wine.bottle_cl.toLocaleString(HTML_LANG[locale]) }),
    ]);
  return (
    <article className={styles.wine}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          ...wineMenuItem(wine, site, {
            locale,
            name: t('menuName'),
            path: list,
            type: words.type,
            price: (label) => t(label),
            country: words.country,
            region: words.region,
          }),
        }}
      />
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: t('title'), path: list },
            {
              name: wine.name,
              path: localizedPath(locale, '/wijnen/wijn/[wine]', { wine: wine._id }),
            },
          ],
          site,
          localizedPath(locale, '/'),
        )}
      />
      <p className={styles.back}>
        <Link href="/wijnen">← {t('wineBack')}</Link>
      </p>
      <WinePicture wine={wine} sizes={WINE_PAGE_SIZES} priority className={styles.media} />
      <PhotoFallback />
      <div className={styles.text}>
        <p className={styles.eyebrow}>{words.type(wine.type)}</p>
        <h1 className={styles.title} translate="no">
          {wine.name}
        </h1>
        {wine.labels.length > 0 && (
          <ul className={styles.labels}>
            {wine.labels.map((l) => (
              <li key={l}>{words.label(l)}</li>
            ))}
          </ul>
        )}
        {note.text && (
          <section className={styles.words}>
            <h2>{t('note')}</h2>
            <p lang={foreign(note.lang)}>{note.text}</p>
          </section>
        )}
        {pairing.text && (
          <section className={styles.words}>
            <h2>{t('pairing')}</h2>
            <p lang={foreign(pairing.lang)}>{pairing.text}</p>
          </section>
        )}
        <h2 className={styles.heading}>{t('wineFacts')}</h2>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className={styles.heading}>{t('prices')}</h2>
        <WinePrices wine={wine} className={styles.prices} />
        {wine.soldOut && <p className={styles.soldOut}>{t('soldOut')}</p>}
      </div>
    </article>
  );
}
