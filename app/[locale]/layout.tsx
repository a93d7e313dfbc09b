import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

import { RootDocument } from '@/components/layout/root-document';
import { hasLocale, routing } from '@/i18n/routing';
import { getTranslator } from '@/lib/messages';
import { COLOR_SCHEME, SITE_NAME, THEME_COLOR } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site-config';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = getTranslator(hasLocale(locale) ? locale : routing.defaultLocale, 'ShareCards');
  return {
    metadataBase: new URL(getSiteConfig().siteUrl),
    title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
    description: t('siteDescription'),
    applicationName: SITE_NAME,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: THEME_COLOR, colorScheme: COLOR_SCHEME };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(locale)) notFound();
  return <RootDocument locale={locale}>{children}</RootDocument>;
}
