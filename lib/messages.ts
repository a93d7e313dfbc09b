import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';

import { messagesIn, type Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

// For what renders outside a page: the language is given, not the request's.
export function getTranslator<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(
  locale: Locale,
  namespace: N,
) {
  return createTranslator({ locale, messages: messagesIn(locale), namespace });
}
