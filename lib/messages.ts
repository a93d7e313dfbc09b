import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';

import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const MESSAGES = { nl, fr, en } as Record<Locale, typeof nl>;

/**
 * One namespace's messages in a language, for what renders outside a page (the proxy's answers,
 * the menu card, the share cards, a form's answer): the language is given, not the request's.
 */
export function wordsIn<N extends NamespaceKeys<typeof nl, NestedKeyOf<typeof nl>>>(
  locale: Locale,
  namespace: N,
) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}
