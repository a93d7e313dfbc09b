/**
 * The few W3C WebDriver commands the WebKit tests use, over `fetch`: WebKitGTK's own driver
 * (`WebKitWebDriver`) speaks the protocol, and a client package would bring a download of
 * drivers for other browsers with it (scripts/webkit.mjs starts the driver).
 */

import { execFileSync } from 'node:child_process';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

type Reply = { value: unknown };

/** A browser page a test drives: navigation, script, elements, keys. */
export class WebKitPage {
  private constructor(
    private readonly driver: string,
    private readonly session: string,
    private readonly site: string,
  ) {}

  /**
   * A new MiniBrowser window from the driver at `driver`, for the site at `site`; with `scripts`
   * false its pages run none of their own (the driver's still run), as with JavaScript off.
   */
  static async open(driver: string, site: string, width: number, height: number, scripts = true) {
    const { value } = await command(driver, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': {
            binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
            args: ['--automation', ...(scripts ? [] : ['--enable-javascript-markup=false'])],
          },
        },
      },
    });
    const page = new WebKitPage(driver, (value as { sessionId: string }).sessionId, site);
    await page.resize(width, height);
    // Without a window manager no window is given the display's focus, and a page without it
    // matches no `:focus` (nor `:focus-visible`): the window is given it, as a visitor's is.
    const focus = ['search', '--sync', '--onlyvisible', '--class', 'MiniBrowser', 'windowfocus'];
    execFileSync('xdotool', [...focus, '--sync']);
    return page;
  }

  close() {
    return command(this.driver, 'DELETE', `/session/${this.session}`);
  }

  /**
   * Gives the page a screen of `width` × `height` CSS pixels, as Playwright's viewport does: the
   * window is made taller by the browser's bar, and a window that cannot be made as narrow (its
   * toolbar's width, which scripts/webkit.mjs shrinks) fails here rather than test a wider page.
   */
  async resize(width: number, height: number) {
    let window = { width, height };
    let shown = [0, 0];
    for (let attempt = 0; attempt < 4; attempt++) {
      await this.call('POST', '/window/rect', window);
      // The window's new size reaches the page a moment later (read at once, a page once showed
      // the size before): read it when three reads 50 ms apart agree.
      shown = await this.evaluate(async () => {
        let last = '';
        for (let same = 0, read = 0; same < 2 && read < 40; read++) {
          await new Promise((done) => setTimeout(done, 50));
          const now = `${innerWidth} ${innerHeight}`;
          same = now === last ? same + 1 : 0;
          last = now;
        }
        return [innerWidth, innerHeight];
      });
      const [shownWidth = 0, shownHeight = 0] = shown;
      if (shownWidth === width && shownHeight === height) return;
      window = {
        width: window.width + width - shownWidth,
        height: window.height + height - shownHeight,
      };
    }
    throw new Error(
      `WebKit's window shows a ${shown.join(' × ')} px page, not ${width} × ${height}`,
    );
  }

  /** Loads a page of the site and waits for its load event. */
  async goto(path: string) {
    await this.call('POST', '/url', { url: new URL(path, this.site).href });
  }

  /** Runs `fn` in the page with `args` (JSON), and gives back what it returns (JSON). */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return this.evaluateAfter(() => undefined, fn, ...args);
  }

  /**
   * As `evaluate`, once `first` (run in the page, without arguments) has returned or resolved: a
   * wait and a read in one command (each command is a round trip to the driver).
   */
  evaluateAfter<T, A extends unknown[]>(
    first: () => unknown,
    fn: (...args: A) => T,
    ...args: A
  ): Promise<Awaited<T>> {
    return this.call('POST', '/execute/async', {
      script: `const done = arguments[arguments.length - 1];
        const args = Array.from(arguments).slice(0, -1);
        Promise.resolve((${first.toString()})())
          .then(() => (${fn.toString()}).apply(null, args))
          .then(done, (e) => done({ __error: String(e) }));`,
      args,
    }).then((value) => {
      const failed = (value as { __error?: string } | null)?.__error;
      if (failed) throw new Error(`in the page: ${failed}`);
      return value as Awaited<T>;
    });
  }

  /**
   * Clicks the first element `css` finds, as a pointer does, brought to the screen's middle
   * first at once (the driver's own scroll follows the page's smooth scrolling, and an element
   * still gliding is refused as not interactable).
   */
  async click(css: string) {
    await this.evaluate((selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`nothing matches ${selector}`);
      element.scrollIntoView({ behavior: 'instant', block: 'center' });
    }, css);
    const element = await this.find(css);
    await this.call('POST', `/element/${element}/click`, {});
  }

  /** Types `text` into the element `css` finds, as keys. */
  async type(css: string, text: string) {
    const element = await this.find(css);
    await this.call('POST', `/element/${element}/value`, { text });
  }

  /**
   * Presses and releases one key, with `held` down around it (WebDriver key codes: '\uE00C' is
   * Escape, '\uE004' Tab, '\uE008' Shift).
   */
  async press(key: string, held: string[] = []) {
    const keys = [...held, key];
    await this.call('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            ...keys.map((value) => ({ type: 'keyDown', value })),
            ...keys.reverse().map((value) => ({ type: 'keyUp', value })),
          ],
        },
      ],
    });
    await this.call('DELETE', '/actions');
  }

  /** Waits until `fn`, run in the page, returns true (every 100 ms, up to `timeout` ms). */
  async waitFor<A extends unknown[]>(
    what: string,
    fn: (...args: A) => boolean,
    args: A,
    timeout = 10_000,
  ) {
    const end = Date.now() + timeout;
    while (!(await this.evaluate(fn, ...args))) {
      if (Date.now() > end) throw new Error(`waited ${timeout} ms for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async find(css: string) {
    const value = await this.call('POST', '/element', { using: 'css selector', value: css });
    return (value as Record<string, string>)[ELEMENT];
  }

  private async call(method: string, path: string, body?: unknown) {
    return (await command(this.driver, method, `/session/${this.session}${path}`, body)).value;
  }
}

async function command(driver: string, method: string, path: string, body?: unknown) {
  const response = await fetch(driver + path, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as Reply;
  if (!response.ok) {
    const { error, message } = reply.value as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${path}: ${error}: ${message}`);
  }
  return reply;
}
