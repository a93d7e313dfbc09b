// Renders the site's line-art illustrations (scripts/art) to WebP files in public/images.
// These stand in for photographs: the venue can replace any file one for one, same name.
// Run: node scripts/render-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { animalArt } from './art/animals.mjs';
import { artFontconfig, lettering } from './art/fonts.mjs';
import { sceneArt } from './art/scenes.mjs';
import { wineArt } from './art/wines.mjs';

// The site's serif for the lettering (art/fonts.mjs): fontconfig reads this when sharp loads.
process.env.FONTCONFIG_FILE = artFontconfig();
const { default: sharp } = await import('sharp');

// Without the face, librsvg quietly letters in its stand-in: stop rather than render that.
const probe = (font) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><text x="10" y="45" ${font}>Locus Lex</text></svg>`,
    ),
  )
    .raw()
    .toBuffer();
if ((await probe(lettering(30))).equals(await probe('font-family="serif" font-size="36"'))) {
  console.error('[art] Cormorant Garamond was not found: the lettering would be set in a stand-in');
  process.exit(1);
}

const registry = { ...wineArt(), ...sceneArt(), ...animalArt() };
const only = process.argv.slice(2);

for (const [name, { svg, w }] of Object.entries(registry)) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const file = path.join('public/images', `${name}.webp`);
  mkdirSync(path.dirname(file), { recursive: true });
  const buffer = await sharp(Buffer.from(svg), { density: 96 })
    .resize({ width: w })
    .webp({ quality: 82 })
    .toBuffer();
  writeFileSync(file, buffer);
  console.log(`${file} ${(buffer.length / 1024).toFixed(1)} kB`);
}
