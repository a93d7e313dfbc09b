import { offlinePage } from '@/lib/offline';
import { getSiteConfig } from '@/lib/site-config';

// Built once, like the pages: the service worker fetches it when it installs (public/sw.js).
export const dynamic = 'force-static';

/** The page a visitor without a connection gets from the service worker (lib/offline.ts). */
export function GET() {
  return new Response(offlinePage(getSiteConfig()), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' },
  });
}
