/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import manifest from '@/app/manifest';

import { iconSvg } from '../../scripts/art/icon.mjs';

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

describe('web manifest (app/manifest.ts)', () => {
  const appFile = (src: string) => (src === '/icon.svg' ? 'app/icon.svg' : `public${src}`);

  it('names the site in Dutch, in its colours, and opens on the home page', () => {
    const m = manifest();
    expect(m).toMatchObject({ name: '1504 Locus Lex', lang: 'nl-BE', start_url: '/', scope: '/' });
    expect(m.short_name!.length).toBeLessThanOrEqual(12);
    expect(m.theme_color).toBe('#6b1e2e');
    expect(m.shortcuts!.map((s) => s.url)).toEqual(['/wijnen', '/event', '/contact']);
  });

  it('every icon it names is a file of the size and type it says, with a 192, 512 and maskable one', () => {
    const icons = manifest().icons!;
    for (const icon of icons) {
      const file = readFileSync(appFile(icon.src));
      if (icon.type === 'image/svg+xml') {
        expect(icon.sizes).toBe('any');
        continue;
      }
      expect(icon.type).toBe('image/png');
      expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      const { width, height } = pngSize(file);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const sizes = (purpose: string) =>
      icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(['512x512']);
  });

  it('the maskable icon keeps the whole gable inside the circle every launcher mask leaves', () => {
    // Parchment pixels (the gable) may only lie within 40 % of the size from the centre.
    const svg = iconSvg({ maskable: true });
    const scale = Number(/scale\(([\d.]+)\)/.exec(svg)![1]);
    const [cx, cy] = [32, 33.25];
    const corners = [...svg.matchAll(/(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)/g)].map(([, x, y]) => [
      Number(x),
      Number(y),
    ]);
    corners.push([10, 56.5], [54, 56.5]); // the gold ground line's outer corners
    expect(corners.length).toBeGreaterThan(10);
    for (const [x, y] of corners) {
      expect(Math.hypot(x! - cx, y! - cy) * scale).toBeLessThanOrEqual(0.4 * 64);
    }
  });
});
