/** @jest-environment node */
import { matchPage } from '@/i18n/page';
import { localizedPath } from '@/i18n/routing';

describe('the page an address shows', () => {
  it('is read from the visitor’s address in each language, and leads back to it', () => {
    expect(matchPage('/erfgoed', 'nl')).toEqual({ page: '/erfgoed', params: {} });
    expect(matchPage('/fr/patrimoine', 'fr')).toEqual({ page: '/erfgoed', params: {} });
    expect(matchPage('/en', 'en')).toEqual({ page: '/', params: {} });
    const giraf = matchPage('/en/wines/De%20Koele%20Giraf', 'en')!;
    expect(giraf).toEqual({ page: '/wijnen/[...view]', params: { view: 'De Koele Giraf' } });
    expect(localizedPath('fr', giraf.page, giraf.params)).toBe('/fr/vins/De%20Koele%20Giraf');
    // A view of the menu keeps its filters and page in the other language.
    const view = matchPage('/nl/wijnen/land/Frankrijk+Itali%C3%AB/pagina/2', 'nl')!;
    expect(view).toEqual({
      page: '/wijnen/[...view]',
      params: { view: 'land/Frankrijk+Italië/pagina/2' },
    });
    expect(localizedPath('en', view.page, view.params)).toBe(
      '/en/wines/land/Frankrijk+Itali%C3%AB/pagina/2',
    );
    expect(localizedPath('nl', '/club/registreer')).toBe('/club/registreer');
    expect(localizedPath('en', '/club/registreer')).toBe('/en/club/join');
  });

  it('is read from the route’s address too, as the server renders it', () => {
    expect(matchPage('/nl/erfgoed', 'nl')).toEqual({ page: '/erfgoed', params: {} });
    expect(matchPage('/nl', 'nl')).toEqual({ page: '/', params: {} });
    expect(matchPage('/fr/erfgoed', 'fr')).toEqual({ page: '/erfgoed', params: {} });
  });

  it('is none for an address of no page, or of another language', () => {
    expect(matchPage('/beheer/wijnen', 'nl')).toBeUndefined();
    expect(matchPage('/fr/patrimoine', 'en')).toBeUndefined();
  });
});
