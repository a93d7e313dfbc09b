/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { PRIVACY_EFFECTIVE } from '@/lib/content/privacy';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { RESERVATION_RETENTION_DAYS } from '@/lib/events/store';
import { STAFF_LOG_DAYS } from '@/lib/staff/log';
import { dateInWords } from '@/lib/text';

import { ROOT, sourceFiles } from '../support/source-files';

describe('the privacy page', () => {
  it('writes its dates in words with day and month on one line, on a server in any zone', () => {
    // The suite runs on Pacific time (jest.config.js), where midnight UTC is the day before.
    expect(dateInWords(PRIVACY_EFFECTIVE, 'long')).toBe('14\u00a0oktober 2024');
    expect(dateInWords('2031-05-01', 'long')).toBe('1\u00a0mei 2031');
  });

  it('has eleven sections, the last naming the date it is in force from as a date', () => {
    const sections = Object.keys(nl.Privacy).filter((key) => /^s\d+$/.test(key));
    expect(sections).toHaveLength(11);
    expect(nl.Privacy.s11.p1).toContain('<date></date>');
  });

  it('names what the site keeps in the browser, and it uses no other browser storage', () => {
    // The site's own code, the worker in public/ too; not the tests, which name what they look for.
    // The staff area's session cookie is for staff alone; the policy names it too.
    const staffOnly = /[/\\](beheer|staff)[/\\]/;
    const sources = ['app', 'components', 'lib', 'public']
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => !staffOnly.test(file))
      .map((file) => readFileSync(file, 'utf8'));
    const uses = (pattern: RegExp) => sources.some((source) => pattern.test(source));
    const text = `${nl.Privacy.s6.p1} ${nl.Privacy.s6.p2}`;

    expect(text).toContain('geen cookies');
    expect(uses(/document\.cookie|\bcookies\(\)|localStorage|sessionStorage|indexedDB/)).toBe(
      false,
    );
    // The offline page the worker keeps (public/sw.js): the site uses it, and the policy says so.
    expect(uses(/caches\.open\(/)).toBe(true);
    expect(text).toMatch(/pagina die je te zien krijgt wanneer je geen verbinding hebt/);
    expect(text).toMatch(/aanmeldt in het beheer van de website, krijgt een cookie/);
  });

  it('names in every language how long the staff log keeps what staff do', () => {
    expect(STAFF_LOG_DAYS).toBe(365);
    expect(nl.Privacy.s6.p1).toMatch(/een jaar bij in een logboek/);
    expect(fr.Privacy.s6.p1).toMatch(/journal, .* pendant un an/);
    expect(en.Privacy.s6.p1).toMatch(/in a log, .* for one year/);
  });

  it('names in every language how long a reservation is kept after its event', () => {
    expect(RESERVATION_RETENTION_DAYS).toBe(30);
    expect(nl.Privacy.s7.p3).toMatch(/tot 30 dagen na het evenement/);
    expect(fr.Privacy.s7.p3).toMatch(/jusqu’à 30 jours après l’événement/);
    expect(en.Privacy.s7.p3).toMatch(/until 30 days after the event/);
  });
});
