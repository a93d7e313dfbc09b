/** @jest-environment node */
import { imgAttributes, withinFileWidth } from '@/components/content/img';
import { widthCandidates } from '@/lib/srcset';

const widths = (srcSet = '') =>
  srcSet.split(', ').map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)));

describe('image attributes: no srcset candidate wider than the file', () => {
  it('stops at the first width that covers a file of declared width, and points src at it', () => {
    const all = imgAttributes({
      src: '/images/wines/fles-rood.webp',
      alt: 'Fles',
      fill: true,
      sizes: '90vw',
    });
    const trimmed = imgAttributes({
      src: '/images/wines/fles-rood.webp',
      alt: 'Fles',
      width: 600,
      height: 800,
      sizes: '90vw',
    });
    const kept = widths(trimmed.srcSet);
    const cover = widths(all.srcSet).find((w) => w >= 600)!;
    expect(Math.max(...kept)).toBe(cover);
    expect(kept).toEqual(widths(all.srcSet).filter((w) => w <= cover));
    expect(trimmed.src).toContain(`w=${cover}&`);
    expect(trimmed.sizes).toBe('90vw');
  });

  it('ends at a candidate exactly as wide as the file, not at the next one', () => {
    const exact = imgAttributes({
      src: '/images/wines/fles-rood.webp',
      alt: 'Fles',
      width: 640,
      height: 853,
      sizes: '90vw',
    });
    expect(Math.max(...widths(exact.srcSet))).toBe(640);
  });

  it('trims a fill image only when told the file width', () => {
    const untold = imgAttributes({
      src: '/images/home/slide-gevel.webp',
      alt: 'Gevel',
      fill: true,
      sizes: '100vw',
    });
    const told = imgAttributes({
      src: '/images/home/slide-gevel.webp',
      alt: 'Gevel',
      fill: true,
      sizes: '100vw',
      sourceWidth: 1600,
    });
    expect(Math.max(...widths(told.srcSet))).toBe(widths(untold.srcSet).find((w) => w >= 1600));
    expect(widths(told.srcSet).length).toBeLessThan(widths(untold.srcSet).length);
  });

  it('leaves density srcsets (no sizes) and files wider than every candidate alone', () => {
    const density = {
      src: '/a.webp?w=640',
      srcSet: '/a.webp?w=640 1x, /a.webp?w=1200 2x',
      alt: '',
      sizes: undefined,
    } as Parameters<typeof withinFileWidth>[0];
    expect(withinFileWidth(density, 600)).toBe(density);
    const wide = {
      src: '/b?w=2560',
      srcSet: '/b?w=640 640w, /b?w=2560 2560w',
      alt: '',
    } as Parameters<typeof withinFileWidth>[0];
    expect(withinFileWidth(wide, 4000)).toBe(wide);
    expect(withinFileWidth(wide, 600)).toEqual({
      ...wide,
      srcSet: '/b?w=640 640w',
      src: '/b?w=640',
    });
  });
});

describe('widthCandidates', () => {
  it('reads a width srcset in its order, and nothing from an empty, density or mixed one', () => {
    expect(widthCandidates('/a?w=640 640w, /a?w=1200 1200w')).toEqual([
      { url: '/a?w=640', width: 640 },
      { url: '/a?w=1200', width: 1200 },
    ]);
    expect(widthCandidates(undefined)).toBeUndefined();
    expect(widthCandidates('/a 1x, /b 2x')).toBeUndefined();
    expect(widthCandidates('/a 640w, /b 2x')).toBeUndefined();
  });
});
