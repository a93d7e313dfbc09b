import { expect, test } from '@playwright/test';

import { HTML_LANG, localizedPath, routing, type Locale } from '../../i18n/routing';
import { expectOneMail } from './support/forms';
import { dutchLeft, templatesIn } from './support/languages';
import { ANY_SCREEN } from './support/screens';

const OTHERS = routing.locales.filter((l) => l !== routing.defaultLocale) as Locale[];

test.describe('the site in French and English', () => {
  test(`every page answers in its language, with no Dutch left but names ${ANY_SCREEN}`, async ({
    request,
  }) => {
    const found: string[] = [];
    for (const locale of OTHERS)
      for (const route of [
        ...templatesIn(locale),
        `${localizedPath(locale, '/wijnen')}/type/Rood/land/Frankrijk`,
      ]) {
        const response = await request.get(route);
        expect(response.status(), route).toBe(200);
        const html = await response.text();
        expect(html, route).toContain(`<html lang="${HTML_LANG[locale]}"`);
        const dutch = dutchLeft(html);
        if (dutch.length > 0) found.push(`${route}: ${dutch.join(', ')}`);
      }
    expect(found).toEqual([]);
  });

  test(`a collection's Dutch name in a French or English page is marked as Dutch ${ANY_SCREEN}`, async ({
    page,
  }) => {
    for (const locale of OTHERS) {
      await page.goto(`${localizedPath(locale, '/wijnen')}/De%20Koele%20Giraf`);
      const langs = await page.locator('main').evaluate((main) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (
            node.textContent?.includes('De Koele Giraf') &&
            !node.parentElement!.closest('script')
          )
            found.push(node.parentElement!.closest('[lang]')!.getAttribute('lang')!);
        return found;
      });
      expect(langs.length, locale).toBeGreaterThanOrEqual(2);
      expect(new Set(langs), locale).toEqual(new Set(['nl-BE']));
    }
  });

  test(`every page names itself in the three languages and x-default, reciprocally ${ANY_SCREEN}`, async ({
    request,
    baseURL,
  }) => {
    const alternates = async (route: string) => {
      const html = await (await request.get(route)).text();
      const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      return { set: Object.fromEntries(links.map((m) => [m[1], m[2]])), canonical };
    };
    const dutch = templatesIn('nl');
    for (const [i, route] of dutch.entries()) {
      const own = await alternates(route);
      expect(Object.keys(own.set), route).toEqual(['nl-BE', 'fr-BE', 'en', 'x-default']);
      expect(own.set['x-default']).toBe(own.set['nl-BE']);
      for (const locale of routing.locales) {
        const other = await alternates(templatesIn(locale)[i]!);
        // Each version names the same set, and is itself the canonical it names for its language.
        expect(other.set, templatesIn(locale)[i]).toEqual(own.set);
        expect(other.canonical).toBe(own.set[HTML_LANG[locale]]);
        expect(other.canonical).toBe(`${baseURL}${templatesIn(locale)[i]}`.replace(/\/$/, ''));
      }
    }
  });

  test('the switch in the menu leads to the same view in the other language, filters and page kept', async ({
    page,
  }) => {
    await page.goto('/wijnen/type/Rood/pagina/2');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/vins\/type\/Rood\/pagina\/2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    await expect(page.getByRole('link', { name: 'Type de vin : retirer Rouge' })).toBeVisible();
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    // And back, from the French menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/en\/wines\/type\/Rood\/pagina\/2$/);
    await expect(page.getByRole('link', { name: 'Wine type: remove Red' })).toBeVisible();
  });

  test('without JavaScript too, the switch leads to the same view in the other language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/wijnen/De%20Koele%20Giraf/type/Wit');
    await expect(page.locator('a[hreflang="fr-BE"]').first()).toHaveAttribute(
      'href',
      '/fr/vins/De%20Koele%20Giraf/type/Wit',
    );
    await page.goto('/fr/vins/type/Rood/pagina/2');
    await expect(page.locator('a[hreflang="en"]').first()).toHaveAttribute(
      'href',
      '/en/wines/type/Rood/pagina/2',
    );
    await context.close();
  });

  test('a form sent in French answers in French, and the staff get one Dutch mail naming it', async ({
    page,
  }, info) => {
    const email = `fr-${info.project.name}-${Date.now()}@voorbeeld.be`;
    await page.goto('/fr/evenement');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(
      page.getByRole('textbox', { name: 'Nom', exact: true }),
    ).toHaveAccessibleDescription('Le nom est obligatoire.');
    await expect(page.getByRole('status').filter({ hasText: 'champs demandent' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Camille Dupont');
    await page.getByLabel(/^Téléphone/).fill('+32 470 12 34 56');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Message/).fill('Un dîner pour vingt personnes.');
    await page.getByLabel(/Type d’événement/).selectOption({ label: 'Dîner' });
    await page.getByLabel(/politique de confidentialité/).check();
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Nous avons bien reçu votre demande')).toBeVisible();
    const mail = await expectOneMail(email);
    expect(mail.message.subject).toMatch(/^Nieuwe aanvraag voor een evenement: Camille Dupont/);
    expect(mail.message.text).toContain('Taal: Frans');
    expect(mail.message.text).toContain('Soort gelegenheid: Diner');
  });

  test('a form sent in English without JavaScript answers in English', async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `en-${info.project.name}-${Date.now()}@voorbeeld.be`;
    await page.goto('/en/club/join');
    await page.getByLabel(/^Email/).fill('nobody@');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription(
      'Enter a valid email address, for example name@example.com.',
    );
    await expect(page).toHaveURL(/\/en\/club\/join$/);
    await page.getByLabel(/^Name/).fill('Sam Taylor');
    await page.getByLabel(/^Phone/).fill('+44 20 7946 0000');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/privacy policy/).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Welcome to the club')).toBeVisible();
    expect((await expectOneMail(email)).message.text).toContain('Taal: Engels');
    await context.close();
  });

  test(`an unknown address in another language is a 404 that speaks it too ${ANY_SCREEN}`, async ({
    request,
  }) => {
    for (const route of ['/fr/nexiste-pas', '/en/wines/unicorn']) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(404);
      const html = await response.text();
      expect(html).toContain('<section lang="fr-BE">');
      expect(html).toContain('Cette pièce n’existe pas');
      expect(html).toContain('This room does not exist');
    }
  });
});
