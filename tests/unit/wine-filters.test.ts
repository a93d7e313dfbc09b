/** @jest-environment node */
import { ANIMALS } from '@/lib/content/animals';
import {
  applyFilters,
  buildFilters,
  collectionOfPath,
  emptySelection,
  filterLinks,
  isFiltered,
  offeredSelection,
  paginate,
  parseQuery,
  readView,
  sortOptions,
  spelledAsData,
  toggleOption,
  viewSegments,
  wineListHref,
  winePrices,
  withoutOption,
  type Selection,
} from '@/lib/wines/filters';
import { viewDetail, wineListMetadata } from '@/lib/wines/metadata';
import type { Wine } from '@/lib/wines/schema';

import { createTranslator } from 'next-intl';

import { wineWords } from '@/components/wines/wine-words';
import french from '@/messages/fr.json';

import { dutchWineWords } from '../support/intl';
import { wine } from '../support/wine';
import { formatEuro, regionName } from '@/lib/wines/names';

const wines: Wine[] = [
  wine({ _id: '1', name: 'Bordeaux', type: 'Rood', country: 'Frankrijk', region: 'Bordeaux' }),
  wine({
    _id: '2',
    name: 'Chablis',
    type: 'Wit',
    country: 'Frankrijk',
    region: 'Bourgogne',
    collection: 'De Koele Giraf',
  }),
  wine({
    _id: '3',
    name: 'Rioja',
    type: 'Rood',
    country: 'Spanje',
    region: 'Rioja',
    collection: 'De Trouwe Hond',
  }),
  wine({
    _id: '4',
    name: 'Cava',
    type: 'Mousserend',
    country: 'Spanje',
    region: 'Penedès',
    collection: 'De Sluwe Vos',
  }),
  wine({
    _id: '5',
    name: 'Provence',
    type: 'Rosé',
    country: 'Frankrijk',
    region: '',
    collection: 'De Koele Giraf',
  }),
];

describe('filters', () => {
  it('ORs options within one filter', () => {
    const selection = { ...emptySelection(), type: ['Rood', 'Wit'] };
    expect(applyFilters(wines, selection).map((w) => w._id)).toEqual(['1', '2', '3']);
  });

  it('ANDs across filters', () => {
    const selection = { ...emptySelection(), type: ['Rood', 'Wit'], land: ['Spanje'] };
    expect(applyFilters(wines, selection).map((w) => w._id)).toEqual(['3']);
  });

  it('matches nothing for an unknown value instead of failing', () => {
    expect(applyFilters(wines, { ...emptySelection(), land: ['Atlantis'] })).toEqual([]);
  });

  it('offers the distinct non-empty values, types in wine-list order, the rest in Dutch order', () => {
    const filters = buildFilters(wines, emptySelection(), dutchWineWords().naming);
    const byId = Object.fromEntries(filters.map((f) => [f.id, f]));
    expect(byId.type?.options).toEqual(['Rood', 'Wit', 'Rosé', 'Mousserend']);
    expect(byId.regio?.options).toEqual(['Bordeaux', 'Bourgogne', 'Penedès', 'Rioja']);
    expect(byId.land?.options).toEqual(['Frankrijk', 'Spanje']);
    expect(filters.filter((f) => f.onMobile).map((f) => f.label)).toEqual([
      'Type wijn',
      'Collectie',
      'Label',
    ]);
    // Wine houses and grapes are names a translating browser leaves alone; types translate.
    expect(filters.filter((f) => f.names).map((f) => f.id)).toEqual(['wijnhuis', 'druif']);
  });

  it('chooses a wine by any one of its grapes or labels, counts it once under each, and names labels in the page’s language', () => {
    const blends = [
      wine({ _id: 'b', grapes: ['Merlot', 'Cabernet Franc'], labels: ['organic', 'vegan'] }),
      wine({ _id: 'm', grapes: ['Merlot'], labels: ['organic'] }),
      wine({ _id: 'c', grapes: ['Chardonnay'], labels: [] }),
    ];
    const ids = (selection: Partial<Selection>) =>
      applyFilters(blends, { ...emptySelection(), ...selection }).map((w) => w._id);
    expect(ids({ druif: ['Merlot'] })).toEqual(['b', 'm']);
    expect(ids({ druif: ['Cabernet Franc', 'Chardonnay'] })).toEqual(['b', 'c']);
    expect(ids({ label: ['vegan'] })).toEqual(['b']);
    expect(ids({ druif: ['Merlot'], label: ['vegan'] })).toEqual(['b']);
    const t = createTranslator({ locale: 'fr', messages: french, namespace: 'Wines' });
    const byId = Object.fromEntries(
      buildFilters(blends, emptySelection(), wineWords('fr', t).naming).map((f) => [f.id, f]),
    );
    expect(byId.druif?.options).toEqual(['Cabernet Franc', 'Chardonnay', 'Merlot']);
    expect(byId.druif?.counts).toEqual([1, 1, 2]);
    // Labels in their own order, not the alphabet's, and in French.
    expect(byId.label?.options).toEqual(['organic', 'vegan']);
    expect(byId.label?.shown).toEqual(['Bio', 'Vegan']);
    expect(byId.label?.counts).toEqual([2, 1]);
  });

  it('reads a label typed in other letters in an address as the label, one view', () => {
    expect(readView(['label', 'Organic'])?.selection.label).toEqual(['organic']);
    expect(wineListHref({ ...emptySelection(), druif: ['Pinot Noir'] })).toBe(
      '/wijnen/druif/Pinot%20Noir',
    );
  });

  it('names types and countries in the page’s language and sorts by those names; values stay the data’s', () => {
    const t = createTranslator({ locale: 'fr', messages: french, namespace: 'Wines' });
    const several = [
      ...wines,
      wine({ _id: 'de', country: 'Duitsland', type: 'Wit' }),
      wine({ _id: 'x', country: 'Narnia' }),
    ];
    const filters = buildFilters(several, emptySelection(), wineWords('fr', t).naming);
    const byId = Object.fromEntries(filters.map((f) => [f.id, f]));
    expect(byId.type?.label).toBe('Type de vin');
    expect(byId.type?.shown).toEqual(['Rouge', 'Blanc', 'Rosé', 'Effervescent']);
    expect(byId.land?.options).toEqual(['Duitsland', 'Spanje', 'Frankrijk', 'Narnia']);
    // A country Intl does not know is shown as the staff wrote it.
    expect(byId.land?.shown).toEqual(['Allemagne', 'Espagne', 'France', 'Narnia']);
  });

  it('counts beside each option the wines it chooses: those that pass the other filters', () => {
    const counts = (selection: Selection) =>
      Object.fromEntries(
        buildFilters(wines, selection).map((f) => [
          f.id,
          Object.fromEntries(f.options.map((o, i) => [o, f.counts[i]])),
        ]),
      );
    expect(counts(emptySelection()).type).toEqual({ Rood: 2, Wit: 1, Rosé: 1, Mousserend: 1 });
    expect(counts(emptySelection()).land).toEqual({ Frankrijk: 3, Spanje: 2 });
    // Within a filter an option adds its wines (OR), so its own choices do not change its counts;
    // across filters (AND) they do, down to an option that would leave no wine.
    const redFromSpain = { ...emptySelection(), type: ['Rood'], land: ['Spanje'] };
    expect(counts(redFromSpain).type).toEqual({ Rood: 1, Wit: 0, Rosé: 0, Mousserend: 1 });
    expect(counts(redFromSpain).land).toEqual({ Frankrijk: 1, Spanje: 1 });
    expect(counts(redFromSpain).collectie).toEqual({
      'De Koele Giraf': 0,
      'De Sluwe Vos': 0,
      'De Trouwe Hond': 1,
      Wijninspiratie: 0,
    });
    // What a link leads to: an option chosen alone in its filter shows as many wines as it counts.
    for (const filter of buildFilters(wines, redFromSpain))
      filter.options.forEach((option, i) => {
        const alone = { ...redFromSpain, [filter.id]: [option] };
        expect(applyFilters(wines, alone)).toHaveLength(filter.counts[i]!);
      });
  });

  it('offers only values an address can carry, and each one offered chooses its wines', () => {
    const long = (n: number) => `Domaine ${'x'.repeat(n - 8)}`;
    const houses = [
      ...wines,
      { ...wines[0]!, winehouse: long(100) },
      { ...wines[0]!, winehouse: long(101) },
    ];
    const options = buildFilters(houses).find((f) => f.id === 'wijnhuis')!.options;
    expect(options).toContain(long(100));
    expect(options).not.toContain(long(101));
    for (const option of options) {
      const { selection } = parseQuery({ wijnhuis: option });
      expect(applyFilters(houses, selection).length).toBeGreaterThan(0);
    }
  });

  it('links each option to the view with it chosen or, when it already is, without it, from the first page', () => {
    const land = buildFilters(wines).find((f) => f.id === 'land')!;
    const selection = { ...emptySelection(), type: ['Rood'], land: ['Spanje'] };
    expect(filterLinks(land, selection)).toEqual([
      {
        name: 'Frankrijk',
        shown: 'Frankrijk',
        count: 3,
        selected: false,
        // In one order, not the order of choosing: one view, one address.
        href: '/wijnen/type/Rood/land/Frankrijk+Spanje',
      },
      {
        name: 'Spanje',
        shown: 'Spanje',
        count: 2,
        selected: true,
        href: '/wijnen/type/Rood',
      },
    ]);
    // On a French page the links lead to the French menu, with the same values.
    expect(filterLinks(land, selection, '/fr/vins')[1]?.href).toBe('/fr/vins/type/Rood');
    // On an animal page the animal stays in the path while it is the only collection chosen.
    const giraf = { ...emptySelection(), collectie: ['De Koele Giraf'] };
    expect(filterLinks(land, giraf)[0]?.href).toBe('/wijnen/De%20Koele%20Giraf/land/Frankrijk');
  });

  it('sorts accented names as Dutch readers expect', () => {
    expect(sortOptions('land', ['Oostenrijk', 'Italië', 'België', 'Zuid-Afrika'])).toEqual([
      'België',
      'Italië',
      'Oostenrijk',
      'Zuid-Afrika',
    ]);
  });

  it('calls a view filtered when any filter has a value, whatever its page', () => {
    expect(isFiltered(emptySelection())).toBe(false);
    expect(isFiltered(parseQuery({ pagina: '3' }).selection)).toBe(false);
    for (const id of ['type', 'collectie', 'land', 'regio', 'wijnhuis'] as const)
      expect(isFiltered({ ...emptySelection(), [id]: ['x'] })).toBe(true);
  });

  it('carries on in its links only the values the filters offer, and the page’s animal', () => {
    const selection = {
      ...emptySelection(),
      type: ['Rood', 'Oranje'],
      land: ['Atlantis'],
      collectie: ['De Nieuwsgierige Muis'],
    };
    // The animal's own collection stays, though no wine here holds it: its page links to itself.
    expect(offeredSelection(selection, wines, 'De Nieuwsgierige Muis')).toEqual({
      ...emptySelection(),
      type: ['Rood'],
      collectie: ['De Nieuwsgierige Muis'],
    });
    expect(offeredSelection(selection, wines).collectie).toEqual([]);
    // A value no wine holds chooses nothing: leaving it out changes no list that has wines.
    const withRed = { ...emptySelection(), type: ['Rood', 'Oranje'] };
    expect(applyFilters(wines, offeredSelection(withRed, wines))).toEqual(
      applyFilters(wines, withRed),
    );
  });

  it('takes one value out of a selection, chosen or not', () => {
    const selection = { ...emptySelection(), type: ['Rood', 'Wit'] };
    expect(withoutOption(selection, 'type', 'Rood').type).toEqual(['Wit']);
    expect(withoutOption(selection, 'type', 'Oranje')).toEqual(selection);
  });

  it('toggles an option on and off', () => {
    const on = toggleOption(emptySelection(), 'type', 'Rood');
    expect(on.type).toEqual(['Rood']);
    expect(toggleOption(on, 'type', 'Rood').type).toEqual([]);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 19 }, (_, i) => i);
  it('shows 8 a page and counts the pages', () => {
    expect(paginate(items, 0)).toMatchObject({
      items: [0, 1, 2, 3, 4, 5, 6, 7],
      page: 0,
      pageCount: 3,
      total: 19,
    });
    expect(paginate(items, 2).items).toEqual([16, 17, 18]);
  });
  it('clamps a page past the end to the last page and a negative one to the first', () => {
    expect(paginate(items, 99).page).toBe(2);
    expect(paginate(items, -3).page).toBe(0);
  });
  it('has one page when empty', () => {
    expect(paginate([], 0)).toMatchObject({ items: [], page: 0, pageCount: 1 });
  });
});

describe('URL state', () => {
  it('reads repeated filters and the 1-based page', () => {
    const { selection, page } = parseQuery({
      type: ['Rood', 'Wit'],
      land: 'Frankrijk',
      pagina: '2',
    });
    expect(selection.type).toEqual(['Rood', 'Wit']);
    expect(selection.land).toEqual(['Frankrijk']);
    expect(page).toBe(1);
  });
  it('carries no value with a control character, which no wine holds', () => {
    const { selection } = parseQuery({ type: ['Rood', '\u0000'], land: 'Frank\u0000rijk' });
    expect(selection.type).toEqual(['Rood']);
    expect(selection.land).toEqual([]);
  });
  it('carries no value that shows nothing, which would be an empty chip', () => {
    const { selection } = parseQuery({ type: ['\u200b', 'Rood'], land: '\u2060\ufeff' });
    expect(selection.type).toEqual(['Rood']);
    expect(selection.land).toEqual([]);
  });
  it('carries no value with a direction override, which would turn the page text after it around', () => {
    const { selection } = parseQuery({
      collectie: '\u202eDe Sluwe Vos',
      land: ['Frankrijk', 'Ital\u2066ië\u2069'],
    });
    expect(selection.collectie).toEqual([]);
    expect(selection.land).toEqual(['Frankrijk']);
  });
  it('treats a nonsense page as the first', () => {
    expect(parseQuery({ pagina: 'abc' }).page).toBe(0);
    expect(parseQuery({ pagina: '-4' }).page).toBe(0);
    expect(parseQuery({ pagina: '0' }).page).toBe(0);
    // More than four digits is no page of any menu, and no cached view of its own.
    expect(parseQuery({ pagina: '9999' }).page).toBe(9998);
    expect(parseQuery({ pagina: '10000' }).page).toBe(0);
    expect(parseQuery({ pagina: '9'.repeat(400) }).page).toBe(0);
  });
  it('reads at most 20 values of one filter, so an address cannot ask for unbounded work', () => {
    const many = Array.from({ length: 50 }, (_, i) => `Land ${i}`);
    const { selection } = parseQuery({ land: many });
    expect(selection.land).toEqual(many.slice(0, 20));
  });
  it('ignores unknown parameters, empty and duplicate values', () => {
    const { selection } = parseQuery({ foo: 'bar', type: ['Rood', 'Rood', ' '] });
    expect(selection.type).toEqual(['Rood']);
  });
  it('reads a type or known collection typed into the address by hand as that option, one view', () => {
    const { selection } = parseQuery({
      type: ['rose', 'ROSÉ', 'Rood'],
      collectie: ['de koele giraf', 'Huiswijnen'],
      land: 'frankrijk',
    });
    expect(selection.type).toEqual(['Rosé', 'Rood']);
    expect(selection.collectie).toEqual(['De Koele Giraf', 'Huiswijnen']);
    // Open lists stay as typed: only the data knows their values (spelledAsData, below).
    expect(selection.land).toEqual(['frankrijk']);
  });
  it('reads an open list’s value typed in other letters or without accents as the wines spell it', () => {
    const asked = parseQuery({
      land: ['frankrijk', 'SPANJE', 'Atlantis'],
      regio: 'penedes',
      type: 'Mousserend',
    }).selection;
    const spelled = spelledAsData(asked, wines);
    expect(spelled.land).toEqual(['Frankrijk', 'Spanje', 'Atlantis']);
    expect(spelled.regio).toEqual(['Penedès']);
    expect(spelled.type).toEqual(['Mousserend']);
    // So the view shows those wines, where the typed letters matched none.
    expect(applyFilters(wines, asked)).toEqual([]);
    expect(applyFilters(wines, spelled).map((w) => w.name)).toEqual(['Cava']);
    // Two spellings of one value are one choice.
    expect(
      spelledAsData({ ...emptySelection(), land: ['frankrijk', 'Frankrijk'] }, wines).land,
    ).toEqual(['Frankrijk']);
  });
  it('adds a preset collection (the animal page)', () => {
    expect(parseQuery({}, { collectie: ['De Koele Giraf'] }).selection.collectie).toEqual([
      'De Koele Giraf',
    ]);
  });
  it('builds one address per view, read back as that view', () => {
    const selection = { ...emptySelection(), type: ['Wit', 'Rood'], land: ['Italië', 'Frankrijk'] };
    const href = wineListHref(selection, 1);
    expect(href).toBe('/wijnen/type/Rood+Wit/land/Frankrijk+Itali%C3%AB/pagina/2');
    const segments = href.split('/').slice(2).map(decodeURIComponent);
    expect(readView(segments)).toEqual({
      selection: { ...selection, type: ['Rood', 'Wit'], land: ['Frankrijk', 'Italië'] },
      page: 1,
    });
    expect(viewSegments(readView(segments)!)).toEqual(segments);
  });
  it('reads another spelling or order of a view, and its older query form, as that view', () => {
    const view = readView(['LAND', 'Spanje+Frankrijk', 'type', 'rood', 'land', 'Spanje'])!;
    expect(wineListHref(view.selection, view.page)).toBe('/wijnen/type/Rood/land/Frankrijk+Spanje');
    const old = readView([], { type: 'Rood', pagina: '2', fbclid: 'x' })!;
    expect(wineListHref(old.selection, old.page)).toBe('/wijnen/type/Rood/pagina/2');
    const animal = readView(['giraf'], { type: 'Wit' })!;
    expect(wineListHref(animal.selection, animal.page)).toBe('/wijnen/De%20Koele%20Giraf/type/Wit');
    // Page 1 is the view without a page.
    expect(
      wineListHref(readView(['pagina', '1'])!.selection, readView(['pagina', '1'])!.page),
    ).toBe('/wijnen');
  });
  it('reads no view from a path that names an unknown animal or filter, or no page', () => {
    expect(readView(['De Dronken Uil'])).toBeUndefined();
    expect(readView(['kleur', 'Rood'])).toBeUndefined();
    expect(readView(['type'])).toBeUndefined();
    for (const page of ['0', 'twee', '10000', '-1'])
      expect(readView(['pagina', page])).toBeUndefined();
    expect(readView(['pagina', '2', 'pagina', '3'])).toBeUndefined();
  });
  it('keeps an animal in the path while it is the only collection, and leaves it otherwise', () => {
    const giraf = { ...emptySelection(), collectie: ['De Koele Giraf'], type: ['Wit'] };
    expect(wineListHref(giraf, 0)).toBe('/wijnen/De%20Koele%20Giraf/type/Wit');
    const two = toggleOption(giraf, 'collectie', 'De Sluwe Vos');
    expect(wineListHref(two, 0)).toBe(
      '/wijnen/type/Wit/collectie/De%20Koele%20Giraf+De%20Sluwe%20Vos',
    );
    expect(wineListHref(emptySelection())).toBe('/wijnen');
  });
  it('offers no option whose value an address could not carry', () => {
    const odd = [...wines, { ...wines[0]!, winehouse: 'Pieter + Zonen' }];
    expect(buildFilters(odd).find((f) => f.id === 'wijnhuis')!.options).not.toContain(
      'Pieter + Zonen',
    );
  });
});

describe('the collection an animal page address names', () => {
  const collections = ['De Koele Giraf', 'De Sluwe Vos', 'Wijninspiratie', 'Zomer', 'zomer'];
  it('is the exact name the menu links to', () => {
    expect(collectionOfPath('De Koele Giraf', collections)).toBe('De Koele Giraf');
    expect(collectionOfPath('zomer', collections)).toBe('zomer');
    expect(collectionOfPath('Zomer', collections)).toBe('Zomer');
  });
  it('reads other letters, accents and spaces, or an animal’s short name, as that collection', () => {
    expect(collectionOfPath('de koele giraf', collections)).toBe('De Koele Giraf');
    expect(collectionOfPath(' DE  KOELE GIRAF ', collections)).toBe('De Koele Giraf');
    expect(collectionOfPath('wijninspiratie', collections)).toBe('Wijninspiratie');
    expect(collectionOfPath('giraf', collections)).toBe('De Koele Giraf');
    expect(collectionOfPath('Vrije-Geest', collections)).toBe('De Vrije Geest');
  });
  it('reads dashes, underscores or plus signs between the words as spaces', () => {
    expect(collectionOfPath('de-koele-giraf', collections)).toBe('De Koele Giraf');
    expect(collectionOfPath('De_Sluwe_Vos', collections)).toBe('De Sluwe Vos');
    expect(collectionOfPath('De+Koele+Giraf', collections)).toBe('De Koele Giraf');
    expect(collectionOfPath('-', collections)).toBeUndefined();
    expect(collectionOfPath('koele-giraf', collections)).toBeUndefined();
  });
  it('names nothing for an address that is no collection', () => {
    expect(collectionOfPath('Giraffe', collections)).toBeUndefined();
    expect(collectionOfPath('', collections)).toBeUndefined();
    expect(collectionOfPath('De Koele Giraf x', collections)).toBeUndefined();
  });
});

describe('winePrices', () => {
  it('lists the glass and the bottle price, each only when the wine has one', () => {
    expect(winePrices(wine({ price_glass: 7, price_bottle: 34 }))).toEqual([
      { label: 'glass', amount: 7 },
      { label: 'bottle', amount: 34 },
    ]);
    expect(winePrices(wine({ price_glass: 7 }))).toEqual([{ label: 'glass', amount: 7 }]);
    expect(winePrices(wine({ price_glass: undefined, price_bottle: 48 }))).toEqual([
      { label: 'bottle', amount: 48 },
    ]);
  });
});

describe('formatEuro', () => {
  it('writes euro as nl-BE does', () => {
    expect(formatEuro(7.5).replace(/\u00a0/g, ' ')).toBe('€ 7,50');
    expect(formatEuro(68).replace(/\u00a0/g, ' ')).toBe('€ 68,00');
  });
});

describe('the view code the filter bar sends to the browser', () => {
  it('imports no wine schema at run time, so no zod in the browser', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync('lib/wines/selection.ts', 'utf8');
    const imported = [...source.matchAll(/^import (?!type ).* from \x27(.+)\x27;$/gm)].map(
      (m) => m[1],
    );
    expect(imported).toEqual(['@/i18n/routing', '@/lib/content/animals']);
  });
});

describe('the title of a filtered view', () => {
  const dutch = dutchWineWords();
  const dutchMeta = { locale: dutch.locale, t: dutch.t, animals: dutch.animals };
  const many = Array.from({ length: 20 }, (_, i) => wine({ _id: `r${i}`, name: `Rood ${i}` }));
  const select = (over: Partial<Selection>): Selection => ({ ...emptySelection(), ...over });

  it('names the chosen options that exist and the page shown', () => {
    expect(viewDetail(many, select({ type: ['Rood'] }), 1, dutch.detailWords)).toBe(
      'Rood · pagina 2',
    );
    expect(
      viewDetail(wines, select({ type: ['Rood', 'Wit'], land: ['Spanje'] }), 0, dutch.detailWords),
    ).toBe('Rood, Wit, Spanje');
    expect(viewDetail(wines, select({}), 0, dutch.detailWords)).toBeUndefined();
  });

  it('never echoes a value that is not in the wine list, and clamps the page like the pager', () => {
    const hostile = select({ type: ['Rood', 'Gratis wijn, bel 0900 12 34'] });
    expect(viewDetail(wines, hostile, 0, dutch.detailWords)).toBe('Rood');
    expect(viewDetail(many, select({ type: ['Rood'] }), 99, dutch.detailWords)).toBe(
      'Rood · pagina 3',
    );
    expect(
      viewDetail(wines, select({ type: ['Onbestaand'] }), 0, dutch.detailWords),
    ).toBeUndefined();
  });

  it("leaves out an animal page's own collection, and counts past three options", () => {
    const giraf = select({ collectie: ['De Koele Giraf'], type: ['Wit'] });
    expect(viewDetail(wines, giraf, 0, dutch.detailWords, 'De Koele Giraf')).toBe('Wit');
    const four = select({ type: ['Rood', 'Wit', 'Rosé', 'Mousserend'] });
    expect(viewDetail(wines, four, 0, dutch.detailWords)).toBe('Rood, Wit, Rosé en 1 meer');
  });

  it('is the filtered view’s title, noindex with the canonical of its page', () => {
    const meta = wineListMetadata({ ...dutchMeta, filtered: true, detail: 'Rood · pagina 2' });
    expect(meta.title).toBe('Onze Wijnen · Rood · pagina 2');
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.canonical).toBe('/wijnen');
  });

  it('indexes the six animals as their own pages, any other collection as a view of the menu', () => {
    const giraf = wineListMetadata({ ...dutchMeta, filtered: false, animal: 'De Koele Giraf' });
    expect(giraf.robots).toBeUndefined();
    expect(giraf.alternates?.canonical).toBe('/wijnen/De%20Koele%20Giraf');
    // Wijninspiratie, a collection of the data: linked nowhere, in no sitemap.
    for (const filtered of [false, true]) {
      const other = wineListMetadata({ ...dutchMeta, filtered, animal: 'Wijninspiratie' });
      expect(other.title).toBe('Wijnen van Wijninspiratie');
      expect(other.robots).toEqual({ index: false, follow: true });
      expect(other.alternates?.canonical).toBe('/wijnen');
      expect(other.openGraph?.url).toBe('/wijnen');
    }
  });

  it("describes each animal's page by what sets its wines apart, whole in a search result", () => {
    const descriptions = ANIMALS.map(
      (a) => wineListMetadata({ ...dutchMeta, filtered: false, animal: a.name }).description ?? '',
    );
    expect(descriptions[0]).toBe(
      'De Koele Giraf, fris en hooggestemd: strakke witte wijnen, fijne bubbels en rosé met een rechte rug. Per glas en per fles, op de Markt van Oudenaarde.',
    );
    ANIMALS.forEach((a, i) => {
      const words = dutch.animals as (key: string) => string;
      const trait = words(`${a.slug}.trait`).toLowerCase();
      expect(descriptions[i]).toContain(`${a.name}, ${trait}: ${words(`${a.slug}.inShort`)}.`);
      // What a search result shows before it cuts the text off (tests/e2e/seo.spec.ts).
      expect(descriptions[i]!.length).toBeLessThanOrEqual(160);
      // Shared with its filtered views and its share card's preview alike.
      const view = wineListMetadata({
        ...dutchMeta,
        filtered: true,
        animal: a.name,
        detail: 'Rood',
      });
      expect(view.description).toBe(descriptions[i]);
      expect(view.openGraph?.description).toBe(descriptions[i]);
    });
    // Six pages, six descriptions: none reads as another's but for the name.
    const apart = descriptions.map((d, i) => d.replace(ANIMALS[i]!.name, ''));
    expect(new Set(apart).size).toBe(ANIMALS.length);
    // A collection that is not one of the six keeps the menu's own words.
    expect(
      wineListMetadata({ ...dutchMeta, filtered: false, animal: 'Wijninspiratie' }).description,
    ).toBe(
      'De wijnen van Wijninspiratie bij 1504 Locus Lex in Oudenaarde: per glas en per fles, te filteren op type, land, regio en wijnhuis.',
    );
  });

  it("shares an animal's page as its own card, any other wine page as the wine list's", () => {
    const images = (meta: ReturnType<typeof wineListMetadata>) =>
      [meta.openGraph?.images, meta.twitter?.images].map((i) => [i].flat()[0]);
    const giraf = wineListMetadata({ ...dutchMeta, filtered: false, animal: 'De Koele Giraf' });
    for (const image of images(giraf)) {
      expect(image).toMatchObject({
        url: '/deelkaart/giraf.png',
        alt: 'De Koele Giraf, fris en hooggestemd: de wijnen van 1504 Locus Lex',
      });
    }
    // A collection in the data that is not one of the six has no card of its own.
    const other = wineListMetadata({ ...dutchMeta, filtered: false, animal: 'Reserve' });
    for (const meta of [other, wineListMetadata({ ...dutchMeta, filtered: false })]) {
      for (const image of images(meta)) {
        expect(image).toMatchObject({
          url: '/deelkaart/wijnen.png',
          alt: 'De wijnkaart van 1504 Locus Lex: een glas rood en een glas wit',
        });
      }
    }
  });
});

describe('a region’s name', () => {
  // Every region of the sample wines, as a French and an English wine list writes it: the
  // language's own name where it has one, else the region's.
  const READS: Record<string, [fr: string, en: string]> = {
    Abruzzo: ['Abruzzes', 'Abruzzo'],
    Bordeaux: ['Bordeaux', 'Bordeaux'],
    Bourgogne: ['Bourgogne', 'Burgundy'],
    Burgenland: ['Burgenland', 'Burgenland'],
    Catalonië: ['Catalogne', 'Catalonia'],
    Champagne: ['Champagne', 'Champagne'],
    Douro: ['Douro', 'Douro'],
    Elzas: ['Alsace', 'Alsace'],
    Hageland: ['Hageland', 'Hageland'],
    Haspengouw: ['Hesbaye', 'Haspengouw'],
    Heuvelland: ['Heuvelland', 'Heuvelland'],
    Languedoc: ['Languedoc', 'Languedoc'],
    Loire: ['Loire', 'Loire'],
    Lombardije: ['Lombardie', 'Lombardy'],
    Marlborough: ['Marlborough', 'Marlborough'],
    Mendoza: ['Mendoza', 'Mendoza'],
    Minho: ['Minho', 'Minho'],
    Moezel: ['Moselle', 'Mosel'],
    Navarra: ['Navarre', 'Navarra'],
    Penedès: ['Penedès', 'Penedès'],
    Piëmont: ['Piémont', 'Piedmont'],
    Provence: ['Provence', 'Provence'],
    Puglia: ['Pouilles', 'Puglia'],
    Rheinhessen: ['Hesse rhénane', 'Rheinhessen'],
    Rhône: ['Rhône', 'Rhône'],
    'Rías Baixas': ['Rías Baixas', 'Rías Baixas'],
    Rioja: ['Rioja', 'Rioja'],
    Swartland: ['Swartland', 'Swartland'],
    Toscane: ['Toscane', 'Tuscany'],
    Veneto: ['Vénétie', 'Veneto'],
    'Vlaamse Ardennen': ['Ardennes flamandes', 'Flemish Ardennes'],
    Wachau: ['Wachau', 'Wachau'],
  };

  it('reads right in each language for every region of the sample wines', async () => {
    const sample = (await import('@/scripts/sample-wines.json')).default as { region: string }[];
    const regions = [...new Set(sample.map((w) => w.region).filter(Boolean))].sort();
    expect(regions).toEqual(Object.keys(READS).sort());
    for (const region of regions) {
      expect([region, regionName(region, 'nl')]).toEqual([region, region]);
      expect([region, regionName(region, 'fr'), regionName(region, 'en')]).toEqual([
        region,
        ...READS[region]!,
      ]);
    }
    // One the table does not know is shown as the staff wrote it.
    expect(regionName('Sankt Magdalener', 'fr')).toBe('Sankt Magdalener');
  });
});
