// Renders the site's line-art illustrations (scripts/art) to WebP files in public/images.
// These stand in for photographs: the venue can replace any file one for one, same name.
// Run: node scripts/render-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import { animalArt } from './art/animals.mjs';
import { sceneArt } from './art/scenes.mjs';
import { wineArt } from './art/wines.mjs';

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
