import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: { default: 'Beheer', template: '%s | Beheer | 1504 Locus Lex' },
  robots: { index: false, follow: false },
};

// Every staff page checks the session before it shows anything: rendered whole, per request.
export const instant = false;

export default function StaffLayout({ children }: { children: ReactNode }) {
  return children;
}
