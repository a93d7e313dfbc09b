import type { Metadata } from 'next';

import { pathIn, HTML_LANG, routing, type AppPathname, type Locale } from '@/i18n/routing';

import { wordsIn } from './messages';
import { pageMetadata, type ShareImage } from './seo';

/** The site's own share card in a language (app/[locale]/opengraph-image.tsx). */
export function siteShareImage(locale: Locale): ShareImage {
  const home = pathIn(locale, '/');
  return {
    url: `${home === '/' ? '' : home}/opengraph-image`,
    alt: wordsIn(locale, 'ShareCards')('siteAlt'),
  };
}

/** Open Graph's form of each language. */
const OG_LOCALE: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB' };

type Meta = {
  title: string;
  description: string;
  absoluteTitle?: boolean;
  image?: ShareImage;
  /** An animal's name, for the page templates that take one. */
  params?: Record<string, string>;
};

/**
 * A page's metadata in one language: its own address as canonical, every language's address as
 * an alternate (x-default the Dutch one), and its Open Graph locale with the others beside it.
 */
export function localizedMetadata(locale: Locale, page: AppPathname, meta: Meta): Metadata {
  const params = Object.fromEntries(
    Object.entries(meta.params ?? {}).map(([name, value]) => [name, encodeURIComponent(value)]),
  );
  const href = (l: Locale) => pathIn(l, page, params);
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
