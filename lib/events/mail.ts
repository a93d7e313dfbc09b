import { HTML_LANG, localizedPath, type Locale } from '@/i18n/routing';
import { contactRows, LANGUAGE_NAMES } from '@/lib/forms/mail';
import { displayName, houseMail, mailbox, mailLink, siteHost, type Mail } from '@/lib/mail';
import { getTranslator } from '@/lib/messages';
import { addressLine, type SiteConfig } from '@/lib/site-config';
import { singleLine } from '@/lib/text';

import { euro, whenInWords } from './format';
import { calendarFile } from './ics';
import { seatsLeft, type HouseEvent } from './schema';
import { inLanguage } from '@/lib/intl';

export type ReservationFields = {
  name: string;
  email: string;
  phone: string;
  people: number;
  message: string;
  locale: Locale;
};

export const eventUrl = (site: SiteConfig, locale: Locale, id: string) =>
  `${site.siteUrl}${localizedPath(locale, '/agenda/[event]', { event: id })}`;

function cancelUrl(site: SiteConfig, locale: Locale, id: string, signature: string) {
  const query = new URLSearchParams({ r: id, s: signature });
  return `${site.siteUrl}${localizedPath(locale, '/agenda/annuleren')}?${query}`;
}

/**
 * The only thing a visitor typed that goes back to them: their name, in letters, short, so the
 * form cannot carry a link or a message to someone else's mailbox.
 */
const shortName = (name: string) =>
  singleLine(name)
    .replace(/[^\p{L}\p{M}' -]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);

/** The event as one `.ics` file, for a mail's attachment. */
function eventAttachment(event: HouseEvent, locale: Locale, site: SiteConfig) {
  return {
    filename: `${event.id}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendarFile({
      events: [event],
      locale,
      site,
      name: inLanguage(event.title, locale).text,
      pageOf: (e) => eventUrl(site, locale, e.id),
    }),
  };
}

/** A mail from the house to a visitor, in their language; answers reach the staff. */
function visitorMail(
  site: SiteConfig,
  reservation: ReservationFields,
  parts: { subject: string; intro: string; rows?: { label: string; text: string }[] },
  after: { text: string; html?: string }[],
): Mail {
  const t = getTranslator(reservation.locale, 'ReservationMail');
  return {
    to: mailbox('', reservation.email),
    from: mailbox(site.name, site.mail.from),
    replyTo: site.mail.to,
    message: houseMail({
      ...parts,
      subject: singleLine(parts.subject),
      greeting: t('greeting', { name: shortName(reservation.name) }),
      after,
      signature: site.name,
      closing: t('closing'),
      lang: HTML_LANG[reservation.locale],
    }),
  };
}

function eventRows(event: HouseEvent, locale: Locale, site: SiteConfig, people?: number) {
  const t = getTranslator(locale, 'ReservationMail');
  return [
    { label: t('event'), text: inLanguage(event.title, locale).text },
    { label: t('when'), text: whenInWords(event, locale) },
    { label: t('where'), text: `${site.name}, ${addressLine(site.address)}` },
    ...(people === undefined ? [] : [{ label: t('people'), text: String(people) }]),
    ...(people !== undefined && event.price
      ? [{ label: t('price'), text: `${euro(event.price * people, locale)}` }]
      : []),
  ];
}

/** The staff's notice (Dutch) and the visitor's confirmation with the event and a cancel link. */
export function reservationMails(
  event: HouseEvent,
  id: string,
  signature: string,
  reservation: ReservationFields,
  site: SiteConfig,
): Mail[] {
  const { locale } = reservation;
  const t = getTranslator(locale, 'ReservationMail');
  const title = inLanguage(event.title, locale).text;
  const link = cancelUrl(site, locale, id, signature);
  const page = eventUrl(site, locale, event.id);
  const confirmation = visitorMail(
    site,
    reservation,
    {
      subject: t('subject', { title, when: whenInWords(event, locale) }),
      intro: t('intro'),
      rows: eventRows(event, locale, site, reservation.people),
    },
    [
      { text: t('calendar') },
      { text: t('cancel', { url: link }), html: t('cancel', { url: mailLink(link) }) },
      { text: t('page', { url: page }), html: t('page', { url: mailLink(page) }) },
    ],
  );
  confirmation.message.attachments = [eventAttachment(event, locale, site)];
  return [staffMail(event, reservation, site, 'new'), confirmation];
}

/** The visitor's word that their cancel went through, and the staff's notice. */
export function reservationUndoneMails(
  event: HouseEvent | undefined,
  reservation: ReservationFields,
  site: SiteConfig,
): Mail[] {
  const t = getTranslator(reservation.locale, 'ReservationMail');
  const title = event ? inLanguage(event.title, reservation.locale).text : site.name;
  return [
    ...(event ? [staffMail(event, reservation, site, 'undone')] : []),
    visitorMail(
      site,
      reservation,
      { subject: t('undoneSubject', { title }), intro: t('undoneIntro') },
      [],
    ),
  ];
}

/** A reservation's notice that the house cancelled its event. */
export function eventCancelledMail(
  event: HouseEvent,
  reservation: ReservationFields,
  site: SiteConfig,
): Mail {
  const { locale } = reservation;
  const t = getTranslator(locale, 'ReservationMail');
  const title = inLanguage(event.title, locale).text;
  const mail = visitorMail(
    site,
    reservation,
    {
      subject: t('cancelledSubject', { title, when: whenInWords(event, locale) }),
      intro: t('cancelledIntro'),
      rows: eventRows(event, locale, site, reservation.people),
    },
    [],
  );
  // The cancelled event replaces the one in the visitor's calendar (same UID, higher SEQUENCE).
  mail.message.attachments = [eventAttachment(event, locale, site)];
  return mail;
}

function staffMail(
  event: HouseEvent,
  reservation: ReservationFields,
  site: SiteConfig,
  what: 'new' | 'undone',
): Mail {
  const name = singleLine(reservation.name).trim();
  const title = event.title.nl;
  const when = whenInWords(event, 'nl');
  const people = `${reservation.people} ${reservation.people === 1 ? 'persoon' : 'personen'}`;
  const rows = [
    { label: 'Evenement', text: title },
    { label: 'Wanneer', text: when },
    ...contactRows(reservation, reservation.locale),
    { label: 'Personen', text: String(reservation.people) },
    ...(reservation.message && what === 'new'
      ? [{ label: 'Bericht', text: reservation.message, block: true }]
      : []),
  ];
  const left = seatsLeft(event);
  const staffPage = `${site.siteUrl}/beheer/agenda/${encodeURIComponent(event.id)}`;
  return {
    to: site.mail.to,
    from: mailbox(
      `${displayName(reservation.name).slice(0, 60)} via ${siteHost(site.siteUrl)}`,
      site.mail.from,
    ),
    replyTo: mailbox(reservation.name, reservation.email),
    message: houseMail({
      subject: singleLine(
        `${what === 'new' ? 'Nieuwe reservatie' : 'Reservatie geannuleerd'}: ${name}, ${people}, ${title} (${when})`,
      ),
      greeting: 'Beste collega,',
      intro:
        what === 'new'
          ? `Er is een reservatie binnengekomen via de website${reservation.locale === 'nl' ? '' : `, in het ${LANGUAGE_NAMES[reservation.locale]}`}.`
          : 'Een bezoeker heeft een reservatie geannuleerd via de link in de bevestiging.',
      rows,
      after: [
        ...(left === undefined ? [] : [{ text: `Nog ${left} van ${event.seats} plaatsen vrij.` }]),
        { text: `Reservaties: ${staffPage}`, html: `Reservaties: ${mailLink(staffPage)}` },
      ],
      signature: `De website van ${site.name}`,
    }),
    fields: rows.map(({ label, text }) => ({ label, text })),
  };
}
