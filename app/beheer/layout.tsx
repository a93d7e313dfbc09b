import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { RootDocument } from '@/components/layout/root-document';
import { getSiteConfig } from '@/lib/site-config';

export const metadata: Metadata = {
  metadataBase: new URL(getSiteConfig().siteUrl),
  title: { default: 'Beheer', template: '%s | Beheer | 1504 Locus Lex' },
  robots: { index: false, follow: false },
};

// Every staff page checks the session before it shows anything: rendered whole, per request.
export const instant = false;

export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument locale="nl" languages={false}>
      {children}
    </RootDocument>
  );
}
