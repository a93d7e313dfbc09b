import { useLocale } from 'next-intl';
import Link from 'next/link';
import type { ComponentProps } from 'react';

import { localizedPath, type AppPathname, type Locale } from '@/i18n/routing';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & {
  href: AppPathname | { pathname: AppPathname; params: Record<string, string> };
};

/** Next's own Link, resolved on the server: no i18n code for the browser. */
export function PageLink({ href, ...props }: Props) {
  const locale = useLocale() as Locale;
  const { pathname, params } = typeof href === 'string' ? { pathname: href, params: {} } : href;
  return <Link href={localizedPath(locale, pathname, params)} {...props} />;
}
