// What a form says, from the page's `Forms` messages: the server's answer and the browser alike.
import type { ReactNode } from 'react';

import { INTL_LANG, type Locale } from '@/i18n/routing';
import { getTranslator } from '@/lib/messages';

import { FORM_ERRORS, LIMITS, OCCASIONS, type FormError, type NotSentCause } from './constants';
import { TEXT_FIELDS } from './values';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormsT = (key: any, values?: any) => string;

export const errorText = (t: FormsT, key: FormError) => t(`errors.${key}`, FORM_ERRORS[key]);

export const notSentText = (t: FormsT, email: string, cause: NotSentCause) =>
  t('orMail', { reason: t(`notSent.${cause}`), email });

type Fields = Record<(typeof TEXT_FIELDS)[number], string>;

/** Every word a form shows, made on the server: the browser only counts, by plural rules. */
export function formWords(
  locale: Locale,
  email: string,
  labels: { keys: ReactNode; privacy: ReactNode },
) {
  const t = getTranslator(locale, 'Forms');
  const limit = LIMITS.message;
  return {
    locale,
    lang: INTL_LANG[locale],
    fields: Object.fromEntries(TEXT_FIELDS.map((f) => [f, t(`fields.${f}`)])) as Fields,
    occasions: OCCASIONS.map((value) => ({ value, label: t(`occasions.${value}`) })),
    ...labels,
    optional: t('optional'),
    choose: t('choose'),
    honeypot: t('honeypot'),
    send: t('send'),
    sending: t('sending'),
    thanks: {
      club: t('clubThanks'),
      event: t('eventThanks'),
      reservation: t('reservationThanks'),
    },
    notSent: {
      connection: notSentText(t, email, 'connection'),
      outdated: notSentText(t, email, 'outdated'),
    },
    attention: { one: t('attentionOne'), other: t('attentionOther') },
    countNear: { one: t('countNearOne'), other: t('countNearOther') },
    countFull: t('countFull', { limit }),
    countOver: { one: t('countOverOne', { limit }), other: t('countOverOther', { limit }) },
  };
}

export type FormWords = ReturnType<typeof formWords>;
