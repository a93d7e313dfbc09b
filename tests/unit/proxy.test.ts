/** @jest-environment node */
import { unstable_doesMiddlewareMatch as matches } from 'next/experimental/testing/server';

import { localizedPath, routing, type AppPathname } from '@/i18n/routing';
import { ANIMAL_NAMES } from '@/lib/content/animals';
import { PUBLIC_PAGES } from '@/lib/routes';
import { PHOTO_UPLOAD_PATH } from '@/lib/staff/constants';
import { photoAddress } from '@/lib/wines/photos';
import { config } from '@/proxy';

const at = (path: string) => matches({ config, url: `http://localhost${path}` });
const everyLanguage = (page: AppPathname, params?: Record<string, string>) =>
  routing.locales.map((locale) => localizedPath(locale, page, params));

describe("the proxy's matcher", () => {
  it('takes the home page, the inspiration page and every view of the menu in every language', () => {
    const paths = [
      ...everyLanguage('/'),
      ...everyLanguage('/inspiratie'),
      ...everyLanguage('/wijnen'),
      ...everyLanguage('/wijnen/[...view]', { view: 'type/Rood/pagina/2' }),
      ...ANIMAL_NAMES.flatMap((view) => everyLanguage('/wijnen/[...view]', { view })),
    ];
    expect(paths.filter((path) => !at(path))).toEqual([]);
  });

  it('takes the staff pages, and every public page typed with capitals', () => {
    expect(['/beheer', '/beheer/wijnen/nieuw'].every(at)).toBe(true);
    const typed = (PUBLIC_PAGES as AppPathname[])
      .flatMap((page) => everyLanguage(page))
      .filter((path) => path !== '/')
      .map((path) => path.toUpperCase());
    expect(typed.filter((path) => !at(path))).toEqual([]);
  });

  it('leaves the photo upload and the photos to their route handlers, bodies whole', () => {
    expect(
      [PHOTO_UPLOAD_PATH, photoAddress('0123456789abcdef0123456789abcdef')].filter(at),
    ).toEqual([]);
    expect(['/beheer/wijnfotos', '/beheer/wijnfoto/x', '/beheer/wijnen/wijnfoto'].every(at)).toBe(
      true,
    );
  });

  it('leaves pages that need nothing of it to Next alone', () => {
    const others = [...everyLanguage('/club'), ...everyLanguage('/event'), '/_next/static/x.js'];
    expect(others.filter(at)).toEqual([]);
  });
});
