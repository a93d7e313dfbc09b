import { INTL_LANG, type Locale } from '@/i18n/routing';
import { perLanguage } from '@/lib/intl';

import type { WineType } from './schema';

/** A wine type's message key (`Wines.types`): the data holds the Dutch word. */
export const TYPE_KEYS = {
  Rood: 'red',
  Wit: 'white',
  Rosé: 'rose',
  Mousserend: 'sparkling',
} as const satisfies Record<WineType, string>;

/**
 * The wine list holds countries by their Dutch names ("Frankrijk"). Known to Intl as a region,
 * a name reads in the page's language; a name Intl does not know is shown as the staff wrote it.
 */
const REGION_CODES = (() => {
  const dutch = new Intl.DisplayNames('nl-BE', { type: 'region' });
  const codes = new Map<string, string>();
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = dutch.of(code);
      // The first code keeps a name: FR is Frankrijk, not FX (metropolitan France).
      if (name && name !== code && !codes.has(name)) codes.set(name, code);
    }
  return codes;
})();

const regionNames = perLanguage((lang) => new Intl.DisplayNames(lang, { type: 'region' }));

export function countryName(country: string, locale: Locale): string {
  const code = REGION_CODES.get(country);
  if (!code || locale === 'nl') return country;
  return regionNames(INTL_LANG[locale]).of(code) ?? country;
}

/**
 * Staff write a region as a Dutch reader knows it ("Piëmont", "Elzas"). In French and English it
 * reads as that language names it where it has a name of its own ("Piémont", "Piedmont"), else
 * by the region's own name, which is how a wine list writes it ("Rioja", "Rheinhessen").
 */
const REGION_NAMES: Record<string, { fr: string; en: string }> = {
  Abruzzo: { fr: 'Abruzzes', en: 'Abruzzo' },
  Bourgogne: { fr: 'Bourgogne', en: 'Burgundy' },
  Catalonië: { fr: 'Catalogne', en: 'Catalonia' },
  Elzas: { fr: 'Alsace', en: 'Alsace' },
  Haspengouw: { fr: 'Hesbaye', en: 'Haspengouw' },
  Lombardije: { fr: 'Lombardie', en: 'Lombardy' },
  Moezel: { fr: 'Moselle', en: 'Mosel' },
  Navarra: { fr: 'Navarre', en: 'Navarra' },
  Piëmont: { fr: 'Piémont', en: 'Piedmont' },
  Puglia: { fr: 'Pouilles', en: 'Puglia' },
  Rheinhessen: { fr: 'Hesse rhénane', en: 'Rheinhessen' },
  Sicilië: { fr: 'Sicile', en: 'Sicily' },
  Toscane: { fr: 'Toscane', en: 'Tuscany' },
  Veneto: { fr: 'Vénétie', en: 'Veneto' },
  'Vlaamse Ardennen': { fr: 'Ardennes flamandes', en: 'Flemish Ardennes' },
  Wachau: { fr: 'Wachau', en: 'Wachau' },
};

/** A wine's region in the page's language, by one rule for the cards, filters, card and data. */
export function regionName(region: string, locale: Locale): string {
  return locale === 'nl' ? region : (REGION_NAMES[region]?.[locale] ?? region);
}

const euros = perLanguage(
  (lang) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }),
);

/** `7.5` → `€ 7,50` in Dutch, `7,50 €` in French, `€7.50` in English. */
export function formatEuro(amount: number, locale: Locale = 'nl'): string {
  return euros(INTL_LANG[locale]).format(amount);
}
