/** @jest-environment node */
import { parseCsv, planImport, winesToCsv } from '@/lib/staff/csv';
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
