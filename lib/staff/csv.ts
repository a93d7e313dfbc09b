import {
  checkWine,
  DOC_ID,
  fromText,
  OPTIONAL_COLUMNS,
  textValues,
  WINE_FIELDS,
  type WineDocument,
  type WineField,
} from './wine-fields';

// Excel in Belgium opens this as columns: UTF-8 with a byte order mark, `;` between cells.
const BOM = '\uFEFF';
const SEPARATOR = ';';
const ID_COLUMN = 'id';

// What a spreadsheet may run as a formula, full-width signs included. A leading ' is marked too, so
// the import, which takes one ' off such a cell, gives back what was exported.
const FORMULA_LIKE = /^(?:[\s\p{Cc}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|\p{Cc}|')/u;

function cell(value: string): string {
  const safe = FORMULA_LIKE.test(value) ? `'${value}` : value;
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

// Excel's "CSV UTF-8" saves UTF-8, its plain CSV Windows-1252.
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A sheet as Excel in Belgium opens it, each cell safe from being run as a formula. */
export function toCsv(header: string[], rows: string[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

export function winesToCsv(docs: { id: string; data: Record<string, unknown> }[]): string {
  const header = [ID_COLUMN, ...WINE_FIELDS.map((f) => f.column)];
  const rows = docs.map(({ id, data }) => {
    const values = textValues(data);
    return [id, ...WINE_FIELDS.map((f) => values[f.key])];
  });
  return toCsv(header, rows);
}

export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') ? ';' : ',';
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        value += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(value);
      value = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      cells.push(value);
      if (cells.some((v) => v.trim() !== '')) records.push({ line: start, cells });
      cells = [];
      value = '';
      start = ++line;
    } else value += c;
  }
  cells.push(value);
  if (cells.some((v) => v.trim() !== '')) records.push({ line: start, cells });
  return records;
}

const unformula = (v: string) =>
  v.startsWith("'") && FORMULA_LIKE.test(v.slice(1)) ? v.slice(1) : v;

export type ImportPlan = {
  added: { id?: string; document: WineDocument }[];
  changed: { id: string; before: Record<string, unknown>; document: WineDocument }[];
  removed: { id: string; before: Record<string, unknown> }[];
  invalid: { line: number; message: string }[];
  unchanged: number;
};

export const planCounts = (plan: ImportPlan) =>
  `${plan.added.length} toegevoegd, ${plan.changed.length} gewijzigd, ${plan.removed.length} verwijderd`;

const same = (a: object, b: object) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export function planImport(
  text: string,
  current: { id: string; data: Record<string, unknown> }[],
): ImportPlan {
  const plan: ImportPlan = { added: [], changed: [], removed: [], invalid: [], unchanged: 0 };
  const unreadable = text.indexOf('\uFFFD');
  if (unreadable >= 0) {
    plan.invalid.push({
      line: text.slice(0, unreadable).split('\n').length,
      message: 'Het bestand bevat een teken dat niet te lezen is (�): bewaar het als CSV UTF-8',
    });
    return plan;
  }
  const [head, ...rows] = parseCsv(text);
  const columns = head?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const missing = [ID_COLUMN, ...WINE_FIELDS.map((f) => f.column)].filter(
    (c) => !columns.includes(c) && !OPTIONAL_COLUMNS.includes(c),
  );
  if (missing.length) {
    plan.invalid.push({
      line: 1,
      message: `Kolom ${missing.map((c) => `'${c}'`).join(', ')} ontbreekt`,
    });
    return plan;
  }
  const byId = new Map(current.map((doc) => [doc.id, doc.data]));
  const seen = new Set<string>();
  for (const { line, cells } of rows) {
    const value = (column: string) => unformula(cells[columns.indexOf(column)] ?? '').trim();
    const id = value(ID_COLUMN);
    if (id && !DOC_ID.test(id)) {
      plan.invalid.push({
        line,
        message: `Id '${id.slice(0, 60)}' kan niet: geen /, niet . of .. of __…__, hoogstens 400 tekens`,
      });
      continue;
    }
    if (id && seen.has(id)) {
      plan.invalid.push({ line, message: `Id '${id}' staat twee keer in de lijst` });
      continue;
    }
    if (id) seen.add(id);
    const before = id ? byId.get(id) : undefined;
    // A column the file lacks leaves that field of the wine as it is.
    const kept = textValues(before);
    const values = Object.fromEntries(
      WINE_FIELDS.map((f) => [f.key, columns.includes(f.column) ? value(f.column) : kept[f.key]]),
    ) as Record<WineField, string>;
    const checked = checkWine(id, fromText(values));
    if (!checked.ok) {
      plan.invalid.push({ line, message: Object.values(checked.problems).flat().join('; ') });
      continue;
    }
    if (!before) plan.added.push({ ...(id && { id }), document: checked.document });
    else {
      const was = checkWine(id, before);
      if (was.ok && same(was.document, checked.document)) plan.unchanged++;
      else plan.changed.push({ id, before, document: checked.document });
    }
  }
  for (const [id, before] of byId) if (!seen.has(id)) plan.removed.push({ id, before });
  return plan;
}
