// The site's self-hosted fonts (styles/fonts/), cut from the @fontsource files to what a browser
// uses of them: `npm run fonts` writes them, `node scripts/fonts.mjs --check` (a unit test) fails
// when they are stale, lose a character, or styles/fonts holds a file this script does not make,
// or when the pages' `unicode-range` no longer names what the extra files hold.
//
// Why: the four @fontsource files weigh 79 kB and are preloaded on every page, more than half of
// what a phone downloads before the first paint apart from the framework's JavaScript (measured
// with Lighthouse: every request that ends before the first paint counts into its LCP). Most of
// their weight is OpenType features we never ask for (small capitals, old-style and tabular
// figures, fractions, stylistic sets): a browser applies only its default features unless CSS
// asks for more, and styles/ never does (no `font-variant`, no `font-feature-settings`). Of those
// defaults we keep kerning and ligatures; the mark-positioning and composition tables (`ccmp`,
// `mark`, `mkmk`, `locl`) serve accents typed as separate combining characters, which our text
// does not hold (é is one character in it), and cost 2 kB a file.
//
// Each font is then split in two by character. The preloaded file holds what Dutch, French,
// German, Spanish and Italian wine names and our own copy use (CORE); the rest of @fontsource's
// `latin` subset (Ã, Ø, ¿, ½, …) goes into a `-ext` file that a browser fetches only for a page
// that shows one of those characters (its `unicode-range` in app/layout.tsx and
// components/content/display-italic.ts, which this script checks; `--range` prints it). Every
// accented letter is an outline of its own in these fonts: the split takes 11 kB (a fifth) off
// what every page preloads. A character outside both falls back per glyph to the next font in
// the stack, as before.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONT_DIR = path.join(root, 'styles', 'fonts');

const FONTS = [
  [
    '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
    'cormorant-garamond-500-normal',
  ],
  [
    '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2',
    'cormorant-garamond-500-italic',
  ],
  [
    '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2',
    'source-sans-3-400-normal',
  ],
  [
    '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2',
    'source-sans-3-600-normal',
  ],
];

/** The modules that load the fonts, each `-ext` face declaring EXT_RANGE as its unicode-range. */
const FONT_MODULES = ['app/layout.tsx', 'components/content/display-italic.ts'];

/** Of the features browsers turn on by themselves for Latin text (CSS Fonts 4 §7.1), the ones we use. */
const FEATURES = ['kern', 'liga', 'clig', 'calt', 'rlig'];

/** @fontsource's `latin` unicode-range (its CSS files), as [first, last] code points. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const expand = (ranges) =>
  ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
const LATIN_CODES = expand(LATIN);
const IN_LATIN = new Set(LATIN_CODES);

// The preloaded part: ASCII, the no-break space and soft hyphen, the signs our copy and prices
// use, the general punctuation block (typographic quotes, dashes, ellipsis, the thin spaces
// Intl may write), and both cases of the accented letters of Dutch, French, German, Spanish and
// Italian names (é, è, ë, ô, ç, ü, ñ, ß, œ, …).
const ACCENTED = 'àáâäçèéêëíîïñóôöùúûüÿœ';
const CORE = new Set([
  ...expand([
    [0x0000, 0x00a0],
    [0x2000, 0x206f],
  ]),
  ...[...`\u00ad©«»·°×€™ß${ACCENTED}${ACCENTED.toUpperCase()}`].map((c) => c.codePointAt(0)),
]);
const EXT_CODES = LATIN_CODES.filter((cp) => !CORE.has(cp));
const CORE_CODES = LATIN_CODES.filter((cp) => CORE.has(cp));

/** Ascending code points as a CSS unicode-range value, runs joined: `U+A1-A8, U+AA, …`. */
function unicodeRange(codes) {
  const runs = [];
  for (const cp of codes) {
    const last = runs.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else runs.push([cp, cp]);
  }
  const hex = (cp) => cp.toString(16).toUpperCase();
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}
const EXT_RANGE = unicodeRange(EXT_CODES);

const text = (codes) => String.fromCodePoint(...codes);
/** The files made of one font: the preloaded part, then the rest. */
const fileNames = (name) => [`${name}.woff2`, `${name}-ext.woff2`];

/** An @fontsource file and the two files this script makes of it: [name, bytes]. */
async function subsetsOf(from, name) {
  const source = readFileSync(require.resolve(from));
  const [core, ext] = fileNames(name);
  const cut = (codes) =>
    subsetFont(source, text(codes), { targetFormat: 'woff2', keepFeatures: FEATURES });
  return {
    source,
    files: [
      [core, await cut(CORE_CODES)],
      [ext, await cut(EXT_CODES)],
    ],
  };
}

async function codePoints(woff2) {
  const face = new Face(new Blob(await fontverter.convert(woff2, 'sfnt')), 0);
  return new Set(face.collectUnicodes());
}

/** What is wrong with the committed fonts, as sentences; empty when they are current. */
async function checkFonts() {
  const problems = [];
  const made = new Set(FONTS.flatMap(([, name]) => fileNames(name)));
  for (const file of readdirSync(FONT_DIR))
    if (!made.has(file)) problems.push(`${file} in styles/fonts is not made by this script`);
  for (const [from, name] of FONTS) {
    const { source, files } = await subsetsOf(from, name);
    const kept = new Set();
    for (const [file, subset] of files) {
      let committed;
      try {
        committed = readFileSync(path.join(FONT_DIR, file));
      } catch {
        problems.push(`${file} is missing: run npm run fonts`);
        continue;
      }
      if (!subset.equals(committed)) {
        problems.push(`${file} is not the subset of ${from}: run npm run fonts`);
        continue;
      }
      for (const cp of await codePoints(committed)) kept.add(cp);
    }
    const lost = [...(await codePoints(source))].filter((cp) => IN_LATIN.has(cp) && !kept.has(cp));
    if (lost.length) problems.push(`${name} lost ${unicodeRange(lost.sort((a, b) => a - b))}`);
  }
  // Each -ext face must say what it holds: a narrower range leaves its letters in a fallback
  // font, a wider one fetches it for characters the preloaded file has.
  for (const file of FONT_MODULES) {
    const calls = readFileSync(path.join(root, file), 'utf8').split('localFont(').slice(1);
    const ext = calls.filter((call) => /-ext\.woff2'/.test(call));
    const ranges = ext.map((call) => /prop: 'unicode-range',\s*value:\s*'([^']*)'/.exec(call)?.[1]);
    if (ext.length === 0 || ranges.some((range) => range !== EXT_RANGE))
      problems.push(`${file}: each -ext face's unicode-range must be '${EXT_RANGE}'`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const problems = await checkFonts();
    for (const p of problems) console.error(p);
    process.exit(problems.length ? 1 : 0);
  }
  if (process.argv.includes('--range')) {
    console.log(EXT_RANGE);
    process.exit(0);
  }
  for (const [from, name] of FONTS) {
    const { source, files } = await subsetsOf(from, name);
    for (const [file, subset] of files) writeFileSync(path.join(FONT_DIR, file), subset);
    console.log(
      `${name}: ${source.length} → ${files.map(([, subset]) => subset.length).join(' + ')} bytes`,
    );
  }
  console.log(`unicode-range of the -ext faces: '${EXT_RANGE}'`);
}
