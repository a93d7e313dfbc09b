'use client';

import { usePage } from '@/i18n/page';
import { HTML_LANG, localizedPath, routing, type Locale } from '@/i18n/routing';

const NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Français', en: 'English' };

type Props = {
  label: string;
  className?: string;
  short?: boolean;
};

export function LanguageSwitch({ label, className, short = false }: Props) {
  const { locale, page, params } = usePage();
  // An address that is no page of the site (the 404 page) has no other languages.
  if (!(page in routing.pathnames)) return null;
  return (
    <ul className={className} aria-label={label}>
      {routing.locales
        .filter((other) => other !== locale)
        .map((other) => (
          <li key={other}>
            {/* A document of its own (the language is the root layout's): a plain link. */}
            <a
              href={localizedPath(other, page, params)}
              hrefLang={HTML_LANG[other]}
              lang={HTML_LANG[other]}
            >
              {short ? (
                <span translate="no">
                  {other.toUpperCase()}
                  <span className="visually-hidden"> – {NAMES[other]}</span>
                </span>
              ) : (
                <span translate="no">{NAMES[other]}</span>
              )}
            </a>
          </li>
        ))}
    </ul>
  );
}
