import type { SiteConfig } from '@/lib/site-config';

// Must be under a year.
export const SECURITY_TXT_VALID_DAYS = 364;

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
