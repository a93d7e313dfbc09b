/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('site icons (app/icon.svg, app/apple-icon.png, app/favicon.ico)', () => {
  it('are what scripts/render-icons.mjs makes from scripts/art/icon.mjs', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/render-icons.mjs', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('favicon.ico holds 16, 32 and 48 px PNG images, each where its entry says', () => {
    const ico = readFileSync('app/favicon.ico');
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const images = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const data = ico.subarray(offset, offset + length);
      expect(data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      expect(pngSize(data)).toEqual({
        width: ico.readUInt8(entry),
        height: ico.readUInt8(entry + 1),
      });
      return ico.readUInt8(entry);
    });
    expect(images).toEqual([16, 32, 48]);
  });

  it('the touch icon is a 180 px PNG and the tab icon a square SVG', () => {
    const apple = readFileSync('app/apple-icon.png');
    expect(apple.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(apple)).toEqual({ width: 180, height: 180 });
    expect(readFileSync('app/icon.svg', 'utf8')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/,
    );
  });
});
