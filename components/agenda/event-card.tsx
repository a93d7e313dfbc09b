import { PageLink as Link } from '@/components/content/page-link';
import { HTML_LANG, type Locale } from '@/i18n/routing';
import { euro, whenInWords } from '@/lib/events/format';
import { isOver, seatsLeft, type HouseEvent } from '@/lib/events/schema';
import { inLanguage } from '@/lib/intl';
import { getTranslator } from '@/lib/messages';

import styles from './event-card.module.scss';

type Props = { event: HouseEvent; locale: Locale; now: number; heading?: 'h2' | 'h3' };

/** What a visitor needs to choose an event, and the link to its page. */
export function EventCard({ event, locale, now, heading: Heading = 'h3' }: Props) {
  const t = getTranslator(locale, 'Agenda');
  const title = inLanguage(event.title, locale);
  return (
    <article className={styles.card} data-status={event.status}>
      <p className={styles.kind}>{t(`kinds.${event.kind}`)}</p>
      <Heading className={styles.title}>
        <Link
          href={{ pathname: '/agenda/[event]', params: { event: event.id } }}
          lang={title.lang === locale ? undefined : HTML_LANG[title.lang]}
        >
          {title.text}
        </Link>
      </Heading>
      <p className={styles.when}>
        <time dateTime={event.start}>{whenInWords(event, locale)}</time>
      </p>
      <EventStatus event={event} locale={locale} now={now} />
    </article>
  );
}

/** Price, seats and status, as short marks. */
export function EventStatus({ event, locale, now }: Omit<Props, 'heading'>) {
  const t = getTranslator(locale, 'Agenda');
  const left = seatsLeft(event);
  const marks: { text: string; tone?: 'alert' }[] = [];
  if (event.status === 'cancelled') marks.push({ text: t('cancelled'), tone: 'alert' });
  else if (event.status === 'postponed') marks.push({ text: t('postponed'), tone: 'alert' });
  else if (event.audience === 'club') marks.push({ text: t('club') });
  else if (left === 0 && !isOver(event, now)) marks.push({ text: t('full'), tone: 'alert' });
  else if (left !== undefined) marks.push({ text: t('seatsLeft', { count: left }) });
  if (event.price !== undefined && event.status !== 'cancelled')
    marks.push({
      text: event.price === 0 ? t('free') : t('price', { price: euro(event.price, locale) }),
    });
  return (
    <ul className={styles.marks}>
      {marks.map(({ text, tone }) => (
        <li key={text} className={tone === 'alert' ? styles.alert : undefined}>
          {text}
        </li>
      ))}
    </ul>
  );
}
