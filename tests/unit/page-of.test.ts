/** @jest-environment node */
import { pageOf } from '@/i18n/page';
import { pathIn } from '@/i18n/routing';

describe('the page an address shows', () => {
  it('is read from the visitor’s address in each language, and leads back to it', () => {
    expect(pageOf('/erfgoed', 'nl')).toEqual({ page: '/erfgoed', params: {} });
    expect(pageOf('/fr/patrimoine', 'fr')).toEqual({ page: '/erfgoed', params: {} });
    expect(pageOf('/en', 'en')).toEqual({ page: '/', params: {} });
    const giraf = pageOf('/en/wines/De%20Koele%20Giraf', 'en')!;
    expect(giraf).toEqual({ page: '/wijnen/[...view]', params: { view: 'De Koele Giraf' } });
    expect(pathIn('fr', giraf.page, giraf.params)).toBe('/fr/vins/De%20Koele%20Giraf');
    // A view of the menu keeps its filters and page in the other language.
    const view = pageOf('/nl/wijnen/land/Frankrijk+Itali%C3%AB/pagina/2', 'nl')!;
    expect(view).toEqual({
      page: '/wijnen/[...view]',
      params: { view: 'land/Frankrijk+Italië/pagina/2' },
    });
    expect(pathIn('en', view.page, view.params)).toBe(
      '/en/wines/land/Frankrijk+Itali%C3%AB/pagina/2',
    );
    expect(pathIn('nl', '/club/registreer')).toBe('/club/registreer');
    expect(pathIn('en', '/club/registreer')).toBe('/en/club/join');
  });

  it('is read from the route’s address too, as the server renders it', () => {
    expect(pageOf('/nl/erfgoed', 'nl')).toEqual({ page: '/erfgoed', params: {} });
    expect(pageOf('/nl', 'nl')).toEqual({ page: '/', params: {} });
    expect(pageOf('/fr/erfgoed', 'fr')).toEqual({ page: '/erfgoed', params: {} });
  });

  it('is none for an address of no page, or of another language', () => {
    expect(pageOf('/beheer/wijnen', 'nl')).toBeUndefined();
    expect(pageOf('/fr/patrimoine', 'en')).toBeUndefined();
  });
});
