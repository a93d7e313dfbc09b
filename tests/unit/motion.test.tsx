import { act, render, renderHook, screen } from '@testing-library/react';

import { CrossFade } from '@/components/home/cross-fade';
import { useSlideshow } from '@/components/home/use-slideshow';
import { MotionObserver } from '@/components/motion/motion-observer';
import { MOTION, parallaxOffset } from '@/lib/motion';

import { imgAttrs, setReducedMotion } from '../support/media';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

describe('useSlideshow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts after its delay, advances every interval and wraps after the last', () => {
    const { result } = renderHook(() => useSlideshow(2, { intervalMs: 5000, startDelayMs: 100 }));
    expect(result.current).toEqual({ index: 0, started: false });
    act(() => jest.advanceTimersByTime(99));
    expect(result.current.started).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.started).toBe(true);
    act(() => jest.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('stands still when disabled or with one image', () => {
    const off = renderHook(() => useSlideshow(2, { intervalMs: 5000, enabled: false }));
    const one = renderHook(() => useSlideshow(1, { intervalMs: 5000 }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(off.result.current.index).toBe(0);
    expect(one.result.current.index).toBe(0);
  });
});

describe('CrossFade (Margaretha van Parma)', () => {
  const images = [
    { alt: 'Portret', attributes: imgAttrs('/a.webp', 'Portret') },
    { alt: 'Wandtapijt', attributes: imgAttrs('/b.webp', 'Wandtapijt') },
  ];
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('cross-fades to the second image 100 ms + 5 s after it starts', () => {
    setReducedMotion(false);
    render(<CrossFade images={images} width={900} height={1100} />);
    expect(screen.getByAltText('Portret')).toHaveAttribute('data-active');
    act(() => jest.advanceTimersByTime(MOTION.slideshowStartMs + MOTION.slideshowIntervalMs));
    expect(screen.getByAltText('Wandtapijt')).toHaveAttribute('data-active');
    expect(screen.getByAltText('Portret')).not.toHaveAttribute('data-active');
  });

  it('shows the first image and stays still under reduced motion', () => {
    setReducedMotion(true);
    render(<CrossFade images={images} width={900} height={1100} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByAltText('Portret')).toHaveAttribute('data-active');
  });
});

describe('MotionObserver', () => {
  const observed: Element[] = [];
  beforeEach(() => {
    observed.length = 0;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {}
    };
  });

  it('shows every revealed element at once under reduced motion', () => {
    setReducedMotion(true);
    render(
      <>
        <div data-reveal="left">links</div>
        <div data-reveal="fade">vervagen</div>
        <MotionObserver />
      </>,
    );
    expect(screen.getByText('links')).toHaveAttribute('data-visible');
    expect(screen.getByText('vervagen')).toHaveAttribute('data-visible');
    expect(observed).toHaveLength(0);
  });

  it('observes reveals and parallax layers with one observer when motion is welcome', () => {
    setReducedMotion(false);
    render(
      <>
        <div data-reveal="right">rechts</div>
        <div data-parallax="0.2">laag</div>
        <MotionObserver />
      </>,
    );
    expect(screen.getByText('rechts')).not.toHaveAttribute('data-visible');
    expect(observed.map((el) => el.textContent)).toEqual(['rechts', 'laag']);
  });
});

describe('parallaxOffset', () => {
  it('is zero at the centre of the viewport and grows with the ratio', () => {
    expect(parallaxOffset(300, 200, 800, 0.1)).toBe(0);
    expect(parallaxOffset(700, 200, 800, 0.1)).toBe(-40);
    expect(parallaxOffset(700, 200, 800, 0.2)).toBe(-80);
  });
});
