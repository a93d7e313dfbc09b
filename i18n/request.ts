import { getRequestConfig } from 'next-intl/server';
import { locale as routeLocale } from 'next/root-params';

import { messagesIn } from './messages';
import { hasLocale, routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  // The page's language is its route's root segment, known while prerendering. Outside the pages
  // (a server action, the staff area) the request names it, or it is Dutch.
  const fromRoute = await Promise.resolve()
    .then(() => routeLocale())
    .catch(() => undefined);
  const requested = fromRoute ?? (await requestLocale);
  const locale = requested && hasLocale(requested) ? requested : routing.defaultLocale;
  return { locale, messages: messagesIn(locale) };
});
