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

// In production, missing mail or site settings would make forms say "sent" and deliver nothing.
if (process.env.VERCEL_ENV === 'production') exitOnConfigError();
const bucket = storageBucket();

// Static, not a per-response nonce, so pages stay prerendered (docs/decisions.md).
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  // SVGs skip the image optimiser and load straight from the Storage hosts.
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
  // No Cross-Origin-Opener-Policy: it slows every page (docs/decisions.md).
];

const nextConfig: NextConfig = {
  cacheComponents: true,
  // Off: it renders a per-request page twice and sends the copy in its HTML (docs/decisions.md).
  partialPrefetching: false,
  poweredByHeader: false,
  // So live reload also works when the dev server is opened as 127.0.0.1 or [::1].
  allowedDevOrigins: ['127.0.0.1', '[::1]'],
  // Next would hash every HTML response in JavaScript for its ETag (docs/decisions.md).
  generateEtags: false,
  reactStrictMode: true,
  // CI runs `tsc --noEmit` itself before the tests build the site (.ci/run).
  typescript: { ignoreBuildErrors: process.env.CI_TYPECHECKED === '1' },
  sassOptions: { loadPaths: [path.join(process.cwd(), 'styles')] },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's default: each is one more URL in every srcset, sent twice per page.
    deviceSizes: [640, 828, 1200, 1920, 2560],
    imageSizes: [128, 256, 384],
    // Next's default, written out: the wine data is held to it (lib/image-sources.ts).
    localPatterns: [{ pathname: '**', search: '' }],
    remotePatterns: imagePatterns(bucket),
    maximumDiskCacheSize: 500 * 1024 * 1024,
  },
  experimental: {
    globalNotFound: true,
    // Each page waits for the style sheets of what it shows: the default merged the menu's, the
    // agenda's and the carousel's into one 55 kB sheet that the wine and agenda pages waited for.
    cssChunking: { type: 'graph', requestCost: 10_000 },
    serverActions: {
      bodySizeLimit: MAX_FORM_BYTES,
    },
    // Next buffers each body for the proxy, up to 10 MB by default, even a post the proxy refuses.
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

export default createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})(nextConfig);
