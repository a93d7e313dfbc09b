import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import nextConfig from '../../next.config';
import { PAGE_TEMPLATES } from '../../lib/routes';
import { widthCandidates } from '../../lib/srcset';
import { webpWidth } from './support/images';

const ROUTES = PAGE_TEMPLATES;
const deviceSizes = nextConfig('test').images?.deviceSizes;
if (!deviceSizes?.length) throw new Error('next.config.ts sets no images.deviceSizes');
const widest = Math.max(...deviceSizes);

test.describe('images', () => {
  // The pages declare each picture's file width by hand (components/content/img.tsx stops the
  // srcset at the first candidate at least that wide). Checked against the files themselves: a
  // photograph swapped for a larger one without its width would be served soft on wide screens,
  // and a width typed too large would send the same picture under extra URLs.
  test('every srcset reaches the width of its file and goes no further', async ({ request }) => {
    let checked = 0;
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      for (const [, raw = ''] of html.matchAll(/srcset="([^"]+)"/gi)) {
        const candidates = widthCandidates(raw.replaceAll('&amp;', '&'));
        if (!candidates) continue;
        candidates.sort((a, b) => a.width - b.width);
        const source = new URL(candidates[0]!.url, 'http://x').searchParams.get('url') ?? '';
        if (!source.startsWith('/images/')) continue;
        const fileWidth = webpWidth(readFileSync(path.join('public', source)));
        const widths = candidates.map((c) => c.width);
        const label = `${route} ${source} (file ${fileWidth} px): ${widths.join(', ')}`;
        expect(widths.at(-1), label).toBeGreaterThanOrEqual(Math.min(fileWidth, widest));
        if (widths.length > 1) expect(widths.at(-2), label).toBeLessThan(fileWidth);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
