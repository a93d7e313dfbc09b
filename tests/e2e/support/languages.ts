import { localizedPath, type AppPathname, type Locale } from '../../../i18n/routing';
import { PAGE_TEMPLATES, SAMPLE_ANIMAL_PAGE } from '../../../lib/routes';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import nl from '../../../messages/nl.json';
import sample from '../../../scripts/sample-wines.json';

import { unescapeHtml } from './html';

/** Every page template's address in a language: the sample animal under that language's menu. */
export function templatesIn(locale: Locale): string[] {
  return PAGE_TEMPLATES.map((page) =>
    page === SAMPLE_ANIMAL_PAGE
      ? `${localizedPath(locale, '/wijnen')}${page.slice('/wijnen'.length)}`
      : localizedPath(locale, page as AppPathname),
  );
}

function texts(messages: unknown): string[] {
  return typeof messages === 'string'
    ? [messages]
    : Object.values(messages as Record<string, unknown>).flatMap(texts);
}
const words = (text: string) => text.toLowerCase().match(/[\p{L}’']{4,}/gu) ?? [];

/**
 * Words only the Dutch messages use: found on a French or English page, they are Dutch left
 * behind. Names stay as they are: the animals' (in every language's messages) and the wine list's
 * houses and regions.
 */
const DUTCH_ONLY = (() => {
  const names = sample.flatMap((w) => [w.name, w.winehouse, w.region]);
  const others = new Set([...texts(fr), ...texts(en), ...names].flatMap(words));
  return new Set(
    texts(nl)
      .flatMap(words)
      .filter((word) => !others.has(word)),
  );
})();

/** What a page says to a reader: its text, and the names and descriptions its elements carry. */
function readableText(html: string): string {
  const body = html.replace(/<(script|style)[\s\S]*?<\/\1>/g, '');
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((m) => m[1]);
  const meta = [...body.matchAll(/<meta (?:name|property)="[^"]*" content="([^"]*)"/g)].map(
    (m) => m[1],
  );
  return unescapeHtml([body.replace(/<[^>]+>/g, ' '), ...attributes, ...meta].join(' ')).replace(
    /\S*[/@]\S*/g,
    ' ',
  );
}

export function dutchLeft(html: string): string[] {
  return [...new Set(words(readableText(html)))].filter((word) => DUTCH_ONLY.has(word));
}
