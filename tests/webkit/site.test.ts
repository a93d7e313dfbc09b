/**
 * The visitor's main paths in WebKit, Safari's engine (WebKitGTK, from Debian's packages): every
 * browser test beside these runs in Chromium, and Playwright's own WebKit cannot be downloaded
 * here. Run by `npm run test:webkit` (scripts/webkit.mjs), which starts the site, a display and
 * the driver.
 */
import { PAGE_TEMPLATES } from '@/lib/pages.mjs';
import { CLUB_THANKS } from '@/components/forms/club-form';
import { SLIDES } from '@/lib/content/home';
import { MESSAGES } from '@/lib/forms/schemas';
import { MOTION } from '@/lib/motion';

import { focusStep, walkFocus } from '../support/focus-step';
import { asSized, measurePictures, SIZED_ROUTES } from '../support/pictures';
import { WebKitPage } from './support/webdriver';

const ESCAPE = '\uE00C';
const TAB = '\uE004';
const SHIFT = '\uE008';
const ENTER = '\uE007';
const DOWN = '\uE015';

// Driving a browser page is slower than a unit: every page of the site is one test.
jest.setTimeout(180_000);

let page: WebKitPage;

/**
 * Whether a refused field stands whole on screen, run in the page: its label below the bar (or
 * the screen's top, the bar hidden) and its message above the screen's foot.
 */
function fieldInView(id: string) {
  const bar = document.querySelector('header')!.getBoundingClientRect();
  const label = document.querySelector(`label[for="${id}"]`)!.getBoundingClientRect();
  const error = document.getElementById(`${id}-error`)!.getBoundingClientRect();
  return label.top >= Math.max(bar.bottom, 0) && error.bottom <= innerHeight;
}

/**
 * Until what has the focus stands where it stood a frame before, run in the page: WebKit brings
 * a focused element into view at its next frames (read at once, a field was found still 56 px past
 * the screen's foot; read a frame later it was in view). Two frames at least, ten at most.
 */
async function focusAtRest() {
  let last = '';
  for (let frame = 0; frame < 10; frame++) {
    await new Promise(requestAnimationFrame);
    const box = document.activeElement?.getBoundingClientRect();
    const now = `${scrollX} ${scrollY} ${box?.left} ${box?.top}`;
    if (now === last) return;
    last = now;
  }
}

beforeAll(async () => {
  page = await WebKitPage.open(process.env.WEBKIT_DRIVER!, process.env.SITE_URL!, 390, 844);
});

afterAll(() => page?.close());

test('every page shows its heading in Dutch, fits the screen and comes to life', async () => {
  for (const path of PAGE_TEMPLATES) {
    await page.goto(path);
    const shown = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      heading: Boolean(document.querySelector('h1')?.textContent?.trim()),
      sideways: document.documentElement.scrollWidth - innerWidth,
      // The error and missing pages' frame (app/error.tsx): a script failing on the page, or
      // a page its server could not make, shows it.
      failed: document.querySelector('.status-page') !== null,
    }));
    expect({ path, ...shown }).toEqual({
      path,
      lang: 'nl-BE',
      heading: true,
      sideways: 0,
      failed: false,
    });
    // The menu's button works once React has taken the page over.
    await page.waitFor(
      `the menu to open on ${path}`,
      () => {
        const button = document.querySelector<HTMLButtonElement>('header button[aria-controls]')!;
        if (button.getAttribute('aria-expanded') !== 'true') button.click();
        return button.getAttribute('aria-expanded') === 'true';
      },
      [],
    );
    await page.press(ESCAPE);
    await page.waitFor(
      `the menu to close on ${path}`,
      () =>
        document.querySelector('header button[aria-controls]')!.getAttribute('aria-expanded') ===
        'false',
      [],
    );
  }
});

// Safari reads `sizes` with its own parser: the pictures' slots are written in rem and em, with
// calc() in a media condition (lib/image-sizes.ts), which a browser that cannot read an entry
// skips for the next one, and then takes another file than the one the layout needs.
test('every picture comes as the file its sizes attribute names, shown as wide as it says', async () => {
  const off: string[] = [];
  let checked = 0;
  try {
    // The phone first: a file taken for a wider screen may be kept for a narrower one.
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      await page.resize(width, height);
      for (const path of SIZED_ROUTES) {
        await page.goto(path);
        for (const picture of await page.evaluate(measurePictures, true)) {
          if (!asSized(picture) || picture.file !== picture.fits)
            off.push(
              `${path} ${picture.src} at ${width} px: shown ${picture.rendered}, sizes ` +
                `${picture.slot}, file ${picture.file} w where its sizes names ${picture.fits} w`,
            );
          checked += 1;
        }
      }
    }
  } finally {
    await page.resize(390, 844);
  }
  expect(off).toEqual([]);
  expect(checked).toBeGreaterThan(40);
});

test('every stop of the keyboard on every page shows its focus, its ring whole on screen', async () => {
  const unseen: string[] = [];
  const cut: string[] = [];
  const walk = async (where: string, key: string, stops?: number) => {
    const walked = await walkFocus(
      () => page.press(key),
      () => page.evaluateAfter(focusAtRest, focusStep),
      stops,
    );
    unseen.push(...walked.unseen.map((name) => `${where} ${name}`));
    cut.push(...walked.cut.map((name) => `${where} ${name}`));
    return walked.stops;
  };
  // A page scrolled at once, so that it is at rest by then (a smooth scroll, where motion is
  // welcome, glides on for a while).
  const open = async (path: string) => {
    await page.goto(path);
    await page.evaluate(() => (document.documentElement.style.scrollBehavior = 'auto'));
  };
  // Opens by Enter the list or menu a button controls, once the page's script runs (it marks the
  // button's state); gives the list's element.
  const openByKeyboard = async (button: string) => {
    await page.waitFor(
      'the page to come to life',
      (css: string) => document.querySelector(css)!.hasAttribute('aria-expanded'),
      [button],
    );
    await page.evaluate((css: string) => document.querySelector<HTMLElement>(css)!.focus(), button);
    await page.press(ENTER);
    await page.waitFor(
      'the list to open',
      (css: string) => document.querySelector(css)!.getAttribute('aria-expanded') === 'true',
      [button],
    );
    const list = await page.evaluate(
      (css: string) => document.querySelector(css)!.getAttribute('aria-controls'),
      button,
    );
    return `#${list}`;
  };

  // A phone's screen and a desktop's, as the Chromium walk's (a desktop shows every filter).
  // (The tests after this one run on the phone's again.)
  try {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      const screen = `${width} px`;
      await page.resize(width, height);
      for (const path of PAGE_TEMPLATES) {
        await open(path);
        // Through the bar and the page's content.
        expect(await walk(`${screen} ${path}`, TAB)).toBeGreaterThan(5);
      }
      // The menu opened by keyboard takes the focus to its first link; from there through its links,
      // and on through the page it closes over.
      await open('/erfgoed');
      const menu = await openByKeyboard('header button[aria-controls]');
      await page.waitFor(
        'the focus in the menu',
        (css: string) => document.activeElement!.closest(css) !== null,
        [menu],
      );
      const first = await page.evaluate(focusStep);
      if (!first?.shown) unseen.push(`${screen} menu ${first?.name}`);
      await walk(`${screen} menu, then /erfgoed`, TAB);
      // Each filter's list the screen shows, opened by keyboard, through its options by Down.
      await open('/wijnen');
      const filters = await page.evaluate(() =>
        [...document.querySelectorAll('nav[aria-label="Filter de wijnen"] button')]
          .filter((button) => button.checkVisibility())
          .map((button) => ({
            css: `button[aria-controls="${button.getAttribute('aria-controls')}"]`,
            name: button.textContent!.trim(),
          })),
      );
      expect(filters.length).toBeGreaterThanOrEqual(2);
      for (const filter of filters) {
        const list = await openByKeyboard(filter.css);
        const options = await page.evaluate(
          (css: string) => document.querySelectorAll(`${css} a`).length,
          list,
        );
        expect(options).toBeGreaterThan(1);
        expect(await walk(`${screen} /wijnen ${filter.name}`, DOWN, options)).toBe(options);
        await page.press(ESCAPE);
      }
    }
  } finally {
    await page.resize(390, 844);
  }
  expect(unseen).toEqual([]);
  expect(cut).toEqual([]);
});

test('the home carousel shows the slide its dot names, turns by itself, and stays where its pause stops it', async () => {
  const shown = () =>
    page.evaluate(() => ({
      slide: document.querySelector('[aria-roledescription="dia"]:not([aria-hidden])')!.ariaLabel,
      dot: document.querySelector('button[aria-current="true"]')?.ariaLabel ?? null,
    }));
  const slide = (n: number) => ({
    slide: `${n} van ${SLIDES.length}`,
    dot: `Toon dia ${n}: ${SLIDES[n - 1]!.title}`,
  });
  await page.goto('/');
  // The dots say which one is shown once the page's script runs.
  await page.waitFor(
    'the first dot marked as shown',
    (label: string) => document.querySelector('button[aria-current="true"]')?.ariaLabel === label,
    [slide(1).dot],
  );
  expect(await shown()).toEqual(slide(1));
  await page.waitFor(
    'the carousel to turn to its second slide',
    (label: string) =>
      document.querySelector('[aria-roledescription="dia"]:not([aria-hidden])')!.ariaLabel ===
      label,
    [slide(2).slide],
    MOTION.carouselDelayMs + 5000,
  );
  await page.click(`button[aria-label^="Toon dia 4:"]`);
  await page.click('button[aria-label="Pauzeer de carrousel"]');
  await page.waitFor(
    'the pause to take',
    () => document.querySelector('button[aria-label="Speel de carrousel af"]') !== null,
    [],
  );
  expect(await shown()).toEqual(slide(4));
  // Longer than a turn takes: still the fourth.
  await new Promise((resolve) => setTimeout(resolve, MOTION.carouselDelayMs + 1000));
  expect(await shown()).toEqual(slide(4));
});

test('a wine type chosen from its list shows its wines, and Back the whole menu again', async () => {
  const count = () =>
    page.evaluate(() =>
      Number(/(\d+) wijnen/.exec(document.querySelector('main')!.innerText)?.[1]),
    );
  const showing = (n: number) =>
    page.waitFor(
      `${n} wines`,
      (wines: number) => document.querySelector('main')!.innerText.includes(`${wines} wijnen`),
      [n],
    );
  await page.goto('/wijnen');
  const all = await count();
  await page.click('main button[aria-controls]');
  const option = 'main a[href="/wijnen?type=Rood"]';
  // The option says how many wines it leads to ("Rood 16 wijnen").
  const red = await page.evaluate(
    (selector: string) => Number(/\d+/.exec(document.querySelector(selector)!.textContent!)![0]),
    option,
  );
  expect(red).toBeGreaterThan(0);
  expect(red).toBeLessThan(all);
  await page.click(option);
  await page.waitFor('the red wines', () => location.search === '?type=Rood', []);
  await showing(red);
  await page.evaluate(() => history.back());
  await page.waitFor('the whole menu again', () => location.search === '', []);
  await showing(all);
});

test('a refused form shows the field to fix whole below the bar, and a sent one its thanks', async () => {
  await page.goto('/club/registreer');
  await page.click('form button[type=submit]');
  // WebKit's own focus() put the field's caret at the bar's edge, its label under the bar. The
  // form scrolls the field into view (smoothly, where motion is welcome).
  await page.waitFor('the name field focused', () => document.activeElement?.id === 'name', []);
  await page.waitFor(
    'the label below the bar, and the message on screen',
    fieldInView,
    ['name'],
    3000,
  );
  expect(await page.evaluate(() => document.getElementById('name-error')!.textContent)).toBe(
    MESSAGES.name,
  );

  await page.type('#name', 'Els Maes');
  await page.type('#phone', '0470 11 22 33');
  await page.type('#email', `els.${Date.now()}@voorbeeld.be`);
  await page.click('#privacyAccepted');
  await page.click('form button[type=submit]');
  await page.waitFor(
    'the thanks, focused',
    (thanks: string) => document.activeElement?.textContent === thanks,
    [CLUB_THANKS],
  );
});

test('a form walked by the keyboard, both ways, shows each stop whole on screen, a field with its label below the bar', async () => {
  const FIRST = 'form #name';
  const SEND = 'form button[type=submit]';
  // Tabs from the first field, the page at its top, to the send button, or back from the send
  // button, the page at its foot; says what each step left hidden.
  const walk = async (path: string, backwards: boolean) => {
    const [from, to] = backwards ? [SEND, FIRST] : [FIRST, SEND];
    await page.evaluate(
      (selector: string, foot: boolean) => {
        document.querySelector<HTMLElement>(selector)!.focus({ preventScroll: true });
        window.scrollTo({ top: foot ? document.body.scrollHeight : 0, behavior: 'instant' });
      },
      from,
      backwards,
    );
    const faults: string[] = [];
    for (let step = 0; step < 30; step++) {
      await page.press(TAB, backwards ? [SHIFT] : []);
      // Read once the page stands still (a smooth scroll, the bar sliding back in).
      const focus = (await page.evaluateAfter(async () => {
        for (let last = NaN; last !== scrollY;) {
          last = scrollY;
          await new Promise((done) => setTimeout(done, 150));
        }
      }, focusStep))!;
      if (focus.under > 0) faults.push(`${path} ${focus.name}: ${focus.under} px under the bar`);
      if (focus.below > 0) faults.push(`${path} ${focus.name}: ${focus.below} px off the screen`);
      if (await page.evaluate((end: string) => document.activeElement!.matches(end), to)) {
        return faults;
      }
    }
    throw new Error(`${path}: Tab did not lead from ${from} to ${to}`);
  };
  for (const path of ['/event', '/club/registreer']) {
    await page.goto(path);
    expect(await walk(path, false)).toEqual([]);
    expect(await walk(path, true)).toEqual([]);
  }
});

test('with the page scripts off a refused post opens with the field to fix whole on screen', async () => {
  // WebKitWebDriver drives one window at a time: this one's page runs none of its scripts.
  await page.close();
  page = await WebKitPage.open(process.env.WEBKIT_DRIVER!, process.env.SITE_URL!, 390, 844, false);
  for (const path of ['/event', '/club/registreer']) {
    await page.goto(path);
    // Next's client script, which would answer the post itself, never ran (`window.next`).
    expect(await page.evaluate(() => 'next' in window)).toBe(false);
    await page.click('form button[type=submit]');
    // The server's answer focuses the first field to fix (`autofocus`), and the browser scrolls.
    await page.waitFor('the answer', () => document.activeElement?.id === 'name', []);
    expect({ path, inView: await page.evaluate(fieldInView, 'name') }).toEqual({
      path,
      inView: true,
    });
  }
});
