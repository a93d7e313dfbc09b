import type { Locale } from '@/i18n/routing';
import { PALETTE } from '@/lib/palette';
import { telHref } from '@/lib/site-config';
import { dateInWords, escapeHtml, singleLine } from '@/lib/text';

import { OCCASIONS } from './constants';
import type { ClubData, EventData } from './schemas';

export type MailDocument = {
  to: string;
  from: string;
  replyTo: string;
  message: { subject: string; text: string; html: string };
  /** What the visitor sent, as the mail lists it: the staff area shows the request from these. */
  fields: { label: string; text: string }[];
};

export type FormKind = 'club' | 'event';

type Site = { name: string; siteUrl: string; mail: { to: string; from: string } };

/** A display name that cannot break out of its quotes or its header line, nor pass for an address. */
export function displayName(name: string): string {
  return singleLine(name.replace(/["'`\\<>@]/g, ''))
    .trim()
    .slice(0, 100);
}

/** `"Name" <address>`, with both parts stripped of anything that could add a header. */
export function mailbox(name: string, address: string): string {
  const cleanAddress = address.replace(/[\s<>"\\,;]/g, '');
  const cleanName = displayName(name);
  return cleanName ? `"${cleanName}" <${cleanAddress}>` : cleanAddress;
}

/** `https://www.locuslex.be` → `locuslex.be`. */
function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '');
  } catch {
    return siteUrl;
  }
}

type Row = { label: string; text: string; html: string };

// Spaced as the mail's paragraphs are: a message of many lines stays easy to read.
const cell = `padding:8px 12px;border-bottom:1px solid ${PALETTE.parchmentDark};vertical-align:top;font-family:Georgia,serif;font-size:15px;line-height:1.5;color:${PALETTE.ink};`;

/** The visitor's language as the staff's mail names it: the reply can be in theirs. */
const LANGUAGE_NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Frans', en: 'Engels' };

/** The mail staff receive: addressed to them, every value escaped, answerable with one click. */
export function buildMail(
  kind: FormKind,
  data: ClubData | EventData,
  site: Site,
  locale: Locale = 'nl',
): MailDocument {
  // The name as typed, on one line, in the subject and the body (escaped in the HTML): staff see
  // "Sofie <De Smet>" as the visitor wrote it. Only the address headers take `displayName`, which
  // drops what could end a quoted display name.
  const name = singleLine(data.name).trim();
  const rows: Row[] = [
    { label: 'Naam', text: name, html: escapeHtml(name) },
    {
      label: 'Telefoon',
      text: data.phone,
      html: `<a href="${escapeHtml(telHref(data.phone))}" style="color:${PALETTE.wine};">${escapeHtml(data.phone)}</a>`,
    },
    {
      label: 'E-mail',
      text: data.email,
      html: `<a href="mailto:${escapeHtml(data.email)}" style="color:${PALETTE.wine};">${escapeHtml(data.email)}</a>`,
    },
    { label: 'Taal', text: LANGUAGE_NAMES[locale], html: LANGUAGE_NAMES[locale] },
  ];
  // What staff sort event requests by, in the subject too: the day and the size of the party.
  const eventSummary: string[] = [];
  if (kind === 'event') {
    const event = data as EventData;
    const date = event.date && dateInWords(event.date);
    if (date) {
      eventSummary.push(date);
      rows.push({ label: 'Gewenste datum', text: date, html: escapeHtml(date) });
    }
    if (event.guests) {
      eventSummary.push(`${event.guests} ${event.guests === '1' ? 'gast' : 'gasten'}`);
      rows.push({ label: 'Aantal gasten', text: event.guests, html: escapeHtml(event.guests) });
    }
    const occasion = OCCASIONS.find((o) => o.value === event.occasion)?.label;
    if (occasion)
      rows.push({ label: 'Soort gelegenheid', text: occasion, html: escapeHtml(occasion) });
  }
  if (data.message) {
    rows.push({
      label: 'Bericht',
      text: data.message,
      html: escapeHtml(data.message).replace(/\n/g, '<br>'),
    });
  }

  // One line, whatever a caller passed in: the subject is a mail header, and heads the mail too.
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
  const signature = `De website van ${site.name}`;

  const text = [
    'Beste collega,',
    '',
    intro,
    '',
    ...rows.map((r) =>
      r.label === 'Bericht' ? `${r.label}:\n${r.text}` : `${r.label}: ${r.text}`,
    ),
    '',
    `Beantwoord deze mail om ${name} rechtstreeks te antwoorden.`,
    `Clubregistratie: ${registerUrl}`,
    '',
    'Met vriendelijke groet,',
    signature,
  ].join('\n');

  // The viewport line makes phone mail apps lay the mail out at the screen's width, not at 980 px;
  // a long address or link breaks inside its cell rather than widening the mail past it.
  const html = `<!doctype html><html lang="nl-BE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0;background:${PALETTE.parchment};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PALETTE.parchment};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:${PALETTE.white};border-top:4px solid ${PALETTE.wine};word-break:break-word;overflow-wrap:anywhere;">
<tr><td style="padding:24px 24px 8px;font-family:Georgia,serif;font-size:22px;color:${PALETTE.wine};">${escapeHtml(subject)}</td></tr>
<tr><td style="padding:8px 24px 16px;font-family:Georgia,serif;font-size:15px;line-height:1.5;color:${PALETTE.ink};">Beste collega,<br><br>${escapeHtml(intro)}</td></tr>
<tr><td style="padding:0 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">
${rows
  .map(
    (r) =>
      `<tr><th scope="row" align="left" style="${cell}width:120px;font-weight:bold;color:${PALETTE.inkSoft};">${escapeHtml(r.label)}</th><td style="${cell}">${r.html}</td></tr>`,
  )
  .join('\n')}
</table></td></tr>
<tr><td style="padding:16px 24px;font-family:Georgia,serif;font-size:15px;line-height:1.5;color:${PALETTE.ink};">Beantwoord deze mail om ${escapeHtml(name)} rechtstreeks te antwoorden.<br>
Clubregistratie: <a href="${escapeHtml(registerUrl)}" style="color:${PALETTE.wine};">${escapeHtml(registerUrl)}</a></td></tr>
<tr><td style="padding:8px 24px 24px;font-family:Georgia,serif;font-size:15px;color:${PALETTE.ink};">Met vriendelijke groet,<br><em>${escapeHtml(signature)}</em></td></tr>
</table></td></tr></table></body></html>`;

  return {
    to: site.mail.to,
    // Marked as coming through the site: "Boekhouding Locus Lex" must not read as a colleague.
    from: mailbox(`${displayName(data.name)} via ${siteHost(site.siteUrl)}`, site.mail.from),
    replyTo: mailbox(data.name, data.email),
    message: { subject, text, html },
    fields: rows.map(({ label, text }) => ({ label, text })),
  };
}
