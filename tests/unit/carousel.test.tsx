import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';

import { Carousel } from '@/components/home/carousel';
import { carouselWords } from '@/components/home/carousel-words';
import { carouselMemory } from '@/components/home/use-carousel-engine';
import { ANNOUNCER_ID } from '@/lib/content/navigation';
import { MOTION } from '@/lib/motion';
import messages from '@/messages/nl.json';

import { SLIDES as CONTENT } from '../support/dutch-slides';
import { imgAttrs, setReducedMotion } from '../support/media';

// Its words as the Dutch home page says them; no messages around it, as in the browser.
const { words: WORDS, slides: SLIDES } = carouselWords(
  createTranslator({ locale: 'nl', messages, namespace: 'Carousel' }) as never,
  CONTENT.map((s) => ({ ...s, image: imgAttrs(s.img, s.alt) })),
);

type Options = {
  initialSlide?: number;
  speed: number;
  rewind: boolean;
  on: {
    slideChange: (s: { activeIndex: number }) => void;
    transitionEnd: () => void;
    touchStart: () => void;
    touchEnd: () => void;
  };
};
const instance = {
  slideTo: jest.fn(),
  slideNext: jest.fn(() => true),
  destroy: jest.fn(),
  params: { speed: -1 },
};
const SwiperMock = jest.fn((_el: Element, options: Options) =>
  Object.assign(instance, { params: { speed: options.speed } }),
);
jest.mock('swiper', () => ({
  __esModule: true,
  default: function Swiper(el: Element, o: Options) {
    return SwiperMock(el, o);
  },
}));
jest.mock('swiper/css', () => ({}));

/** Renders the carousel and lets React run its effects. */
async function mount() {
  const view = render(<Carousel slides={SLIDES} words={WORDS} />);
  await act(async () => {});
  return view;
}

/** Lets time pass on the page, and Swiper's import resolve if it was asked for. */
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

const options = () => SwiperMock.mock.calls[0]![1];
const dot = (n: number) => screen.getByRole('button', { name: new RegExp(`^Toon dia ${n}`) });
const LOAD_AT = MOTION.carouselDelayMs - MOTION.carouselLoadLeadMs;
/** The carousel stands still for `ms`, then turns once a full interval after play is pressed. */
async function expectStillUntilPlayed(ms: number) {
  await wait(ms);
  expect(instance.slideNext).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Speel de carrousel af' }));
  await wait(MOTION.carouselDelayMs);
  expect(instance.slideNext).toHaveBeenCalledTimes(1);
}
/**
 * The tab's history entry the page is shown for, as the Navigation API names it (jsdom has none):
 * Back returns to an entry, a link adds a new one. `undefined`: a browser without the API.
 */
function visiting(key: string | undefined) {
  Object.defineProperty(window, 'navigation', {
    configurable: true,
    value: key === undefined ? undefined : { currentEntry: { key } },
  });
}
/** A mouse over or off the slides (jsdom has no PointerEvent). */
const mouse = (container: HTMLElement, type: 'pointerenter' | 'pointerleave') =>
  fireEvent(
    container.querySelector('.swiper')!,
    Object.assign(new Event(type), { pointerType: 'mouse' }),
  );

describe('Carousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // Each test a first visit: no play or pause pressed before in this tab, no slide left on.
    delete carouselMemory.choice;
    carouselMemory.slides.clear();
    visiting(undefined);
    SwiperMock.mockClear();
    [instance.slideTo, instance.slideNext, instance.destroy].forEach((f) => f.mockClear());
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('renders every slide and the first slide text in the server HTML, with 5 named dots', () => {
    setReducedMotion(false);
    render(<Carousel slides={SLIDES} words={WORDS} />);
    expect(SLIDES).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1, name: SLIDES[0]!.title })).toBeInTheDocument();
    const dots = screen.getAllByRole('button', { name: /^Toon dia \d/ });
    expect(dots).toHaveLength(5);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(SLIDES.map((s) => s.link).sort()).toEqual([
      '/erfgoed',
      '/erfgoed',
      '/inspiratie',
      '/inspiratie',
      '/menukaart',
    ]);
    // The menu card is a PDF: its slide's link says so, and is a plain link to the file's address.
    const card = screen.getByRole('link', { name: 'Bekijk de menukaart (PDF)', hidden: true });
    expect(card).toHaveAttribute('href', '/menukaart');
    expect(card).toHaveAttribute('type', 'application/pdf');
    expect(
      screen.getByRole('link', { name: 'Lees de verhalen', hidden: true }),
    ).not.toHaveAttribute('type');
  });

  it('fetches Swiper 2 s before the first turn, not with the page, and the other pictures with it', async () => {
    setReducedMotion(false);
    const { container } = await mount();
    const pictures = () => [...container.querySelectorAll('img')].map((img) => img.alt);
    expect(pictures()).toEqual([SLIDES[0]!.alt]);
    await wait(LOAD_AT - 1);
    expect(SwiperMock).not.toHaveBeenCalled();
    await wait(1);
    expect(SwiperMock).toHaveBeenCalledTimes(1);
    expect(pictures()).toEqual(SLIDES.map((s) => s.alt));
  });

  it('turns 5 s after the page started, then 5 s after each transition, in 1.5 s, wrapping after the last', async () => {
    setReducedMotion(false);
    await mount();
    await wait(LOAD_AT);
    expect(options()).toMatchObject({ speed: 1500, rewind: true });
    await wait(MOTION.carouselDelayMs - LOAD_AT - 1);
    expect(instance.slideNext).not.toHaveBeenCalled();
    await wait(1);
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
    // Nothing more until the transition has ended, then a full interval.
    await wait(MOTION.carouselDelayMs * 2);
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
    act(() => options().on.transitionEnd());
    await wait(MOTION.carouselDelayMs - 1);
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(instance.slideNext).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a press', (el: Element) => fireEvent.pointerDown(el)],
    ['a touch', (el: Element) => fireEvent.touchStart(el)],
    ['the focus', (el: Element) => fireEvent.focusIn(el)],
  ])('fetches Swiper at once on %s in the carousel', async (_name, reach) => {
    setReducedMotion(false);
    await mount();
    reach(dot(2));
    await act(async () => {});
    expect(SwiperMock).toHaveBeenCalledTimes(1);
    await wait(LOAD_AT);
    expect(SwiperMock).toHaveBeenCalledTimes(1);
  });

  it('holds still while focused, hovered by a mouse, dragged or in a hidden tab, and goes on after', async () => {
    setReducedMotion(false);
    const { container } = await mount();
    await wait(LOAD_AT);
    const still = async () => {
      await wait(MOTION.carouselDelayMs * 2);
      expect(instance.slideNext).not.toHaveBeenCalled();
    };
    const goesOn = async () => {
      await wait(MOTION.carouselDelayMs);
      expect(instance.slideNext).toHaveBeenCalledTimes(1);
      instance.slideNext.mockClear();
      act(() => options().on.transitionEnd());
    };
    fireEvent.focus(dot(1));
    await still();
    fireEvent.blur(dot(1));
    await goesOn();
    mouse(container, 'pointerenter');
    await still();
    mouse(container, 'pointerleave');
    await goesOn();
    act(() => options().on.touchStart());
    await still();
    act(() => options().on.touchEnd());
    await goesOn();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    fireEvent(document, new Event('visibilitychange'));
    await still();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    fireEvent(document, new Event('visibilitychange'));
    await goesOn();
  });

  it('does not autoplay under reduced motion, fetches Swiper only when asked, and plays when asked', async () => {
    setReducedMotion(true);
    await mount();
    expect(screen.getByRole('button', { name: 'Speel de carrousel af' })).toBeInTheDocument();
    await wait(MOTION.carouselDelayMs * 2);
    expect(SwiperMock).not.toHaveBeenCalled();
    fireEvent.pointerDown(dot(1));
    await act(async () => {});
    expect(options()).toMatchObject({ speed: 0 });
    await expectStillUntilPlayed(MOTION.carouselDelayMs * 2);
  });

  it('moves to a slide on a dot, and stops on the pause button until played again', async () => {
    setReducedMotion(false);
    await mount();
    await wait(LOAD_AT);
    fireEvent.click(dot(3));
    expect(instance.slideTo).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pauzeer de carrousel' }));
    await expectStillUntilPlayed(MOTION.carouselDelayMs * 3);
  });

  it('shows a dot chosen before Swiper has come, keeps a pause pressed then, and starts there', async () => {
    setReducedMotion(false);
    const { container } = await mount();
    // A quick visitor: the press asks for Swiper, the slide shows before it arrives.
    fireEvent.pointerDown(dot(3));
    fireEvent.click(dot(3));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(container.querySelector<HTMLElement>('.swiper-wrapper')!.style.transform).toBe(
      'translate3d(-200%, 0, 0)',
    );
    expect(container.querySelector(`img[alt="${SLIDES[2]!.alt}"]`)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pauzeer de carrousel' }));
    await act(async () => {});
    expect(options()).toMatchObject({ initialSlide: 2 });
    await wait(MOTION.carouselDelayMs * 2);
    expect(instance.slideNext).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Speel de carrousel af' })).toBeInTheDocument();
  });

  it('mounted again in the same tab (Back), keeps the pause or the play the visitor pressed', async () => {
    setReducedMotion(false);
    const first = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Pauzeer de carrousel' }));
    first.unmount();
    // Back home: it stays paused from the start, without fetching Swiper for a turn.
    const second = await mount();
    await wait(MOTION.carouselDelayMs * 3);
    expect(SwiperMock).not.toHaveBeenCalled();
    const play = screen.getByRole('button', { name: 'Speel de carrousel af' });
    fireEvent.pointerDown(play);
    fireEvent.click(play);
    second.unmount();
    // Played last, it plays when it comes back, under reduced motion too.
    setReducedMotion(true);
    SwiperMock.mockClear();
    await mount();
    expect(screen.getByRole('button', { name: 'Pauzeer de carrousel' })).toBeInTheDocument();
    await wait(LOAD_AT);
    expect(SwiperMock).toHaveBeenCalledTimes(1);
    await wait(MOTION.carouselDelayMs - LOAD_AT);
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
  });

  it('mounted again for the same visit (Back), shows the slide the visitor left on and turns on from it; reached by a link, starts at the first', async () => {
    setReducedMotion(false);
    visiting('home-1');
    const first = await mount();
    await wait(LOAD_AT);
    // Swiper turned to the fourth slide (by the timer or a swipe), then a link away.
    act(() => options().on.slideChange({ activeIndex: 3 }));
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
    first.unmount();
    SwiperMock.mockClear();
    // Back to that visit.
    const back = await mount();
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
    expect(back.container.querySelector<HTMLElement>('.swiper-wrapper')!.style.transform).toBe(
      'translate3d(-300%, 0, 0)',
    );
    // Its picture, and no other slide to a screen reader.
    expect(back.container.querySelector(`img[alt="${SLIDES[3]!.alt}"]`)).not.toBeNull();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await wait(LOAD_AT);
    expect(options()).toMatchObject({ initialSlide: 3 });
    back.unmount();
    // The home page reached again by a link: rendered while the page it came from is the entry.
    visiting('erfgoed-1');
    const fresh = await mount();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(fresh.container.querySelector<HTMLElement>('.swiper-wrapper')!.style.transform).toBe('');
    fresh.unmount();
    // A browser without the Navigation API: always the first.
    visiting(undefined);
    await mount();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('under reduced motion, plays from a play pressed before Swiper came, a full interval later', async () => {
    setReducedMotion(true);
    await mount();
    await wait(MOTION.carouselDelayMs * 2);
    const play = screen.getByRole('button', { name: 'Speel de carrousel af' });
    // In a browser the press (pointerdown) comes before the click, and fetches Swiper.
    fireEvent.pointerDown(play);
    fireEvent.click(play);
    await act(async () => {});
    expect(SwiperMock).toHaveBeenCalledTimes(1);
    await wait(MOTION.carouselDelayMs - 1);
    expect(instance.slideNext).not.toHaveBeenCalled();
    await wait(1);
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pauzeer de carrousel' })).toBeInTheDocument();
  });

  it('follows the motion setting changed while the page is open: plays a full interval after, stops and turns at once when reduced', async () => {
    setReducedMotion(true);
    await mount();
    await wait(MOTION.carouselDelayMs * 2);
    expect(SwiperMock).not.toHaveBeenCalled();
    act(() => setReducedMotion(false));
    expect(screen.getByRole('button', { name: 'Pauzeer de carrousel' })).toBeInTheDocument();
    await wait(LOAD_AT - 1);
    expect(SwiperMock).not.toHaveBeenCalled();
    await wait(1);
    expect(SwiperMock).toHaveBeenCalledTimes(1);
    expect(instance.params.speed).toBe(MOTION.carouselSpeedMs);
    await wait(MOTION.carouselDelayMs - LOAD_AT);
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
    act(() => setReducedMotion(true));
    expect(instance.params.speed).toBe(0);
    await wait(MOTION.carouselDelayMs * 3);
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Speel de carrousel af' })).toBeInTheDocument();
  });

  it('tells a screen reader the slide a dot shows and a pause or play pressed, and nothing of the turns it takes by itself', async () => {
    setReducedMotion(false);
    const region = document.body.appendChild(document.createElement('p'));
    region.id = ANNOUNCER_ID;
    try {
      await mount();
      await wait(LOAD_AT);
      // A turn of its own: Swiper's slide change, as the timer makes it.
      await wait(MOTION.carouselDelayMs - LOAD_AT);
      expect(instance.slideNext).toHaveBeenCalledTimes(1);
      act(() => options().on.slideChange({ activeIndex: 1 }));
      await wait(200);
      expect(region).toHaveTextContent('');
      fireEvent.click(dot(3));
      await wait(100);
      expect(instance.slideTo).toHaveBeenCalledWith(2);
      expect(region).toHaveTextContent(
        'Dia 3 van 5: De kelder spreekt. Vijf eeuwen onder de Markt: gewelven, vaten en verhalen.',
      );
      // Its pause and play, whose button changes its name under the focus.
      fireEvent.click(screen.getByRole('button', { name: 'Pauzeer de carrousel' }));
      await wait(100);
      expect(region).toHaveTextContent('Carrousel gepauzeerd');
      fireEvent.click(screen.getByRole('button', { name: 'Speel de carrousel af' }));
      await wait(100);
      expect(region).toHaveTextContent('Carrousel speelt af');
    } finally {
      region.remove();
    }
  });
});
