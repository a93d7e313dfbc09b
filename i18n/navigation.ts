import { createNavigation } from 'next-intl/navigation';

import { routing } from './routing';

/** Links, paths and redirects in the page's language, by the Dutch paths the code names. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
