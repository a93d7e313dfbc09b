/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

import { lettering, woffToSfnt } from '../../scripts/art/fonts.mjs';

const WOFF = readFileSync(
  'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff',
);

/** The tables of a WOFF as its own directory lists them, inflated. */
function woffTables(woff: Buffer) {
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < woff.readUInt16BE(12); i++) {
    const at = 44 + i * 20;
    const [offset, stored, length] = [4, 8, 12].map((o) => woff.readUInt32BE(at + o));
    const raw = woff.subarray(offset!, offset! + stored!);
    tables.set(woff.toString('latin1', at, at + 4), stored! < length! ? inflateSync(raw) : raw);
  }
  return tables;
}

describe('the illustrations’ lettering (scripts/art/fonts.mjs)', () => {
  it('unwraps a WOFF into the TrueType file fontconfig reads: every table whole, in order, aligned', () => {
    const sfnt = woffToSfnt(WOFF);
    const expected = woffTables(WOFF);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    const count = sfnt.readUInt16BE(4);
    expect(count).toBe(expected.size);
    // The binary-search fields of the directory, as the OpenType specification defines them.
    const power = 2 ** Math.floor(Math.log2(count));
    expect([6, 8, 10].map((o) => sfnt.readUInt16BE(o))).toEqual([
      power * 16,
      Math.log2(power),
      count * 16 - power * 16,
    ]);
    const tags: string[] = [];
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      const tag = sfnt.toString('latin1', at, at + 4);
      const [offset, length] = [8, 12].map((o) => sfnt.readUInt32BE(at + o));
      tags.push(tag);
      expect(offset! % 4).toBe(0);
      expect(sfnt.subarray(offset!, offset! + length!).equals(expected.get(tag)!)).toBe(true);
    }
    expect(tags).toEqual([...tags].sort());
    // The font header's magic number, where the format puts it.
    const head = tags.indexOf('head');
    expect(sfnt.readUInt32BE(sfnt.readUInt32BE(12 + head * 16 + 8) + 12)).toBe(0x5f0f3cf5);
  });

  it('refuses what is not a WOFF 1.0 file', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes than a header'))).toThrow('WOFF');
  });

  it('sets the lettering in the site’s serif, a fifth larger than written for the stand-in', () => {
    expect(lettering(40)).toBe(`font-family="'Cormorant Garamond', Georgia, serif" font-size="48"`);
    expect(lettering(33.3)).toContain('font-size="40"');
  });
});
