/** @jest-environment node */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFRawStream,
  PDFRef,
  StandardFonts,
} from 'pdf-lib';

import { buildMenuCard, WIN_ANSI_EXTRAS, winAnsi, wrapText } from '@/app/assets/[card]/menu-card';
import { formatEuro } from '@/lib/wines/names';
import { wineSchema, type Wine } from '@/lib/wines/schema';

import sample from '../../scripts/sample-wines.json';

const wines: Wine[] = sample.map(({ id, ...w }) => wineSchema.parse({ _id: id, ...w }));
const venue = {
  name: '1504 Locus Lex',
  street: 'Markt 37',
  postalCode: '9700',
  city: 'Oudenaarde',
  phone: '+32 55 00 00 00',
  email: 'info@locuslex.example',
};

/** The heading the card gives each type of wine. */
const HEADINGS: Record<string, string> = {
  Rood: 'Rode wijnen',
  Wit: 'Witte wijnen',
  Rosé: 'Rosé',
  Mousserend: 'Mousserende wijnen',
};
/** A sheet's number on a card of several: '2 / 3'. */
const SHEET_NUMBER = /^\d+ \/ \d+$/;
/** How many sheets the runs were drawn on. */
const sheetCount = (runs: Run[]) => Math.max(...runs.map((r) => r.page)) + 1;

describe('buildMenuCard', () => {
  it('is made in French and English too: title, language, headings, prices and countries', async () => {
    const french = await buildMenuCard(wines.slice(0, 6), venue, 'fr');
    const doc = await PDFDocument.load(french);
    expect(doc.getTitle()).toBe('Carte des vins 1504 Locus Lex');
    const order = await readingOrder(french);
    expect(order).toContain('H2: Vins rouges');
    expect(order.join(' ')).toMatch(/au verre \d+,\d\d\s€/);
    expect(order.join(' ')).toContain('France');
    expect(order.join(' ')).not.toMatch(/Frankrijk|per glas/);
    const english = await readingOrder(await buildMenuCard(wines.slice(0, 6), venue, 'en'));
    expect(english.join(' ')).toMatch(/by the glass €\d+\.\d\d/);
  });

  it('produces an A4 PDF with a Dutch title that holds every wine', async () => {
    const bytes = await buildMenuCard(wines, venue);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Menukaart 1504 Locus Lex');
    // A reader's window and tab show that title, not the file name.
    expect(doc.catalog.getViewerPreferences()?.getDisplayDocTitle()).toBe(true);
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    // 44 wines need more than one page; an empty list still makes a card.
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const empty = await PDFDocument.load(await buildMenuCard([], venue));
    expect(empty.getPageCount()).toBe(1);
  });

  it('lists each type under its heading, alphabetically, and no heading for a type it lacks', async () => {
    const withoutRose = wines.filter((w) => w.type !== 'Rosé');
    const runs = await textRuns(await buildMenuCard(withoutRose, venue));
    const listed = new Map<string, string[]>();
    let heading = '';
    for (const run of runs) {
      // A type that runs on to a new page is headed again there (tested below).
      if (run.size === 17) {
        heading = run.text.replace(/ \(vervolg\)$/, '');
        if (!listed.has(heading)) listed.set(heading, []);
      }
      // A name is the 12 pt serif line that is no price (a price, or a dash where there is none).
      else if (heading && run.size === 12 && !/^(€|—)/.test(run.text))
        listed.get(heading)!.push(run.text);
    }
    const names = (type: string) =>
      withoutRose
        .filter((w) => w.type === type)
        .map((w) => w.name)
        .sort((a, b) => a.localeCompare(b, 'nl-BE'));
    // A long name may wrap over two lines: compared as one run of text per heading.
    expect([...listed].map(([title, lines]) => [title, lines.join(' ')])).toEqual(
      ['Rood', 'Wit', 'Mousserend'].map((type) => [HEADINGS[type], names(type).join(' ')]),
    );
  });

  it('heads a type again, with its columns, at the top of each page it runs on to', async () => {
    // Each wine's type by its name.
    const typeOf = new Map(wines.map((w) => [w.name, w.type]));
    const runs = await textRuns(await buildMenuCard(wines, venue));
    const pages = sheetCount(runs);
    expect(pages).toBeGreaterThan(1);
    const started = new Set<string>();
    let runOns = 0;
    for (let page = 0; page < pages; page++) {
      const onPage = runs.filter((r) => r.page === page);
      const first = onPage.find((r) => r.size === 12 && typeOf.has(r.text));
      if (!first) continue;
      const type = typeOf.get(first.text)!;
      // Above the sheet's first wine: its type's heading, new or continued, with both columns.
      const headings = onPage.filter((r) => r.size === 17 && r.y > first.y);
      const head = headings.at(-1);
      const expected = started.has(type) ? `${HEADINGS[type]} (vervolg)` : HEADINGS[type];
      expect(head?.text).toBe(expected);
      if (started.has(type)) runOns++;
      const labels = onPage.filter((r) => r.y === head!.y && r.size === 8).map((r) => r.text);
      expect(labels).toEqual(['Glas', 'Fles']);
      for (const r of onPage)
        if (r.size === 12 && typeOf.has(r.text)) started.add(typeOf.get(r.text)!);
    }
    // The sample's 44 wines run on to a new page within a type at least once.
    expect(runOns).toBeGreaterThan(0);
  });

  it('never leaves a heading at the foot of a sheet without its first wine, however tall that wine is', async () => {
    // A white wine of a five-line name and a three-line origin, after 1 to 30 plain reds: its
    // heading comes to lie at every height of the first sheet's lower part.
    const tall = {
      ...wines[0]!,
      _id: 'hoog',
      type: 'Wit' as const,
      name: `Domaine de la Grande Maison ${'Cuvée des Moines de la Vieille Abbaye '.repeat(7)}2015`,
      winehouse: `Domaine de la Grande Maison, ${'vignerons-récoltants et négociants-éleveurs '.repeat(5)}`,
      region: 'Coteaux du Layon, Val de Loire',
    };
    let carriedOver = 0;
    for (let reds = 1; reds <= 30; reds++) {
      const red = Array.from({ length: reds }, (_, i) => ({
        ...wines[0]!,
        _id: `rood-${i}`,
        type: 'Rood' as const,
        name: `Rood ${String(i).padStart(2, '0')}`,
      }));
      const runs = await textRuns(await buildMenuCard([...red, tall], venue));
      for (const head of runs.filter((r) => r.size === 17)) {
        // A name line (12 pt) below it on its own sheet.
        const under = runs.find((r) => r.page === head.page && r.size === 12 && r.y < head.y);
        expect({ reds, heading: head.text, wine: under?.text ?? null }).toEqual({
          reds,
          heading: head.text,
          wine: expect.any(String),
        });
      }
      // The white heading opens a second sheet though the reds end on the first, with room.
      const white = runs.find((r) => r.text === HEADINGS.Wit)!;
      const lastRed = runs.findLast((r) => r.text.startsWith('Rood '))!;
      if (white.page > lastRed.page && lastRed.y > 56 + 90 + 40) carriedOver++;
    }
    // That case did come up, with the white heading's place on the first sheet still free.
    expect(carriedOver).toBeGreaterThan(0);
  });

  it('numbers its sheets at the top right, a card of one sheet not at all', async () => {
    const runs = await textRuns(await buildMenuCard(wines, venue));
    const pages = sheetCount(runs);
    expect(pages).toBeGreaterThan(1);
    for (let page = 0; page < pages; page++) {
      const onPage = runs.filter((r) => r.page === page);
      const number = onPage.find((r) => r.text === `${page + 1} / ${pages}`);
      expect(number?.mark).toBe('Artifact');
      // Above everything else on the sheet, ending at the right margin (56 pt).
      expect(Math.max(...onPage.filter((r) => r !== number).map((r) => r.y))).toBeLessThan(
        number!.y,
      );
      expect(number!.x + number!.width).toBeCloseTo(595.28 - 56, 1);
    }
    const single = await textRuns(await buildMenuCard(wines.slice(0, 3), venue));
    expect(single.filter((r) => SHEET_NUMBER.test(r.text))).toEqual([]);
  });

  it('is tagged: a screen reader reads its title, a heading per type, and each wine with its prices said in words', async () => {
    const bytes = await buildMenuCard(wines, venue);
    const doc = await PDFDocument.load(bytes);
    expect(
      String(doc.catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))),
    ).toBe('true');
    expect(doc.catalog.lookup(PDFName.of('Lang'))?.toString()).toBe('(nl-BE)');
    for (const [i, page] of doc.getPages().entries()) {
      expect(page.node.get(PDFName.of('StructParents'))?.toString()).toBe(String(i));
      // Tab order follows the structure.
      expect(page.node.get(PDFName.of('Tabs'))?.toString()).toBe('/S');
    }

    const said = (amount: number | undefined, per: string) =>
      amount === undefined ? `niet per ${per}` : `per ${per} ${winAnsi(formatEuro(amount))}`;
    const items = (type: string) =>
      wines
        .filter((w) => w.type === type)
        .sort((a, b) => a.name.localeCompare(b.name, 'nl-BE'))
        .map(
          (w) =>
            `LI: ${w.name} | ${said(w.price_glass, 'glas')} | ${said(w.price_bottle, 'fles')} | ${[
              w.vintage === 'NV' ? 'zonder jaartal' : w.vintage,
              w.grapes.join(', '),
              w.winehouse,
              w.region,
              w.country,
            ]
              .filter(Boolean)
              .join(' · ')}`,
        );
    expect(await readingOrder(bytes)).toEqual([
      'H1: 1504 Locus Lex',
      'P: Wijnkaart · per glas en per fles',
      'H2: Rode wijnen',
      ...items('Rood'),
      'H2: Witte wijnen',
      ...items('Wit'),
      'H2: Rosé',
      ...items('Rosé'),
      'H2: Mousserende wijnen',
      ...items('Mousserend'),
      'P: Andere dranken en culinaire begeleiding: vraag ernaar aan de bar.',
      'P: 1504 Locus Lex · Markt 37, 9700 Oudenaarde · +32 55 00 00 00 · info@locuslex.example',
    ]);
    // Only decoration is left untagged, as an artifact no reader reads: the columns' labels over
    // each type, a type's heading again where it runs on to a new page, the sheets' numbers, and
    // the address at the foot of every page but the last, read once.
    const runs = await textRuns(bytes);
    expect(runs.filter((r) => !r.mark)).toEqual([]);
    const artifacts = runs.filter((r) => r.mark === 'Artifact').map((r) => r.text);
    const continued = artifacts.filter((t) => t.endsWith(' (vervolg)'));
    expect(continued.length).toBeGreaterThan(0);
    const numbers = artifacts.filter((t) => SHEET_NUMBER.test(t));
    expect(
      new Set(artifacts.filter((t) => !continued.includes(t) && !numbers.includes(t))),
    ).toEqual(new Set(['Glas', 'Fles', expect.stringContaining('Markt 37, 9700 Oudenaarde')]));
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(artifacts.filter((t) => t.includes('Markt 37'))).toHaveLength(doc.getPageCount() - 1);
    // A card without wines says so in a paragraph.
    expect(await readingOrder(await buildMenuCard([], venue))).toContain(
      'P: De wijnkaart wordt aangevuld. Vraag ons gerust naar de wijnen van vandaag.',
    );
  });

  it('copes with characters outside the PDF standard fonts', async () => {
    const odd = [{ ...wines[0]!, name: 'Tōkai Ōsaka ✓' }];
    await expect(buildMenuCard(odd, venue)).resolves.toBeInstanceOf(Uint8Array);
  });

  it('draws the typographic characters French and Dutch names use, a missing bottle price as a dash, and survives control characters pasted into a name', async () => {
    const named = [
      { ...wines[0]!, name: 'Cœur de Cuvée “L’Ermitage” – Rouge…', price_bottle: undefined },
      { ...wines[0]!, _id: 'ctl', name: 'Domaine\u0085Lefèvre\u0007', winehouse: 'Maison\tDupont' },
    ];
    const texts = (await textRuns(await buildMenuCard(named, venue))).map((r) => r.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Cœur de Cuvée “L’Ermitage” – Rouge…',
        '—',
        'Domaine Lefèvre',
        expect.stringContaining('Maison Dupont'),
      ]),
    );
  });

  it('marks a price a wine does not have with a dash in its own column', async () => {
    const runs = await textRuns(
      await buildMenuCard(
        [
          {
            ...wines[0]!,
            _id: 'g',
            name: 'Alleen Per Glas',
            price_glass: 8,
            price_bottle: undefined,
          },
          {
            ...wines[0]!,
            _id: 'f',
            name: 'Alleen Per Fles',
            price_glass: undefined,
            price_bottle: 48,
          },
        ],
        venue,
      ),
    );
    const row = (name: string) => {
      const first = runs.find((r) => r.text === name)!;
      return runs
        .filter((r) => r.page === first.page && Math.abs(r.y - first.y) < 0.5)
        .sort((a, b) => a.x - b.x)
        .map((r) => r.text);
    };
    // The card writes an amount in the characters the PDF's standard fonts have (winAnsi).
    const euro = (amount: number) => winAnsi(formatEuro(amount));
    expect(row('Alleen Per Glas')).toEqual(['Alleen Per Glas', euro(8), '—']);
    expect(row('Alleen Per Fles')).toEqual(['Alleen Per Fles', '—', euro(48)]);
  });

  it('wraps a long name in its column, clear of the prices, and keeps every line within the margins', async () => {
    const long = {
      ...wines[0]!,
      _id: 'lang',
      name: 'Château Pichon Longueville Comtesse de Lalande Pauillac Grand Cru Classé Réserve de la Comtesse 2015 Magnum',
      winehouse:
        'Château Pichon Longueville Comtesse de Lalande et Fils, négociants-éleveurs depuis 1850',
      region: 'Pauillac, Haut-Médoc, Bordeaux rive gauche',
    };
    const unbroken = { ...wines[0]!, _id: 'woord', name: 'Z'.repeat(60) };
    const runs = await textRuns(await buildMenuCard([...wines, long, unbroken], venue));
    const shown = runs.map((r) => r.text).join(' ');
    for (const word of `${long.name} ${long.winehouse} ${long.region}`.split(' '))
      expect(shown).toContain(word);
    expect(runs.map((r) => r.text).join('')).toContain('Z'.repeat(60));

    const outside = runs.filter((r) => r.x < 56 - 0.01 || r.x + r.width > 595.28 - 56 + 0.01);
    expect(outside).toEqual([]);
    const overlapping = runs.flatMap((a, i) =>
      runs
        .slice(i + 1)
        .filter(
          (b) =>
            a.page === b.page &&
            a.y - 0.25 * a.size < b.y + 0.75 * b.size &&
            b.y - 0.25 * b.size < a.y + 0.75 * a.size &&
            a.x < b.x + b.width &&
            b.x < a.x + a.width,
        )
        .map((b) => `${a.text} / ${b.text}`),
    );
    expect(overlapping).toEqual([]);
  });
});

describe('winAnsi', () => {
  it('keeps what the standard fonts draw, folds accents they lack and drops the rest', () => {
    expect(winAnsi('Tōkai ✓ 🍷 Ōsaka\u202e')).toBe('Tokai   Osaka');
    expect(winAnsi('a\tb\r\nc\u00a0d')).toBe('a b c d');
  });

  it('knows WinAnsi’s characters beyond Latin-1 exactly as the PDF font does', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.TimesRoman);
    const beyondLatin1 = font.getCharacterSet().filter((c) => c > 0xff);
    expect([...WIN_ANSI_EXTRAS].map((c) => c.codePointAt(0)).sort()).toEqual(beyondLatin1.sort());
  });
});

describe('wrapText', () => {
  it('breaks between words within the width, cuts only a word too long for a line, and gives one line for nothing', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.TimesRoman);
    const lines = wrapText('een twee drie vier vijf zes zeven', font, 12, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('een twee drie vier vijf zes zeven');
    for (const line of lines) expect(font.widthOfTextAtSize(line, 12)).toBeLessThanOrEqual(60);
    const cut = wrapText('Z'.repeat(30), font, 12, 60);
    expect(cut.join('')).toBe('Z'.repeat(30));
    expect(cut.length).toBeGreaterThan(1);
    expect(wrapText('', font, 12, 60)).toEqual(['']);
  });
});

/**
 * The card as a screen reader takes it, from its tags: each heading, paragraph and list item in the
 * tree's order with the text it holds (an element's ActualText instead of what it draws), the parts
 * of an item joined by ' | '.
 */
async function readingOrder(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const runs = await textRuns(bytes);
  const pages = doc.getPages().map((p) => p.ref);
  const root = doc.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
  const parentTree = root
    .lookup(PDFName.of('ParentTree'), PDFDict)
    .lookup(PDFName.of('Nums'), PDFArray);
  const owner = (page: number, mcid: number) => {
    const at = parentTree
      .asArray()
      .findIndex((n) => n instanceof PDFNumber && n.asNumber() === page);
    return (parentTree.lookup(at + 1, PDFArray).get(mcid) as PDFRef).toString();
  };
  const textOf = (ref: PDFRef): string[] => {
    const element = doc.context.lookup(ref, PDFDict);
    const actual = element.lookupMaybe(PDFName.of('ActualText'), PDFHexString);
    if (actual) return [actual.decodeText()];
    return element
      .lookup(PDFName.of('K'), PDFArray)
      .asArray()
      .flatMap((kid) => {
        if (kid instanceof PDFRef) return textOf(kid);
        const mcr = kid as PDFDict;
        const page = pages.findIndex((p) => p === mcr.get(PDFName.of('Pg')));
        const mcid = mcr.lookup(PDFName.of('MCID'), PDFNumber).asNumber();
        expect(owner(page, mcid)).toBe(ref.toString());
        return [
          runs
            .filter((r) => r.mark === `${page}:${mcid}`)
            .map((r) => r.text.trim())
            .join(' '),
        ];
      });
  };
  const lines: string[] = [];
  const walk = (ref: PDFRef) => {
    const element = doc.context.lookup(ref, PDFDict);
    const type = element.lookup(PDFName.of('S'), PDFName).decodeText();
    if (['H1', 'H2', 'P', 'LI'].includes(type)) lines.push(`${type}: ${textOf(ref).join(' | ')}`);
    else
      for (const kid of element.lookup(PDFName.of('K'), PDFArray).asArray())
        if (kid instanceof PDFRef) walk(kid);
  };
  walk(root.get(PDFName.of('K')) as PDFRef);
  return lines;
}

/**
 * Windows-1252 bytes 0x80-0x9f that differ from Latin-1 (Node 20's TextDecoder decodes the label
 * as Latin-1), from the code page's published table.
 */
const WINDOWS_1252: Record<number, number> = Object.fromEntries(
  [
    [0x80, '€'],
    [0x82, '‚'],
    [0x83, 'ƒ'],
    [0x84, '„'],
    [0x85, '…'],
    [0x86, '†'],
    [0x87, '‡'],
    [0x88, 'ˆ'],
    [0x89, '‰'],
    [0x8a, 'Š'],
    [0x8b, '‹'],
    [0x8c, 'Œ'],
    [0x8e, 'Ž'],
    [0x91, '‘'],
    [0x92, '’'],
    [0x93, '“'],
    [0x94, '”'],
    [0x95, '•'],
    [0x96, '–'],
    [0x97, '—'],
    [0x98, '˜'],
    [0x99, '™'],
    [0x9a, 'š'],
    [0x9b, '›'],
    [0x9c, 'œ'],
    [0x9e, 'ž'],
    [0x9f, 'Ÿ'],
  ].map(([byte, ch]) => [byte, (ch as string).codePointAt(0)!]),
);

type Run = {
  page: number;
  size: number;
  x: number;
  y: number;
  text: string;
  width: number;
  /** Its marked content: `page:MCID` for a tagged piece, 'Artifact', or none. */
  mark?: string;
};

/** Every piece of text the card draws, read back from its content streams, with its box. */
async function textRuns(bytes: Uint8Array): Promise<Run[]> {
  const doc = await PDFDocument.load(bytes);
  const scratch = await PDFDocument.create();
  const fonts = new Map<string, PDFFont>();
  const runs: Run[] = [];
  for (const [page, pdfPage] of doc.getPages().entries()) {
    const contents = pdfPage.node.Contents()!;
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const ops = streams
      .map((s) => doc.context.lookup(s) as PDFRawStream)
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
      .join('\n');
    let font = '';
    let size = 0;
    let x = 0;
    let y = 0;
    let mark: string | undefined;
    for (const op of ops.split('\n')) {
      const bdc = /^\/\w+ << \/MCID (\d+) >> BDC$/.exec(op);
      if (bdc) mark = `${page}:${bdc[1]}`;
      if (op === '/Artifact BMC') mark = 'Artifact';
      if (op === 'EMC') mark = undefined;
      const tf = /^\/(.+)-\d+ ([\d.]+) Tf$/.exec(op);
      const tm = /^1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm$/.exec(op);
      const tj = /^<([0-9A-F]*)> Tj$/.exec(op);
      if (tf) [font, size] = [tf[1]!, Number(tf[2])];
      if (tm) [x, y] = [Number(tm[1]), Number(tm[2])];
      if (tj) {
        if (!fonts.has(font)) fonts.set(font, await scratch.embedFont(font as StandardFonts));
        const text = String.fromCodePoint(
          ...Array.from(Buffer.from(tj[1]!, 'hex'), (byte) => WINDOWS_1252[byte] ?? byte),
        );
        runs.push({
          page,
          size,
          x,
          y,
          text,
          width: fonts.get(font)!.widthOfTextAtSize(text, size),
          mark,
        });
      }
    }
  }
  return runs;
}
