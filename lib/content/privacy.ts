import type { Locale } from '@/i18n/routing';

export const DPA_URLS: Record<Locale, string> = {
  nl: 'https://www.gegevensbeschermingsautoriteit.be',
  fr: 'https://www.autoriteprotectiondonnees.be',
  en: 'https://www.dataprotectionauthority.be',
};

export const PRIVACY_EFFECTIVE = '2024-10-14';
