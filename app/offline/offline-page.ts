import { HTML_LANG, routing, type Locale } from '@/i18n/routing';

import { getTranslator } from '@/lib/messages';
import { phoneLinkHtml, plainPage } from '@/lib/plain-page';
import { addressLine, type SiteConfig } from '@/lib/site-config';
import { escapeHtml } from '@/lib/text';

// public/sw.js fetches this address; a test holds the two together.
export const OFFLINE_PATH = '/offline';

// Self-contained: shown without a connection, it can load no stylesheet, font or script.
export function offlinePage(venue: Pick<SiteConfig, 'name' | 'phone' | 'address'>): string {
  const part = (locale: Locale) => {
    const t = getTranslator(locale, 'Offline');
    const ask = t.markup('ask', {
      phone: () => phoneLinkHtml(venue.phone),
      address: escapeHtml(addressLine(venue.address)),
    });
    return `<p>${t('text')}</p>\n<a href="" class="button">${t('retry')}</a>\n<p>${ask}</p>`;
  };
  const others = routing.locales
    .filter((locale) => locale !== routing.defaultLocale)
    .map(
      (locale) =>
        `<section lang="${HTML_LANG[locale]}">\n<h2>${getTranslator(locale, 'Offline')('title')}</h2>\n${part(locale)}\n</section>`,
    );
  const t = getTranslator(routing.defaultLocale, 'Offline');
  return plainPage(
    t('title'),
    [`<p>${escapeHtml(venue.name)}</p>`, `<h1>${t('title')}</h1>`, part('nl'), ...others].join(
      '\n',
    ),
  );
}
