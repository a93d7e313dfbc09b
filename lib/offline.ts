import { phoneLinkHtml, plainPage } from './plain-page';
import { addressLine, type SiteConfig } from './site-config';
import { escapeHtml } from './text';

/**
 * The page the service worker (public/sw.js) keeps, and shows in place of a page that cannot be
 * loaded because the visitor has no connection: behind walls of 1504 a phone loses its signal.
 * The worker reads it from this address; a test holds the two together.
 */
export const OFFLINE_PATH = '/offline';

/**
 * Dutch and self-contained (lib/plain-page.ts): shown without a connection, it can load no
 * stylesheet, font or script.
 */
export function offlinePage(venue: Pick<SiteConfig, 'name' | 'phone' | 'address'>): string {
  return plainPage(
    'Geen verbinding',
    `<p>${escapeHtml(venue.name)}</p>
<h1>Geen verbinding</h1>
<p>Deze pagina kon niet geladen worden: er is op dit moment geen verbinding met het internet. Achter muren van 1504 valt het signaal soms even weg.</p>
<a href="" class="button">Opnieuw proberen</a>
<p>Wil je iets vragen of reserveren? Bel ons op ${phoneLinkHtml(venue.phone)}, of kom langs op de ${escapeHtml(addressLine(venue.address))}.</p>`,
  );
}
