// The site's self-hosted fonts (styles/fonts/), cut from the @fontsource files to what a browser
// uses of them: `npm run fonts` writes them, `node scripts/fonts.mjs --check` (a unit test) fails
// when they are stale, lose a character, or styles/fonts holds a file this script does not make.
//
// Why: the four @fontsource files weigh 79 kB and are preloaded on every page, more than half of
// what a phone downloads before the first paint apart from the framework's JavaScript (measured
// with Lighthouse: every request that ends before the first paint counts into its LCP). Most of
// their weight is OpenType features we never ask for (small capitals, old-style and tabular
// figures, fractions, stylistic sets): a browser applies only its default features unless CSS
// asks for more, and styles/ never does (no `font-variant`, no `font-feature-settings`). Of those
// defaults we keep kerning and ligatures; the mark-positioning and composition tables (`ccmp`,
// `mark`, `mkmk`, `locl`) serve accents typed as separate combining characters, which our text
// does not hold (é is one character in it), and cost 2 kB a file. The characters stay those of
// @fontsource's `latin` subset; a character outside it falls back per glyph to the next font in
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
    'cormorant-garamond-500-normal.woff2',
  ],
  [
    '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2',
    'cormorant-garamond-500-italic.woff2',
  ],
  [
    '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2',
    'source-sans-3-400-normal.woff2',
  ],
  [
    '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2',
    'source-sans-3-600-normal.woff2',
  ],
];

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
const inLatin = (cp) => LATIN.some(([a, b]) => cp >= a && cp <= b);
const LATIN_TEXT = LATIN.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('');

/** An @fontsource file and the subset this script makes of it. */
async function subsetOf(from) {
  const source = readFileSync(require.resolve(from));
  return {
    source,
    subset: await subsetFont(source, LATIN_TEXT, { targetFormat: 'woff2', keepFeatures: FEATURES }),
  };
}

async function codePoints(woff2) {
  const face = new Face(new Blob(await fontverter.convert(woff2, 'sfnt')), 0);
  return new Set(face.collectUnicodes());
}

/** What is wrong with the committed fonts, as sentences; empty when they are current. */
async function checkFonts() {
  const problems = [];
  const made = new Set(FONTS.map(([, to]) => to));
  for (const file of readdirSync(FONT_DIR))
    if (!made.has(file)) problems.push(`${file} in styles/fonts is not made by this script`);
  for (const [from, to] of FONTS) {
    const { source, subset } = await subsetOf(from);
    let committed;
    try {
      committed = readFileSync(path.join(FONT_DIR, to));
    } catch {
      problems.push(`${to} is missing: run npm run fonts`);
      continue;
    }
    if (!subset.equals(committed)) {
      problems.push(`${to} is not the subset of ${from}: run npm run fonts`);
      continue;
    }
    const kept = await codePoints(committed);
    const lost = [...(await codePoints(source))].filter((cp) => inLatin(cp) && !kept.has(cp));
    if (lost.length)
      problems.push(
        `${to} lost ${lost.map((cp) => `U+${cp.toString(16).toUpperCase()}`).join(', ')}`,
      );
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const problems = await checkFonts();
    for (const p of problems) console.error(p);
    process.exit(problems.length ? 1 : 0);
  }
  for (const [from, to] of FONTS) {
    const { source, subset } = await subsetOf(from);
    writeFileSync(path.join(FONT_DIR, to), subset);
    console.log(`${to}: ${source.length} → ${subset.length} bytes`);
  }
}
