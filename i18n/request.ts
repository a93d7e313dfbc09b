import { getRequestConfig } from 'next-intl/server';
import { locale as routeLocale } from 'next/root-params';

import { messagesIn } from './messages';
import { hasLocale, routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  // The route's root segment while prerendering; outside the pages the request's, or Dutch.
  const fromRoute = await Promise.resolve()
    .then(() => routeLocale())
    .catch(() => undefined);
  const requested = fromRoute ?? (await requestLocale);
  const locale = requested && hasLocale(requested) ? requested : routing.defaultLocale;
  return { locale, messages: messagesIn(locale) };
});
