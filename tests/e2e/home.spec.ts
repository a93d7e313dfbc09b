import { expect, type Page, test } from '@playwright/test';

import { SLIDES, slideNews } from '../support/dutch-slides';
import { ANNOUNCER_ID } from '../../lib/content/navigation';
import { MOTION } from '../../lib/motion';
import { expectAllImagesLoaded } from './support/images';
import { layoutShift } from './support/layout-shift';
import { screens, SIDEWAYS_PHONES } from './support/screens';

/**
 * The home page once Swiper has come for the first turn (at 3 s), with the pointer kept off the
 * carousel (a hovering mouse holds the turns).
 */
async function openHomeUntilSwiper(page: Page) {
  await page.goto('/');
  await page.mouse.move(0, 0);
  await expect(page.locator('.swiper-initialized')).toHaveCount(1, { timeout: 9000 });
}

test.describe('home page', () => {
  test('has the first slide in the server HTML and 5 named dots', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(SLIDES[0]!.title);
    await page.goto('/');
    const dots = page.getByRole('button', { name: /^Toon dia \d/ });
    await expect(dots).toHaveCount(5);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 1, name: SLIDES[0]!.title })).toBeVisible();
  });

  test('a dot click shows that slide and hides the others’ text', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Toon dia 3/ }).click();
    await expect(page.getByRole('button', { name: /^Toon dia 3/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('heading', { name: SLIDES[2]!.title })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Welkom bij 1504 Locus Lex' })
        .getByRole('heading', { name: SLIDES[2]!.title }),
    ).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: SLIDES[0]!.title })).toBeHidden();
  });

  test('fetches Swiper for the first turn, not with the page', async ({ page }) => {
    // Swiper's chunk is the script holding its core; when it was asked for, from the page's start.
    const swiperScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes('slidesPerView'))
        swiperScripts.push(response.url());
    });
    await openHomeUntilSwiper(page);
    await expect.poll(() => swiperScripts.length).toBe(1);
    const askedAt = await page.evaluate(
      (url) =>
        performance.getEntriesByType('resource').find((entry) => entry.name === url)!.startTime,
      swiperScripts[0]!,
    );
    expect(askedAt).toBeGreaterThanOrEqual(MOTION.carouselDelayMs - MOTION.carouselLoadLeadMs);
  });

  test('a slide shown by its dot, and a pause or play, are told to a screen reader; the turns it takes by itself are not', async ({
    page,
  }) => {
    await page.goto('/');
    await page.mouse.move(0, 0);
    // The shell's live region, which the wine menu's views speak through too.
    const news = page.locator(`#${ANNOUNCER_ID}`);
    await expect(news).toHaveRole('status');
    const dot = (n: number) => page.getByRole('button', { name: new RegExp(`^Toon dia ${n}`) });
    await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 9000 });
    await page.waitForTimeout(500);
    await expect(news).toHaveText('');
    await dot(4).focus();
    await page.keyboard.press('Enter');
    await expect(dot(4)).toHaveAttribute('aria-current', 'true');
    await expect(news).toHaveText(slideNews(SLIDES, 3));
    expect(slideNews(SLIDES, 3)).toBe(`Dia 4 van 5: ${SLIDES[3]!.title}. ${SLIDES[3]!.subtitle}`);
    // The pause button changes its name under the focus, which not every reader says.
    await page.getByRole('button', { name: 'Pauzeer de carrousel' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Speel de carrousel af' })).toBeFocused();
    await expect(news).toHaveText('Carrousel gepauzeerd');
    await page.keyboard.press('Enter');
    await expect(news).toHaveText('Carrousel speelt af');
  });

  test('with Swiper not fetched (no signal), a dot still shows its slide, and the next press fetches it', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/', { waitUntil: 'load' });
    await page.mouse.move(0, 0);
    // The page is in; from here on no script arrives.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort('internetdisconnected'));
    const carousel = page.getByRole('region', { name: 'Welkom bij 1504 Locus Lex' });
    const dot = (n: number) => page.getByRole('button', { name: new RegExp(`^Toon dia ${n}`) });
    // Swiper is asked for before the first turn and fails (Turbopack tries twice).
    await page.waitForTimeout(MOTION.carouselDelayMs + 1500);
    await expect(page.locator('.swiper-initialized')).toHaveCount(0);
    await dot(3).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('heading', { name: SLIDES[2]!.title })).toBeInViewport();
    // That press tried again, and failed again, before the signal comes back.
    await page.waitForTimeout(1500);
    await expect(page.locator('.swiper-initialized')).toHaveCount(0);
    await page.unrouteAll();
    await dot(4).click();
    await expect(page.locator('.swiper-initialized')).toHaveCount(1);
    await expect(dot(4)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('heading', { name: SLIDES[3]!.title })).toBeInViewport();
    // A failed fetch is handled, not left as an error in the page.
    expect(errors).toEqual([]);
  });

  test('advances by itself after 5 s, and the pause button stops it', async ({ page }) => {
    // The page's clock, moved on by the test: seconds of waiting pass in a moment.
    await page.clock.install();
    await page.goto('/');
    // Keep the pointer away from the carousel (hovering pauses it).
    await page.mouse.move(0, 0);
    const second = page.getByRole('button', { name: /^Toon dia 2/ });
    await page.clock.runFor(MOTION.carouselDelayMs - 500);
    await expect(second).not.toHaveAttribute('aria-current', 'true');
    // On: Swiper arrives over the network meanwhile, so the clock goes in steps.
    await expect
      .poll(async () => (await page.clock.runFor(250), second.getAttribute('aria-current')))
      .toBe('true');
    await page.getByRole('button', { name: 'Pauzeer de carrousel' }).click();
    await page.mouse.move(0, 0);
    const current = page
      .getByRole('button', { name: /^Toon dia \d/ })
      .and(page.locator('[aria-current="true"]'));
    const name = await current.getAttribute('aria-label');
    await page.clock.runFor(MOTION.carouselDelayMs + 1500);
    await expect(current).toHaveAttribute('aria-label', name!);
  });

  test('“Start jouw avontuur” goes down to the first section: one window height on a desktop, and on a phone no further than its heading', async ({
    page,
  }, { project }) => {
    await page.goto('/');
    const opening = page.getByRole('region', { name: 'Welkom bij 1504 Locus Lex' });
    const end = Math.round((await opening.boundingBox())!.height);
    const height = await page.evaluate(() => window.innerHeight);
    // The spec's window height where the opening fills the window; a phone's is 80vh.
    if (project.name === 'desktop') expect(end).toBe(height);
    else expect(end).toBeLessThan(height);
    await page.getByRole('link', { name: 'Start jouw avontuur' }).click();
    // Smoothly: just after the press the page is still on its way.
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(end - 2);
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)))
      .toBeGreaterThanOrEqual(end - 2);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThanOrEqual(end + 2);
    const section = page.getByRole('region', { name: 'Locus Lex' });
    await expect(section.getByText('Markt 37, Oudenaarde')).toBeInViewport({ ratio: 1 });
    await expect(section.getByRole('heading', { name: 'Locus Lex' })).toBeInViewport({ ratio: 1 });
  });

  test('every home link goes where the spec says', async ({ page }) => {
    await page.goto('/');
    for (const slide of SLIDES) {
      await expect(
        page.getByRole('link', { name: slide.cta, includeHidden: true }).first(),
      ).toHaveAttribute('href', slide.link);
    }
    await expect(
      page.getByRole('link', { name: 'Huur onze prachtige eventruimte' }),
    ).toHaveAttribute('href', '/event');
    await expect(
      page.getByRole('region', { name: 'Magische verhalen' }).getByRole('link'),
    ).toHaveAttribute('href', '/erfgoed');
    await expect(
      page.getByRole('region', { name: 'Margaretha van Parma' }).getByRole('link'),
    ).toHaveAttribute('href', '/erfgoed');
    const house = page.getByRole('region', { name: 'Wijnen van het huis' });
    await expect(house.getByRole('article')).toHaveCount(4);
    for (const href of await house
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toBe('/wijnen');
    }
    await expect(
      page.getByRole('region', { name: 'Hoofdstad van de Vlaamse Ardennen' }),
    ).toContainText('Oudenaarde');
  });

  test('a house wine is one link named after the wine, and the whole card answers it', async ({
    page,
  }) => {
    await page.goto('/');
    const house = page.getByRole('region', { name: 'Wijnen van het huis' });
    const card = house.getByRole('listitem').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
    // One link per card, named first by what it shows; its prices are the card's text, not hidden
    // behind a name of its own.
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveText(name);
    await expect(card.getByRole('link')).toHaveAccessibleName(`${name}, bekijk de wijnkaart`);
    await expect(card.getByRole('definition').first()).toHaveText(/^€\s\d+,\d\d$/);
    // A click on the card's foot, far from the name, follows the link.
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
    await expect(page).toHaveURL(/\/wijnen$/);
  });

  test('the Margaretha slideshow cross-fades to its second image and back', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Margaretha van Parma' });
    await section.scrollIntoViewIfNeeded();
    const tapestry = section.getByRole('img', { name: /wandtapijt/i });
    // It runs, once the frame is rendered; the test then sets its clock rather than wait it out.
    await expect
      .poll(() => tapestry.evaluate((img) => img.getAnimations().map((a) => a.playState)))
      .toEqual(['running']);
    const opacityAt = (ms: number) =>
      tapestry.evaluate((img, at) => {
        img.getAnimations().forEach((a) => (a.currentTime = at));
        return Number(getComputedStyle(img).opacity);
      }, ms);
    // The portrait shows first; the tapestry (laid over it) fades in 5.1 s after the start, over
    // 1 s, and out again 5 s later, over 1 s.
    expect(await opacityAt(0)).toBe(0);
    await expect(section.getByRole('img', { name: /portretmedaillon/i })).toBeVisible();
    const fadingIn = await opacityAt(5600);
    expect(fadingIn).toBeGreaterThan(0);
    expect(fadingIn).toBeLessThan(1);
    expect(await opacityAt(6200)).toBe(1);
    expect(await opacityAt(10_000)).toBe(1);
    expect(await opacityAt(11_200)).toBe(0);
    expect(await opacityAt(15_000)).toBe(0);
  });

  test('pictures further down are fetched when they near the viewport, not before the page shows', async ({
    page,
  }) => {
    // Chromium's lazy loading alone fetches every picture within 1250 px or more of the viewport at
    // once (here: Margaretha on the desktop layout; under Lighthouse's phone, every section),
    // sharing the connection with the opening picture, the fonts and the scripts.
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(decodeURIComponent(request.url()));
    });
    const fetched = (name: string) =>
      requested.some((url) => url.includes(`/images/home/${name}.webp`));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(fetched('margaretha-wandtapijt')).toBe(false);
    expect(fetched('muziek')).toBe(false);
    const section = page.getByRole('region', { name: 'Margaretha van Parma' });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => fetched('margaretha-wandtapijt')).toBe(true);
    await expect(section.getByRole('img', { name: /portretmedaillon/i })).toBeVisible();
  });

  test('no image fails to load', async ({ page }) => {
    await page.goto('/');
    await expectAllImagesLoaded(page);
  });

  test('plays without waking the page every frame', async ({ page }) => {
    // Swiper's own autoplay ran a requestAnimationFrame loop for as long as it played (60 calls a
    // second, measured); the turns are a timer now.
    await page.addInitScript(() => {
      const counted = window as Window & { frameRequests?: number };
      counted.frameRequests = 0;
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        counted.frameRequests! += 1;
        return request(callback);
      };
    });
    await openHomeUntilSwiper(page);
    const requests = () =>
      page.evaluate(() => (window as Window & { frameRequests?: number }).frameRequests!);
    const before = await requests();
    await page.waitForTimeout(1000);
    expect((await requests()) - before).toBeLessThan(10);
  });

  test('no layout shift when the carousel starts', async ({ page }) => {
    await openHomeUntilSwiper(page);
    const cls = await layoutShift(page);
    expect(cls).toBeLessThanOrEqual(0.02);
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first slide and its way on, and no dots or pause button that would do nothing', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Welkom bij 1504 Locus Lex' });
    await expect(carousel.getByRole('heading', { level: 1, name: SLIDES[0]!.title })).toBeVisible();
    await expect(carousel.getByRole('link', { name: SLIDES[0]!.cta })).toBeVisible();
    await expect(carousel.getByRole('link', { name: 'Start jouw avontuur' })).toBeVisible();
    await expect(carousel.getByRole('button')).toHaveCount(0);
  });
});

test.describe('home page under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('“Start jouw avontuur” is at the first section at once, not scrolling there', async ({
    page,
  }) => {
    await page.goto('/');
    const opening = page.getByRole('region', { name: 'Welkom bij 1504 Locus Lex' });
    const end = Math.round((await opening.boundingBox())!.height);
    await page.getByRole('link', { name: 'Start jouw avontuur' }).click();
    expect(
      Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - end),
    ).toBeLessThanOrEqual(2);
  });

  test('does not autoplay and shows every section at once', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Speel de carrousel af' })).toBeVisible();
    await page.clock.runFor(MOTION.carouselDelayMs + 1000);
    await expect(page.getByRole('button', { name: /^Toon dia 1/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Nothing turns by itself, so Swiper is not fetched until the visitor asks.
    await expect(page.locator('.swiper-initialized')).toHaveCount(0);
    await expect(page.locator('[data-reveal][data-pending]')).toHaveCount(0);
    // The Margaretha slideshow stays on the portrait: its tapestry never fades in.
    const tapestry = page
      .getByRole('region', { name: 'Margaretha van Parma' })
      .getByRole('img', { name: /wandtapijt/i });
    // Its cross-fade is a CSS animation, which does not run, and no transition stands in for it
    // (globals.scss `still`): the tapestry is transparent at once.
    expect(await tapestry.evaluate((img) => img.getAnimations().length)).toBe(0);
    expect(await tapestry.evaluate((img) => getComputedStyle(img).opacity)).toBe('0');
  });

  test('a change of style makes no transition: what changes is simply there', async ({ page }) => {
    await page.goto('/');
    // Opened and read in one task, before a frame could end any transition: the bar and the menu
    // change their colours and their place as it opens (globals.scss `still`).
    const transitions = await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]')!.click();
      return document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map(
          (a) =>
            `${(a as CSSTransition).transitionProperty} on ${(a.effect as KeyframeEffect).target?.className}`,
        );
    });
    await expect(page.locator('#site-menu')).toBeVisible();
    expect(transitions).toEqual([]);
  });

  test('a dot shows its slide at once, and Swiper comes with the press', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Welkom bij 1504 Locus Lex' });
    await page.getByRole('button', { name: /^Toon dia 4/ }).click();
    await expect(carousel.getByRole('heading', { name: SLIDES[3]!.title })).toBeInViewport();
    await expect(page.locator('.swiper-initialized')).toHaveCount(1);
    await page.getByRole('button', { name: /^Toon dia 2/ }).click();
    await expect(carousel.getByRole('heading', { name: SLIDES[1]!.title })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Speel de carrousel af' })).toBeVisible();
  });

  test('every slide fits the screen, on small phones and held sideways, clear of the header', async ({
    page,
  }) => {
    // Held sideways, and upright on a 320×568 phone, the first slide's title once ran over the
    // header's wordmark; sideways the scroll cue fell below the screen, on the small phone the
    // dots sat on the slide's link.
    const small = [
      { width: 320, height: 568 },
      { width: 360, height: 640 },
    ];
    for await (const size of screens(page, ...small, ...SIDEWAYS_PHONES)) {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Welkom bij 1504 Locus Lex' });
      const cue = (await page.getByRole('link', { name: 'Start jouw avontuur' }).boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      const controls = await Promise.all(
        [...SLIDES.map((_, n) => `Toon dia ${n + 1}`), 'Speel de carrousel af'].map(
          async (name) =>
            (await page.getByRole('button', { name: new RegExp(`^${name}`) }).boundingBox())!,
        ),
      );
      const controlsTop = Math.min(...controls.map((b) => b.y));
      const controlsBottom = Math.max(...controls.map((b) => b.y + b.height));
      for (const [n, slide] of SLIDES.entries()) {
        await page.getByRole('button', { name: new RegExp(`^Toon dia ${n + 1}`) }).click();
        const heading = carousel.getByRole('heading', { name: slide.title });
        await expect(heading).toBeInViewport();
        const text = (await heading.locator('..').boundingBox())!;
        const where = `slide ${n + 1} at ${size.width}×${size.height}`;
        expect(text.y, `${where}: text under the header`).toBeGreaterThanOrEqual(header.height);
        expect(text.y + text.height, `${where}: text above the dots`).toBeLessThanOrEqual(
          controlsTop,
        );
      }
      expect(controlsBottom, `dots above the cue at ${size.width}`).toBeLessThanOrEqual(cue.y);
      expect(cue.y + cue.height, `cue on screen at ${size.width}`).toBeLessThanOrEqual(size.height);
    }
  });
});
