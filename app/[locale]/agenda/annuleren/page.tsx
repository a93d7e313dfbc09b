import type { Metadata } from 'next';

import type { Locale } from '@/i18n/routing';
import { whenInWords } from '@/lib/events/format';
import { inLanguage } from '@/lib/intl';
import { cancelSignature, getEvents, getReservation } from '@/lib/events/store';
import { getTranslator } from '@/lib/messages';
import { secretMatches } from '@/lib/secret';
import { getSiteConfig } from '@/lib/site-config';

import { CancelForm } from '../_components/cancel-form';
import styles from '../_components/agenda.module.scss';

// A visitor's own reservation, named by a signed link: rendered per request, never cached.
export const instant = false;

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return {
    title: getTranslator(locale, 'Agenda')('cancelMeta'),
    robots: { index: false, follow: false },
  };
}

export default async function CancelPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = await searchParams;
  const id = typeof query.r === 'string' ? query.r : '';
  const signature = typeof query.s === 'string' ? query.s : '';
  const t = getTranslator(locale, 'Agenda');
  const { email } = getSiteConfig();
  const signed = id !== '' && secretMatches(signature, cancelSignature(id));
  const reservation = signed ? await getReservation(id).catch(() => undefined) : undefined;
  const events = reservation ? await getEvents() : undefined;
  // Once the event has begun, its link no longer cancels (judged by the agenda's read time).
  const event =
    events?.ok && reservation
      ? events.events.find((e) => e.id === reservation.event && Date.parse(e.start) > events.now)
      : undefined;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('cancelTitle')}</h1>
      </header>
      {!reservation || !event ? (
        <p className={styles.notice}>{t('cancelInvalid', { email })}</p>
      ) : reservation.state !== 'active' ? (
        <p className={styles.notice}>{t('cancelAlready')}</p>
      ) : (
        <>
          <p>
            {t('cancelIntro', {
              people: reservation.people,
              title: inLanguage(event.title, locale).text,
              when: whenInWords(event, locale),
            })}
          </p>
          <CancelForm
            id={id}
            signature={signature}
            words={{
              button: t('cancelButton'),
              cancelled: t('cancelDone'),
              already: t('cancelAlready'),
              invalid: t('cancelInvalid', { email }),
              error: t('cancelFailed', { email }),
            }}
          />
        </>
      )}
    </div>
  );
}
