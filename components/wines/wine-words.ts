import { useLocale, useTranslations } from 'next-intl';

import type { Locale } from '@/i18n/routing';
import { HTML_LANG } from '@/i18n/routing';
import { INSPIRATION_COLLECTION } from '@/lib/content/animals';
import { optionCollator, type FilterNaming } from '@/lib/wines/filters';
import { countryName, regionName, TYPE_KEYS } from '@/lib/wines/names';
import { WINE_LABELS, type WineType } from '@/lib/wines/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WinesT = (key: any, values?: any) => string;

export function wineWords(locale: Locale, t: WinesT) {
  const type = (value: string) =>
    value in TYPE_KEYS ? t(`types.${TYPE_KEYS[value as WineType]}`) : value;
  const collection = (value: string) =>
    value === INSPIRATION_COLLECTION ? t('inspirationCollection') : value;
  const country = (value: string) => countryName(value, locale);
  const region = (value: string) => regionName(value, locale);
  const label = (value: string) =>
    (WINE_LABELS as readonly string[]).includes(value) ? t(`labels.${value}`) : value;
  const naming: FilterNaming = {
    label: (id) => t(`filters.${id}`),
    value: (id, value) =>
      id === 'type'
        ? type(value)
        : id === 'land'
          ? country(value)
          : id === 'collectie'
            ? collection(value)
            : id === 'regio'
              ? region(value)
              : id === 'label'
                ? label(value)
                : value,
    collator: optionCollator(HTML_LANG[locale]),
  };
  return { type: type as (value: WineType) => string, country, region, label, naming };
}

export function useWineWords() {
  const locale = useLocale() as Locale;
  const t = useTranslations('Wines');
  return { locale, t, ...wineWords(locale, t) };
}
