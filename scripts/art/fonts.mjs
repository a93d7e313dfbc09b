// The illustrations' lettering in the site's own serif, not the renderer's stand-in. sharp's
// librsvg finds fonts through fontconfig only, which reads no WOFF: it gets TrueType copies of
// the faces and a configuration naming their folder, before sharp loads.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/** The lettering's font-family in the SVGs, with the old stand-ins after it. */
const ART_SERIF = "'Cormorant Garamond', Georgia, serif";

/**
 * A text element's font attributes at a size written for the stand-in: Cormorant's small letters
 * are a fifth lower than DejaVu's, so it is set a fifth larger to read as large as before.
 */
export function lettering(size) {
  return `font-family="${ART_SERIF}" font-size="${Math.round(size * 1.2 * 10) / 10}"`;
}

const FACES = ['400-normal', '400-italic'].map((face) =>
  path.join(
    'node_modules/@fontsource/cormorant-garamond/files',
    `cormorant-garamond-latin-${face}.woff`,
  ),
);

/**
 * A WOFF (1.0) file as the TrueType file it wraps: the same tables, each inflated where it was
 * compressed, behind a fresh sfnt table directory (WOFF's own header and directory dropped).
 */
export function woffToSfnt(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = woff.toString('latin1', at, at + 4);
    const [offset, stored, length, checksum] = [4, 8, 12, 16].map((o) => woff.readUInt32BE(at + o));
    const raw = woff.subarray(offset, offset + stored);
    tables.push({ tag, checksum, data: stored < length ? inflateSync(raw) : raw });
  }
  tables.sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies = [];
  let offset = head.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const at = 12 + i * 16;
    head.write(tag, at, 'latin1');
    head.writeUInt32BE(checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...bodies]);
}

/** Writes the faces as TrueType and a fontconfig file naming them; gives that file's path. */
export function artFontconfig() {
  const dir = path.join(tmpdir(), 'locus-lex-art-fonts');
  mkdirSync(path.join(dir, 'faces'), { recursive: true });
  for (const face of FACES)
    writeFileSync(
      path.join(dir, 'faces', path.basename(face, '.woff') + '.ttf'),
      woffToSfnt(readFileSync(face)),
    );
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${path.join(dir, 'faces')}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
</fontconfig>
`,
  );
  return config;
}
