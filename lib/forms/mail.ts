import type { Locale } from '@/i18n/routing';
import {
  displayName,
  houseMail,
  mailbox,
  mailLink,
  siteHost,
  type Mail,
  type MailRow,
} from '@/lib/mail';
import { getTranslator } from '@/lib/messages';
import { telHref } from '@/lib/site-config';
import { dateInWords, singleLine } from '@/lib/text';

import type { OCCASIONS } from './constants';
import type { ClubData, EventData } from './schemas';

export type FormKind = 'club' | 'event';

type Site = { name: string; siteUrl: string; mail: { to: string; from: string } };

export const LANGUAGE_NAMES: Record<Locale, string> = {
  nl: 'Nederlands',
  fr: 'Frans',
  en: 'Engels',
};

/** Who wrote to the house, as its staff mails list them: name, phone and mail one click away. */
export function contactRows(
  who: { name: string; phone: string; email: string },
  locale: Locale,
): MailRow[] {
  return [
    // As typed ("Sofie <De Smet>"), escaped in the HTML; only the address headers take `displayName`.
    { label: 'Naam', text: singleLine(who.name).trim() },
    { label: 'Telefoon', text: who.phone, html: mailLink(telHref(who.phone), who.phone) },
    { label: 'E-mail', text: who.email, html: mailLink(`mailto:${who.email}`, who.email) },
    { label: 'Taal', text: LANGUAGE_NAMES[locale] },
  ];
}

/** The mail staff receive: addressed to them, every value escaped, answerable with one click. */
export function buildMail(
  kind: FormKind,
  data: ClubData | EventData,
  site: Site,
  locale: Locale = 'nl',
): Mail {
  const name = singleLine(data.name).trim();
  const rows: MailRow[] = contactRows(data, locale);
  const eventSummary: string[] = [];
  if (kind === 'event') {
    const event = data as EventData;
    const date = event.date && dateInWords(event.date);
    if (date) {
      eventSummary.push(date);
      rows.push({ label: 'Gewenste datum', text: date });
    }
    if (event.guests) {
      eventSummary.push(`${event.guests} ${event.guests === '1' ? 'gast' : 'gasten'}`);
      rows.push({ label: 'Aantal gasten', text: event.guests });
    }
    const occasion =
      event.occasion &&
      getTranslator('nl', 'Forms')(`occasions.${event.occasion as (typeof OCCASIONS)[number]}`);
    if (occasion) rows.push({ label: 'Soort gelegenheid', text: occasion });
  }
  if (data.message) rows.push({ label: 'Bericht', block: true, text: data.message });

  const subject = singleLine(
    kind === 'club'
      ? `Nieuw clublid: ${name}`
      : [`Nieuwe aanvraag voor een evenement: ${name}`, ...eventSummary].join(', '),
  );
  const intro = [
    kind === 'club'
      ? 'Er is een nieuwe aanvraag om lid te worden van de 1504 Club binnengekomen via de website.'
      : 'Er is een nieuwe aanvraag binnengekomen om de eventruimte van 1504 Locus Lex te huren.',
    ...(locale === 'nl'
      ? []
      : [
          `De aanvrager schreef in het ${LANGUAGE_NAMES[locale]}: antwoord bij voorkeur in die taal.`,
        ]),
  ].join(' ');
  const registerUrl = `${site.siteUrl}/club/registreer`;
  const reply = `Beantwoord deze mail om ${name} rechtstreeks te antwoorden.`;
  const message = houseMail({
    subject,
    greeting: 'Beste collega,',
    intro,
    rows,
    after: [
      { text: reply },
      {
        text: `Clubregistratie: ${registerUrl}`,
        html: `Clubregistratie: ${mailLink(registerUrl)}`,
      },
    ],
    signature: `De website van ${site.name}`,
  });
  return {
    to: site.mail.to,
    // Marked as coming through the site: "Boekhouding Locus Lex" must not read as a colleague.
    from: mailbox(
      `${displayName(data.name).slice(0, 60)} via ${siteHost(site.siteUrl)}`,
      site.mail.from,
    ),
    replyTo: mailbox(data.name, data.email),
    message,
    fields: rows.map(({ label, text }) => ({ label, text })),
  };
}
