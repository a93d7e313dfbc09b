import path from 'node:path';

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { languageRedirects, languageRewrites } from './i18n/addresses';
import { MENU_CARD_PDF, MENU_CARD_SHORT } from './lib/content/navigation';
import { MAX_FORM_BYTES } from './lib/forms/constants';
import { cspImageSources, imagePatterns } from './lib/image-sources';
import { exitOnConfigError } from './lib/env';
import { storageBucket } from './lib/site-config';

const isDev = process.env.NODE_ENV !== 'production';

// A Vercel production build without the mail addresses, the site's address or the revalidation
// secret would deploy a site that says "sent" and delivers nothing: it stops here, in one line.
if (process.env.VERCEL_ENV === 'production') exitOnConfigError();
// The venue's photos' bucket, if configured: the CSP and the image optimiser allow the same places.
const bucket = storageBucket();

/**
 * A static Content-Security-Policy rather than a nonce: a nonce must differ per response, which
 * would force every page (even the heritage and privacy pages) to render on each request and defeat
 * static caching.
 */
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  // Pictures come through the image optimiser on this origin; the Storage hosts (the configured
  // bucket's objects only, when there is one) serve what it passes through untouched (an SVG).
  ['img-src', "'self'", ...cspImageSources(bucket)].join(' '),
  "font-src 'self'",
  `connect-src 'self'${isDev ? ' ws: wss:' : ''}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // No Cross-Origin-Opener-Policy: it moves every arrival from another site into a renderer process
  // of its own, started during the load; measured, that doubled the main-thread blocking of every
  // page, a bare Next page's too.
];

const nextConfig: NextConfig = {
  cacheComponents: true,
  // Off: it renders a per-request page twice and sends the copy in its HTML (docs/decisions.md).
  partialPrefetching: false,
  poweredByHeader: false,
  // `npm run dev` serves on localhost, which Next trusts; a developer who opens the same server as
  // http://127.0.0.1:3000 (or [::1]) would otherwise get its live reload refused as cross-origin,
  // with a warning on every page. Only loopback addresses: Next applies this in development alone.
  allowedDevOrigins: ['127.0.0.1', '[::1]'],
  // No per-request ETag on pages: Next hashes the whole HTML in JavaScript on every response
  // (measured: 15 % of the server's time on a cached wine page, a third of its throughput).
  generateEtags: false,
  reactStrictMode: true,
  // CI runs `tsc --noEmit` itself before the tests build the site (.ci/run).
  typescript: { ignoreBuildErrors: process.env.CI_TYPECHECKED === '1' },
  sassOptions: { loadPaths: [path.join(process.cwd(), 'styles')] },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer candidate widths than Next's default (8 + 8): every width is one more URL in each
    // srcset, written twice per page (HTML and the RSC payload) and once more in the preload.
    deviceSizes: [640, 828, 1200, 1920, 2560],
    imageSizes: [128, 256, 384],
    // Next's default, written out: the wine data is held to it (lib/image-sources.ts).
    localPatterns: [{ pathname: '**', search: '' }],
    // The Storage hosts, or only the configured bucket's objects on them (lib/image-sources.ts).
    remotePatterns: imagePatterns(bucket),
    // The optimiser's disk cache under `next start`: bounded, whatever sizes are asked for.
    maximumDiskCacheSize: 500 * 1024 * 1024,
  },
  experimental: {
    // An address no page has is answered by app/global-not-found.tsx: the pages' root layout
    // sits below the language's segment.
    globalNotFound: true,
    serverActions: {
      // Both forms together are a few kB; refuse anything near Next's 1 MB default.
      bodySizeLimit: MAX_FORM_BYTES,
    },
    // Next copies a request's body for the proxy as it arrives and keeps the copy until the body
    // has ended, up to 10 MB by default, before the proxy's 413: ten 8 MB posts to /event at once
    // grew `next start` by 85 MB, 38 MB with this cap.
    proxyClientMaxBodySize: MAX_FORM_BYTES,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async redirects() {
    return [
      { source: MENU_CARD_SHORT, destination: MENU_CARD_PDF, permanent: true },
      ...languageRedirects(),
    ];
  },
  async rewrites() {
    return languageRewrites();
  },
};

// Messages are compiled when they are bundled: the browser gets no ICU parser, only a formatter.
export default createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})(nextConfig);
