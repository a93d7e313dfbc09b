import type { SiteConfig } from '@/lib/site-config';

/** How long a published security.txt stays valid: under a year, as RFC 9116 asks. */
export const SECURITY_TXT_VALID_DAYS = 364;

/**
 * `/.well-known/security.txt` (RFC 9116): whom someone who finds a weakness in the site should
 * write to, the venue's own address.
 */
export function securityTxt(
  { email, name, siteUrl }: Pick<SiteConfig, 'email' | 'name' | 'siteUrl'>,
  builtAt: Date,
): string {
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_VALID_DAYS * 86_400_000);
  return [
    `# ${name}: een zwakke plek in deze website gevonden? Meld het ons, in het Nederlands of het Engels.`,
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: nl, en',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}
