import { act, render, screen } from '@testing-library/react';

import { CrossFade } from '@/components/home/cross-fade';
import { MotionObserver, PENDING } from '@/components/motion/motion-observer';
import { MOTION, parallaxOffset, scrollPast } from '@/lib/motion';

import { renderDutch } from '../support/intl';
import { imgAttrs, setReducedMotion } from '../support/media';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

describe('CrossFade (Margaretha van Parma)', () => {
  const images: Parameters<typeof CrossFade>[0]['images'] = [
    { alt: 'Portret', attributes: imgAttrs('/a.webp', 'Portret') },
    { alt: 'Wandtapijt', attributes: imgAttrs('/b.webp', 'Wandtapijt') },
  ];

  it('lays the second image over the first, timed by the spec: fades in 100 ms + 5 s after the start, every 10 s', () => {
    renderDutch(
      <CrossFade images={images} width={900} height={1100} pause="de wisselende beelden" />,
    );
    const first = screen.getByAltText('Portret');
    const second = screen.getByAltText('Wandtapijt');
    expect(first.className).not.toMatch(/second/);
    expect(second.className).toMatch(/second/);
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const frame = first.parentElement!;
    expect(frame.style.getPropertyValue('--cross-fade-delay')).toBe(
      `${(MOTION.slideshowStartMs + MOTION.slideshowIntervalMs) / 1000}s`,
    );
    expect(frame.style.getPropertyValue('--cross-fade-cycle')).toBe(
      `${(2 * MOTION.slideshowIntervalMs) / 1000}s`,
    );
    expect(frame.style.aspectRatio).toBe('900 / 1100');
  });

  it('fades for MOTION.crossFadeSeconds: the keyframes fade in and out over that share of the cycle', async () => {
    const { readFileSync } = await import('node:fs');
    const scss = readFileSync('components/home/cross-fade.module.scss', 'utf8');
    const steps = scss
      .slice(scss.indexOf('@keyframes cross-fade'))
      .match(/(\d+)%/g)!
      .map((step) => Number.parseInt(step, 10));
    // 0 % hidden, 10 %–50 % shown, 60 %–100 % hidden.
    expect(steps).toEqual([0, 10, 50, 60, 100]);
    const cycleSeconds = (2 * MOTION.slideshowIntervalMs) / 1000;
    expect(((steps[1]! - steps[0]!) / 100) * cycleSeconds).toBe(MOTION.crossFadeSeconds);
    expect(((steps[3]! - steps[2]!) / 100) * cycleSeconds).toBe(MOTION.crossFadeSeconds);
  });
});

describe('MotionObserver', () => {
  type Observer = {
    callback: IntersectionObserverCallback;
    margin?: string;
    targets: Element[];
    connected: boolean;
  };
  let observers: Observer[] = [];
  const entry = (target: Element, isIntersecting: boolean, top: number) =>
    ({
      target,
      isIntersecting,
      boundingClientRect: { top },
    }) as unknown as IntersectionObserverEntry;
  beforeEach(() => {
    observers = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      record: Observer;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, margin: options?.rootMargin, targets: [], connected: true };
        observers.push(this.record);
      }
      observe(el: Element) {
        this.record.targets.push(el);
      }
      disconnect() {
        this.record.connected = false;
      }
    };
  });
  const fire = (o: Observer, entries: IntersectionObserverEntry[]) =>
    act(() => o.callback(entries, {} as IntersectionObserver));

  it('never hides anything under reduced motion', () => {
    setReducedMotion(true);
    render(
      <>
        <div data-reveal="left">links</div>
        <div data-reveal="fade">vervagen</div>
        <MotionObserver />
      </>,
    );
    expect(screen.getByText('links')).not.toHaveAttribute(PENDING);
    expect(screen.getByText('vervagen')).not.toHaveAttribute(PENDING);
    expect(observers).toHaveLength(0);
  });

  it('keeps what is in view shown, puts what lies below the viewport in waiting and reveals it when scrolled to', () => {
    setReducedMotion(false);
    render(
      <>
        <div data-reveal="fade">boven</div>
        <div data-reveal="right">rechts</div>
        <div data-parallax="0.2">laag</div>
        <MotionObserver />
      </>,
    );
    const above = screen.getByText('boven');
    const right = screen.getByText('rechts');
    // Server-rendered content starts visible: nothing waits before the observers have spoken.
    expect(above).not.toHaveAttribute(PENDING);
    expect(right).not.toHaveAttribute(PENDING);
    const below = observers.find((o) => !o.margin)!;
    const reveal = observers.find((o) => o.margin === '0px 0px -8% 0px')!;
    expect(below.targets.map((el) => el.textContent)).toEqual(['boven', 'rechts', 'laag']);
    expect(reveal.targets.map((el) => el.textContent)).toEqual(['boven', 'rechts']);

    fire(below, [entry(above, true, 100), entry(right, false, 1200)]);
    expect(above).not.toHaveAttribute(PENDING);
    expect(right).toHaveAttribute(PENDING);

    fire(reveal, [entry(right, true, 500)]);
    expect(right).not.toHaveAttribute(PENDING);

    // Leaving below the viewport resets it; leaving above does not.
    fire(below, [entry(right, false, 1000)]);
    expect(right).toHaveAttribute(PENDING);
    fire(reveal, [entry(right, true, 500)]);
    fire(below, [entry(right, false, -400)]);
    expect(right).not.toHaveAttribute(PENDING);
  });
  it('follows a motion setting changed mid-visit: reduced shows what waited and rests the layers; full motion watches again', async () => {
    setReducedMotion(false);
    render(
      <>
        <div data-reveal="fade">onder</div>
        <section>
          <div data-parallax="0.2">laag</div>
        </section>
        <MotionObserver />
      </>,
    );
    const waiting = screen.getByText('onder');
    const layer = screen.getByText('laag');
    layer.parentElement!.getBoundingClientRect = () => ({ top: 900, height: 200 }) as DOMRect;
    const below = observers.find((o) => !o.margin)!;
    fire(below, [entry(waiting, false, 1200), entry(layer, true, 900)]);
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(waiting).toHaveAttribute(PENDING);
    const offset = parallaxOffset(900, 200, window.innerHeight, 0.2);
    expect(offset).not.toBe(0);
    expect(layer.style.transform).toBe(`translate3d(0, ${offset}px, 0)`);

    act(() => setReducedMotion(true));
    expect(waiting).not.toHaveAttribute(PENDING);
    expect(layer.style.transform).toBe('');
    expect(observers.every((o) => !o.connected)).toBe(true);
    // Scrolling now moves nothing.
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((done) => requestAnimationFrame(() => done(undefined)));
    });
    expect(layer.style.transform).toBe('');

    act(() => setReducedMotion(false));
    const watching = observers.filter((o) => o.connected);
    expect(watching).toHaveLength(2);
    expect(watching.find((o) => !o.margin)!.targets.map((el) => el.textContent)).toEqual([
      'onder',
      'laag',
    ]);
  });
});

describe('parallaxOffset', () => {
  it('is zero at the centre of the viewport and grows with the ratio', () => {
    expect(parallaxOffset(300, 200, 800, 0.1)).toBe(0);
    expect(parallaxOffset(700, 200, 800, 0.1)).toBe(-40);
    expect(parallaxOffset(700, 200, 800, 0.2)).toBe(-80);
  });
});

describe('scrollPast ("Start jouw avontuur")', () => {
  const opening = (bottom: number) =>
    ({ getBoundingClientRect: () => ({ bottom }) }) as unknown as Element;

  // Smooth or at once is the stylesheet's (scroll-behavior), held by tests/e2e/home.spec.ts.
  it('goes down to where the element ends, or one window height without it', () => {
    const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => {});
    // A phone's opening is 80vh: 675 px of an 844 px window, not the whole window.
    scrollPast(opening(675));
    expect(scrollBy).toHaveBeenLastCalledWith({ top: 675 });
    scrollPast(opening(900));
    expect(scrollBy).toHaveBeenLastCalledWith({ top: 900 });
    // Without the element (not mounted), the spec's one window height.
    scrollPast(null);
    expect(scrollBy).toHaveBeenLastCalledWith({ top: window.innerHeight });
    scrollBy.mockRestore();
  });
});
