/** @jest-environment node */
import { readdirSync } from 'node:fs';

import {
  ANIMAL_PAGES,
  PAGE_TEMPLATES,
  PUBLIC_PAGES,
  SAMPLE_ANIMAL_PAGE,
  SAMPLE_EVENT_PAGE,
} from '@/lib/routes';

/** Every file under app/, by its path there. */
const appFiles = () => readdirSync('app', { recursive: true, encoding: 'utf8' });

/** The route of every page file under app/ ((groups), _private folders and the language left out). */
function pageRoutes(): string[] {
  return appFiles()
    .filter((file) => /(^|\/)page\.(tsx|ts|jsx|js|mdx)$/.test(file))
    .map((file) => file.split('/').slice(0, -1))
    .filter((segments) => !segments.some((s) => s.startsWith('_')))
    .map((segments) => segments.filter((s) => s !== '[locale]' && !/^\(.*\)$/.test(s)))
    .map((segments) => `/${segments.join('/')}`)
    .sort();
}

describe('every page is known to the sitemap, the every-route tests and the bench', () => {
  it('lists each page file in PUBLIC_PAGES, but for the animal, event and wine pages and the staff area', () => {
    const routes = pageRoutes().filter((route) => !route.startsWith('/beheer'));
    expect(routes.filter((route) => !PUBLIC_PAGES.includes(route))).toEqual([
      '/agenda/[event]',
      '/agenda/annuleren',
      '/wijnen/[[...view]]',
      '/wijnen/wijn/[wine]',
    ]);
    expect(PUBLIC_PAGES.filter((route) => !routes.includes(route))).toEqual(['/wijnen']);
    expect(ANIMAL_PAGES).toHaveLength(6);
    for (const page of ANIMAL_PAGES) expect(page).toMatch(/^\/wijnen\/[^/]+$/);
  });

  it('scans and benches every template once: every public page and an animal; the bench an event too', () => {
    expect(ANIMAL_PAGES).toContain(SAMPLE_ANIMAL_PAGE);
    expect(SAMPLE_EVENT_PAGE).toMatch(/^\/agenda\/\d{4}-\d{2}-\d{2}-proeverij-loire$/);
    expect(PAGE_TEMPLATES).toEqual([...PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE]);
  });
});
