import { localPath, routing, type AppPathname, type Locale } from './routing';

// Each page's address in each language, as Next's own rewrites and redirects: a request reaches
// its language's route (`/erfgoed` is `/nl/erfgoed`, `/fr/patrimoine` is `/fr/erfgoed`) without a
// proxy on every page, and another spelling of an address leads to the one the page gives.

/** `/wijnen/[...view]` as Next's rules write it: `/wijnen/:view+`. */
const asRule = (path: string) =>
  path.replace(/\[\.\.\.(\w+)\]/g, ':$1+').replace(/\[(\w+)\]/g, ':$1');

/** The pages whose address in a language is not their Dutch path, with both. */
function renamed(locale: Locale) {
  return (Object.keys(routing.pathnames) as AppPathname[]).flatMap((page) => {
    const own = localPath(locale, page);
    return own === page ? [] : [{ own: asRule(own), page: asRule(page) }];
  });
}

const others = routing.locales.filter((locale) => locale !== routing.defaultLocale);

/** Paths that are not pages in a language: Next's files, route handlers and the staff area. */
const NOT_PAGES = ['_next', 'api', 'assets', 'deelkaart', 'beheer', ...routing.locales];

export function languageRewrites() {
  const dutch = routing.defaultLocale;
  return {
    // A French or English address in its own words is the route of the page's Dutch path.
    beforeFiles: others.flatMap((locale) =>
      renamed(locale).map(({ own, page }) => ({
        source: `/${locale}${own}`,
        destination: `/${locale}${page}`,
      })),
    ),
    // Any other address without a language's prefix is Dutch; files and fixed routes come first.
    afterFiles: [
      { source: '/', destination: `/${dutch}` },
      {
        source: `/:path((?!(?:${NOT_PAGES.join('|')})(?:/|$)).+)`,
        destination: `/${dutch}/:path`,
      },
    ],
  };
}

export function languageRedirects() {
  const dutch = routing.defaultLocale;
  return [
    // Dutch pages have no prefix: `/nl/erfgoed` is `/erfgoed`.
    { source: `/${dutch}`, destination: '/', permanent: true },
    { source: `/${dutch}/:path*`, destination: '/:path*', permanent: true },
    // A page's Dutch path under another language's prefix leads to its address in that language.
    ...others.flatMap((locale) =>
      renamed(locale).map(({ own, page }) => ({
        source: `/${locale}${page}`,
        destination: `/${locale}${own}`,
        permanent: true,
      })),
    ),
  ];
}
