import { SECURITY_TXT_VALID_DAYS, securityTxt } from '@/app/.well-known/security.txt/security-txt';
import { getSiteConfig } from '@/lib/site-config';

const DAY = 24 * 60 * 60 * 1000;
const config = {
  name: '1504 Locus Lex',
  email: 'info@locuslex.be',
  siteUrl: 'https://locuslex.be',
};
const builtAt = new Date('2026-11-28T15:42:48.123Z');

/** The fields of a security.txt, each name with its values, comments left out. */
function fields(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n').filter((l) => l && !l.startsWith('#'))) {
    expect(line).toMatch(/^[A-Za-z-]+: \S/);
    const [name, value] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)];
    found.set(name, [...(found.get(name) ?? []), value]);
  }
  return found;
}

describe('securityTxt (RFC 9116)', () => {
  it('names the venue’s address to write to, its languages and its own address', () => {
    const text = securityTxt(config, builtAt);
    const f = fields(text);
    expect(f.get('Contact')).toEqual(['mailto:info@locuslex.be']);
    expect(f.get('Preferred-Languages')).toEqual(['nl, en']);
    expect(f.get('Canonical')).toEqual(['https://locuslex.be/.well-known/security.txt']);
    // One line per field, ending with a line break; a Dutch comment on top for whoever reads it.
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n')[0]).toMatch(/^# 1504 Locus Lex: .*Meld het ons/);
  });

  it('expires once, less than a year after the build, in the RFC’s date format', () => {
    const f = fields(securityTxt(config, builtAt));
    expect(f.get('Expires')).toHaveLength(1);
    const expires = f.get('Expires')![0]!;
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const valid = Date.parse(expires) - builtAt.getTime();
    expect(valid).toBeGreaterThan(SECURITY_TXT_VALID_DAYS * DAY - 1000);
    expect(valid).toBeLessThan(365 * DAY);
  });

  it('writes what the site is configured with', () => {
    const f = fields(securityTxt(getSiteConfig(), builtAt));
    expect(f.get('Contact')).toEqual([`mailto:${getSiteConfig().email}`]);
    expect(f.get('Canonical')).toEqual([`${getSiteConfig().siteUrl}/.well-known/security.txt`]);
  });
});
