import { type FocusEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

import { useReducedMotion } from '@/components/motion/use-reduced-motion';
import { type Autoplay, createAutoplay } from '@/lib/autoplay';
import { MOTION, prefersReducedMotion } from '@/lib/motion';

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;

export const carouselMemory: { choice?: 'play' | 'pause'; slides: Map<string, number> } = {
  slides: new Map(),
};

/** Read during render, this is the entry Back returned to; a followed link adds its entry later. */
function historyEntry(): string | undefined {
  return typeof navigation === 'undefined' ? undefined : navigation.currentEntry?.key;
}

function remember(i: number) {
  const entry = historyEntry();
  if (entry !== undefined) carouselMemory.slides.set(entry, i);
}

const stripAt = (i: number) => `translate3d(${-100 * i}%, 0, 0)`;

const slideSpeed = (reduced: boolean) => (reduced ? 0 : MOTION.carouselSpeedMs);

/** Swiper comes only when the visitor reaches for the carousel, or just before its first turn. */
export function useCarouselEngine() {
  const section = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const autoplay = useRef<Autoplay | null>(null);
  const requestSwiper = useRef<() => void>(() => {});
  const since = useRef(0);
  const [leftOn] = useState(() => {
    const entry = historyEntry();
    return entry === undefined ? undefined : carouselMemory.slides.get(entry);
  });
  const early = useRef(leftOn);
  const reducedMotion = useReducedMotion();
  const [chosen, setChosen] = useState(() => carouselMemory.choice);
  const playing = chosen ? chosen === 'play' : !reducedMotion;
  const [active, setActive] = useState(leftOn ?? 0);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const area = section.current;
    const frame = root.current;
    if (!area || !frame) return;
    // Shown again after a hidden navigation (Activity): the strip stands where it was left.
    if (early.current && wrapper.current) wrapper.current.style.transform = stripAt(early.current);
    // slideNext() is false when nothing moved, so no transitionEnd will restart the wait.
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
              transitionEnd: () => turns.restart(),
              touchStart: () => turns.hold('touch'),
              touchEnd: () => turns.release('touch'),
            },
          });
          setLoaded(true);
          turns.release(
            'loading',
            Math.max(0, MOTION.carouselDelayMs - (performance.now() - since.current)),
          );
        },
        () => {
          // Not fetched (offline, or a chunk gone with a deploy): the next reach tries again.
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

  useLayoutEffect(() => {
    if (leftOn && wrapper.current) wrapper.current.style.transform = stripAt(leftOn);
  }, [leftOn]);

  useEffect(() => {
    if (swiper.current) swiper.current.params.speed = slideSpeed(reducedMotion);
  }, [reducedMotion]);

  const resume = () => {
    since.current = performance.now();
    autoplay.current?.release('paused');
  };

  useEffect(() => {
    if (chosen === 'play') return;
    if (chosen === 'pause' || reducedMotion) autoplay.current?.hold('paused');
    else resume();
  }, [chosen, reducedMotion]);

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
