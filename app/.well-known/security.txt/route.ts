import { securityTxt } from './security-txt';
import { getSiteConfig } from '@/lib/site-config';

export function GET() {
  return new Response(securityTxt(getSiteConfig(), new Date()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
