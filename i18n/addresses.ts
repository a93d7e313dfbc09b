import { localPath, routing, type AppPathname, type Locale } from './routing';

const asRule = (path: string) =>
  path.replace(/\[\.\.\.(\w+)\]/g, ':$1+').replace(/\[(\w+)\]/g, ':$1');

function renamed(locale: Locale) {
  return (Object.keys(routing.pathnames) as AppPathname[]).flatMap((page) => {
    const own = localPath(locale, page);
    return own === page ? [] : [{ own: asRule(own), page: asRule(page) }];
  });
}

const others = routing.locales.filter((locale) => locale !== routing.defaultLocale);

const NOT_PAGES = ['_next', 'api', 'assets', 'deelkaart', 'wijnfoto', 'beheer', ...routing.locales];

export function languageRewrites() {
  const dutch = routing.defaultLocale;
  return {
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
    { source: `/${dutch}`, destination: '/', permanent: true },
    { source: `/${dutch}/:path*`, destination: '/:path*', permanent: true },
    ...others.flatMap((locale) =>
      renamed(locale).map(({ own, page }) => ({
        source: `/${locale}${page}`,
        destination: `/${locale}${own}`,
        permanent: true,
      })),
    ),
  ];
}
