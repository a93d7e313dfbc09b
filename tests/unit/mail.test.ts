import { buildMail } from '@/lib/forms/mail';
import { displayName, mailbox } from '@/lib/mail';
import { escapeHtml } from '@/lib/text';

import { htmlChecker } from '../support/html-validity';
import { MAIL_SITE } from '../support/mail-site';

const site = MAIL_SITE;
const club = {
  name: 'Anna De Smet',
  phone: '+32 470 12 34 56',
  email: 'anna@voorbeeld.be',
  message: 'Eerste regel\nTweede regel',
  keysAccepted: true,
  privacyAccepted: true,
};

describe('buildMail', () => {
  it('sends from the venue, named as the visitor through the site, replying to the visitor', () => {
    const mail = buildMail('club', club, site);
    expect(mail.to).toBe('info@locuslex.example');
    expect(mail.from).toBe('"Anna De Smet via locuslex.example" <no-reply@locuslex.example>');
    expect(mail.replyTo).toBe('"Anna De Smet" <anna@voorbeeld.be>');
    expect(mail.message.subject).toBe('Nieuw clublid: Anna De Smet');
  });

  it('dials a number written with a bracketed trunk zero, and shows it as the visitor wrote it', () => {
    const { html, text } = buildMail(
      'club',
      { ...club, phone: '+32 (0)470 12 34 56' },
      site,
    ).message;
    expect(html).toContain('href="tel:+32470123456"');
    expect(html).toContain('>+32 (0)470 12 34 56</a>');
    expect(text).toContain('Telefoon: +32 (0)470 12 34 56');
  });

  it('lists name, phone and e-mail as links, the message with its line breaks, and the club link', () => {
    const { html, text } = buildMail('club', club, site).message;
    expect(html).toContain('Beste collega');
    expect(html).toContain('href="tel:+32470123456"');
    expect(html).toContain('href="mailto:anna@voorbeeld.be"');
    expect(html).toContain('Eerste regel<br>Tweede regel');
    expect(html).toContain('https://locuslex.example/club/registreer');
    expect(html).toContain('De website van 1504 Locus Lex');
    expect(html).toContain('<table');
    // Drawn for light only: a mail app in dark mode leaves its colours as they are.
    expect(html).toContain('<meta name="color-scheme" content="light">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light">');
    expect(text).toContain('Telefoon: +32 470 12 34 56');
    expect(text).toContain('Eerste regel\nTweede regel');
    expect(text).toContain('https://locuslex.example/club/registreer');
    // Staff see at once what kind of request it is.
    expect(text).toContain('Er is een nieuwe aanvraag om lid te worden van de 1504 Club');
    expect(html).toContain('Er is een nieuwe aanvraag om lid te worden van de 1504 Club');
    const event = buildMail('event', { ...club, date: '', guests: '', occasion: '' }, site);
    expect(event.message.text).toContain(
      'Er is een nieuwe aanvraag binnengekomen om de eventruimte',
    );
    expect(event.message.text).not.toContain('lid te worden');
  });

  it('stays in Dutch and names the language the visitor wrote in, so the reply can be in theirs', () => {
    const french = buildMail('club', club, site, 'fr');
    expect(french.message.subject).toBe('Nieuw clublid: Anna De Smet');
    expect(french.message.text).toContain('Taal: Frans');
    expect(french.message.text).toContain('De aanvrager schreef in het Frans');
    expect(french.fields).toContainEqual({ label: 'Taal', text: 'Frans' });
    expect(buildMail('club', club, site, 'en').message.html).toContain('Engels');
    expect(buildMail('club', club, site).message.text).toContain('Taal: Nederlands');
    expect(buildMail('club', club, site).message.text).not.toContain('De aanvrager schreef');
  });

  it('escapes HTML in every user value', () => {
    const hostile = {
      ...club,
      name: '<script>alert(1)</script>',
      message: '<img src=x onerror=alert(1)> & "quotes"',
    };
    const { html } = buildMail('club', hostile, site).message;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  });

  it('shows the name as typed in the subject and body, and the stripped one only in addresses', () => {
    const mail = buildMail('club', { ...club, name: 'Sofie "Fi" <De Smet> & co' }, site);
    expect(mail.message.subject).toBe('Nieuw clublid: Sofie "Fi" <De Smet> & co');
    expect(mail.message.text).toContain('Naam: Sofie "Fi" <De Smet> & co');
    expect(mail.message.text).toContain('om Sofie "Fi" <De Smet> & co rechtstreeks');
    expect(mail.message.html).toContain('Sofie &quot;Fi&quot; &lt;De Smet&gt; &amp; co</td>');
    expect(mail.message.html).not.toContain('<De Smet>');
    expect(mail.from).toBe(
      '"Sofie Fi De Smet & co via locuslex.example" <no-reply@locuslex.example>',
    );
    expect(mail.replyTo).toBe('"Sofie Fi De Smet & co" <anna@voorbeeld.be>');
  });

  it('never lets a visitor’s name pass for a colleague or an address', () => {
    const www = { ...site, siteUrl: 'https://www.locuslex.be' };
    const mail = buildMail('club', { ...club, name: 'Boekhouding Locus Lex' }, www);
    expect(mail.from).toBe('"Boekhouding Locus Lex via locuslex.be" <no-reply@locuslex.example>');
    const spoof = buildMail('club', { ...club, name: "'ceo@locuslex.be'" }, www);
    expect(spoof.from).toBe('"ceolocuslex.be via locuslex.be" <no-reply@locuslex.example>');
    expect(spoof.replyTo).toBe('"ceolocuslex.be" <anna@voorbeeld.be>');
  });

  it('never lets a line break or quote into an address header', () => {
    const mail = buildMail('club', { ...club, name: 'Eve"\r\nBcc: all@x.be <evil>' }, site);
    for (const header of [mail.from, mail.replyTo, mail.message.subject]) {
      expect(header).not.toMatch(/[\r\n]/);
    }
    expect(mail.from).toBe(
      '"Eve Bcc: allx.be evil via locuslex.example" <no-reply@locuslex.example>',
    );
    // The subject holds the event's party size too: a value that never passed the schema (a
    // caller that skipped it) still cannot open a header line.
    const event = buildMail(
      'event',
      { ...club, date: '', guests: '2\r\n\tBcc: all@x.be\u0000', occasion: '' },
      site,
    );
    expect(event.message.subject).toBe(
      'Nieuwe aanvraag voor een evenement: Anna De Smet, 2 Bcc: all@x.be gasten',
    );
  });

  it('includes the event details when filled, and names an event request, its day and party in the subject', () => {
    const mail = buildMail(
      'event',
      { ...club, privacyAccepted: true, date: '2031-05-17', guests: '40', occasion: 'proeverij' },
      site,
    );
    expect(mail.message.subject).toBe(
      'Nieuwe aanvraag voor een evenement: Anna De Smet, zaterdag 17 mei 2031, 40 gasten',
    );
    const alone = { ...club, privacyAccepted: true, occasion: '' };
    expect(buildMail('event', { ...alone, date: '', guests: '1' }, site).message.subject).toBe(
      'Nieuwe aanvraag voor een evenement: Anna De Smet, 1 gast',
    );
    expect(buildMail('event', { ...alone, date: '', guests: '' }, site).message.subject).toBe(
      'Nieuwe aanvraag voor een evenement: Anna De Smet',
    );
    expect(mail.message.html).toContain('Gewenste datum');
    // In the mail's body day and month stay on one line (the subject above, a header, has plain
    // spaces).
    expect(mail.message.html).toMatch(/">zaterdag 17\u00a0mei 2031<\/td>/);
    expect(mail.message.text).toContain('Gewenste datum: zaterdag 17\u00a0mei 2031');
    expect(mail.message.text).toContain('Aantal gasten: 40');
    expect(mail.message.text).toContain('Soort gelegenheid: Proeverij');
  });

  it('is valid HTML that a screen reader reads as label and value, whatever the visitor typed', async () => {
    // Less the table attributes (width, cellpadding, align) that mail clients such as Outlook
    // need where CSS alone does not hold.
    const problems = htmlChecker({ 'no-deprecated-attr': 'off' });
    const typed = { ...club, name: 'Jan <b>"de" & co', message: '<p>Hallo</p>\n</table>' };
    const event = { ...typed, date: '2031-05-17', guests: '40', occasion: 'proeverij' };
    for (const mail of [buildMail('club', typed, site), buildMail('event', event, site)]) {
      const messages = await problems(mail.message.html);
      expect({ subject: mail.message.subject, messages }).toEqual({
        subject: mail.message.subject,
        messages: [],
      });
    }
  });

  it('leaves out event details that were not filled', () => {
    const mail = buildMail('event', { ...club, date: '', guests: '', occasion: '' }, site);
    expect(mail.message.text).not.toContain('Gewenste datum');
    expect(mail.message.text).not.toContain('Aantal gasten');
  });
});

describe('helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
  it('cleans display names and addresses', () => {
    expect(displayName('  Jan\t"Jansens"\n ')).toBe('Jan Jansens');
    // Controls that are no white space (NUL, bell, escape, delete) cannot ride along in a header.
    expect(displayName('Jan\u0000Jan\u0007sens\u001b[31m\u007f')).toBe('Jan Jan sens [31m');
    // Nor a C1 control (CSI) or a direction override, as on every one-line text (lib/text.ts).
    expect(displayName('Jan\u009b31m Jan\u202esens')).toBe('Jan 31m Jansens');
    // However long a name comes in, the header holds at most 100 characters of it.
    expect(displayName(`${'Anna '.repeat(40)}`)).toHaveLength(100);
    expect(mailbox('x'.repeat(300), 'a@b.be')).toBe(`"${'x'.repeat(100)}" <a@b.be>`);
    expect(mailbox('', 'a@b.be')).toBe('a@b.be');
    expect(mailbox('Jan', 'a@b.be\r\nBcc: c@d.be')).toBe('"Jan" <a@b.beBcc:c@d.be>');
    // Invisible characters neither pass nor push the "via" marker out of a long name.
    expect(displayName('Jan\u200bJan\u3164sens')).toBe('JanJansens');
    const padded = `Boekhouding Locus Lex${'\u200b'.repeat(79)}`;
    expect(buildMail('club', { ...club, name: padded }, site).from).toMatch(
      /^"Boekhouding Locus Lex via [^"]+" </,
    );
    expect(buildMail('club', { ...club, name: 'A'.repeat(100) }, site).from).toContain(' via ');
  });
});
