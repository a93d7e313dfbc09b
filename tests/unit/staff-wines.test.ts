/** @jest-environment node */
import { decodeCsv, parseCsv, planImport, winesToCsv } from '@/lib/staff/csv';
import { checkWine } from '@/lib/staff/wine-fields';

const sancerre = {
  name: 'Sancerre; "Les Caillottes"',
  type: 'Wit',
  price_glass: 9.5,
  price_bottle: 42,
  country: 'Frankrijk',
  region: 'Loire',
  winehouse: 'Domaine Vacheron',
  collection: 'Wijninspiratie',
  image: '',
  soldOut: true,
};

describe('what is wrong with a wine, in Dutch', () => {
  it('names each field the menu would refuse', () => {
    const checked = checkWine('x', { name: '', type: 'rod', price_glass: 'negen' });
    expect(checked).toEqual({
      ok: false,
      problems: {
        name: ['Naam ontbreekt'],
        type: ["Type 'rod' bestaat niet (Rood, Wit, Rosé of Mousserend)"],
        price_glass: ["Prijs glas 'negen' is geen bedrag"],
      },
    });
    expect(checkWine('x', { name: 'A', type: 'Rood' })).toMatchObject({
      problems: { price_glass: ['Prijs glas ontbreekt (en er is geen prijs per fles)'] },
    });
    expect(
      checkWine('x', { name: 'A', type: 'Rood', price_glass: 7, hidden: 'misschien' }),
    ).toMatchObject({
      problems: { hidden: ["Verborgen 'misschien' is geen ja of nee"] },
    });
  });

  it('reads a form the way the menu reads the console: "7,50" is 7.5, "rose" is Rosé', () => {
    expect(
      checkWine('x', { name: 'A', type: 'rose', price_glass: '7,50', price_bottle: '' }),
    ).toMatchObject({
      ok: true,
      document: { type: 'Rosé', price_glass: 7.5, hidden: false, soldOut: false },
    });
  });
});

describe('the wine list as a spreadsheet', () => {
  it('writes what Excel in Belgium opens as columns, and reads it back as no change', () => {
    const csv = winesToCsv([{ id: 'sancerre', data: sancerre }]);
    expect(csv.startsWith('\uFEFFid;naam;type;prijs glas;prijs fles;')).toBe(true);
    expect(csv).toContain('sancerre;"Sancerre; ""Les Caillottes""";Wit;9,50;42,00;');
    expect(planImport(csv, [{ id: 'sancerre', data: sancerre }])).toEqual({
      added: [],
      changed: [],
      removed: [],
      invalid: [],
      unchanged: 1,
    });
  });

  it('keeps a cell that starts like a formula as text, both ways', () => {
    const csv = winesToCsv([{ id: 'w', data: { ...sancerre, name: '=HYPERLINK("x")' } }]);
    expect(csv).toContain(`w;"'=HYPERLINK(""x"")";`);
    expect(
      planImport(csv, [{ id: 'w', data: { ...sancerre, name: '=HYPERLINK("x")' } }]).unchanged,
    ).toBe(1);
  });

  it('reads quoted line breaks, blank lines and a comma file, and numbers rows by their line', () => {
    expect(parseCsv('a;b\r\n"1\n2";3\r\n\r\n4;5')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1\n2', '3'] },
      { line: 5, cells: ['4', '5'] },
    ]);
    expect(parseCsv('a,b\n1,2')[1]).toEqual({ line: 2, cells: ['1', '2'] });
  });

  it('plans added, changed, removed and invalid rows without writing', () => {
    const current = [
      { id: 'sancerre', data: sancerre },
      { id: 'oud', data: { ...sancerre, name: 'Oud' } },
    ];
    const csv = winesToCsv([
      { id: 'sancerre', data: { ...sancerre, price_glass: 10 } },
      { id: '', data: { ...sancerre, name: 'Nieuw' } },
      { id: 'fout', data: { ...sancerre, type: 'Groen' } },
      { id: 'sancerre', data: sancerre },
    ]);
    const plan = planImport(csv, current);
    expect(plan.changed.map((c) => [c.id, c.document.price_glass])).toEqual([['sancerre', 10]]);
    expect(plan.added.map((a) => a.document.name)).toEqual(['Nieuw']);
    expect(plan.removed.map((r) => r.id)).toEqual(['oud']);
    expect(plan.invalid).toEqual([
      { line: 4, message: "Type 'Groen' bestaat niet (Rood, Wit, Rosé of Mousserend)" },
      { line: 5, message: "Id 'sancerre' staat twee keer in de lijst" },
    ]);
    expect(planImport('naam;type\nA;Rood', current).invalid[0]?.message).toMatch(/^Kolom 'id'/);
  });
});

describe('an import file as Excel saves it, and what the import refuses', () => {
  const header = winesToCsv([]);
  const row = (id: string, fields: Partial<typeof sancerre> = {}) =>
    winesToCsv([{ id, data: { ...sancerre, ...fields } }]).slice(header.length);

  it("reads Excel's plain CSV (Windows-1252) as such, and its CSV UTF-8 as UTF-8", () => {
    const text = 'id;naam\r\nrose;Côtes de Provence Rosé\r\n';
    const windows = Uint8Array.from(
      [...text].map((c) => ({ ô: 0xf4, é: 0xe9 })[c] ?? c.charCodeAt(0)),
    );
    expect(decodeCsv(windows)).toBe(text);
    // Its byte order mark read as one, not as text.
    expect(decodeCsv(new TextEncoder().encode(`\uFEFF${text}`))).toBe(text);
  });

  it('refuses a file with an unreadable character as a whole, rather than write it garbled', () => {
    const garbled = header + row('a') + row('b', { region: 'Rh\uFFFDne' });
    const plan = planImport(garbled, []);
    expect(plan.added).toEqual([]);
    expect(plan.invalid).toEqual([{ line: 3, message: expect.stringMatching(/CSV UTF-8/) }]);
  });

  it('takes only ids Firestore keeps as a document of the list, and text of a sensible length', () => {
    const ids = ['x/sub/y', '__a__', '..', '.', 'i'.repeat(401)];
    const plan = planImport(header + ids.map((id) => row(id)).join('') + row('goed'), []);
    expect(plan.invalid.map((i) => i.line)).toEqual([2, 3, 4, 5, 6]);
    expect(plan.invalid[0]!.message).toMatch(/^Id 'x\/sub\/y' kan niet/);
    expect(plan.added.map((a) => a.id)).toEqual(['goed']);
    const long = planImport(header + row('lang', { name: 'N'.repeat(121) }), []);
    expect(long.invalid).toEqual([{ line: 2, message: 'Naam is te lang (hoogstens 120 tekens)' }]);
    expect(checkWine('w', { ...sancerre, region: 'R'.repeat(81) })).toEqual({
      ok: false,
      problems: { region: ['Streek is te lang (hoogstens 80 tekens)'] },
    });
  });

  it('marks a formula also after spaces or control characters and in full width, and reads every mark back', () => {
    const names = [' =1+1', '\0=1', '\n@SUM(A1)', '\uFF1D1+1', '\uFF0B1', "'al gequoteerd", '-5'];
    for (const name of names) {
      const csv = header + row('w', { name: `${name} wijn` });
      const cells = parseCsv(csv)[1]!.cells;
      expect(cells[1]!.startsWith("'")).toBe(true);
    }
    for (const name of ['=1+1', '＝1+1', "'al gequoteerd", 'Gewone wijn'])
      expect(
        planImport(header + row('w', { name }), [{ id: 'w', data: { ...sancerre, name } }])
          .unchanged,
      ).toBe(1);
  });
});
