import { securityTxt } from '@/lib/security-txt';
import { getSiteConfig } from '@/lib/site-config';

// Built with the site, as robots.txt is; its expiry counts from the deploy (lib/security-txt.ts).
export const dynamic = 'force-static';

export function GET() {
  return new Response(securityTxt(getSiteConfig(), new Date()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
