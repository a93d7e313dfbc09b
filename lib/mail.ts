import { PALETTE } from './palette';
import { escapeHtml, singleLine } from './text';

export type Mail = {
  to: string;
  from: string;
  replyTo?: string;
  message: {
    subject: string;
    text: string;
    html: string;
    /** Nodemailer's attachments, as the extension passes them on: an event's `.ics`. */
    attachments?: { filename: string; content: string; contentType: string }[];
  };
  /** What a visitor sent, as the mail lists it: the staff area shows a request from these. */
  fields?: { label: string; text: string }[];
};

/** A line of a mail as text, and as HTML its maker escaped (by default the text, escaped here). */
export type MailLine = { text: string; html?: string };

const htmlOf = (line: MailLine) => line.html ?? escapeHtml(line.text).replace(/\n/g, '<br>');

/** A display name that cannot break out of its quotes or its header line, nor pass for an address. */
export function displayName(name: string): string {
  return singleLine(name.replace(/["'`\\<>@\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, ''))
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
export function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '');
  } catch {
    return siteUrl;
  }
}

export const mailLink = (href: string, label = href) =>
  `<a href="${escapeHtml(href)}" style="color:${PALETTE.wine};">${escapeHtml(label)}</a>`;

const font = `font-family:Georgia,serif;font-size:15px;line-height:1.5;color:${PALETTE.ink};`;
const cell = `padding:8px 12px;border-bottom:1px solid ${PALETTE.parchmentDark};vertical-align:top;${font}`;

/** A `block` row's text starts on a line of its own. */
export type MailRow = MailLine & { label: string; block?: boolean };

type Parts = {
  subject: string;
  greeting: string;
  intro: string;
  rows?: MailRow[];
  after: MailLine[];
  signature: string;
  /** A visitor's mail is in their language; the staff's is Dutch. */
  closing?: string;
  lang?: string;
};

/** The house's mail, as text and as HTML that phones lay out at their width. */
export function houseMail({
  subject,
  greeting,
  intro,
  rows = [],
  after,
  signature,
  closing = 'Met vriendelijke groet,',
  lang = 'nl-BE',
}: Parts) {
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map((r) => (r.block ? `${r.label}:\n${r.text}` : `${r.label}: ${r.text}`)),
    ...(rows.length ? [''] : []),
    ...after.map((line) => line.text),
    '',
    closing,
    signature,
  ].join('\n');
  const table = rows
    .map(
      (r) =>
        `<tr><th scope="row" align="left" style="${cell}width:120px;font-weight:bold;color:${PALETTE.inkSoft};">${escapeHtml(r.label)}</th><td style="${cell}">${htmlOf(r)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0;background:${PALETTE.parchment};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PALETTE.parchment};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:${PALETTE.white};border-top:4px solid ${PALETTE.wine};word-break:break-word;overflow-wrap:anywhere;">
<tr><td style="padding:24px 24px 8px;font-family:Georgia,serif;font-size:22px;color:${PALETTE.wine};">${escapeHtml(subject)}</td></tr>
<tr><td style="padding:8px 24px 16px;${font}">${escapeHtml(greeting)}<br><br>${escapeHtml(intro)}</td></tr>
${table && `<tr><td style="padding:0 24px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">\n${table}\n</table></td></tr>`}
<tr><td style="padding:16px 24px;${font}">${after.map(htmlOf).join('<br>\n')}</td></tr>
<tr><td style="padding:8px 24px 24px;${font}">${escapeHtml(closing)}<br><em>${escapeHtml(signature)}</em></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
