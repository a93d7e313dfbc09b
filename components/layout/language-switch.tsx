'use client';

import { useLocale } from 'next-intl';
import { useParams } from 'next/navigation';
import type { MouseEvent } from 'react';

import { getPathname } from '@/i18n/navigation';
import { usePagePath as usePathname } from '@/i18n/use-page-path';
import { HTML_LANG, routing, type Locale } from '@/i18n/routing';

/** Each language names itself, in its own words. */
const NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Français', en: 'English' };

/**
 * The same page in the other languages. The query (a wine view's filters and page) goes along
 * when the script runs; without it, the page itself.
 */
export function LanguageSwitch({ label, className }: { label: string; className?: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const params = useParams();
  const keepQuery = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    if (window.location.search) link.href = `${link.pathname}${window.location.search}`;
  };
  return (
    <ul className={className} aria-label={label}>
      {routing.locales
        .filter((other) => other !== locale)
        .map((other) => (
          <li key={other}>
            {/* A document of its own (the language is the root layout's): a plain link. */}
            <a
              // The page's own path template with its values (an animal's name).
              href={getPathname({ href: { pathname, params } as never, locale: other })}
              hrefLang={HTML_LANG[other]}
              lang={HTML_LANG[other]}
              onClick={keepQuery}
            >
              <span translate="no">{NAMES[other]}</span>
            </a>
          </li>
        ))}
    </ul>
  );
}
