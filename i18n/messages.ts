import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

import type { Locale } from './routing';

/** So no line starts with ; : ! ? » % or €, nor ends with «. */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]+([;:!?»])/g, '\u202f$1')
    .replace(/«[ \u00a0\u202f]+/g, '«\u202f')
    .replace(/(\d)[ \u202f]([%€])/g, '$1\u00a0$2');
}

function typeset<T>(messages: T, set: (text: string) => string): T {
  if (typeof messages === 'string') return set(messages) as T;
  if (Array.isArray(messages)) return messages.map((m) => typeset(m, set)) as T;
  if (messages && typeof messages === 'object')
    return Object.fromEntries(
      Object.entries(messages).map(([key, value]) => [key, typeset(value, set)]),
    ) as T;
  return messages;
}

export type Messages = typeof nl;

const MESSAGES = { nl, fr: typeset(fr, frenchSpacing), en } as Record<Locale, Messages>;

export const messagesIn = (locale: Locale) => MESSAGES[locale];
