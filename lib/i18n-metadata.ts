import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { localizedPath, HTML_LANG, routing, type AppPathname, type Locale } from '@/i18n/routing';

import { sectionShareImage, type SectionCard } from './content/share-cards';
import { getTranslator } from './messages';
import { pageMetadata, type ShareImage } from './seo';

function siteShareImage(locale: Locale): ShareImage {
  const home = localizedPath(locale, '/');
  return {
    url: `${home === '/' ? '' : home}/opengraph-image`,
    alt: getTranslator(locale, 'ShareCards')('siteAlt'),
  };
}

const OG_LOCALE: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB' };

type Meta = {
  title: string;
  description: string;
  absoluteTitle?: boolean;
  image?: ShareImage;
  params?: Record<string, string>;
};

export function localizedMetadata(locale: Locale, page: AppPathname, meta: Meta): Metadata {
  const href = (l: Locale) => localizedPath(l, page, meta.params);
  const image = meta.image ?? siteShareImage(locale);
  const base = pageMetadata({ ...meta, image, path: href(locale) });
  const languages = Object.fromEntries(routing.locales.map((l) => [HTML_LANG[l], href(l)]));
  return {
    ...base,
    alternates: {
      canonical: href(locale),
      languages: { ...languages, 'x-default': href(routing.defaultLocale) },
    },
    openGraph: {
      ...base.openGraph,
      locale: OG_LOCALE[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
    },
  };
}

type MetaNamespace =
  | 'Agenda'
  | 'Home'
  | 'Club'
  | 'ClubJoin'
  | 'Contact'
  | 'Heritage'
  | 'EventPage'
  | 'Inspiration'
  | 'Privacy'
  | 'FreeSpirits';

export function translatedMetadata(
  namespace: MetaNamespace,
  page: AppPathname,
  { card, absoluteTitle }: { card?: SectionCard; absoluteTitle?: boolean } = {},
) {
  return async ({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return localizedMetadata(locale, page, {
      title: t('metaTitle'),
      description: t('metaDescription'),
      absoluteTitle,
      image: card && sectionShareImage(card, locale),
    });
  };
}
