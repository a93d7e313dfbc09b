import type { Locale } from '@/i18n/routing';

/** The Belgian data protection authority, where a complaint goes: its site in each language. */
export const DPA_URLS: Record<Locale, string> = {
  nl: 'https://www.gegevensbeschermingsautoriteit.be',
  fr: 'https://www.autoriteprotectiondonnees.be',
  en: 'https://www.dataprotectionauthority.be',
};

/** /privacy: eleven numbered sections (the `Privacy` messages), effective 14 October 2024. */
export const PRIVACY_EFFECTIVE = '2024-10-14';
