import { INTL_LANG, type Locale } from '@/i18n/routing';
import { perLanguage } from '@/lib/intl';

import type { WineType } from './schema';

export const TYPE_KEYS = {
  Rood: 'red',
  Wit: 'white',
  Rosé: 'rose',
  Mousserend: 'sparkling',
} as const satisfies Record<WineType, string>;

// The data names countries in Dutch; one Intl does not know is shown as the staff wrote it.
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

// Only regions with a French or English name of their own; a wine list writes the rest as is.
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

export function regionName(region: string, locale: Locale): string {
  return locale === 'nl' ? region : (REGION_NAMES[region]?.[locale] ?? region);
}

const euros = perLanguage(
  (lang) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }),
);

export function formatEuro(amount: number, locale: Locale = 'nl'): string {
  return euros(INTL_LANG[locale]).format(amount);
}
