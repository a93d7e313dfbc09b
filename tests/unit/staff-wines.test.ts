/** @jest-environment node */
import { decodeCsv, parseCsv, planImport, winesToCsv } from '@/lib/staff/csv';
import {
  checkWine,
  fieldChanges,
  fromText,
  textValues,
  WINE_FIELDS,
} from '@/lib/staff/wine-fields';

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

/** What a sommelier writes about the Sancerre, as Firestore keeps it. */
const told = {
  grapes: ['Sauvignon Blanc'],
  vintage: 2022,
  alcohol: 13.5,
  bottle_cl: 37.5,
  note: { nl: 'Vuursteen, citrus; strak.', fr: 'Silex, agrumes; tendu.', en: '' },
  pairing: { nl: 'Geitenkaas "Crottin".', fr: '', en: 'Goat cheese.' },
  labels: ['organic', 'vegan'],
};

describe('what a sommelier writes about a wine, in the editor', () => {
  it('shows each field as text and reads the text back as the same document', () => {
    const values = textValues({ ...sancerre, ...told });
    expect(values).toMatchObject({
      grapes: 'Sauvignon Blanc',
      vintage: '2022',
      alcohol: '13,5',
      bottle_cl: '37,5',
      note_nl: 'Vuursteen, citrus; strak.',
      note_en: '',
      pairing_en: 'Goat cheese.',
      labels: 'Biologisch, Veganistisch',
    });
    expect(checkWine('x', fromText(values))).toMatchObject({
      ok: true,
      document: { ...sancerre, ...told },
    });
  });

  it('reads grapes as one line, NV and Dutch label words in any case', () => {
    const checked = checkWine(
      'x',
      fromText({
        ...textValues(sancerre),
        grapes: 'Merlot, Cabernet Franc ,,Merlot',
        vintage: 'nv',
        alcohol: '12 %',
        labels: 'veganistisch, BIOLOGISCH',
      }),
    );
    expect(checked).toMatchObject({
      ok: true,
      document: {
        grapes: ['Merlot', 'Cabernet Franc'],
        vintage: 'NV',
        alcohol: 12,
        labels: ['organic', 'vegan'],
      },
    });
  });

  it('stores nothing for a field left empty, so clearing it in the form removes it', () => {
    const checked = checkWine('x', fromText(textValues(sancerre)));
    if (!checked.ok) throw new Error('refused');
    expect(Object.keys(checked.document).sort()).toEqual(
      Object.keys({ ...sancerre, hidden: false }).sort(),
    );
  });

  it('says in Dutch what is wrong with a vintage, alcohol, bottle, label, grape or text', () => {
    const wrong = (values: Record<string, string>) =>
      checkWine('x', fromText({ ...textValues(sancerre), ...values }));
    expect(
      wrong({ vintage: 'twee', alcohol: 'veel', bottle_cl: 'groot', labels: 'Bio, Veggie' }),
    ).toEqual({
      ok: false,
      problems: {
        vintage: ["Jaargang 'twee' is geen jaar (of NV)"],
        alcohol: ["Alcohol 'veel' is geen percentage (bv. 13,5)"],
        bottle_cl: ["Flesinhoud 'groot' is geen aantal cl (bv. 75)"],
        labels: [
          "Label 'Bio' bestaat niet (Biologisch, Biodynamisch, Natuurwijn, Veganistisch)",
          "Label 'Veggie' bestaat niet (Biologisch, Biodynamisch, Natuurwijn, Veganistisch)",
        ],
      },
    });
    expect(wrong({ vintage: '1850', alcohol: '40', bottle_cl: '2000' })).toMatchObject({
      problems: {
        vintage: ["Jaargang '1850' ligt niet tussen 1900 en 2100"],
        alcohol: ["Alcohol '40' ligt niet tussen 0,5 en 25 %"],
        bottle_cl: ["Flesinhoud '2000' ligt niet tussen 10 en 1500 cl"],
      },
    });
    expect(
      wrong({
        grapes: `Merlot, ${'G'.repeat(41)}`,
        note_fr: 'N'.repeat(301),
        pairing_en: 'P'.repeat(161),
      }),
    ).toEqual({
      ok: false,
      problems: {
        grapes: [`Druif '${'G'.repeat(41)}' is te lang (hoogstens 40 tekens)`],
        note_fr: ['Proefnotitie (Frans) is te lang (hoogstens 300 tekens)'],
        pairing_en: ['Past bij (Engels) is te lang (hoogstens 160 tekens)'],
      },
    });
    expect(wrong({ grapes: 'a, b, c, d, e, f, g, h, i' })).toMatchObject({
      problems: { grapes: ['Hoogstens 8 druiven'] },
    });
  });

  it('names a change to any new field, whether the form opened as text or read a document', () => {
    const opened = fromText(textValues({ ...sancerre, ...told }));
    const now = {
      ...sancerre,
      ...told,
      vintage: 'NV',
      note: { ...told.note, en: 'Flint, citrus.' },
      labels: ['organic'],
    };
    expect(fieldChanges(opened, now)).toEqual([
      'Jaargang: 2022 → NV',
      'Proefnotitie (Engels): – → Flint, citrus.',
      'Labels: Biologisch, Veganistisch → Biologisch',
    ]);
    expect(fieldChanges({ ...sancerre, ...told }, now)).toEqual(fieldChanges(opened, now));
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

  it('writes every new field in its own column, Belgian style, and reads it back as no change', () => {
    const data = { ...sancerre, ...told, grapes: ['Merlot', 'Cabernet Franc'], vintage: 'NV' };
    const csv = winesToCsv([{ id: 'sancerre', data }]);
    const [head, row] = parseCsv(csv);
    const cells = Object.fromEntries(head!.cells.map((c, i) => [c, row!.cells[i]]));
    expect(cells).toMatchObject({
      druiven: 'Merlot, Cabernet Franc',
      jaargang: 'NV',
      'alcohol %': '13,5',
      'fles cl': '37,5',
      'proefnotitie nl': 'Vuursteen, citrus; strak.',
      'proefnotitie fr': 'Silex, agrumes; tendu.',
      'proefnotitie en': '',
      'past bij nl': 'Geitenkaas "Crottin".',
      'past bij en': 'Goat cheese.',
      labels: 'Biologisch, Veganistisch',
    });
    expect(head!.cells).toHaveLength(WINE_FIELDS.length + 1);
    expect(planImport(csv, [{ id: 'sancerre', data }]).unchanged).toBe(1);
    // As Excel saves it back: each field changed in its cell is that change, and only that one.
    const edited = csv
      .replace(';NV;13,5;37,5;', ';2021;14;75;')
      .replace('Biologisch, Veganistisch', 'Natuurwijn');
    const plan = planImport(edited, [{ id: 'sancerre', data }]);
    expect(plan.changed.map((c) => fieldChanges(c.before, c.document))).toEqual([
      [
        'Jaargang: NV → 2021',
        'Alcohol: 13,5 → 14',
        'Flesinhoud: 37,5 → 75',
        'Labels: Biologisch, Veganistisch → Natuurwijn',
      ],
    ]);
    expect(plan.changed[0]!.document).toMatchObject({ vintage: 2021, alcohol: 14, bottle_cl: 75 });
  });

  it('imports a sheet without the new columns and leaves what each wine had of them', () => {
    const data = { ...sancerre, ...told };
    const old = [
      'id;naam;type;prijs glas;prijs fles;land;streek;wijnhuis;collectie;foto;verborgen;uitverkocht',
      'sancerre;Sancerre Blanc;Wit;10,00;42,00;Frankrijk;Loire;Domaine Vacheron;Wijninspiratie;;;ja',
      ';Nieuwe Wijn;Rood;8;;;;;;;;',
    ].join('\r\n');
    const plan = planImport(old, [{ id: 'sancerre', data }]);
    expect(plan.invalid).toEqual([]);
    expect(plan.changed).toHaveLength(1);
    expect(plan.changed[0]!.document).toEqual({
      ...data,
      name: 'Sancerre Blanc',
      price_glass: 10,
      hidden: false,
    });
    expect(fieldChanges(plan.changed[0]!.before, plan.changed[0]!.document)).toEqual([
      'Naam: Sancerre; "Les Caillottes" → Sancerre Blanc',
      'Prijs glas: 9,50 → 10,00',
    ]);
    expect(plan.added[0]!.document).not.toHaveProperty('grapes');
    // The columns it had are still asked for.
    expect(planImport(old.replace(';uitverkocht', ''), []).invalid).toEqual([
      { line: 1, message: "Kolom 'uitverkocht' ontbreekt" },
    ]);
  });

  it('names a bad vintage, alcohol or label by its line, in Dutch, and imports nothing of that row', () => {
    const header = winesToCsv([]);
    const csv =
      header +
      winesToCsv([
        { id: 'a', data: { ...sancerre, vintage: 'twee' } },
        { id: 'b', data: { ...sancerre, alcohol: '13,5°' } },
        { id: 'c', data: { ...sancerre, labels: ['organic', 'bio-ish'] } },
      ]).slice(header.length);
    expect(planImport(csv, []).invalid).toEqual([
      { line: 2, message: "Jaargang 'twee' is geen jaar (of NV)" },
      { line: 3, message: "Alcohol '13,5°' is geen percentage (bv. 13,5)" },
      {
        line: 4,
        message:
          "Label 'bio-ish' bestaat niet (Biologisch, Biodynamisch, Natuurwijn, Veganistisch)",
      },
    ]);
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
