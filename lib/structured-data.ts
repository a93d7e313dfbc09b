import type {
  Article,
  Event,
  BarOrPub,
  BreadcrumbList,
  EventVenue,
  Menu,
  MenuItem,
  MenuSection,
  PostalAddress,
  WebSite,
  WithContext,
} from 'schema-dts';

import { HTML_LANG, localizedPath, type Locale } from '@/i18n/routing';

import { withBrusselsOffset } from './events/format';
import { seatsLeft, type HouseEvent } from './events/schema';
import { inLanguage } from './intl';
import { MANIFEST_ICONS } from './icons.mjs';
import { mapUrl, type SiteConfig } from './site-config';
import { winePrices, type PRICES } from './wines/filters';
import { WINE_TYPES, type Wine, type WineType } from './wines/schema';

function postalAddress(config: SiteConfig): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: config.address.street,
    postalCode: config.address.postalCode,
    addressLocality: config.address.city,
    addressCountry: config.address.country,
  };
}

// Not the maskable icon, which a launcher cuts to its shape.
const LOGO = MANIFEST_ICONS.filter((icon) => icon.purpose === 'any').sort(
  (a, b) => b.size - a.size,
)[0]!;

const venueId = (config: SiteConfig) => `${config.siteUrl}/#venue`;

export function venueJsonLd(
  config: SiteConfig,
  words: { description: string; menuPath: string },
): WithContext<BarOrPub | EventVenue> {
  return {
    '@context': 'https://schema.org',
    '@type': ['BarOrPub', 'EventVenue'],
    '@id': venueId(config),
    name: config.name,
    url: `${config.siteUrl}/`,
    telephone: config.phone,
    email: config.email,
    image: `${config.siteUrl}/opengraph-image`,
    logo: `${config.siteUrl}${LOGO.src}`,
    address: postalAddress(config),
    hasMap: mapUrl(config.address),
    hasMenu: `${config.siteUrl}${words.menuPath}`,
    ...(config.social.length > 0 && { sameAs: config.social.map((s) => s.url) }),
    description: words.description,
  } as unknown as WithContext<BarOrPub | EventVenue>;
}

export function websiteJsonLd(config: SiteConfig): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${config.siteUrl}/#website`,
    name: config.name,
    alternateName: 'Locus Lex',
    url: `${config.siteUrl}/`,
    inLanguage: Object.values(HTML_LANG),
    publisher: { '@id': venueId(config) },
  };
}

export type MenuWords = {
  locale: Locale;
  name: string;
  path: string;
  type: (type: WineType) => string;
  price: (label: (typeof PRICES)[number]['label']) => string;
  country: (country: string) => string;
  region: (region: string) => string;
};

/** A wine as the menu lists it and its own page describes it: its note in the page's language,
 * else where it comes from (a Dutch note is no description in an English result). */
export function wineMenuItem(w: Wine, config: SiteConfig, words: MenuWords): MenuItem {
  const place = [w.winehouse, words.region(w.region), words.country(w.country)];
  return {
    '@type': 'MenuItem',
    name: w.name,
    url: `${config.siteUrl}${localizedPath(words.locale, '/wijnen/wijn/[wine]', { wine: w._id })}`,
    description: w.note[words.locale] || place.filter(Boolean).join(', '),
    ...(w.image && { image: new URL(w.image, config.siteUrl).href }),
    ...(w.labels.includes('vegan') && { suitableForDiet: 'https://schema.org/VeganDiet' as const }),
    offers: winePrices(w).map(({ label, amount }) => ({
      '@type': 'Offer' as const,
      name: words.price(label),
      price: amount.toFixed(2),
      priceCurrency: 'EUR',
      ...(w.soldOut ? { availability: 'https://schema.org/SoldOut' as const } : {}),
    })),
  };
}

export function menuJsonLd(wines: Wine[], config: SiteConfig, words: MenuWords): WithContext<Menu> {
  const sections: MenuSection[] = WINE_TYPES.map((type) => ({
    '@type': 'MenuSection',
    name: words.type(type),
    hasMenuItem: wines.filter((w) => w.type === type).map((w) => wineMenuItem(w, config, words)),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: words.name,
    url: `${config.siteUrl}${words.path}`,
    inLanguage: HTML_LANG[words.locale],
    hasMenuSection: sections.filter(
      (s) => Array.isArray(s.hasMenuItem) && s.hasMenuItem.length > 0,
    ),
  };
}

export type Story = {
  inLanguage: string;
  url: string;
  headline: string;
  description: string;
  moments: { year: number; title: string; text: string }[];
};

export function historyJsonLd(config: SiteConfig, story: Story): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.headline,
    inLanguage: story.inLanguage,
    url: `${config.siteUrl}${story.url}`,
    temporalCoverage: `${story.moments[0]?.year}/${story.moments.at(-1)?.year}`,
    about: {
      '@type': 'LandmarksOrHistoricalBuildings',
      name: '1504 Locus Lex',
      description: story.description,
      address: postalAddress(config),
    },
    mentions: story.moments.map((entry) => ({
      '@type': 'Event',
      name: `${entry.year}: ${entry.title}`,
      startDate: String(entry.year),
      description: entry.text,
      location: { '@id': venueId(config) },
    })),
    publisher: { '@id': venueId(config) },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(
  trail: Crumb[],
  config: SiteConfig,
  home = '/',
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: config.name, path: home }, ...trail].map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${config.siteUrl}${crumb.path}`,
    })),
  };
}

const EVENT_STATUS = {
  planned: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
} as const;

/** An event as Google reads it: times with their offset, the house as its place and organiser. */
export function eventJsonLd(
  event: HouseEvent,
  config: SiteConfig,
  { locale, url, image }: { locale: Locale; url: string; image: string },
): WithContext<Event> {
  const left = seatsLeft(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: inLanguage(event.title, locale).text,
    description: inLanguage(event.description, locale).text,
    startDate: withBrusselsOffset(event.start),
    endDate: withBrusselsOffset(event.end),
    eventStatus: EVENT_STATUS[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: HTML_LANG[locale],
    url,
    image: [image],
    location: {
      '@type': 'Place',
      '@id': venueId(config),
      name: config.name,
      address: postalAddress(config),
    },
    organizer: { '@type': 'Organization', name: config.name, url: `${config.siteUrl}/` },
    ...(event.price !== undefined && {
      offers: {
        '@type': 'Offer',
        price: event.price,
        priceCurrency: 'EUR',
        availability: left === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        url,
      },
    }),
  } as WithContext<Event>;
}
