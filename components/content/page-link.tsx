import { useLocale } from 'next-intl';
import Link from 'next/link';
import type { ComponentProps } from 'react';

import { pathIn, type AppPathname, type Locale } from '@/i18n/routing';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** A page as the code names it (its Dutch path), with its values for a template. */
  href: AppPathname | { pathname: AppPathname; params: Record<string, string> };
};

/**
 * A link to a page in the page's language, made on the server: Next's own link, with no i18n code
 * for the browser to load.
 */
export function PageLink({ href, ...props }: Props) {
  const locale = useLocale() as Locale;
  const { pathname, params } = typeof href === 'string' ? { pathname: href, params: {} } : href;
  return <Link href={pathIn(locale, pathname, params)} {...props} />;
}
