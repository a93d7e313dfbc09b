/** The site a test's mail is built for (lib/forms/mail.ts): the venue's name, address and boxes. */
export const MAIL_SITE = {
  name: '1504 Locus Lex',
  siteUrl: 'https://locuslex.example',
  mail: { to: 'info@locuslex.example', from: 'no-reply@locuslex.example' },
};
