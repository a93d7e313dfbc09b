/** @jest-environment node */
import { readFileSync } from 'node:fs';

import sharp from 'sharp';

import { createTranslator } from 'next-intl';

import { wineWords } from '@/components/wines/wine-words';
import { getSiteConfig } from '@/lib/site-config';
import { menuJsonLd, venueJsonLd, websiteJsonLd, wineMenuItem } from '@/lib/structured-data';

import english from '@/messages/en.json';

import { wine } from '../support/wine';

type Item = { name: string; offers: { name: string; price: string; priceCurrency: string }[] };

describe('menuJsonLd', () => {
  it('offers each price a wine has, in EUR, and none it lacks (never a free glass), in the page’s language', () => {
    const t = createTranslator({ locale: 'en', messages: english, namespace: 'Wines' });
    const words = wineWords('en', t);
    const menu = menuJsonLd(
      [
        wine({ name: 'Beide', price_glass: 7.5, price_bottle: 34, region: 'Piëmont' }),
        wine({ name: 'Per Glas', type: 'Wit' }),
        wine({ name: 'Per Fles', type: 'Wit', price_glass: undefined, price_bottle: 48 }),
      ],
      getSiteConfig(),
      {
        locale: 'en',
        name: t('menuName'),
        path: '/en/wines',
        type: words.type,
        price: (label) => t(label),
        country: words.country,
        region: words.region,
      },
    ) as unknown as {
      inLanguage: string;
      url: string;
      hasMenuSection: { name: string; hasMenuItem: (Item & { description: string })[] }[];
    };
    expect([menu.inLanguage, new URL(menu.url).pathname]).toEqual(['en', '/en/wines']);
    // A type without wines has no section.
    expect(menu.hasMenuSection.map((s) => s.name)).toEqual(['Red', 'White']);
    // Its place in the page's language: the region as English names it, the country.
    expect(menu.hasMenuSection[0]!.hasMenuItem[0]!.description).toMatch(/, Piedmont, France$/);
    const offers = Object.fromEntries(
      menu.hasMenuSection
        .flatMap((s) => s.hasMenuItem)
        .map((i) => [i.name, i.offers.map((o) => `${o.name} ${o.price} ${o.priceCurrency}`)]),
    );
    expect(offers).toEqual({
      Beide: ['Glass 7.50 EUR', 'Bottle 34.00 EUR'],
      'Per Glas': ['Glass 7.00 EUR'],
      'Per Fles': ['Bottle 48.00 EUR'],
    });
  });
});

describe('wineMenuItem', () => {
  it('describes a wine by its note in the page’s language, else by where it comes from, links its own page and marks it vegan when it is', () => {
    const t = createTranslator({ locale: 'en', messages: english, namespace: 'Wines' });
    const words = wineWords('en', t);
    const item = (over: Parameters<typeof wine>[0]) =>
      wineMenuItem(wine({ _id: 'barolo', ...over }), getSiteConfig(), {
        locale: 'en',
        name: t('menuName'),
        path: '/en/wines',
        type: words.type,
        price: (label) => t(label),
        country: words.country,
        region: words.region,
      }) as unknown as { description: string; url: string; suitableForDiet?: string };
    const noted = item({
      note: { nl: 'Rode kers.', fr: '', en: 'Red cherry.' },
      labels: ['vegan'],
    });
    expect(noted.description).toBe('Red cherry.');
    expect(new URL(noted.url).pathname).toBe('/en/wines/wine/barolo');
    expect(noted.suitableForDiet).toBe('https://schema.org/VeganDiet');
    expect(item({ note: { nl: 'Rode kers.', fr: '', en: '' } }).description).toMatch(
      /Bordeaux, France$/,
    );
    const plain = item({ labels: ['organic'] });
    expect(plain.description).toMatch(/Bordeaux, France$/);
    expect(plain.suitableForDiet).toBeUndefined();
  });
});

describe('venueJsonLd', () => {
  const config = getSiteConfig();
  const words = { description: 'Bar à vin', menuPath: '/fr/vins' };

  it('points to the house on a map, at the address it gives', () => {
    const venue = venueJsonLd({ ...config, siteUrl: 'https://www.locuslex.be' }, words);
    expect(venue).toHaveProperty(
      'hasMap',
      'https://www.openstreetmap.org/search?query=Markt%2037%2C%209700%20Oudenaarde%2C%20Belgi%C3%AB',
    );
  });

  it('names as its logo a square image a search engine takes: 112 px at least, drawn whole', async () => {
    const venue = venueJsonLd({ ...config, siteUrl: 'https://www.locuslex.be' }, words) as {
      logo?: string;
    };
    expect(venue.logo).toBe('https://www.locuslex.be/icons/icon-512.png');
    const file = readFileSync(`public${new URL(venue.logo!).pathname}`);
    const { width, height, format } = await sharp(file).metadata();
    expect([width, height, format]).toEqual([512, 512, 'png']);
  });

  it('names the venue’s configured profiles as sameAs, and says nothing when there are none', () => {
    expect(venueJsonLd({ ...config, social: [] }, words)).not.toHaveProperty('sameAs');
    const venue = venueJsonLd(
      {
        ...config,
        social: [
          { network: 'facebook', label: 'Facebook', url: 'https://facebook.com/locuslex' },
          { network: 'instagram', label: 'Instagram', url: 'https://instagram.com/locuslex' },
        ],
      },
      words,
    );
    expect(venue).toHaveProperty('sameAs', [
      'https://facebook.com/locuslex',
      'https://instagram.com/locuslex',
    ]);
  });
});

describe('websiteJsonLd', () => {
  it('names the site as search results should, published by the venue', () => {
    const config = { ...getSiteConfig(), siteUrl: 'https://www.locuslex.be' };
    expect(websiteJsonLd(config)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://www.locuslex.be/#website',
      name: '1504 Locus Lex',
      alternateName: 'Locus Lex',
      url: 'https://www.locuslex.be/',
      inLanguage: ['nl-BE', 'fr-BE', 'en'],
      publisher: { '@id': 'https://www.locuslex.be/#venue' },
    });
    // The publisher is the venue node every page carries, in the page's language.
    const venue = venueJsonLd(config, { description: 'Bar à vin', menuPath: '/fr/vins' });
    expect(venue).toMatchObject({
      '@id': 'https://www.locuslex.be/#venue',
      description: 'Bar à vin',
      hasMenu: 'https://www.locuslex.be/fr/vins',
    });
  });
});
