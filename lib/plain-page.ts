import { BACKGROUND_COLOR, COLOR_SCHEME, SITE_NAME, TEXT_COLOR, THEME_COLOR } from './seo';
import { telHref } from './site-config';
import { escapeHtml } from './text';

// Outside the React shell, self-contained: it needs no stylesheet, font or script of the build.
export function plainPage(title: string, body: string, lang = 'nl-BE'): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="${COLOR_SCHEME}">
<title>${escapeHtml(title)} | ${SITE_NAME}</title>
<style>
body{margin:0;padding:4rem 1.5rem;background:${BACKGROUND_COLOR};color:${TEXT_COLOR};font:1.0625rem/1.6 Georgia,'Times New Roman',serif;text-align:center}
main{max-width:34rem;margin:0 auto}
h1{color:${THEME_COLOR};font-weight:400;font-size:1.75rem;line-height:1.25}
a{color:${THEME_COLOR};text-underline-offset:0.15em}
a:focus-visible{outline:2px solid ${THEME_COLOR};outline-offset:3px}
a[href^="tel:"],a[href^="mailto:"]{white-space:nowrap}
.button{display:inline-block;margin-top:1rem;padding:0.75rem 1.5rem;border:1px solid ${THEME_COLOR};text-decoration:none}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function phoneLinkHtml(phone: string): string {
  return `<a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a>`;
}
