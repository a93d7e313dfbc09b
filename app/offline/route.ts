import { offlinePage } from './offline-page';
import { getSiteConfig } from '@/lib/site-config';

export function GET() {
  return new Response(offlinePage(getSiteConfig()), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' },
  });
}
