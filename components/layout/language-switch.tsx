'use client';

import type { MouseEvent } from 'react';

import { usePage } from '@/i18n/page';
import { HTML_LANG, pathIn, routing, type Locale } from '@/i18n/routing';

/** Each language names itself, in its own words. */
const NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Français', en: 'English' };

/**
 * The same page in the other languages. The query (a wine view's filters and page) goes along
 * when the script runs; without it, the page itself.
 */
export function LanguageSwitch({ label, className }: { label: string; className?: string }) {
  const { locale, page, params } = usePage();
  // An address that is no page of the site (the 404 page) has no other languages.
  if (!(page in routing.pathnames)) return null;
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
              href={pathIn(other, page, params)}
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
