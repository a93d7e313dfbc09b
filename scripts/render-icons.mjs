// Renders the site's icon (scripts/art/icon.mjs) to the files Next serves as its metadata icons:
// app/icon.svg (browser tabs), app/apple-icon.png (180 px, home screens) and app/favicon.ico (16,
// 32 and 48 px, for whatever asks for /favicon.ico without reading the page).
import { readFileSync, writeFileSync } from 'node:fs';

import sharp from 'sharp';

import { MANIFEST_ICONS } from '../lib/icons.mjs';
import { iconSvg } from './art/icon.mjs';

/** The SVG rendered sharply at `size` px: drawn at four times the size, then scaled down. */
const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: (72 * size * 4) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file of PNG images (read by every browser since IE 11): header, one entry each, data. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width, 0 for 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const FAVICON_SIZES = [16, 32, 48];

async function render() {
  const svg = iconSvg();
  const favicon = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, data: await png(svg, size) })),
  );
  return {
    'app/icon.svg': Buffer.from(svg),
    'app/apple-icon.png': await png(iconSvg({ rounded: false }), 180),
    'app/favicon.ico': ico(favicon),
    ...Object.fromEntries(
      await Promise.all(
        MANIFEST_ICONS.map(async ({ src, size, purpose }) => [
          `public${src}`,
          await png(iconSvg({ maskable: purpose === 'maskable' }), size),
        ]),
      ),
    ),
  };
}

const files = await render();
if (process.argv.includes('--check')) {
  const stale = Object.entries(files).filter(([file, data]) => {
    try {
      return !readFileSync(file).equals(data);
    } catch {
      return true;
    }
  });
  for (const [file] of stale)
    console.error(`${file} is not what scripts/render-icons.mjs makes: run it`);
  process.exit(stale.length ? 1 : 0);
}
for (const [file, data] of Object.entries(files)) {
  writeFileSync(file, data);
  console.log(`${file} ${data.length} bytes`);
}
