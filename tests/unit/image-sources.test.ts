/** @jest-environment node */
import { cspImageSources, imagePatterns, isServableImage } from '@/lib/image-sources';

import { BUCKET, IN_BUCKET, OUTSIDE_BUCKET } from '../support/bucket-images';

type Pattern = { protocol?: string; hostname?: string; pathname?: string; search?: string };
// Next's own matchers, as its image optimiser runs them on the `url` parameter.
const { hasRemoteMatch } = jest.requireActual<{
  hasRemoteMatch: (domains: string[], patterns: Pattern[], url: URL) => boolean;
}>('next/dist/shared/lib/match-remote-pattern');
const { hasLocalMatch } = jest.requireActual<{
  hasLocalMatch: (patterns: Pattern[] | undefined, pathAndQuery: string) => boolean;
}>('next/dist/shared/lib/match-local-pattern');

async function imagesConfig() {
  jest.resetModules();
  const { default: config } = await import('../../next.config');
  const images = config.images!;
  return {
    localPatterns: images.localPatterns as Pattern[],
    remotePatterns: images.remotePatterns as Pattern[],
  };
}

/** Whether Next's image optimiser, so configured, serves `src` rather than refusing it. */
function takenBy({ localPatterns, remotePatterns }: Awaited<ReturnType<typeof imagesConfig>>) {
  return (src: string) => {
    if (src.startsWith('/')) return !src.startsWith('//') && hasLocalMatch(localPatterns, src);
    try {
      const url = new URL(src);
      return url.protocol === 'https:' && hasRemoteMatch([], remotePatterns, url);
    } catch {
      return false;
    }
  };
}

const SHOWN = ['/images/wines/fles-rood.webp', '/images/wines/Château Margaux.webp'];
// Without a bucket configured, no remote picture at all: anyone's Storage files included.
const STORAGE = [
  'https://firebasestorage.googleapis.com/v0/b/locus-lex.appspot.com/o/wijnen%2Fchablis.jpg?alt=media&token=9a1b',
  'https://storage.googleapis.com/locus-lex.appspot.com/wijnen/chablis.webp',
  'https://locus-lex.firebasestorage.app/wijnen/chablis.webp',
];
const REFUSED = [
  ...STORAGE,
  'https://example.com/chablis.jpg',
  'https://www.domaine-lefevre.fr/images/chablis.jpg',
  'http://firebasestorage.googleapis.com/v0/b/x/o/y.png',
  'https://firebasestorage.googleapis.com.evil.example/y.png',
  'https://evilfirebasestorage.googleapis.com/y.png',
  'https://firebasestorage.app/y.png',
  'https://.firebasestorage.app/y.png',
  'https://firebasestorage.googleapis.com:8443/y.png',
  'https://user:pw@storage.googleapis.com/y.png',
  'https://user@storage.googleapis.com/y.png',
  'https://:pw@storage.googleapis.com/y.png',
  '//example.com/chablis.jpg',
  '/\\example.com/chablis.jpg',
  '/images/wines/fles-rood.webp?v=2',
  '/images/wines/fles-rood.webp#top',
  'javascript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'images/wines/fles-rood.webp',
  'https://',
];

describe('isServableImage', () => {
  it('takes site paths', () => {
    expect(SHOWN.filter((src) => !isServableImage(src))).toEqual([]);
  });

  it('refuses Storage without a bucket, other hosts, look-alikes, http, ports, credentials, queries on site paths and protocol-relative URLs', () => {
    expect(REFUSED.filter((src) => isServableImage(src))).toEqual([]);
  });

  it('takes nothing that Next’s image optimiser would refuse with a broken image, and every shown source it serves', async () => {
    const config = await imagesConfig();
    const optimiserTakes = takenBy(config);
    for (const src of [...SHOWN, ...REFUSED])
      if (isServableImage(src))
        expect({ src, served: optimiserTakes(src) }).toEqual({ src, served: true });
    expect(config.remotePatterns).toEqual([]);
  });

  it('keeps the optimiser’s disk cache bounded', async () => {
    jest.resetModules();
    const { default: config } = await import('../../next.config');
    expect(config.images?.maximumDiskCacheSize).toBeGreaterThan(0);
    expect(config.images?.maximumDiskCacheSize).toBeLessThanOrEqual(1024 ** 3);
  });
});

describe('with the photos’ bucket configured (FIREBASE_STORAGE_BUCKET)', () => {
  const saved = process.env;
  beforeEach(() => {
    process.env = { ...saved, FIREBASE_STORAGE_BUCKET: BUCKET };
  });
  afterEach(() => {
    process.env = saved;
  });
  const OURS = ['/images/wines/fles-rood.webp', ...IN_BUCKET];
  const THEIRS = OUTSIDE_BUCKET;

  it('shows the pictures in that bucket and refuses those in anyone else’s', () => {
    expect(OURS.filter((src) => !isServableImage(src))).toEqual([]);
    expect(THEIRS.filter((src) => isServableImage(src))).toEqual([]);
  });

  it('has the optimiser fetch from that bucket alone, agreeing with the wine data', async () => {
    const optimiserTakes = takenBy(await imagesConfig());
    expect(OURS.filter((src) => !optimiserTakes(src))).toEqual([]);
    expect(THEIRS.filter((src) => optimiserTakes(src))).toEqual([]);
  });

  it('names the bucket in each form of its address, and a bucket of the old kind on two', () => {
    expect(imagePatterns('locus-lex.appspot.com')).toEqual([
      {
        protocol: 'https',
        hostname: 'firebasestorage.googleapis.com',
        pathname: '/v0/b/locus-lex.appspot.com/o/**',
      },
      {
        protocol: 'https',
        hostname: 'storage.googleapis.com',
        pathname: '/locus-lex.appspot.com/**',
      },
    ]);
    expect(imagePatterns(undefined)).toEqual([]);
  });

  it('gives the picture policy the same places, as path prefixes on the shared hosts', () => {
    expect(cspImageSources('locus-lex.appspot.com')).toEqual([
      'firebasestorage.googleapis.com/v0/b/locus-lex.appspot.com/o/',
      'storage.googleapis.com/locus-lex.appspot.com/',
    ]);
    expect(cspImageSources(BUCKET)).toEqual([
      `firebasestorage.googleapis.com/v0/b/${BUCKET}/o/`,
      `storage.googleapis.com/${BUCKET}/`,
      BUCKET,
    ]);
    expect(cspImageSources(undefined)).toEqual([]);
  });
});
