import { type FocusEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

import { useReducedMotion } from '@/components/motion/use-reduced-motion';
import { type Autoplay, createAutoplay } from '@/lib/autoplay';
import { MOTION, prefersReducedMotion } from '@/lib/motion';

/** A visitor reaching for the carousel: Swiper is fetched at once. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;

/**
 * What the carousel keeps in this tab (gone with a reload): `choice`, the visitor's own play or
 * pause, and `slides`, the slide each history entry was left on, for a home page rendered afresh.
 */
export const carouselMemory: { choice?: 'play' | 'pause'; slides: Map<string, number> } = {
  slides: new Map(),
};

/**
 * The key of the history entry the tab shows; none in a browser without the Navigation API, which
 * then starts at the first slide. Read as a page renders, it is the entry Back returned to; a link
 * followed adds its entry only after.
 */
function historyEntry(): string | undefined {
  return typeof navigation === 'undefined' ? undefined : navigation.currentEntry?.key;
}

/** Keeps slide `i` as the one this visit of the home page shows. */
function remember(i: number) {
  const entry = historyEntry();
  if (entry !== undefined) carouselMemory.slides.set(entry, i);
}

/** Where the strip of slides stands to show slide `i`, before Swiper moves it. */
const stripAt = (i: number) => `translate3d(${-100 * i}%, 0, 0)`;

/** How long a turn takes: none under reduced motion. */
const slideSpeed = (reduced: boolean) => (reduced ? 0 : MOTION.carouselSpeedMs);

/**
 * What moves the home carousel: Swiper, fetched when the carousel needs it (when a visitor reaches
 * for it, a press, a touch or the focus, or `MOTION.carouselLoadLeadMs` before its first automatic
 * turn), and our own timer for the turns (lib/autoplay.ts).
 */
export function useCarouselEngine() {
  const section = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const autoplay = useRef<Autoplay | null>(null);
  // Fetches Swiper and sets it up (once; set on mount).
  const requestSwiper = useRef<() => void>(() => {});
  // When the wait for the next turn began: the page's start, or the visitor's 'play'.
  const since = useRef(0);
  // The slide this visit of the page was left on, when Back returned to it (carouselMemory).
  const [leftOn] = useState(() => {
    const entry = historyEntry();
    return entry === undefined ? undefined : carouselMemory.slides.get(entry);
  });
  // A slide chosen before Swiper arrived, or left on before Back: it starts there.
  const early = useRef(leftOn);
  const reducedMotion = useReducedMotion();
  // The visitor's own play or pause; until then the carousel plays unless motion is reduced.
  const [chosen, setChosen] = useState(() => carouselMemory.choice);
  const playing = chosen ? chosen === 'play' : !reducedMotion;
  const [active, setActive] = useState(leftOn ?? 0);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const area = section.current;
    const frame = root.current;
    if (!area || !frame) return;
    // Shown again after a hidden navigation (Activity): the strip stands on the slide it left.
    if (early.current && wrapper.current) wrapper.current.style.transform = stripAt(early.current);
    // A turn ends in Swiper's transitionEnd, which starts the next wait; one that did not move
    // starts it here.
    const turns = createAutoplay(
      () => swiper.current?.slideNext() || turns.restart(),
      MOTION.carouselDelayMs,
    );
    autoplay.current = turns;
    since.current = performance.now();
    turns.hold('loading');
    if (frame.matches(':hover')) turns.hold('pointer');
    if (document.visibilityState === 'hidden') turns.hold('hidden');

    let cancelled = false;
    let requested = false;
    const listen = () => {
      for (const type of INTENT_EVENTS) area.addEventListener(type, load, { passive: true });
    };
    const load = () => {
      if (requested) return;
      requested = true;
      for (const type of INTENT_EVENTS) area.removeEventListener(type, load);
      import('swiper').then(
        ({ default: Swiper }) => {
          if (cancelled) return;
          swiper.current = new Swiper(frame, {
            initialSlide: early.current ?? 0,
            speed: slideSpeed(prefersReducedMotion()),
            rewind: true,
            on: {
              slideChange: (s) => {
                early.current = s.activeIndex;
                remember(s.activeIndex);
                setActive(s.activeIndex);
              },
              // After every turn, by the timer or by the visitor, a full interval on the new slide.
              transitionEnd: () => turns.restart(),
              // No turn under a finger or a mouse dragging the slides.
              touchStart: () => turns.hold('touch'),
              touchEnd: () => turns.release('touch'),
            },
          });
          setLoaded(true);
          // The first turn keeps its time, however late Swiper came.
          turns.release(
            'loading',
            Math.max(0, MOTION.carouselDelayMs - (performance.now() - since.current)),
          );
        },
        () => {
          // Not fetched (no signal, or a chunk gone with a new deploy): the carousel stays where it
          // is, its dots still move the strip, and the visitor's next reach for it tries again.
          if (cancelled) return;
          requested = false;
          listen();
        },
      );
    };
    requestSwiper.current = load;
    listen();

    const onPointer = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      if (e.type === 'pointerenter') turns.hold('pointer');
      else turns.release('pointer');
    };
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? turns.hold('hidden') : turns.release('hidden');
    frame.addEventListener('pointerenter', onPointer);
    frame.addEventListener('pointerleave', onPointer);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      turns.stop();
      for (const type of INTENT_EVENTS) area.removeEventListener(type, load);
      frame.removeEventListener('pointerenter', onPointer);
      frame.removeEventListener('pointerleave', onPointer);
      document.removeEventListener('visibilitychange', onVisibility);
      swiper.current?.destroy();
      swiper.current = null;
      setLoaded(false);
    };
  }, []);

  // Back on the slide the visitor left: the strip stands there before the first paint.
  useLayoutEffect(() => {
    if (leftOn && wrapper.current) wrapper.current.style.transform = stripAt(leftOn);
  }, [leftOn]);

  // A turn is instant under reduced motion, also when the setting changes after Swiper came.
  useEffect(() => {
    if (swiper.current) swiper.current.params.speed = slideSpeed(reducedMotion);
  }, [reducedMotion]);

  /** Plays again (or for the first time): the next turn a full interval from now. */
  const resume = () => {
    since.current = performance.now();
    autoplay.current?.release('paused');
  };

  // Spec: autoplay stays off under reduced motion (the button offers to start it), unless the
  // visitor chose; followed if the preference changes while the page is open. A pause chosen
  // before (carouselMemory) holds the turns from the start.
  useEffect(() => {
    if (chosen === 'play') return;
    if (chosen === 'pause' || reducedMotion) autoplay.current?.hold('paused');
    else resume();
  }, [chosen, reducedMotion]);

  // While the carousel plays, Swiper comes `carouselLoadLeadMs` before its first turn; under
  // reduced motion nothing turns by itself, so it waits for the visitor (or for play).
  useEffect(() => {
    if (!playing) return;
    const at =
      since.current + MOTION.carouselDelayMs - MOTION.carouselLoadLeadMs - performance.now();
    const timer = window.setTimeout(() => requestSwiper.current(), Math.max(0, at));
    return () => window.clearTimeout(timer);
  }, [playing]);

  const togglePlay = () => {
    if (playing) autoplay.current?.hold('paused');
    else resume();
    carouselMemory.choice = playing ? 'pause' : 'play';
    setChosen(carouselMemory.choice);
  };

  const choose = (i: number) => {
    if (swiper.current) {
      swiper.current.slideTo(i);
      return;
    }
    // Swiper is on its way (the press asked for it): show the slide already.
    early.current = i;
    remember(i);
    setActive(i);
    if (wrapper.current) wrapper.current.style.transform = stripAt(i);
  };

  const focus = {
    onFocus: () => autoplay.current?.hold('focus'),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node)) autoplay.current?.release('focus');
    },
  };

  return { section, root, wrapper, active, loaded, playing, togglePlay, choose, focus };
}
